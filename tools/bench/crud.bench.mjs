// The list-and-form kit at volume: 100,000 users and 100,000 tasks (one generate_series INSERT each,
// api/src/seed/bench-seed.ts) on the embedded database, then
//   - API p95 of a users page (first, deep) and of searches (GET users?search, POST userSearch),
//   - bytes of the top bar's pending-task call (GET tasks?page=1&pageSize=1000000),
//   - Chromium: script time (CDP Performance ScriptDuration) to show a 100-row users page.
// Environment: CRUD_BENCH_USERS / CRUD_BENCH_TASKS (default 100000), CRUD_BENCH_DATA_DIR (reuse a
// seeded PGlite folder: copied, seed not timed).
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { copySeeded } from './context.mjs';
import { ROOT } from '../workspaces.mjs';
import { prepareReleases, startServer } from './server.mjs';
import { percentile } from './stats.mjs';

export const name = 'crud';

const USERS = Number(process.env.CRUD_BENCH_USERS ?? 100_000);
const TASKS = Number(process.env.CRUD_BENCH_TASKS ?? 100_000);
const REQUESTS = 200;
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const round = (v, d = 1) => Math.round(v * 10 ** d) / 10 ** d;

function benchSeed(dataDir) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(TSX, [path.join(ROOT, 'api/src/seed/bench-seed.ts'), dataDir, String(USERS), String(TASKS)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) =>
      code === 0 ? resolve((Date.now() - started) / 1000) : reject(new Error(`bench seed failed:\n${out.slice(-2000)}`)),
    );
  });
}

/** p50 / p95 of one request repeated (after a warm-up); `make(i)` gives the i-th request. */
async function latency(url, token, make) {
  const call = async (i) => {
    const { path: p, body } = make(i);
    const t = performance.now();
    const res = await fetch(`${url}${p}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json();
    if (!res.ok) throw new Error(`${p} answered ${res.status}: ${JSON.stringify(json)}`);
    return { ms: performance.now() - t, total: json.total };
  };
  for (let i = 0; i < 20; i++) await call(i);
  const times = [];
  let total = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const r = await call(i);
    times.push(r.ms);
    total = r.total;
  }
  return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), total };
}

const SEARCHES = ['priya nair', 'kav', 'bench.user4242@example.com', '70000123', 'imran khan', 'sharma'];

async function apiRows(url, token) {
  const rows = [];
  const add = (label, r, budget = '<= 50') =>
    rows.push({ metric: `${label} p95 (p50 ${r.p50}; ${r.total} matching)`, value: r.p95, unit: 'ms', budget });
  add('GET users?page=1&pageSize=25', await latency(url, token, () => ({ path: '/api/users?page=1&pageSize=25' })));
  const pages = Math.floor(USERS / 25);
  add(
    'GET users, a random page of 25',
    await latency(url, token, (i) => ({ path: `/api/users?page=${1 + ((i * 7919) % pages)}&pageSize=25` })),
  );
  add('GET users sorted by name, page 1', await latency(url, token, () => ({ path: '/api/users?page=1&pageSize=25&sort=name&order=asc' })));
  add(
    `GET users?search= (${SEARCHES.length} terms)`,
    await latency(url, token, (i) => ({
      path: `/api/users?page=1&pageSize=25&search=${encodeURIComponent(SEARCHES[i % SEARCHES.length])}`,
    })),
  );
  add(
    'POST userSearch',
    await latency(url, token, (i) => ({ path: '/api/userSearch', body: { search: SEARCHES[i % SEARCHES.length], page: 1, pageSize: 25 } })),
  );
  add('GET tasks?page=1&pageSize=100 (with pending)', await latency(url, token, () => ({ path: '/api/tasks?page=1&pageSize=100' })));
  add('GET tasks?search=bank', await latency(url, token, () => ({ path: '/api/tasks?page=1&pageSize=100&search=bank' })));
  const res = await fetch(`${url}/api/tasks?page=1&pageSize=1000000`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = (await res.arrayBuffer()).byteLength;
  rows.push({ metric: 'top bar: GET tasks?page=1&pageSize=1000000 body', value: round(bytes / 1024), unit: 'KB', budget: '<= 50' });
  return rows;
}

/** Script time to show the next 100-row users page: CDP ScriptDuration before and after. */
async function renderRows(ctx, url, login) {
  const browser = await ctx.browser();
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto(`${url}/auth/login`);
    await page.evaluate((l) => localStorage.setItem('valuation-backoffice.login', JSON.stringify(l)), login);
    await page.goto(`${url}/admin/userCreation`);
    const users = page.getByRole('table', { name: 'Users', exact: true });
    await users.locator('tbody tr').nth(5).waitFor({ timeout: 60_000 });
    await page.getByLabel('Rows per page').first().selectOption('100');
    await page.getByText('Showing 1–100 of').waitFor({ timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const scriptSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration').value;
    const times = [];
    const rowCounts = [];
    for (let i = 0; i < 8; i++) {
      const before = await scriptSeconds();
      await page.getByRole('button', { name: 'Next page' }).first().click();
      const from = (i + 1) * 100 + 1;
      await page.getByText(`Showing ${from.toLocaleString('en-IN')}–`).waitFor({ timeout: 30_000 });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      times.push((await scriptSeconds()) - before);
      rowCounts.push(await users.locator('tbody tr').count());
    }
    if (rowCounts.some((n) => n !== 100)) throw new Error(`expected 100 rows per page, saw ${rowCounts.join(', ')}`);
    return { median: round(percentile(times, 50) * 1000), max: round(Math.max(...times) * 1000) };
  } finally {
    await context.close();
  }
}

export async function run(ctx) {
  const rows = [];
  rows.push({ metric: 'machine: load average (1 min) at start / CPUs', value: `${os.loadavg()[0].toFixed(1)} / ${os.cpus().length}` });
  const releasesDir = path.join(ctx.tmp, 'crud-releases');
  await prepareReleases(releasesDir, ctx.log);
  const dataDir = path.join(ctx.tmp, 'crud-pglite');
  if (process.env.CRUD_BENCH_DATA_DIR) {
    copySeeded(process.env.CRUD_BENCH_DATA_DIR, dataDir);
    rows.push({ metric: 'bulk seed (reused folder, not timed)', value: 'reused' });
  } else {
    ctx.log(`seeding ${USERS} users and ${TASKS} tasks (generate_series)…`);
    rows.push({
      metric: `bulk seed: demo + ${USERS} users + ${TASKS} tasks (incl. migrate, VACUUM)`,
      value: round(await benchSeed(dataDir)),
      unit: 's',
    });
  }
  const server = await startServer({ dataDir, releasesDir, scratch: ctx.tmp, log: ctx.log });
  try {
    const res = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo1234' }),
    });
    const login = await res.json();
    rows.push(...(await apiRows(server.url, login.token)));
    const r = await renderRows(ctx, server.url, login);
    rows.push({
      metric: `Chromium: script time to show the next 100-row users page, median (max ${r.max})`,
      value: r.median,
      unit: 'ms',
      budget: '<= 100',
    });
  } finally {
    await server.stop();
  }
  rows.push({ metric: 'machine: load average (1 min) at end', value: os.loadavg()[0].toFixed(1) });
  return rows;
}
