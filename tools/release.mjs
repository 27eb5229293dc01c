// npm run release -- <command> ...: runs the release CLI (api/src/releases/cli.ts) in this process
// (no extra node process: a rollback should take effect in well under 1 s). From its bundle
// (tools/build-server.mjs, built by npm start and the builds) when that is newer than every source:
// plain node loads it in 0.6 s of CPU, where tsx compiling the sources took 3.5 s; else from the
// sources with tsx, so a change is never run stale.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { RELEASE_CLI_BUNDLE, serverIsStale } from './build-server.mjs';
import { ROOT } from './workspaces.mjs';

if (serverIsStale()) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(path.join(ROOT, 'api/src/releases/cli.ts')).href);
} else {
  await import(pathToFileURL(RELEASE_CLI_BUNDLE).href);
}
