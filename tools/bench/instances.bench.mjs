// One and two API instances on one throwaway PostgreSQL, side by side in one run: requests per
// second and p95 of the users list and dashboard-1 under the same closed-loop load, and the time
// from a promote through instance A to the new registry served by instance B.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { pgAvailable, startPostgres } from '../pg-cluster.mjs';
import { ROOT } from '../workspaces.mjs';
import { prepareReleases, startServer } from './server.mjs';
import { percentile } from './stats.mjs';
import { DEMO_PASSWORD } from './context.mjs';

export const name = 'instances';

const CLIENTS = 8;
const SECONDS = 8;
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

async function signIn(url) {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
  });
  return (await res.json()).token;
}

/** CLIENTS closed-loop clients for SECONDS, each request sent to the next instance in turn. */
async function load(urls, token, request) {
  const times = [];
  let errors = 0;
  let turn = 0;
  const until = Date.now() + SECONDS * 1000;
  const client = async () => {
    while (Date.now() < until) {
      const base = urls[turn++ % urls.length];
      const t0 = performance.now();
      const res = await fetch(`${base}${request.path}`, {
        method: request.method ?? 'GET',
        headers: { authorization: `Bearer ${token}`, ...(request.body ? { 'content-type': 'application/json' } : {}) },
        body: request.body ? JSON.stringify(request.body) : undefined,
      });
      await res.arrayBuffer();
      if (res.ok) times.push(performance.now() - t0);
      else errors++;
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return { rps: times.length / SECONDS, p95: percentile(times, 95), errors };
}

export async function run(ctx) {
  const why = pgAvailable();
  if (why !== true) throw new Error(`needs PostgreSQL: ${why}`);
  const pg = await startPostgres(ctx.log);
  const releasesDir = path.join(ctx.tmp, 'instances-releases');
  const servers = [];
  try {
    await prepareReleases(releasesDir, ctx.log);
    const env = { DATABASE_URL: pg.url };
    const common = { releasesDir, scratch: ctx.tmp, log: ctx.log, dataDir: path.join(ctx.tmp, 'unused-pglite') };
    servers.push(await startServer({ ...common, env }));
    servers.push(await startServer({ ...common, env }));
    const [a, b] = servers;
    const token = await signIn(a.url);
    // A year of demo cases: one day would time an almost empty aggregate.
    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const requests = {
      'users list': { path: '/api/users?page=1&pageSize=25' },
      'dashboard-1': { path: '/api/dashboard-1', method: 'POST', body: { branch_id: 'all', from_date: yearAgo, to_date: today } },
    };
    const rows = [];
    for (const [label, request] of Object.entries(requests)) {
      await load([a.url], token, request); // warm both paths once
      const one = await load([a.url], token, request);
      const two = await load([a.url, b.url], token, request);
      rows.push({ metric: `${label}: requests/s, 1 instance`, value: Math.round(one.rps), unit: 'req/s' });
      rows.push({ metric: `${label}: requests/s, 2 instances`, value: Math.round(two.rps), unit: 'req/s' });
      rows.push({ metric: `${label}: p95, 1 instance`, value: Math.round(one.p95 * 10) / 10, unit: 'ms' });
      rows.push({ metric: `${label}: p95, 2 instances`, value: Math.round(two.p95 * 10) / 10, unit: 'ms' });
      if (one.errors + two.errors) rows.push({ metric: `${label}: failed requests`, value: one.errors + two.errors, unit: 'count' });
    }

    // A second version of one remote (same files, new number), then promote through A, poll B.
    const cli = spawnSync(TSX, [path.join(ROOT, 'api/src/releases/cli.ts'), 'publish', 'mfe-hr', '--version', '99.0.0', '--no-build'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: pg.url, RELEASES_DIR: releasesDir, RELEASE_USER: 'bench' },
      encoding: 'utf8',
    });
    if (cli.status !== 0) throw new Error(`publishing mfe-hr 99.0.0 failed: ${cli.stderr}`);
    const t0 = performance.now();
    const up = await fetch(`${a.url}/api/releases/mfe-hr/promote`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ version: '99.0.0' }),
    });
    if (!up.ok) throw new Error(`promote failed: ${up.status} ${await up.text()}`);
    for (;;) {
      const reg = await (await fetch(`${b.url}/remotes/registry.json`)).json();
      if (reg.remotes.mfe_hr.version === '99.0.0') break;
      if (performance.now() - t0 > 10_000) throw new Error('B never served the promoted version');
    }
    rows.push({ metric: 'promote via A until B serves it', value: Math.round((performance.now() - t0) * 10) / 10, unit: 'ms' });
    rows.push({ metric: 'load average at the end (1 min)', value: os.loadavg()[0].toFixed(2), unit: '' });
    rows.push({ metric: 'closed-loop clients / seconds per run', value: `${CLIENTS} / ${SECONDS}`, unit: '' });
    return rows;
  } finally {
    for (const s of servers) await s.stop();
    await pg.stop();
  }
}
