// Issue 29: the case pages' exports (the page's view, columns and query, every page) and a sort by
// an ordered option following its scale (LOW < MEDIUM < HIGH < URGENT), not the codes' spelling.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'csv-parse/sync';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { CASE_LISTS, caseColumns } from 'mfe-cases/model';

let t: TestApp;
let admin: Record<string, string>;
before(async () => {
  t = await makeTestApp();
  admin = bearer(await login(t.app, 'admin@example.com'));
});
after(() => t.close());

const get = (url: string, headers = admin) => t.app.inject({ url, headers });

test("Completed Cases export: the page's columns, its view only, every row the list counts, in its order", async () => {
  const list = await get('/api/cases?view=completed&pageSize=100&sort=case_no&order=asc');
  assert.equal(list.statusCode, 200, list.body);
  const { total } = list.json();
  assert.ok(total > 0, 'the demo data has completed cases');
  const csv = await get('/api/cases/export.csv?view=completed&sort=case_no&order=asc');
  assert.equal(csv.statusCode, 200, csv.body);
  assert.match(String(csv.headers['content-disposition']), /attachment; filename="cases-completed-\d{4}-\d{2}-\d{2}\.csv"/);
  const [head, ...rows] = parse(csv.body.replace(/^\uFEFF/, '')) as string[][];
  assert.deepEqual(
    head,
    caseColumns(CASE_LISTS.completed!.columns).map((c) => c.label),
  );
  assert.equal(rows.length, total);
  const caseNos = rows.map((r) => r[0]);
  assert.deepEqual(
    caseNos.slice(0, 100),
    list.json().data.map((r: { case_no: string }) => r.case_no),
  );
  // Statuses and TAT as their labels, never codes.
  const status = head.indexOf('Status');
  for (const r of rows) assert.ok(['Released', 'Dispatched', 'Closed'].includes(r[status]), r[status]);
});

test('a case export follows the search and status filter, and the spreadsheet has the same rows', async () => {
  const list = await get('/api/cases?view=completed&status=CLOSED&pageSize=5');
  const first = list.json().data[0];
  const csv = await get(`/api/cases/export.csv?view=completed&status=CLOSED&search=${encodeURIComponent(first.case_no)}`);
  assert.equal(csv.statusCode, 200, csv.body);
  const rows = (parse(csv.body.replace(/^\uFEFF/, '')) as string[][]).slice(1);
  assert.ok(rows.length >= 1 && rows.every((r) => r.includes('Closed')));
  assert.ok(rows.some((r) => r[0] === first.case_no));
  const xlsx = await get(`/api/cases/export.xlsx?view=completed&status=CLOSED&search=${encodeURIComponent(first.case_no)}`);
  assert.equal(xlsx.statusCode, 200);
  const ExcelJS = (await import('exceljs')).default;
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  assert.equal(sheet.getRow(1).getCell(1).value, 'Case No.');
  assert.equal(sheet.rowCount - 1, rows.length);
});

test("a case export is refused without the view's right", async () => {
  const branch = bearer(await login(t.app, 'branch@example.com', '/api/branchlogin'));
  const res = await get('/api/cases/export.csv?view=completed', branch);
  assert.equal(res.statusCode, 403, res.body);
  const bad = await get('/api/cases/export.csv?view=nothing');
  assert.equal(bad.statusCode, 400, bad.body);
});

test('tasks sorted by priority follow the scale, both ways', async () => {
  const rank = { LOW: 0, MEDIUM: 1, HIGH: 2, URGENT: 3 } as Record<string, number>;
  for (const order of ['asc', 'desc'] as const) {
    const res = await get(`/api/tasks?sort=priority&order=${order}&pageSize=100`);
    assert.equal(res.statusCode, 200, res.body);
    const seen = res.json().data.map((r: { priority: string }) => rank[r.priority]);
    assert.ok(new Set(seen).size > 1, 'the demo tasks have several priorities');
    const sorted = [...seen].sort((a, b) => (order === 'asc' ? a - b : b - a));
    assert.deepEqual(seen, sorted);
  }
  const csv = await get('/api/tasks/export.csv?sort=priority&order=asc');
  const [head, ...rows] = parse(csv.body.replace(/^\uFEFF/, '')) as string[][];
  const at = head.indexOf('Priority');
  const labels = ['Low', 'Medium', 'High', 'Urgent'];
  const ranks = rows.map((r) => labels.indexOf(r[at]));
  assert.deepEqual(
    ranks,
    [...ranks].sort((a, b) => a - b),
  );
});

test('a task links to a case or bill picked by number; the list names the link', async () => {
  const [c] = await t.handle.query<{ case_no: string }>(`SELECT case_no FROM cases ORDER BY id LIMIT 1`);
  const prefix = c.case_no.slice(0, -2);
  const found = await get(`/api/lookups/task-links?search=${encodeURIComponent(prefix)}`);
  assert.equal(found.statusCode, 200, found.body);
  const item = found.json().data.find((d: { id: string }) => d.id === `case:${c.case_no}`);
  assert.deepEqual(item, { id: `case:${c.case_no}`, name: `Case ${c.case_no}` });
  const [b] = await t.handle.query<{ invoice_no: string }>(`SELECT invoice_no FROM bills WHERE invoice_no IS NOT NULL ORDER BY id LIMIT 1`);
  const bills = await get(`/api/lookups/task-links?search=${encodeURIComponent(b.invoice_no)}`);
  assert.ok(
    bills.json().data.some((d: { id: string; name: string }) => d.id === `bill:${b.invoice_no}` && d.name === `Bill ${b.invoice_no}`),
  );
  const [me] = await t.handle.query<{ id: number }>(`SELECT id FROM users WHERE email = 'admin@example.com'`);
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/tasks',
    headers: admin,
    payload: {
      title: 'Chase the site visit',
      type: 'CASE',
      priority: 'HIGH',
      status: '0',
      assigned_to: me.id,
      linked_entity: `case:${c.case_no}`,
    },
  });
  assert.equal(made.statusCode, 201, made.body);
  const id = made.json().data?.id ?? made.json().id;
  const read = await get(`/api/tasks/${id}`);
  assert.equal(read.json().data.linked_label, `Case ${c.case_no}`);
  const branch = bearer(await login(t.app, 'branch@example.com', '/api/branchlogin'));
  assert.equal((await get('/api/lookups/task-links', branch)).statusCode, 403);
});
