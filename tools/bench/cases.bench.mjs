// Cases at volume: `npm run seed -- --cases N` into a throwaway embedded database (and PostgreSQL
// when available), then p95 of every case list (pages, sorts, filters, searches), opening one case
// with its history, a status move, the duplicate check and the report PDF. Environment:
//   CASES_BENCH_CASES=N         cases to generate (default 1000000; on a shared 2-core machine use less)
//   CASES_BENCH_PGLITE_DIR=dir  a seeded PGlite folder to copy (seeded there first when it does not exist)
//   CASES_BENCH_SKIP_PG=1       leave PostgreSQL out
//   CASES_BENCH_PG_URL=url      an already seeded PostgreSQL database to measure (no seeding there)
//   CASES_BENCH_ONLY=pglite|postgresql  measure one database only
//   CASES_BENCH_REPS=N          timed requests per list (default 40; fewer for a quick look on a busy machine)
// Last, the dashboards: dashboard-1's figures after the moves must equal those after a dash_rebuild().
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copySeeded } from './context.mjs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { ROOT } from '../workspaces.mjs';
import { prepareReleases, startServer } from './server.mjs';
import { pgAvailable, startPostgres } from '../pg-cluster.mjs';

export const name = 'cases';

const CASES = Number(process.env.CASES_BENCH_CASES ?? 1_000_000);
const REPS = Number(process.env.CASES_BENCH_REPS) || 40;
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const pct = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const round = (v, d = 1) => Math.round(v * 10 ** d) / 10 ** d;

function seed(env, ctx, label) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(TSX, [path.join(ROOT, 'api/src/seed/cli.ts'), '--cases', String(CASES)], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const onData = (d) => {
      out += d;
      for (const line of String(d).split('\n')) if (line.trim()) ctx.log(`${label} seed: ${line.trim()}`);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) =>
      code === 0 ? resolve((Date.now() - started) / 1000) : reject(new Error(`${label} seed failed (${code}):\n${out.slice(-2000)}`)),
    );
  });
}

function client(url, token) {
  return async (method, p, body) => {
    const t = performance.now();
    const res = await fetch(`${url}/api/${p}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const buf = Buffer.from(await res.arrayBuffer());
    const ms = performance.now() - t;
    if (!res.ok) throw new Error(`${method} ${p} answered ${res.status}: ${buf.toString().slice(0, 300)}`);
    return { ms, json: res.headers.get('content-type')?.includes('json') ? JSON.parse(buf.toString()) : null, bytes: buf.length };
  };
}

async function timed(call, reps = REPS) {
  await call(0);
  await call(1);
  const times = [];
  for (let i = 0; i < reps; i++) times.push((await call(i + 2)).ms);
  return { p50: round(pct(times, 0.5)), p95: round(pct(times, 0.95)) };
}

async function measure(label, server, log) {
  const login = await (
    await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo1234' }),
    })
  ).json();
  const api = client(server.url, login.token);
  const first = (await api('GET', 'cases?pageSize=1')).json;
  // The list counts up to SEARCH_COUNT_CAP ('5,000+'): the seeded count stands for the whole.
  const total = first.totalCapped ? CASES : first.total;
  const sample = first.data[0];
  const rows = [{ metric: `${label}: cases in the database (seeded)`, value: total }];
  // Each figure is logged as it comes, so a run stopped early still tells what it measured.
  const push = rows.push.bind(rows);
  rows.push = (...r) => {
    for (const x of r) log(`${x.metric}: ${x.value}${x.unit ? ` ${x.unit}` : ''} (load ${loadAverage()})`);
    return push(...r);
  };
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() + 330 * 60_000 - 30 * 86_400_000).toISOString().slice(0, 10);
  const engineer = (await api('GET', 'cases?view=completed&pageSize=1')).json.data[0]?.site_engineer_id ?? 1;
  // Keyset paging: a page deep inside is reached by its cursor. The cursor after the 200,000th
  // case of an order (or the list's middle when shorter) is read once by number (untimed), then
  // the page after it is timed as the pager asks for it.
  const deep = Math.max(1, Math.min(8000, Math.floor(total / 50)));
  const cursorAt = async (p, page) => (await api('GET', `${p}${p.includes('?') ? '&' : '?'}page=${page}`)).json.next;
  const after = async (p, page) =>
    `${p}${p.includes('?') ? '&' : '?'}page=${page + 1}&cursor=${encodeURIComponent(await cursorAt(p, page))}`;
  // A case two thirds of the way back: its number, and its number series (an earlier year, mostly).
  const old = (await api('GET', `cases?page=${Math.max(1, Math.floor((total * 2) / 3 / 25))}`)).json.data[0] ?? sample;
  const applicant = String(sample.applicant_name).split(' ')[0];
  const series = `${old.case_no.split('/').slice(0, 2).join('/')}/`;
  const address = String(sample.property_address).split(/[ ,]+/).slice(1, 3).join(' ');
  const byName = `cases?search=${encodeURIComponent(applicant)}`;
  const bySeries = `cases?search=${encodeURIComponent(series)}`;
  const lists = [
    ['all, newest first, page 1', 'cases'],
    [`all, the page after case ${deep * 25}`, await after('cases', deep)],
    ['all, last page', 'cases?cursor=last'],
    [`by case no., the page after case ${deep * 25}`, await after('cases?sort=case_no&order=asc', deep)],
    ['by case no., last page', 'cases?sort=case_no&order=asc&cursor=last'],
    ['initiated view', 'cases?view=initiated'],
    ['work in progress view', 'cases?view=wip'],
    ['completed view, by TAT due', 'cases?view=completed&sort=tat_due_at&order=desc'],
    ['completed view, by TAT due, next page', await after('cases?view=completed&sort=tat_due_at&order=desc', 1)],
    ['filter status CLOSED', 'cases?status=CLOSED'],
    ['filter status CLOSED, next page', await after('cases?status=CLOSED', 1)],
    ['filter bank', `cases?bank_id=${sample.bank_id}`],
    ['filter bank branch', `cases?bank_branch_id=${sample.bank_branch_id}`],
    ['filter office', `cases?company_branch_id=${sample.company_branch_id}`],
    ['filter engineer', `cases?site_engineer_id=${engineer}`],
    ['filter received last 30 days', `cases?from=${monthAgo}&to=${today}`],
    ['search case no. prefix', `cases?search=${encodeURIComponent(sample.case_no.slice(0, 10))}`],
    [`search applicant name '${applicant}'`, byName],
    [`search applicant name '${applicant}', next page`, await after(byName, 1)],
    [`search applicant name '${applicant}', the page after 150 pages`, await after(byName, 150)],
    [`search applicant name '${applicant}', status CLOSED`, `${byName}&status=CLOSED`],
    [`search applicant name '${applicant}', status CLOSED, next page`, await after(`${byName}&status=CLOSED`, 1)],
    [`search an older case by its full number '${old.case_no}'`, `cases?search=${encodeURIComponent(old.case_no)}`],
    [`search an older number series '${series}'`, bySeries],
    [`search an older number series '${series}', next page`, await after(bySeries, 1)],
    [`search an older number series '${series}', status CLOSED`, `${bySeries}&status=CLOSED`],
    [`search an older number series '${series}', status CLOSED, next page`, await after(`${bySeries}&status=CLOSED`, 1)],
    [`search address words '${address}'`, `cases?search=${encodeURIComponent(address)}`],
    [`search address words '${address}', next page`, await after(`cases?search=${encodeURIComponent(address)}`, 1)],
  ];
  for (const [what, p] of lists) {
    const r = await timed(() => api('GET', p));
    rows.push({ metric: `${label}: list ${what} p95 (p50 ${r.p50})`, value: r.p95, unit: 'ms', budget: '<= 50' });
  }
  // A third of the way in, by pages of 100 (the list's largest page).
  const ids = (await api('GET', `cases?page=${Math.max(1, Math.floor(total / 300))}&pageSize=100`)).json.data.map((c) => c.id);
  const open = await timed((i) => api('GET', `cases/${ids[i % ids.length]}`));
  rows.push({ metric: `${label}: open one case with history p95 (p50 ${open.p50})`, value: open.p95, unit: 'ms', budget: '<= 30' });

  // Moves: put initiated cases on hold and resume them, each case once per run (each a move with
  // history and summaries). A page picked at random, so a database kept between runs (PostgreSQL)
  // does not pile one case's history up run after run: a real case has a dozen moves, not hundreds.
  const initiated = await api('GET', 'cases?view=initiated&pageSize=1');
  const movePages = Math.max(1, Math.min(50, Math.floor(initiated.json.total / 100)));
  const page = 1 + Math.floor(Math.random() * movePages);
  const targets = (await api('GET', `cases?view=initiated&pageSize=100&page=${page}`)).json.data;
  const versions = new Map(targets.map((c) => [c.id, c.version]));
  // A server just started makes its first moves slowly (~40 ms each for the first 20, then 5-8 in
  // process, whichever cases they move: the triggers' plans and PGlite's code warming up, not cold
  // pages), so the timed moves follow 10 holds and resumes of the page's last 10 cases, and the
  // first 20 moves' own figure is its own row.
  const warm = targets.splice(-10);
  const firstMoves = [];
  for (const c of warm) {
    const held = await api('POST', `cases/${c.id}/moves`, { move: 'hold', version: c.version, comment: 'Bench: warming up' });
    const resumed = await api('POST', `cases/${c.id}/moves`, { move: 'resume', version: held.json.data.version });
    firstMoves.push(held.ms, resumed.ms);
  }
  rows.push({
    metric: `${label}: the first 20 status moves after a start, p95 (p50 ${round(pct(firstMoves, 0.5))})`,
    value: round(pct(firstMoves, 0.95)),
    unit: 'ms',
  });
  // Call i holds (even) or resumes (odd) case i / 2.
  const moved = (i) => targets[Math.floor(i / 2) % targets.length].id;
  const moves = await timed(async (i) => {
    const id = moved(i);
    const version = versions.get(id);
    const r = await api(
      'POST',
      `cases/${id}/moves`,
      i % 2 ? { move: 'resume', version } : { move: 'hold', version, comment: 'Bench: bank asked to wait' },
    );
    versions.set(id, r.json.data.version);
    return r;
  });
  rows.push({
    metric: `${label}: status move (history + summaries), after 20 warm-up moves, p95 (p50 ${moves.p50})`,
    value: moves.p95,
    unit: 'ms',
    budget: '<= 30',
  });
  // timed() makes REPS + 2 calls: with REPS odd the last one (REPS + 1, even) left its case on hold.
  if (REPS % 2) await api('POST', `cases/${moved(REPS + 1)}/moves`, { move: 'resume', version: versions.get(moved(REPS + 1)) });

  const dup = await timed(
    (i) =>
      api('POST', 'cases/duplicates', {
        bank_ref_no: `NONE/${i}`,
        applicant_name: sample.applicant_name,
        pincode: sample.pincode,
        property_address: sample.property_address,
      }),
    20,
  );
  rows.push({ metric: `${label}: duplicate check p95 (p50 ${dup.p50})`, value: dup.p95, unit: 'ms', budget: '<= 100' });

  const released = (await api('GET', 'cases?view=completed&status=RELEASED&pageSize=10')).json.data.map((c) => c.id);
  const pdf = await timed((i) => api('GET', `cases/${released[i % released.length]}/report.pdf`), 10);
  rows.push({ metric: `${label}: report PDF p95 (p50 ${pdf.p50})`, value: pdf.p95, unit: 'ms', budget: '<= 1500' });
  return { rows, dashboards: await dashboards(api) };
}

/** dashboard-1's figures over the last month and the last two years, as the API answers them. */
async function dashboards(api) {
  const ist = (ms) => new Date(ms + 330 * 60_000).toISOString().slice(0, 10);
  const to = ist(Date.now());
  const out = {};
  for (const [key, days] of [
    ['month', 29],
    ['twoYears', 729],
  ]) {
    const body = { branch_id: 'all', from_date: ist(Date.now() - days * 86_400_000), to_date: to };
    out[key] = (await api('POST', 'dashboard-1', body)).json.data;
  }
  return out;
}

/** Whether the summaries the moves kept up equal a rebuild from the case tables: one row. */
async function dashboardRow(label, kept, rebuild, restart) {
  const started = Date.now();
  await rebuild();
  const rebuildS = round((Date.now() - started) / 1000);
  const server = await restart();
  try {
    const login = await (
      await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: 'demo1234' }),
      })
    ).json();
    const rebuilt = await dashboards(client(server.url, login.token));
    const diff = Object.keys(kept).filter((k) => JSON.stringify(kept[k]) !== JSON.stringify(rebuilt[k]));
    return {
      metric: `${label}: dashboards keep their figures (dashboard-1 after the moves = after dash_rebuild(), ${rebuildS} s)`,
      value: diff.length ? `NO (${diff.join(', ')} differ)` : 'yes',
    };
  } finally {
    await server.stop();
  }
}

async function rebuildPglite(dataDir) {
  const db = await PGlite.create(dataDir);
  try {
    await db.query('SELECT dash_rebuild()');
  } finally {
    await db.close();
  }
}

async function rebuildPostgres(url) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query('SELECT dash_rebuild()');
  } finally {
    await db.end();
  }
}

const loadAverage = () => os.loadavg()[0].toFixed(2);

export async function run(ctx) {
  // The figures below are wall times on a shared machine: read them with its load.
  const rows = [
    { metric: 'scale: cases generated (CASES_BENCH_CASES)', value: CASES },
    { metric: 'machine: load average (1 min) at start / CPUs', value: `${loadAverage()} / ${os.cpus().length}` },
  ];
  const releasesDir = path.join(ctx.tmp, 'cases-releases');
  await prepareReleases(releasesDir, ctx.log);
  const only = process.env.CASES_BENCH_ONLY;
  if (only !== 'postgresql') rows.push(...(await pgliteRows(releasesDir, ctx)));
  if (only !== 'pglite') rows.push(...(await postgresRows(releasesDir, ctx)));
  rows.push({ metric: 'machine: load average (1 min) at end', value: loadAverage() });
  return rows;
}

async function pgliteRows(releasesDir, ctx) {
  const rows = [];
  const dataDir = path.join(ctx.tmp, 'cases-pglite');
  // A kept folder is seeded once (a million cases take 20-50 minutes here) and copied for each run.
  const seeded = process.env.CASES_BENCH_PGLITE_DIR;
  if (!seeded || !fs.existsSync(path.join(seeded, 'PG_VERSION')))
    rows.push({
      metric: `PGlite: npm run seed -- --cases ${CASES} (wall)`,
      value: round(await seed({ DATA_DIR: seeded ?? dataDir }, ctx, 'PGlite')),
      unit: 's',
    });
  if (seeded) copySeeded(seeded, dataDir);
  const start = () => startServer({ dataDir, releasesDir, scratch: ctx.tmp, log: ctx.log });
  const server = await start();
  let kept;
  try {
    const measured = await measure('PGlite', server, ctx.log);
    rows.push(...measured.rows);
    kept = measured.dashboards;
  } finally {
    await server.stop();
  }
  rows.push(await dashboardRow('PGlite', kept, () => rebuildPglite(dataDir), start));
  return rows;
}

async function postgresRows(releasesDir, ctx) {
  const rows = [];
  if (process.env.CASES_BENCH_PG_URL) {
    rows.push(...(await measurePostgres(process.env.CASES_BENCH_PG_URL, releasesDir, ctx)));
    return rows;
  }
  const why = process.env.CASES_BENCH_SKIP_PG ? 'CASES_BENCH_SKIP_PG is set' : pgAvailable();
  if (why !== true) {
    rows.push({ metric: 'PostgreSQL', value: `skipped: ${why}` });
    return rows;
  }
  const cluster = await startPostgres(ctx.log);
  try {
    rows.push({
      metric: `PostgreSQL: npm run seed -- --cases ${CASES} (wall)`,
      value: round(await seed({ DATABASE_URL: cluster.url }, ctx, 'PostgreSQL')),
      unit: 's',
    });
    rows.push(...(await measurePostgres(cluster.url, releasesDir, ctx)));
  } finally {
    await cluster.stop();
  }
  return rows;
}

async function measurePostgres(url, releasesDir, ctx) {
  const start = () =>
    startServer({
      dataDir: path.join(ctx.tmp, 'unused-pglite'),
      releasesDir,
      scratch: ctx.tmp,
      log: ctx.log,
      env: { DATABASE_URL: url },
    });
  const server = await start();
  let measured;
  try {
    measured = await measure('PostgreSQL', server, ctx.log);
  } finally {
    await server.stop();
  }
  return [...measured.rows, await dashboardRow('PostgreSQL', measured.dashboards, () => rebuildPostgres(url), start)];
}
