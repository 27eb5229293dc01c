// The masters at volume (issue 13): every master list at MASTERS_BENCH_ROWS rows (default 100,000;
// pincodes: 19,000 across India plus that many more), seeded by api/src/seed/masters-bench-seed.ts,
// then API p95 of the first page, a deep page, a sorted page and a search per master, and the time
// of a 20,000-row pincode CSV import (POST /api/pincodes/import) with its row-by-row report.
// Environment: MASTERS_BENCH_ROWS, MASTERS_BENCH_DATA_DIR (reuse a seeded PGlite folder: copied, seed not timed).
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { copySeeded } from './context.mjs';
import { ROOT } from '../workspaces.mjs';
import { prepareReleases, startServer } from './server.mjs';
import { latency as timedGet, round } from './stats.mjs';

export const name = 'masters';

const ROWS = Number(process.env.MASTERS_BENCH_ROWS ?? 100_000);
const REQUESTS = Number(process.env.MASTERS_BENCH_REQUESTS ?? 100);
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const latency = (url, token, make) => timedGet(url, token, make, REQUESTS);

function benchSeed(dataDir) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(TSX, [path.join(ROOT, 'api/src/seed/masters-bench-seed.ts'), dataDir, String(ROWS)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) =>
      code === 0 ? resolve((Date.now() - started) / 1000) : reject(new Error(`masters bench seed failed:\n${out.slice(-2000)}`)),
    );
  });
}

/** Each master: its path, a sortable column other than the default, and search words. */
const MASTERS = [
  { path: 'pincodes', sort: 'locality', searches: ['4110', 'bench nagar', 'bandra', 'pune'] },
  { path: 'email-contacts', sort: 'contact_name', searches: ['bench.contact4242', 'bench contact 77', 'example'] },
  { path: 'notes', sort: 'subject', searches: ['bench note 4242', 'tat', 'fee revised'] },
  { path: 'agreements', sort: 'agreement_no', searches: ['bench/emp/4242', 'bench'] },
  { path: 'ndma-hazards', sort: 'district', searches: ['bench district 4242', 'maharashtra'] },
  { path: 'document-types', sort: 'code', searches: ['bench document 4242', 'sale'] },
  { path: 'branch-users', sort: 'email', searches: ['bench.branch4242', 'bench branch login 1'] },
  { path: 'payment-accounts', sort: 'account_number', searches: ['bench account 4242', '500000004242', 'hdfc'] },
  { path: 'company-documents', sort: 'title', searches: ['bench certificate 4242', 'bench-cert-77', 'gst'] },
  { path: 'mis-reports', sort: 'report', searches: ['bench mis 4242', 'monthly'] },
  { path: 'feedback-questions', sort: 'question', searches: ['bench question 4242', 'engineer'] },
  { path: 'feedback-requests', sort: 'case_ref', searches: ['bench/2526/004242', 'bench.feedback77'] },
  { path: 'feedback-answers', sort: 'sent_at', searches: ['bench/2526/004242', 'bench.feedback78'] },
  { path: 'required-documents', sort: 'purpose', searches: ['bench rule 4242', 'home_loan'] },
  { path: 'mail-templates', sort: 'subject', searches: ['reset', 'mis'] },
];

async function apiRows(url, token) {
  const rows = [];
  for (const m of MASTERS) {
    const add = (label, r) =>
      rows.push({
        metric: `GET ${m.path} ${label} p95 (p50 ${r.p50}; ${r.total.toLocaleString('en-IN')} rows)`,
        value: r.p95,
        unit: 'ms',
        budget: '<= 50',
      });
    const first = await latency(url, token, () => `/api/${m.path}?page=1&pageSize=25`);
    add('page 1', first);
    const pages = Math.max(1, Math.floor(first.total / 25));
    add('a random page of 25', await latency(url, token, (i) => `/api/${m.path}?page=${1 + ((i * 7919) % pages)}&pageSize=25`));
    add(`sorted by ${m.sort}, page 1`, await latency(url, token, () => `/api/${m.path}?page=1&pageSize=25&sort=${m.sort}&order=asc`));
    add(
      `?search= (${m.searches.length} terms)`,
      await latency(url, token, (i) => `/api/${m.path}?page=1&pageSize=25&search=${encodeURIComponent(m.searches[i % m.searches.length])}`),
    );
  }
  return rows;
}

async function importRows(url, token) {
  const lines = ['pincode,locality,district,state,branch_code'];
  for (let i = 0; i < 20_000; i++)
    lines.push(`${560000 + (i % 9000) + 1},Import Locality ${i},Bengaluru Urban,Karnataka,${i % 400 === 0 ? 'NOPE' : i % 2 ? 'BLR' : ''}`);
  const csv = lines.join('\n');
  const t = performance.now();
  const res = await fetch(`${url}/api/pincodes/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    body: csv,
  });
  const report = await res.json();
  const ms = performance.now() - t;
  if (!res.ok) throw new Error(`import answered ${res.status}: ${JSON.stringify(report).slice(0, 500)}`);
  const again = performance.now();
  const res2 = await fetch(`${url}/api/pincodes/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    body: csv,
  });
  const report2 = await res2.json();
  const ms2 = performance.now() - again;
  return [
    {
      metric: `pincode CSV import, 20,000 rows (${report.inserted} added, ${report.errors.length} refused with line and reason; ${(csv.length / 1024).toFixed(0)} KB)`,
      value: round(ms / 1000, 2),
      unit: 's',
      budget: '<= 10',
    },
    { metric: `the same file again (${report2.updated} updated)`, value: round(ms2 / 1000, 2), unit: 's', budget: '<= 10' },
  ];
}

export async function run(ctx) {
  const rows = [];
  rows.push({ metric: 'machine: load average (1 min) at start / CPUs', value: `${os.loadavg()[0].toFixed(1)} / ${os.cpus().length}` });
  const releasesDir = path.join(ctx.tmp, 'masters-releases');
  await prepareReleases(releasesDir, ctx.log);
  const dataDir = path.join(ctx.tmp, 'masters-pglite');
  if (process.env.MASTERS_BENCH_DATA_DIR) {
    copySeeded(process.env.MASTERS_BENCH_DATA_DIR, dataDir);
    rows.push({ metric: 'bulk seed (reused folder, not timed)', value: 'reused' });
  } else {
    ctx.log(`seeding the masters with ${ROWS} rows each (generate_series)…`);
    rows.push({
      metric: `bulk seed: demo + 19,000 + ${ROWS} pincodes + ${ROWS} rows in 12 more masters (incl. migrate, VACUUM)`,
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
    const { token } = await res.json();
    rows.push(...(await apiRows(server.url, token)));
    rows.push(...(await importRows(server.url, token)));
  } finally {
    await server.stop();
  }
  rows.push({ metric: 'machine: load average (1 min) at end', value: os.loadavg()[0].toFixed(1) });
  return rows;
}
