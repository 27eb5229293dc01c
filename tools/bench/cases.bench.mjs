// Cases at volume: `npm run seed -- --cases N` into a throwaway embedded database (and PostgreSQL
// when available), then p95 of every case list (pages, sorts, filters, searches), opening one case
// with its history, a status move, the duplicate check and the report PDF. Environment:
//   CASES_BENCH_CASES=N         cases to generate (default 1000000; on a shared 2-core machine use less)
//   CASES_BENCH_PGLITE_DIR=dir  reuse an already seeded PGlite folder (copied)
//   CASES_BENCH_SKIP_PG=1       leave PostgreSQL out
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../workspaces.mjs';
import { prepareReleases, startServer } from './server.mjs';
import { pgAvailable, startPostgres } from '../pg-cluster.mjs';

export const name = 'cases';

const CASES = Number(process.env.CASES_BENCH_CASES ?? 1_000_000);
const REPS = 40;
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

async function measure(label, server) {
  const login = await (
    await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo1234' }),
    })
  ).json();
  const api = client(server.url, login.token);
  const first = (await api('GET', 'cases?pageSize=1')).json;
  const total = first.total;
  const sample = first.data[0];
  const rows = [{ metric: `${label}: cases in the database`, value: total }];
  const lastPage = Math.max(1, Math.floor(total / 25) - 1);
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() + 330 * 60_000 - 30 * 86_400_000).toISOString().slice(0, 10);
  const engineer = (await api('GET', 'cases?view=completed&pageSize=1')).json.data[0]?.site_engineer_id ?? 1;
  const lists = [
    ['all, newest first, page 1', 'cases'],
    ['all, last page', `cases?page=${lastPage}`],
    ['middle page sorted by case no.', `cases?page=${Math.floor(lastPage / 2)}&sort=case_no&order=asc`],
    ['initiated view', 'cases?view=initiated'],
    ['work in progress view', 'cases?view=wip'],
    ['completed view, by TAT due', 'cases?view=completed&sort=tat_due_at&order=desc'],
    ['filter status CLOSED page 3', 'cases?status=CLOSED&page=3'],
    ['filter bank', `cases?bank_id=${sample.bank_id}`],
    ['filter office', `cases?company_branch_id=${sample.company_branch_id}`],
    ['filter engineer', `cases?site_engineer_id=${engineer}`],
    ['filter received last 30 days', `cases?from=${monthAgo}&to=${today}`],
    ['search case no. prefix', `cases?search=${encodeURIComponent(sample.case_no.slice(0, 10))}`],
    ['search applicant name', `cases?search=${encodeURIComponent(String(sample.applicant_name).split(' ')[0])}`],
    ['search address words', `cases?search=${encodeURIComponent(String(sample.property_address).split(/[ ,]+/).slice(1, 3).join(' '))}`],
  ];
  for (const [what, p] of lists) {
    const r = await timed(() => api('GET', p));
    rows.push({ metric: `${label}: list ${what} p95 (p50 ${r.p50})`, value: r.p95, unit: 'ms', budget: '<= 50' });
  }
  const ids = (await api('GET', `cases?page=${Math.floor(lastPage / 3)}&pageSize=100`)).json.data.map((c) => c.id);
  const open = await timed((i) => api('GET', `cases/${ids[i % ids.length]}`));
  rows.push({ metric: `${label}: open one case with history p95 (p50 ${open.p50})`, value: open.p95, unit: 'ms', budget: '<= 30' });

  // Moves: put one initiated case on hold and resume it, over and over (each a move with history and summaries).
  const target = (await api('GET', 'cases?view=initiated&pageSize=1')).json.data[0];
  let version = target.version;
  const moves = await timed(async (i) => {
    const r = await api(
      'POST',
      `cases/${target.id}/moves`,
      i % 2 ? { move: 'resume', version } : { move: 'hold', version, comment: 'Bench: bank asked to wait' },
    );
    version = r.json.data.version;
    return r;
  });
  rows.push({
    metric: `${label}: status move (history + summaries) p95 (p50 ${moves.p50})`,
    value: moves.p95,
    unit: 'ms',
    budget: '<= 30',
  });
  if (version % 2 === 0) await api('POST', `cases/${target.id}/moves`, { move: 'resume', version }).catch(() => undefined);

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
  return rows;
}

export async function run(ctx) {
  const rows = [{ metric: 'scale: cases generated (CASES_BENCH_CASES)', value: CASES }];
  const releasesDir = path.join(ctx.tmp, 'cases-releases');
  await prepareReleases(releasesDir, ctx.log);
  const dataDir = path.join(ctx.tmp, 'cases-pglite');
  if (process.env.CASES_BENCH_PGLITE_DIR) fs.cpSync(process.env.CASES_BENCH_PGLITE_DIR, dataDir, { recursive: true });
  else
    rows.push({
      metric: `PGlite: npm run seed -- --cases ${CASES} (wall)`,
      value: round(await seed({ DATA_DIR: dataDir }, ctx, 'PGlite')),
      unit: 's',
    });
  const server = await startServer({ dataDir, releasesDir, scratch: ctx.tmp, log: ctx.log });
  try {
    rows.push(...(await measure('PGlite', server)));
  } finally {
    await server.stop();
  }
  const why = process.env.CASES_BENCH_SKIP_PG ? 'CASES_BENCH_SKIP_PG is set' : pgAvailable();
  if (why !== true) {
    rows.push({ metric: 'PostgreSQL', value: `skipped: ${why}` });
    return rows;
  }
  const pg = await startPostgres(ctx.log);
  try {
    rows.push({
      metric: `PostgreSQL: npm run seed -- --cases ${CASES} (wall)`,
      value: round(await seed({ DATABASE_URL: pg.url }, ctx, 'PostgreSQL')),
      unit: 's',
    });
    const pgServer = await startServer({
      dataDir: path.join(ctx.tmp, 'unused-pglite'),
      releasesDir,
      scratch: ctx.tmp,
      log: ctx.log,
      env: { DATABASE_URL: pg.url },
    });
    try {
      rows.push(...(await measure('PostgreSQL', pgServer)));
    } finally {
      await pgServer.stop();
    }
  } finally {
    await pg.stop();
  }
  return rows;
}
