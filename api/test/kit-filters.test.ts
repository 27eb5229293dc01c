// The kit's column filters (derived from the description), the count endpoint the top bar reads,
// the business time zone (settings, export file names) — on the tasks resource with demo data.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let h: Record<string, string>;
before(async () => {
  t = await makeTestApp();
  h = bearer(await login(t.app, 'admin@example.com'));
});
after(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ url, headers: h });
  assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
  return res.json();
};
const sql = async (q: string) => (await t.handle.query<{ n: number }>(q))[0].n;

test('count answers only the number of matching records, the same as the list total', async () => {
  const pending = await sql(`SELECT count(*)::int AS n FROM tasks WHERE status = '0'`);
  assert.ok(pending > 0, 'demo data has pending tasks');
  const body = await get('/api/tasks/count?status=0');
  assert.deepEqual(body, { total: pending });
  const list = await get('/api/tasks?status=0&pageSize=100');
  assert.equal(list.total, pending);
  assert.ok(list.data.every((r: { status: string }) => r.status === '0'));
  assert.equal((await get('/api/tasks/count')).total, await sql('SELECT count(*)::int AS n FROM tasks'));
});

test('options filter takes several values; a date range is inclusive', async () => {
  const two = await get('/api/tasks?status=0,2&pageSize=100');
  assert.equal(two.total, await sql(`SELECT count(*)::int AS n FROM tasks WHERE status IN ('0','2')`));
  assert.ok(two.data.every((r: { status: string }) => ['0', '2'].includes(r.status)));
  const [{ d }] = await t.handle.query<{ d: string }>(
    `SELECT to_char(min(due_date), 'YYYY-MM-DD') AS d FROM tasks WHERE due_date IS NOT NULL`,
  );
  const day = await get(`/api/tasks?due_date_from=${d}&due_date_to=${d}&pageSize=100`);
  assert.ok(day.total >= 1);
  assert.ok(day.data.every((r: { due_date: string }) => String(r.due_date).slice(0, 10) === d));
  const priority = await get('/api/tasks?priority=HIGH,URGENT&pageSize=100');
  assert.ok(priority.data.every((r: { priority: string }) => ['HIGH', 'URGENT'].includes(r.priority)));
});

test('filters also narrow the CSV export', async () => {
  const res = await t.app.inject({ url: '/api/tasks/export.csv?status=2', headers: h });
  assert.equal(res.statusCode, 200);
  const lines = res.body.trim().split('\r\n');
  assert.equal(lines.length - 1, await sql(`SELECT count(*)::int AS n FROM tasks WHERE status = '2'`));
  assert.ok(lines.slice(1).every((l) => l.endsWith(',Done')));
});

const BAD: [string, string, string][] = [
  ['unknown option', '/api/tasks?status=9', 'Choose valid Status values.'],
  ['not a date', '/api/tasks?due_date_from=24/11/2026', 'Due Date dates must be real dates written YYYY-MM-DD.'],
  ['impossible date', '/api/tasks/count?due_date_to=2026-02-30', 'Due Date dates must be real dates written YYYY-MM-DD.'],
  ['reversed range', '/api/tasks?due_date_from=2026-11-24&due_date_to=2026-11-01', 'To Date cannot be before From Date'],
  ['export too', '/api/tasks/export.csv?status=0,x', 'Choose valid Status values.'],
];
for (const [name, url, message] of BAD) {
  test(`a wrong filter is a 400 with a readable message: ${name}`, async () => {
    const res = await t.app.inject({ url, headers: h });
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(res.json().message, message);
  });
}

test('count keeps the resource right', async () => {
  const res = await t.app.inject({ url: '/api/tasks/count?status=0' });
  assert.equal(res.statusCode, 401);
});

test('settings announce the business time zone and its today; export names use that day', async () => {
  const res = await t.app.inject({ url: '/api/settings' });
  assert.equal(res.statusCode, 200);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  assert.deepEqual(res.json(), { timeZone: 'Asia/Kolkata', today });
  const csv = await t.app.inject({ url: '/api/tasks/export.csv', headers: h });
  assert.match(String(csv.headers['content-disposition']), new RegExp(`filename="tasks-${today}\\.csv"`));
});

test("exports write stamps as the business day (04:48 IST on the 24th is the 24th, not UTC's 23rd)", async () => {
  const [{ id }] = await t.handle.query<{ id: number }>('SELECT id FROM users_dummy ORDER BY id LIMIT 1');
  await t.handle.query(`UPDATE users_dummy SET created_at = '2026-11-23T23:18:00Z' WHERE id = ${id}`);
  const res = await t.app.inject({ url: '/api/users_dummy/export.csv', headers: h });
  assert.equal(res.statusCode, 200, res.body);
  assert.match(res.body, /2026-11-24/);
  assert.doesNotMatch(res.body, /2026-11-23/);
});

test('BUSINESS_TZ sets the zone; a wrong name stops the server with a clear message', async () => {
  const { businessTimeZone, businessDate } = await import('../src/kit/business-time');
  assert.equal(businessTimeZone({ BUSINESS_TZ: 'UTC' }), 'UTC');
  assert.equal(businessTimeZone({}), 'Asia/Kolkata');
  assert.throws(() => businessTimeZone({ BUSINESS_TZ: 'India/Pune' }), /BUSINESS_TZ must be an IANA time zone/);
  assert.equal(businessDate(new Date('2026-11-23T23:18:00Z'), 'UTC'), '2026-11-23');
});

test('export.xlsx: the same query as a spreadsheet, numbers as numbers, dates as dates (en-IN formats)', async () => {
  const ExcelJS = (await import('exceljs')).default;
  const res = await t.app.inject({ url: '/api/tasks/export.xlsx?status=0&sort=id&order=asc', headers: h });
  assert.equal(res.statusCode, 200, res.body.slice(0, 200));
  assert.equal(res.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  assert.match(String(res.headers['content-disposition']), new RegExp(`tasks-${today}\\.xlsx`));
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as never);
  const sheet = book.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  assert.deepEqual(header, ['ID', 'Title', 'Type', 'Assigned To', 'Due Date', 'Priority', 'Status']);
  const pending = await sql(`SELECT count(*)::int AS n FROM tasks WHERE status = '0'`);
  assert.equal(sheet.actualRowCount - 1, pending);
  const first = sheet.getRow(2);
  assert.equal(typeof first.getCell(1).value, 'number');
  assert.equal(first.getCell(7).value, 'Pending');
  const dated = [...Array(sheet.actualRowCount - 1).keys()].map((i) => sheet.getRow(i + 2).getCell(5)).find((c) => c.value !== null);
  assert.ok(dated && dated.value instanceof Date, 'due dates are dates');
  assert.equal(dated!.numFmt, 'yyyy-mm-dd');
  const [{ d }] = await t.handle.query<{ d: string }>(
    `SELECT to_char(due_date, 'YYYY-MM-DD') AS d FROM tasks WHERE id = ${first.getCell(1).value}`,
  );
  if (d) assert.equal((first.getCell(5).value as Date).toISOString().slice(0, 10), d);
});

test('export.xlsx money columns carry an en-IN number format', async () => {
  const { writeXlsx } = await import('../src/kit/xlsx');
  const ExcelJS = (await import('exceljs')).default;
  const { PassThrough } = await import('node:stream');
  const desc = {
    name: 'fees',
    title: 'Fees',
    fields: [],
    columns: [
      { field: 'fee', label: 'Fee', format: 'money' },
      { field: 'on', label: 'On', format: 'date' },
    ],
  };
  const out = new PassThrough();
  const chunks: Uint8Array[] = [];
  out.on('data', (c: Uint8Array) => chunks.push(c));
  async function* rows() {
    yield [{ fee: '1234567.5', on: '2026-11-24' }];
  }
  await writeXlsx(desc as never, rows(), out);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(chunks) as never);
  const cell = book.worksheets[0].getRow(2).getCell(1);
  assert.equal(cell.value, 1234567.5);
  // Indian grouping (12,34,567.50) with the rupee sign; the file holds the commas escaped (\,).
  assert.match(String(cell.numFmt), /"₹"##\\?,##\\?,##0\.00/);
  assert.equal((book.worksheets[0].getRow(2).getCell(2).value as Date).toISOString(), '2026-11-24T00:00:00.000Z');
});
