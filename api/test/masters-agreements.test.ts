// Agreements: the 5-year rule, renewals due in 90/60/30 days, the admin's task, the file checked by the document master.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, multipart, type TestApp } from './helpers';

let t: TestApp;
let admin: Record<string, string>;
let bank: number;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)] as unknown as Uint8Array[]);
const day = (offset: number) => new Date(Date.now() + 5.5 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

before(async () => {
  t = await makeTestApp();
  admin = bearer(await login(t.app, 'admin@example.com'));
  [{ id: bank }] = await t.handle.query<{ id: number }>(`INSERT INTO banks (name, short_name, client_type) VALUES ('Cosmos Co-operative Bank', 'COSMOS', 'COOP_BANK') RETURNING id`);
});
after(() => t.close());

test('the demo agreements put renewals in the 30, 60 and 90 day windows, each a task for the admin', async () => {
  const due = (await t.app.inject({ method: 'GET', url: '/api/agreements/due', headers: admin })).json().data as { window: number; id: number }[];
  assert.deepEqual([...new Set(due.map((d) => d.window))].sort(), [30, 60, 90]);
  const tasks = await t.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM tasks t JOIN users u ON u.id = t.assigned_to WHERE u.email = 'admin@example.com' AND t.linked_entity LIKE 'agreement:%' AND t.status = '0'`);
  assert.equal(tasks[0].n, due.length);
  const hr = await t.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM tasks t JOIN users u ON u.id = t.assigned_to WHERE u.email = 'hr@example.com' AND t.linked_entity LIKE 'agreement:%'`);
  assert.equal(hr[0].n, 0, 'only administrators holding aggreement_page');
});

test('a new agreement ending in 25 days is listed due in 30 days and raises one task, once', async () => {
  const add = await t.app.inject({ method: 'POST', url: '/api/agreements', headers: admin, payload: { bank_id: bank, agreement_no: 'SCB/EMP/2023/0042', valid_from: day(-1000), valid_to: day(25), fee_terms: '₹3,500 flat' } });
  assert.equal(add.statusCode, 201, add.body);
  assert.equal(add.json().message, 'Added The New Agreement!');
  assert.equal(add.json().data.renewal, 'Due in 30 days');
  const { id } = add.json().data;
  await t.app.inject({ method: 'GET', url: '/api/agreements/due', headers: admin });
  const tasks = await t.handle.query<{ title: string; priority: string }>(`SELECT title, priority FROM tasks WHERE linked_entity = 'agreement:${id}:30'`);
  assert.equal(tasks.length, 1);
  assert.match(tasks[0].title, /Renew agreement SCB\/EMP\/2023\/0042 with Cosmos Co-operative Bank \(ends in 25 days\)/);
  assert.equal(tasks[0].priority, 'URGENT');
});

test('the 5-year rule and dates in order', async () => {
  const long = await t.app.inject({ method: 'POST', url: '/api/agreements', headers: admin, payload: { bank_id: bank, agreement_no: 'X1', valid_from: '2024-04-01', valid_to: '2029-04-01' } });
  assert.equal(long.statusCode, 400);
  assert.equal(long.json().fields.valid_to, 'An agreement lasts at most 5 years: Valid To must be on or before 2029-03-31');
  const back = await t.app.inject({ method: 'POST', url: '/api/agreements', headers: admin, payload: { bank_id: bank, agreement_no: 'X2', valid_from: '2024-04-01', valid_to: '2024-03-01' } });
  assert.equal(back.json().fields.valid_to, 'Valid To must be after Valid From');
});

test('the agreement file is checked against the Document Master: a PNG is refused while it accepts PDF only', async () => {
  const fields = { bank_id: String(bank), agreement_no: 'SCB/EMP/2026/0001', valid_from: day(-10), valid_to: day(1000) };
  const png = multipart(fields, [{ field: 'file', filename: 'agreement.png', type: 'image/png', content: PNG }]);
  const refused = await t.app.inject({ method: 'POST', url: '/api/agreements', headers: { ...admin, ...png.headers }, payload: png.payload });
  assert.equal(refused.statusCode, 400, refused.body);
  assert.equal(refused.json().fields.file, 'Empanelment Agreement accepts PDF files only');
  assert.equal((await t.handle.query(`SELECT 1 FROM agreements WHERE agreement_no = 'SCB/EMP/2026/0001'`)).length, 0);
  await t.handle.query(`UPDATE document_types SET file_types = '["PDF","PNG"]' WHERE code = 'BANK_AGREEMENT'`);
  const ok = await t.app.inject({ method: 'POST', url: '/api/agreements', headers: { ...admin, ...png.headers }, payload: png.payload });
  assert.equal(ok.statusCode, 201, ok.body);
  const pdf = multipart({ version: '1' }, [{ field: 'file', filename: 'a.pdf', type: 'application/pdf', content: PDF }]);
  const put = await t.app.inject({ method: 'PUT', url: `/api/agreements/${ok.json().data.id}`, headers: { ...admin, ...pdf.headers }, payload: pdf.payload });
  assert.equal(put.statusCode, 200, put.body);
  assert.equal(put.json().data.file.name, 'a.pdf');
  const file = await t.app.inject({ method: 'GET', url: `/api/agreements/${ok.json().data.id}/files/file`, headers: admin });
  assert.equal(file.headers['content-type'], 'application/pdf');
});
