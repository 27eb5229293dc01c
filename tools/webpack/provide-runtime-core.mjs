// Shell-only federation runtime plugin: hands the shell's own federation runtime-core to the
// remotes, which are built with `experiments.externalRuntime` and so do not bundle it again.
// Same job as @module-federation/inject-external-runtime-core-plugin, whose CommonJS build made
// webpack ship runtime-core twice in the shell (+25 KB gzip); this one imports the ESM build the
// embedded runtime already uses.
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideRuntimeCore() {
  return {
    name: 'provide-runtime-core',
    beforeInit(args) {
      const g = runtimeCore.Global;
      if (g && typeof g === 'object' && !g._FEDERATION_RUNTIME_CORE) g._FEDERATION_RUNTIME_CORE = runtimeCore;
      return args;
    },
  };
}
