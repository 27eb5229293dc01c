// npm run dev -w mfe-<x>   (or -w shell; add `-- --all` to also load every other built remote)
//
// One app in webpack watch mode (development) inside the real suite: the real server (tsx
// api/src/main.ts, same environment as `npm start`: PORT, DATA_DIR…) serves the production shell
// and the sign-in remote, and its registry points the app under work at the live dev build.
// The registry lives in a throwaway folder (.tmp/dev/<app>/releases), so `npm start`'s releases
// are untouched and the dev build is never published. After a rebuild, reload the page: the
// registry then names the new build (its URL carries the build hash, so no cache gets in the way).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { build, isBuilt } from './build-all.mjs';
import { ROOT, REMOTES, HOST } from './workspaces.mjs';

const require = createRequire(import.meta.url);
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const DEV_VERSION = 'dev';

const app = process.argv[2];
const withAll = process.argv.includes('--all');
if (![HOST, ...REMOTES].includes(app)) {
  console.error(`usage: node tools/dev-remote.mjs <${[HOST, ...REMOTES].join('|')}> [--all]`);
  process.exit(2);
}

const devRoot = path.join(ROOT, '.tmp/dev', app);
const releasesDir = path.join(devRoot, 'releases');
const outDir = path.join(devRoot, 'dist');
const port = Number(process.env.PORT ?? 8080);
const federationName = (pkg) => pkg.replace(/-/g, '_');

/** The production builds around the app: the shell and the sign-in remote (or all, --all). */
async function prepareHost() {
  const remotes = REMOTES.filter((r) => r !== app && (withAll || r === 'mfe-auth'));
  const missing = [...(app === HOST ? [] : [HOST]), ...remotes].filter((n) => !isBuilt(n));
  if (missing.length) {
    console.log(`Building ${missing.join(', ')} (production, missing)…`);
    await build(missing);
  }
  fs.rmSync(releasesDir, { recursive: true, force: true });
  fs.mkdirSync(releasesDir, { recursive: true });
  const res = spawnSync(TSX, [path.join(ROOT, 'api/src/releases/cli.ts'), 'publish-existing', ...remotes], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, RELEASES_DIR: releasesDir },
  });
  if (res.status !== 0) throw new Error('publishing the host remotes failed');
}

/** Points the registry at the dev build; `hash` changes the entry URL on every rebuild. */
function pointRegistryAtDevBuild(hash) {
  const link = path.join(releasesDir, app, DEV_VERSION);
  if (!fs.existsSync(link)) {
    fs.mkdirSync(path.dirname(link), { recursive: true });
    fs.symlinkSync(outDir, link, 'dir');
  }
  const file = path.join(releasesDir, 'registry.json');
  const registry = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : { revision: 0, remotes: {} };
  registry.remotes[federationName(app)] = {
    name: federationName(app),
    package: app,
    version: DEV_VERSION,
    entry: `/remotes/${app}/${DEV_VERSION}/remoteEntry.js?build=${hash}`,
    pages: JSON.parse(fs.readFileSync(path.join(outDir, 'pages.json'), 'utf8')),
    publishedAt: new Date().toISOString(),
  };
  registry.revision = (registry.revision ?? 0) + 1;
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(registry, null, 2)}\n`);
  fs.renameSync(tmp, file);
}

function startServer() {
  const env = { ...process.env, RELEASES_DIR: releasesDir, ...(app === HOST ? { SHELL_DIST: outDir } : {}) };
  const server = spawn(TSX, [path.join(ROOT, 'api/src/main.ts')], { cwd: ROOT, stdio: 'inherit', env });
  server.on('exit', (code, signal) => {
    console.error(`server stopped (${signal ?? code})`);
    process.exit(code ?? 1);
  });
  return server;
}

async function firstPageUrl() {
  const base = `http://localhost:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      await fetch(`${base}/remotes/registry.json`, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  if (app === HOST) return `${base}/`;
  const pages = JSON.parse(fs.readFileSync(path.join(outDir, 'pages.json'), 'utf8'));
  return `${base}${pages[0]?.path ?? '/'}`;
}

async function main() {
  await prepareHost();
  const webpack = require('webpack');
  const config = require(path.join(ROOT, app, 'webpack.config.js'))({}, { mode: 'development' });
  config.output = { ...config.output, path: outDir };
  const compiler = webpack(config);
  let server;
  const watching = compiler.watch({ aggregateTimeout: 300 }, async (err, stats) => {
    if (err || stats.hasErrors()) {
      console.error(err?.message ?? stats.toString({ all: false, errors: true, colors: true }));
      return;
    }
    const seconds = ((stats.endTime - stats.startTime) / 1000).toFixed(1);
    if (app !== HOST) pointRegistryAtDevBuild(stats.hash.slice(0, 12));
    if (server) return console.log(`${app}: rebuilt in ${seconds} s; reload the page.`);
    console.log(`${app}: built in ${seconds} s (development, watching)`);
    server = startServer();
    console.log(`\n  ${app} (dev build) at ${await firstPageUrl()}\n`);
  });
  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.on(sig, () => watching.close(() => (server ? server.kill(sig) : process.exit(0))));
  }
}

main().catch((e) => {
  console.error(e?.message ?? e);
  process.exit(1);
});
