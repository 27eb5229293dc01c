// npm start: build what is missing (the apps; the server bundle when its sources changed), publish
// each remote the registry lacks, then run the one server (API + shell + registry + remote builds)
// with plain node on PORT (default 8080).
import { spawnSync, spawn } from 'node:child_process';
import { build, isBuilt } from './build-all.mjs';
import { buildServer, RELEASE_CLI_BUNDLE, SERVER_BUNDLE, serverIsStale } from './build-server.mjs';
import { checkNode } from './node-version.mjs';
import { REMOTES, HOST } from './workspaces.mjs';

/**
 * Starts the server before the builds: it opens the database (on a first start: creates it, with
 * demo data) while the apps build, says `prepared`, and serves when told. A first start then pays
 * for one server start instead of a preparing one and a serving one after the builds, and a later
 * start opens the database while the remotes are published.
 */
function startServer() {
  const server = spawn(process.execPath, [SERVER_BUNDLE, '--serve-when-told'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: process.env,
  });
  const prepared = new Promise((resolve, reject) => {
    server.on('message', (m) => m === 'prepared' && resolve());
    server.once('error', reject);
    server.once('exit', (code) => reject(new Error(`the server stopped while preparing the database (exit ${code})`)));
  });
  return { server, prepared };
}

/** Builds what is missing and publishes the remotes (the e2e harness calls it too). */
export async function prepare() {
  if (serverIsStale()) await buildServer();
  const missing = [HOST, ...REMOTES].filter((n) => !isBuilt(n));
  if (missing.length) {
    console.log(`Building ${missing.join(', ')} (first start only)…`);
    await build(missing);
  }
  // One remote that cannot be published never stops the start: the CLI serves what is published
  // and prints a warning naming the remote and the fix (releases/publish-existing.ts).
  const res = spawnSync(process.execPath, [RELEASE_CLI_BUNDLE, 'publish-existing', ...REMOTES], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: process.env,
  });
  if (res.status !== 0) console.error('warning: publishing the built remotes failed (see above); starting with what is published.');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  checkNode();
  let server;
  (async () => {
    if (serverIsStale()) await buildServer();
    const started = startServer();
    server = started.server;
    for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
    await Promise.all([prepare(), started.prepared]);
    server.on('exit', (code) => process.exit(code ?? 0));
    server.send('serve');
  })().catch((e) => {
    console.error(e.message ?? e);
    server?.kill('SIGTERM');
    process.exit(1);
  });
}
