import { registerPlugins } from '@module-federation/enhanced/runtime';

const loaded = new Set<string>();
let installed = false;

/** Records which remotes this page has actually run (a federation runtime plugin on `onLoad`). */
export function trackLoadedRemotes(): void {
  if (installed) return;
  installed = true;
  registerPlugins([
    {
      name: 'release-notice-loaded-remotes',
      onLoad(args) {
        loaded.add(args.remote.name);
      },
    },
  ]);
}

/** Federation names of the remotes this page has loaded so far. */
export const loadedRemotes = (): ReadonlySet<string> => loaded;

/** For tests. */
export function markLoaded(name: string): void {
  loaded.add(name);
}
