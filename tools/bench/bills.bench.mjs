// Billing at volume: `npm run seed -- --cases N` (default 100,000: the machine is shared; the issue's
// target is 1,000,000) on the embedded database, 500 CA-approved bills added, then through the real
// server: p95 of every bill list, the unbilled list, the ageing and TDS reports, one invoice PDF,
// and issuing the 500 bills at once (numbers checked consecutive); issue 28: a month (June 2025) of
// 10,000 issued invoices exported to Tally XML and GSTR-1 JSON, and a 5,000-line bank statement
// imported and matched against them. Environment:
//   BILLS_BENCH_CASES=N          cases to generate (default 100000)
//   BILLS_BENCH_PGLITE_DIR=<dir>  a seeded folder to copy (seeded there first when it does not exist);
//                                the cases bench's CASES_BENCH_PGLITE_DIR folder serves as well
//   BILLS_BENCH_REQUESTS=N       timed requests per list (default 60)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copySeeded } from './context.mjs';
import { PGlite } from '@electric-sql/pglite';
import { ROOT } from '../workspaces.mjs';
import { startServer } from './server.mjs';

export const name = 'bills';

const CASES = Number(process.env.BILLS_BENCH_CASES ?? 100_000);
const REQUESTS = Number(process.env.BILLS_BENCH_REQUESTS) || 60;
const ISSUE = 500;
const MONTH_INVOICES = 10_000;
const STATEMENT_LINES = 5_000;
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const pct = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const round = (v, d = 1) => Math.round(v * 10 ** d) / 10 ** d;

function seed(dataDir, ctx) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(TSX, [path.join(ROOT, 'api/src/seed/cli.ts'), '--cases', String(CASES)], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const onData = (d) => {
      out += d;
      for (const l of String(d).split('\n')) if (l.trim()) ctx.log(`seed: ${l.trim()}`);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) =>
      code === 0 ? resolve((Date.now() - started) / 1000) : reject(new Error(`seed failed (${code}):\n${out.slice(-2000)}`)),
    );
  });
}

/** 500 CA-approved bills of one office, written before the server takes the data folder. */
async function addApprovedBills(dataDir) {
  const db = await PGlite.create(dataDir);
  try {
    const res = await db.query(
      `INSERT INTO bills (invoice_date, company_branch_id, supplier_gstin, bank_id, bank_branch_id, recipient_name, place_of_supply,
                          taxable_value, cgst_rate, sgst_rate, cgst_amount, sgst_amount, total, net_receivable, due_date, status)
       SELECT biz_day(now()), cb.id, cb.gstin, bb.bank_id, bb.id, 'Bench bill ' || g, cb.state_code, 3000, 9, 9, 270, 270, 3540, 3540,
              biz_day(now()) + 30, 'CA_APPROVED'
       FROM generate_series(1, ${ISSUE}) g, (SELECT * FROM company_branches WHERE gstin IS NOT NULL ORDER BY id LIMIT 1) cb,
            LATERAL (SELECT * FROM bank_branches ORDER BY id LIMIT 1) bb
       RETURNING id`,
    );
    // A month of issued invoices for the exports and the statement matching (amounts vary, as real ones do).
    await db.query(
      `INSERT INTO bills (invoice_no, invoice_date, company_branch_id, supplier_gstin, bank_id, bank_branch_id, recipient_name,
                          recipient_gstin, place_of_supply, taxable_value, cgst_rate, sgst_rate, cgst_amount, sgst_amount, total,
                          net_receivable, due_date, status)
       SELECT 'BEN/2526/' || lpad(g::text, 5, '0'), date '2025-06-01' + (g % 30), cb.id, cb.gstin, bb.bank_id, bb.id, 'Bench month ' || g,
              '27AAACB1234C1Z' || (g % 10), cb.state_code, t, 9, 9, round(t * 0.09, 2), round(t * 0.09, 2), t + 2 * round(t * 0.09, 2),
              t + 2 * round(t * 0.09, 2), date '2025-07-15', 'ISSUED'
       FROM generate_series(1, ${MONTH_INVOICES}) g, LATERAL (SELECT 3000 + (g % 997) + (g % 7) / 10.0 AS t) x,
            (SELECT * FROM company_branches WHERE gstin IS NOT NULL ORDER BY id LIMIT 1) cb,
            LATERAL (SELECT * FROM bank_branches ORDER BY id LIMIT 1) bb`,
    );
    await db.exec('VACUUM ANALYZE bills');
    const gstin = (await db.query(`SELECT gstin FROM company_branches WHERE gstin IS NOT NULL ORDER BY id LIMIT 1`)).rows[0].gstin;
    return { ids: res.rows.map((r) => r.id), gstin };
  } finally {
    await db.close();
  }
}

export async function run(ctx) {
  const dataDir = path.join(ctx.tmp, 'bills-pglite');
  const releasesDir = path.join(ctx.tmp, 'bills-releases');
  fs.mkdirSync(releasesDir, { recursive: true });
  const kept = process.env.BILLS_BENCH_PGLITE_DIR;
  let seedSeconds = NaN;
  if (!kept || !fs.existsSync(path.join(kept, 'PG_VERSION'))) {
    ctx.log(`seeding ${CASES} cases`);
    seedSeconds = await seed(kept ?? dataDir, ctx);
  }
  if (kept) copySeeded(kept, dataDir);
  const { ids, gstin } = await addApprovedBills(dataDir);
  const server = await startServer({ dataDir, releasesDir, scratch: ctx.tmp, log: ctx.log });
  try {
    const login = await (
      await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: 'demo1234' }),
      })
    ).json();
    const headers = { authorization: `Bearer ${login.token}`, 'content-type': 'application/json' };
    const timed = async (p, init = {}) => {
      const started = performance.now();
      const res = await fetch(`${server.url}${p}`, { headers, ...init });
      const body = res.headers.get('content-type')?.includes('json') ? await res.json() : await res.arrayBuffer();
      if (!res.ok) throw new Error(`${p}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      return { ms: performance.now() - started, body };
    };
    const p95 = async (p) => {
      await timed(p);
      const ms = [];
      for (let i = 0; i < REQUESTS; i++) ms.push((await timed(p)).ms);
      return round(pct(ms, 0.95));
    };
    const rows = [
      {
        metric: `cases seeded (${CASES.toLocaleString('en-IN')})`,
        value: Number.isNaN(seedSeconds) ? 'reused' : round(seedSeconds),
        unit: 's',
      },
    ];
    // Each figure is logged as it comes, so a run stopped early still tells what it measured.
    const push = rows.push.bind(rows);
    rows.push = (...r) => {
      for (const x of r) ctx.log(`${x.metric}: ${x.value}${x.unit ? ` ${x.unit}` : ''}`);
      return push(...r);
    };
    // The floor on this machine: sign-in check plus a trivial query, for reading the figures below.
    rows.push({ metric: 'GET /api/lookups/banks p95 (floor)', value: await p95('/api/lookups/banks'), unit: 'ms' });
    const [{ n: bills }] = [(await timed('/api/bills/history?pageSize=1')).body].map((b) => ({ n: b.total }));
    rows.push({ metric: 'bills in the database', value: bills, unit: 'bills' });
    const bankOf = (await timed('/api/lookups/banks')).body.data[0]?.id ?? 1;
    for (const list of ['initiation', 'approval', 'level3', 'completed', 'history']) {
      rows.push({
        metric: `GET /api/bills/${list} p95`,
        value: await p95(`/api/bills/${list}?page=1&pageSize=25`),
        unit: 'ms',
        budget: '<= 50',
      });
    }
    rows.push({
      metric: 'GET /api/bills/completed page 40, sorted by total, p95',
      value: await p95('/api/bills/completed?page=40&pageSize=25&sort=total&order=desc'),
      unit: 'ms',
      budget: '<= 50',
    });
    rows.push({ metric: 'GET /api/bills/unbilled p95', value: await p95('/api/bills/unbilled?pageSize=50'), unit: 'ms', budget: '<= 50' });
    rows.push({
      metric: 'GET /api/bills/unbilled?flagged=true p95',
      value: await p95('/api/bills/unbilled?pageSize=50&flagged=true'),
      unit: 'ms',
      budget: '<= 50',
    });
    const money = [
      ['receipts', '/api/receipts', '/api/receipts?page=1&pageSize=25'],
      ['receipts of one bank', null, `/api/receipts?page=1&pageSize=25&bank_id=${bankOf}`],
      ['credit notes', '/api/credit-notes', '/api/credit-notes?page=1&pageSize=25'],
      ['credit notes awaiting approval', null, '/api/credit-notes/approval?page=1&pageSize=25'],
      ['expenses', '/api/expenses', '/api/expenses?page=1&pageSize=25'],
      ['expenses, pending', null, '/api/expenses?page=1&pageSize=25&status=PENDING'],
    ];
    for (const [what, countPath, p] of money) {
      if (countPath)
        rows.push({ metric: `${what} in the database`, value: (await timed(`${countPath}?pageSize=1`)).body.total, unit: what });
      rows.push({ metric: `GET ${p.split('?')[0]} (${what}) p95`, value: await p95(p), unit: 'ms', budget: '<= 50' });
    }
    rows.push({ metric: 'GET /api/bills/ageing p95', value: await p95('/api/bills/ageing'), unit: 'ms', budget: '<= 100' });
    rows.push({ metric: 'GET /api/bills/tds?group=quarter p95', value: await p95('/api/bills/tds?group=quarter'), unit: 'ms' });
    const issued = await timed('/api/bills/issue', { method: 'POST', body: JSON.stringify({ ids }) });
    const serials = issued.body.data.map((x) => Number(x.invoice_no.split('/').pop()));
    const consecutive = serials.every((s, i) => i === 0 || s === serials[i - 1] + 1) && new Set(serials).size === ISSUE;
    rows.push({
      metric: `POST /api/bills/issue (${ISSUE} approved bills at once)`,
      value: round(issued.ms / 1000, 2),
      unit: 's',
      budget: '<= 10',
    });
    rows.push({ metric: `the ${ISSUE} invoice numbers consecutive and distinct`, value: consecutive ? 'yes' : 'NO' });
    const tally = await timed('/api/bills/exports/tally.xml?from=2025-06-01&to=2025-06-30');
    rows.push({
      metric: `GET /api/bills/exports/tally.xml (a month: ${MONTH_INVOICES.toLocaleString('en-IN')} invoices, ${round(tally.body.byteLength / 1e6)} MB)`,
      value: round(tally.ms / 1000, 2),
      unit: 's',
      budget: '<= 5',
    });
    const gstr1 = await timed(`/api/bills/exports/gstr1.json?month=2025-06&gstin=${gstin}`);
    rows.push({
      metric: `GET /api/bills/exports/gstr1.json (a month: ${gstr1.body.b2b.reduce((n, p) => n + p.inv.length, 0)} B2B invoices)`,
      value: round(gstr1.ms / 1000, 2),
      unit: 's',
      budget: '<= 5',
    });
    const account = (await timed('/api/receipts/accounts')).body.data[0].id;
    const lines = ['Date,Narration,Reference,Debit,Credit,Balance'];
    const month = gstr1.body.b2b.flatMap((p) => p.inv).filter((x) => x.inum.startsWith('BEN/'));
    for (let i = 1; i <= STATEMENT_LINES; i++) {
      // Four in five name an invoice of the month and pay it in full; the rest match nothing.
      const inv = month[i - 1];
      lines.push(
        i % 5
          ? `05-07-2025,NEFT CR ${inv.inum} FEES,BENCHUTR${i},,${inv.val.toFixed(2)},0`
          : `05-07-2025,NEFT OTHER ${i},BENCHX${i},,${i}.00,0`,
      );
    }
    const stmt = await timed('/api/receipts/statements', {
      method: 'POST',
      body: JSON.stringify({ payment_account_id: account, file_name: 'bench.csv', content: lines.join('\r\n') }),
    });
    rows.push({
      metric: `POST /api/receipts/statements (${STATEMENT_LINES.toLocaleString('en-IN')} lines, ${stmt.body.data.suggested} matched)`,
      value: round(stmt.ms / 1000, 2),
      unit: 's',
      budget: '<= 10',
    });
    const pdf = [];
    for (let i = 0; i < 10; i++) pdf.push((await timed(`/api/bills/${ids[i]}/invoice.pdf`)).ms);
    rows.push({
      metric: 'GET /api/bills/{id}/invoice.pdf p95 (10, first cold)',
      value: round(pct(pdf, 0.95)),
      unit: 'ms',
      budget: '<= 1000',
    });
    return rows;
  } finally {
    await server.stop();
  }
}
