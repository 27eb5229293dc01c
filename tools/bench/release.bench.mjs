// Releases: time to publish one remote (build + copy), time from a rollback command to the new
// registry being served, and what a browser downloads again after one remote changes.
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { coldContext } from './pages.mjs';
import { recordResponses } from './browser.mjs';
import { ROOT } from '../workspaces.mjs';

export const name = 'release';

const REMOTE = 'mfe-realestate';
const KEY = 'mfe_realestate';
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function cli(releasesDir, args) {
  const started = Date.now();
  const res = spawnSync(process.execPath, [path.join(ROOT, 'tools/release.mjs'), ...args], {
    cwd: ROOT,
    env: { ...process.env, RELEASES_DIR: releasesDir, RELEASE_USER: 'bench' },
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`release ${args.join(' ')} failed:\n${res.stdout}${res.stderr}`);
  return { ms: Date.now() - started, out: res.stdout };
}

async function servedVersion(url) {
  const res = await fetch(`${url}/remotes/registry.json`);
  return (await res.json()).remotes[KEY].version;
}

/** From spawning `release rollback` to the first registry answer carrying the old version. */
async function rollbackToServed(url, releasesDir, target) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(ROOT, 'tools/release.mjs'), 'rollback', REMOTE, '--to', target], {
    cwd: ROOT,
    env: { ...process.env, RELEASES_DIR: releasesDir, RELEASE_USER: 'bench' },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.on('exit', () => resolve(performance.now() - started)));
  for (;;) {
    if ((await servedVersion(url)) === target) break;
    if (performance.now() - started > 30_000) throw new Error('the rollback was not served within 30 s');
    await new Promise((r) => setTimeout(r, 5));
  }
  const served = performance.now() - started;
  return { served, cli: await exited };
}

/** Resolves once the page's main area shows content and no loading spinner. */
const rendered = (page) =>
  page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      return !!main && !main.querySelector('[aria-busy="true"]') && main.innerText.trim().length > 0;
    },
    null,
    { timeout: 30_000 },
  );

const go = (page, to) =>
  page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, to);

/** One page per remote, in one page session (a reload, then in-app navigation), as a user moves. */
async function visitAll(page, rec, url, paths, reload) {
  if (reload) await page.reload();
  else await page.goto(`${url}${paths[0]}`);
  await rendered(page);
  for (const p of paths.slice(1)) {
    await go(page, p);
    await page.waitForFunction((path) => location.pathname === path, p);
    await rendered(page);
  }
  await rec.idle(500);
}

/** Body bytes that came over the network (not from the cache), by where they came from. */
function downloaded(responses) {
  const out = { changed: 0, otherRemotes: 0, shell: 0, registry: 0, api: 0, otherRemoteFiles: [] };
  for (const r of responses) {
    const p = new URL(r.url).pathname;
    const bytes = r.wireBytes > 0 ? r.wireBytes : 0;
    if (!bytes) continue;
    if (p === '/remotes/registry.json') out.registry += bytes;
    else if (p.startsWith(`/remotes/${REMOTE}/`)) out.changed += bytes;
    else if (p.startsWith('/remotes/')) {
      out.otherRemotes += bytes;
      out.otherRemoteFiles.push(p);
    } else if (p.startsWith('/api/')) out.api += bytes;
    else out.shell += bytes;
  }
  return out;
}

export async function run(ctx) {
  const { url, releasesDir } = await ctx.server();
  const stable = await servedVersion(url);
  const stamp = Date.now().toString(36);

  // 1. Publish: the real build of one remote, then the copy into its immutable version folder.
  const full = cli(releasesDir, ['publish', REMOTE, '--version', `${stable}-bench.${stamp}`]);
  const built = Number(/built mfe-realestate in ([\d.]+) s/.exec(full.out)?.[1] ?? NaN) * 1000;
  const copy = cli(releasesDir, ['publish', REMOTE, '--no-build', '--version', `${stable}-bench.${stamp}.b`]);
  ctx.log(`publish: ${full.ms} ms (build ${built} ms); copy only ${copy.ms} ms`);

  // 2. Rollback: command to the new registry being served (3 rounds).
  const candidate = `${stable}-bench.${stamp}`;
  const rounds = [];
  for (let i = 0; i < 3; i++) {
    cli(releasesDir, ['promote', REMOTE, candidate]);
    rounds.push(await rollbackToServed(url, releasesDir, stable));
  }
  ctx.log(`rollback served after ${rounds.map((r) => r.served.toFixed(0)).join(', ')} ms`);
  const { token } = await ctx.signIn();
  cli(releasesDir, ['promote', REMOTE, candidate]);
  const t0 = performance.now();
  const res = await fetch(`${url}/api/releases/${REMOTE}/rollback`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ to: stable }),
  });
  if (!res.ok) throw new Error(`POST rollback answered ${res.status}`);
  while ((await servedVersion(url)) !== stable) await new Promise((r) => setTimeout(r, 2));
  const apiMs = performance.now() - t0;

  // 3. What a browser downloads again after one remote changes.
  const login = await ctx.signIn();
  const registry = await (await fetch(`${url}/remotes/registry.json`)).json();
  const paths = Object.values(registry.remotes)
    .map((r) => r.pages.find((p) => (p.layout ?? 'admin') === 'admin' && p.menu && !p.path.includes(':')))
    .filter(Boolean)
    .map((p) => p.path);
  const browser = await ctx.browser();
  const context = await coldContext(browser, url, login);
  const page = await context.newPage();
  let rec = recordResponses(page);
  await visitAll(page, rec, url, paths, false);
  const cold = downloaded(await rec.settle());
  rec.stop();
  rec = recordResponses(page);
  await visitAll(page, rec, url, paths, true);
  const same = downloaded(await rec.settle());
  rec.stop();
  cli(releasesDir, ['promote', REMOTE, candidate]);
  rec = recordResponses(page);
  await visitAll(page, rec, url, paths, true);
  const after = downloaded(await rec.settle());
  rec.stop();
  await context.close();
  cli(releasesDir, ['rollback', REMOTE, '--to', stable]);
  if (after.otherRemoteFiles.length) ctx.log(`other remotes' files fetched again: ${after.otherRemoteFiles.join(', ')}`);
  const kb = (b) => Number((b / 1024).toFixed(1));

  return [
    { metric: `publish ${REMOTE}: build + copy (npm run release -- publish)`, value: full.ms, unit: 'ms' },
    { metric: '  of which the webpack build', value: Math.round(built), unit: 'ms' },
    { metric: '  copy only (publish --no-build)', value: copy.ms, unit: 'ms' },
    {
      metric: 'rollback (CLI): command to new registry served, median of 3',
      value: Math.round(median(rounds.map((r) => r.served))),
      unit: 'ms',
      budget: '< 1000',
    },
    { metric: 'rollback (CLI): worst of 3', value: Math.round(Math.max(...rounds.map((r) => r.served))), unit: 'ms', budget: '< 1000' },
    { metric: 'rollback (CLI): whole command, median of 3', value: Math.round(median(rounds.map((r) => r.cli))), unit: 'ms' },
    { metric: 'rollback (Modules page API): request to new registry served', value: Math.round(apiMs), unit: 'ms', budget: '< 1000' },
    {
      metric: `cold load of ${paths.length} pages (one per remote): remotes' files`,
      value: kb(cold.changed + cold.otherRemotes),
      unit: 'KB',
    },
    {
      metric: 'reload, nothing changed: remote files downloaded again',
      value: kb(same.changed + same.otherRemotes),
      unit: 'KB',
      budget: '0',
    },
    { metric: `reload after ${REMOTE} changed: its files downloaded again`, value: kb(after.changed), unit: 'KB' },
    {
      metric: `reload after ${REMOTE} changed: other remotes' files downloaded again`,
      value: kb(after.otherRemotes),
      unit: 'KB',
      budget: '0',
    },
    { metric: `reload after ${REMOTE} changed: shell files downloaded again`, value: kb(after.shell), unit: 'KB', budget: '0' },
    { metric: 'reload after the change: registry.json', value: kb(after.registry), unit: 'KB' },
    // The CLI figures are mostly Node and tsx start-up, which a busy machine stretches.
    { metric: `load average (1 min) at the end, ${os.cpus().length} cores`, value: Number(os.loadavg()[0].toFixed(1)), unit: '' },
  ];
}
