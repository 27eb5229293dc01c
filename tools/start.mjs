// npm start: build what is missing (the apps; the server bundle when its sources changed), publish
// each remote the registry lacks, then run the one server (API + shell + registry + remote builds)
// with plain node on PORT (default 8080).
import { spawnSync, spawn } from 'node:child_process';
import { build, isBuilt } from './build-all.mjs';
import { buildServer, RELEASE_CLI_BUNDLE, SERVER_BUNDLE, serverIsStale } from './build-server.mjs';
import { checkNode } from './node-version.mjs';
import { REMOTES, HOST } from './workspaces.mjs';

/** Runs the server's database step alone (migrations; demo data in a fresh folder), then stops. */
function prepareDatabase() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVER_BUNDLE, '--prepare'], { stdio: ['ignore', 'ignore', 'inherit'], env: process.env });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`preparing the database failed (exit ${code})`))));
  });
}

/**
 * Builds what is missing and publishes the remotes. `database: false` skips making the server's
 * database alongside the build (the e2e harness copies a demo database of its own to each worker).
 */
export async function prepare({ database = true } = {}) {
  if (serverIsStale()) await buildServer();
  const missing = [HOST, ...REMOTES].filter((n) => !isBuilt(n));
  if (missing.length) {
    // The database (a fresh one: initdb and demo data, a third of a first start) is made while
    // the apps build, instead of after them.
    console.log(`Building ${missing.join(', ')}${database ? ' and preparing the database' : ''} (first start only)…`);
    await Promise.all([build(missing), database && prepareDatabase()]);
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
  prepare()
    .then(() => {
      const server = spawn(process.execPath, [SERVER_BUNDLE], { stdio: 'inherit', env: process.env });
      for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
      server.on('exit', (code) => process.exit(code ?? 0));
    })
    .catch((e) => {
      console.error(e.message ?? e);
      process.exit(1);
    });
}
