// The Hr remote's lists at volume and its letter PDF: HR_BENCH_ROWS (default 100,000) leaves,
// tickets, assets, articles, letters, tutorials, applicants and holidays (api/src/seed/hr-bench-seed.ts,
// the generators of the --cases scale seed, one set-based INSERT per table)
// on the embedded database, then the p95 of first / deep / searched list pages and the time to
// generate an offer letter PDF (API round trip, pdfkit included).
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../workspaces.mjs';
import { prepareReleases, startServer } from './server.mjs';
import { latency, percentile, round } from './stats.mjs';

export const name = 'hr';

const ROWS = Number(process.env.HR_BENCH_ROWS ?? 100_000);
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

function seed(dataDir) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(TSX, [path.join(ROOT, 'api/src/seed/hr-bench-seed.ts'), dataDir, String(ROWS)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) =>
      code === 0 ? resolve((Date.now() - started) / 1000) : reject(new Error(`hr bench seed failed:\n${out.slice(-2000)}`)),
    );
  });
}

async function timed(url, token, p, init = {}) {
  const t = performance.now();
  const res = await fetch(`${url}${p}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
  });
  const body = await res.arrayBuffer();
  if (!res.ok) throw new Error(`${p} answered ${res.status}: ${Buffer.from(body).toString().slice(0, 300)}`);
  return {
    ms: performance.now() - t,
    json: res.headers.get('content-type')?.includes('json') ? JSON.parse(Buffer.from(body).toString()) : null,
  };
}

export async function run(ctx) {
  const rows = [{ metric: 'machine: load average (1 min) at start / CPUs', value: `${os.loadavg()[0].toFixed(1)} / ${os.cpus().length}` }];
  const releasesDir = path.join(ctx.tmp, 'hr-releases');
  await prepareReleases(releasesDir, ctx.log);
  const dataDir = path.join(ctx.tmp, 'hr-pglite');
  ctx.log(`seeding ${ROWS} rows per Hr table (generate_series)…`);
  rows.push({ metric: `bulk seed: demo + ${ROWS} each of 8 Hr tables`, value: round(await seed(dataDir)), unit: 's' });
  const server = await startServer({ dataDir, releasesDir, scratch: ctx.tmp, log: ctx.log });
  try {
    const login = await (
      await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: 'demo1234' }),
      })
    ).json();
    const token = login.token;
    const add = (label, r) =>
      rows.push({ metric: `${label} p95 (p50 ${r.p50}; ${r.total} rows)`, value: r.p95, unit: 'ms', budget: '<= 50' });
    const deep = (i) => 1 + ((i * 7919) % Math.floor(ROWS / 25));
    add('GET leaves page 1', await latency(server.url, token, () => '/api/leaves?page=1&pageSize=25'));
    add('GET leaves, a random deep page', await latency(server.url, token, (i) => `/api/leaves?page=${deep(i)}&pageSize=25`));
    add('GET leaves?search=family', await latency(server.url, token, () => '/api/leaves?page=1&pageSize=25&search=family'));
    add('GET tickets page 1', await latency(server.url, token, () => '/api/tickets?page=1&pageSize=25'));
    add('GET tickets?search=printer', await latency(server.url, token, () => '/api/tickets?page=1&pageSize=25&search=printer'));
    add('GET assets page 1 (sorted by tag)', await latency(server.url, token, () => '/api/assets?page=1&pageSize=25'));
    add('GET assets, a random deep page', await latency(server.url, token, (i) => `/api/assets?page=${deep(i)}&pageSize=25`));
    add('GET learnings?search=stamp', await latency(server.url, token, () => '/api/learnings?page=1&pageSize=25&search=stamp'));
    add('GET leave-balances page 1', await latency(server.url, token, () => '/api/leave-balances?page=1&pageSize=25'));
    add('GET employee-locations', await latency(server.url, token, () => '/api/employee-locations?pageSize=100'));
    // Letters: half the rows are offer letters, half leaving letters.
    const half = (i) => 1 + ((i * 7919) % Math.floor(ROWS / 50));
    add('GET offer-letters page 1', await latency(server.url, token, () => '/api/offer-letters?page=1&pageSize=25'));
    add(
      'GET leaving-letters, a random deep page',
      await latency(server.url, token, (i) => `/api/leaving-letters?page=${half(i)}&pageSize=25`),
    );
    // Searched by numbers that exist (OL/<year>/<id>), read from a page of the list.
    const letterNos = (await timed(server.url, token, '/api/offer-letters?page=3&pageSize=100')).json.data.map((r) => r.letter_no);
    add(
      'GET offer-letters?search=<letter no>',
      await latency(server.url, token, (i) => `/api/offer-letters?page=1&pageSize=25&search=${letterNos[i % letterNos.length]}`),
    );
    add('GET tutorials page 1', await latency(server.url, token, () => '/api/tutorials?page=1&pageSize=25'));
    add('GET tutorials?search=laptop', await latency(server.url, token, () => '/api/tutorials?page=1&pageSize=25&search=laptop'));
    const paths = ['/admin/leaveManagement', '/admin/tickets', '/admin/assetsMaster', '/admin/applicantVerification', '/admin/nowhere'];
    add(
      'GET tutorials/for?path= (the title link)',
      await latency(server.url, token, (i) => `/api/tutorials/for?path=${paths[i % paths.length]}`),
    );
    add('GET applicants page 1', await latency(server.url, token, () => '/api/applicants?page=1&pageSize=25'));
    add('GET applicants, a random deep page', await latency(server.url, token, (i) => `/api/applicants?page=${deep(i)}&pageSize=25`));
    const emails = (await timed(server.url, token, '/api/applicants?page=7&pageSize=100')).json.data.map((r) => r.email);
    add(
      'GET applicants?search=<e-mail>',
      await latency(server.url, token, (i) => `/api/applicants?page=1&pageSize=25&search=${encodeURIComponent(emails[i % emails.length])}`),
    );
    add('GET holidays page 1', await latency(server.url, token, () => '/api/holidays?page=1&pageSize=25'));
    add('GET holidays, a random deep page', await latency(server.url, token, (i) => `/api/holidays?page=${deep(i)}&pageSize=25`));
    add('GET holidays?search=diwali', await latency(server.url, token, () => '/api/holidays?page=1&pageSize=25&search=diwali'));
    const userId = (await timed(server.url, token, '/api/lookups/users?search=employee')).json.data[0].id;
    const times = [];
    for (let i = 0; i < 20; i++) {
      const r = await timed(server.url, token, '/api/offer-letters', {
        method: 'POST',
        body: JSON.stringify({ user_id: userId, joining_date: '2026-01-05', salary: 600000 + i, issued_on: '2025-12-01' }),
      });
      const pdf = await timed(server.url, token, `/api/offer-letters/${r.json.data.id}/pdf`);
      times.push(r.ms + pdf.ms);
    }
    rows.push({
      metric: `offer letter: generate + download the PDF, p95 (p50 ${round(percentile(times, 50))}; 20 letters)`,
      value: round(percentile(times, 95)),
      unit: 'ms',
      budget: '<= 1000',
    });
  } finally {
    await server.stop();
  }
  rows.push({ metric: 'machine: load average (1 min) at end', value: os.loadavg()[0].toFixed(1) });
  return rows;
}
