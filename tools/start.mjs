// npm start: build what is missing (the apps; the server bundle when its sources changed), publish
// each remote the registry lacks, then run the one server (API + shell + registry + remote builds)
// with plain node on PORT (default 8080). On a fresh clone the server answers once the sign-in
// page's apps are built; the other remotes build meanwhile and are published one by one.
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

/**
 * Publishes the built ones of `remotes` the registry lacks. One remote that cannot be published
 * never stops the start: the CLI serves what is published and prints a warning naming the remote
 * and the fix (releases/publish-existing.ts).
 */
function publish(remotes) {
  const built = remotes.filter(isBuilt);
  if (!built.length) return;
  const res = spawnSync(process.execPath, [RELEASE_CLI_BUNDLE, 'publish-existing', ...built], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: process.env,
  });
  if (res.status !== 0) console.error(`warning: publishing ${built.join(', ')} failed (see above); serving what is published.`);
}

/** Builds what is missing and publishes the remotes (the e2e harness calls it too). */
export async function prepare() {
  if (serverIsStale()) await buildServer();
  const missing = [HOST, ...REMOTES].filter((n) => !isBuilt(n));
  if (missing.length) {
    console.log(`Building ${missing.join(', ')} (first start only)…`);
    await build(missing);
  }
  publish(REMOTES);
}

/**
 * What the first page (the sign-in page) needs: the shell and the remote that declares /auth/login.
 * A first start builds these, serves, and builds the other remotes while the server answers.
 */
export const FIRST_PAGE_APPS = [HOST, 'mfe-auth'];

/**
 * npm start's builds in two steps: what the sign-in page needs, then (after `serve`, while the
 * server answers) the other missing remotes, each published as soon as it is built. The registry
 * never points at a remote that is not built; until one is published its pages are absent, and the
 * shell says so on a page nobody serves (shell/src/app.tsx). Resolves to `{ later, rest }`: the
 * remotes left for after the first page, and `rest()`, which builds and publishes them. `bundled`:
 * the server bundle's build, when it runs beside these builds.
 */
export async function prepareFirstPage({ signal, bundled = Promise.resolve(), steps = { build, publish, isBuilt } } = {}) {
  const missing = [HOST, ...REMOTES].filter((n) => !steps.isBuilt(n));
  const now = missing.filter((n) => FIRST_PAGE_APPS.includes(n));
  const later = missing.filter((n) => !FIRST_PAGE_APPS.includes(n));
  if (now.length) {
    console.log(`Building ${now.join(', ')} for the sign-in page (first start only)…`);
    await steps.build(now, { signal });
  }
  await bundled; // publishing runs the release CLI of the server bundle
  steps.publish(REMOTES.filter((n) => !later.includes(n)));
  const rest = async () => {
    if (!later.length) return;
    console.log(`Building ${later.join(', ')} while the server answers (first start only): each module's pages appear once it is built.`);
    await steps.build(later, { signal, onBuilt: (name) => steps.publish([name]) });
    console.log('Every module is built and published.');
  };
  return { later, rest };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  checkNode();
  let server;
  const builds = new AbortController();
  for (const sig of ['SIGINT', 'SIGTERM'])
    process.on(sig, () => {
      builds.abort();
      if (server) server.kill(sig);
      else process.exit(130);
    });
  (async () => {
    // The server bundle (esbuild, a few seconds) builds beside the apps, not before them: the
    // server starts when it is there, the remotes are published after it (the release CLI is in it).
    const bundled = serverIsStale() ? buildServer() : Promise.resolve();
    const started = bundled.then(() => {
      const s = startServer();
      server = s.server;
      return s.prepared;
    });
    started.catch(() => undefined); // awaited below
    const [{ rest }] = await Promise.all([prepareFirstPage({ signal: builds.signal, bundled }), started]);
    server.on('exit', (code) => process.exit(code ?? 0));
    server.send('serve');
    await rest().catch((e) => {
      // The server goes on with what is published; the failed build is named above.
      if (!builds.signal.aborted) console.error(`warning: ${e.message ?? e}; the other modules are served.`);
    });
  })().catch((e) => {
    console.error(e.message ?? e);
    builds.abort();
    server?.kill('SIGTERM');
    process.exit(1);
  });
}
