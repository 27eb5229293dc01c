// Online valuation requests (issue 11): a bank branch's .xlsx of 5,000 request rows (50 of them bad)
// checked row by row, refused without confirmation, then its valid rows imported; the budget is
// check + import <= 10 s. Then the staff list and the branch's own list, p95 of 40 requests.
// Environment: ONLINE_BENCH_ROWS=N rows in the sheet (default 5000).
import os from 'node:os';
import ExcelJS from 'exceljs';
import { percentile } from './stats.mjs';

export const name = 'online-requests';

const ROWS = Number(process.env.ONLINE_BENCH_ROWS) || 5000;
const BAD_EVERY = 100;
const round = (v, d = 1) => Math.round(v * 10 ** d) / 10 ** d;

async function sheet() {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Requests');
  ws.addRow([
    'Applicant Name',
    'Contact Name',
    'Contact Mobile',
    'Property Type',
    'Property Address',
    'Pincode',
    'Purpose',
    'Bank Reference No.',
  ]);
  for (let i = 1; i <= ROWS; i++) {
    const bad = i % BAD_EVERY === 0;
    ws.addRow([
      `Bench Applicant ${i}`,
      'Contact',
      bad ? '12345' : `98${String(20000000 + i).padStart(8, '0')}`,
      'Residential flat',
      `Flat ${i}, Bench Towers, Andheri East, Mumbai`,
      400099,
      'Home loan',
      `BENCH/${i}`,
    ]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function upload(url, token, step, file, confirm) {
  const form = new FormData();
  if (confirm) form.append('confirm', 'valid-only');
  form.append('file', new Blob([file]), 'requests.xlsx');
  const started = performance.now();
  const res = await fetch(`${url}/api/online-requests/mine/sheet/${step}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await res.json();
  return { status: res.status, ms: performance.now() - started, body };
}

async function p95(ctx, token, pathname) {
  for (let i = 0; i < 5; i++) await ctx.api(pathname, { token });
  const times = [];
  for (let i = 0; i < 40; i++) {
    const r = await ctx.api(pathname, { token });
    if (r.status !== 200) throw new Error(`${pathname} answered ${r.status}`);
    times.push(r.ms);
  }
  return round(percentile(times, 95));
}

export async function run(ctx) {
  const rows = [{ metric: 'machine: load average (1 min) at start / CPUs', value: `${os.loadavg()[0].toFixed(1)} / ${os.cpus().length}` }];
  const { url } = await ctx.server();
  const branch = (await ctx.signIn('branch@example.com', undefined, 'branchlogin')).token;
  const staff = (await ctx.signIn()).token;
  const file = await sheet();
  rows.push({ metric: `request sheet: ${ROWS} rows, ${Math.floor(ROWS / BAD_EVERY)} bad`, value: round(file.length / 1024), unit: 'KB' });

  const check = await upload(url, branch, 'check', file);
  if (check.status !== 200) throw new Error(`sheet check answered ${check.status}: ${JSON.stringify(check.body).slice(0, 300)}`);
  rows.push({
    metric: `check: every row validated (${check.body.data.valid} valid, ${check.body.data.invalid} with errors)`,
    value: round(check.ms),
    unit: 'ms',
  });
  const refused = await upload(url, branch, 'import', file);
  if (refused.status !== 409) throw new Error(`an unconfirmed sheet with bad rows answered ${refused.status}`);
  rows.push({ metric: 'import without confirmation: refused (409), nothing imported', value: round(refused.ms), unit: 'ms' });
  const imported = await upload(url, branch, 'import', file, true);
  if (imported.status !== 200)
    throw new Error(`the confirmed import answered ${imported.status}: ${JSON.stringify(imported.body).slice(0, 300)}`);
  rows.push({ metric: `import confirmed: ${imported.body.count} valid rows stored`, value: round(imported.ms), unit: 'ms' });
  rows.push({
    metric: 'check + confirmed import of the sheet',
    value: round((check.ms + imported.ms) / 1000, 2),
    unit: 's',
    budget: '<= 10',
  });

  rows.push({
    metric: 'GET online-requests (staff) page 1 p95',
    value: await p95(ctx, staff, '/api/online-requests?page=1&pageSize=25'),
    unit: 'ms',
    budget: '<= 50',
  });
  rows.push({
    metric: 'GET online-requests?status=SUBMITTED&search=bench p95',
    value: await p95(ctx, staff, '/api/online-requests?page=1&pageSize=25&status=SUBMITTED&search=bench'),
    unit: 'ms',
    budget: '<= 50',
  });
  rows.push({
    metric: 'GET online-requests/mine (branch) page 1 p95',
    value: await p95(ctx, branch, '/api/online-requests/mine?page=1&pageSize=25'),
    unit: 'ms',
    budget: '<= 50',
  });
  return rows;
}
