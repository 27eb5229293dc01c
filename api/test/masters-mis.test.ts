// MIS reports: "send now" mails an .xlsx through the outbox that opens with the right rows.
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import { bearer, login, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: Record<string, string>;
let bank: number;
before(async () => {
  t = await makeTestApp();
  admin = bearer(await login(t.app, 'admin@example.com'));
  [{ id: bank }] = await t.handle.query<{ id: number }>(`SELECT bank_id AS id FROM cases GROUP BY bank_id ORDER BY count(*) DESC LIMIT 1`);
});
after(() => t.close());

test('send now: an .xlsx of the bank’s cases of the last 30 days, to its MIS contacts and the extra address', async () => {
  const add = await t.app.inject({ method: 'POST', url: '/api/mis-reports', headers: admin, payload: { name: 'Monthly cases test', report: 'CASES', bank_id: bank, frequency: 'MONTHLY', extra_emails: ['Ops.Head@Valuers.Example.IN'], status: '1' } });
  assert.equal(add.statusCode, 201, add.body);
  assert.equal(add.json().message, 'Added The New MIS Report!');
  assert.deepEqual(add.json().data.extra_emails, ['ops.head@valuers.example.in']);
  const send = await t.app.inject({ method: 'POST', url: `/api/mis-reports/${add.json().data.id}/send`, headers: admin });
  assert.equal(send.statusCode, 200, send.body);
  const r = send.json();
  assert.ok(r.recipients.includes('ops.head@valuers.example.in'));
  assert.ok(r.recipients.length >= 2, 'the bank-wide MIS contact of the demo seed too');
  assert.match(r.message, /^MIS report sent to \d+ recipients\.$/);

  const [{ n }] = await t.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM cases WHERE bank_id = ${bank} AND received_at >= now() - interval '30 days'`);
  assert.equal(r.rows, n);
  const mail = fs.readdirSync(t.config.outboxDir).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(fs.readFileSync(path.join(t.config.outboxDir, f), 'utf8'))).find((m) => m.to === 'ops.head@valuers.example.in');
  assert.equal(mail.subject.startsWith('MIS: Monthly cases test'), true);
  const xlsx = path.join(t.config.outboxDir, mail.attachments[0]);
  assert.ok(xlsx.endsWith('.xlsx'));
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(xlsx);
  const ws = wb.worksheets[0];
  assert.equal(ws.getRow(1).getCell(1).value, 'Case No.');
  assert.equal(ws.rowCount, n + 1);
  if (n > 0) {
    const [first] = await t.handle.query<{ case_no: string }>(`SELECT case_no FROM cases WHERE bank_id = ${bank} AND received_at >= now() - interval '30 days' ORDER BY received_at, id LIMIT 1`);
    assert.equal(ws.getRow(2).getCell(1).value, first.case_no);
    assert.ok(ws.getRow(2).getCell(7).value instanceof Date, 'Received is a date cell');
  }
  const sent = (await t.app.inject({ method: 'GET', url: `/api/mis-reports/${add.json().data.id}`, headers: admin })).json().data;
  assert.ok(sent.last_sent_at);
});

test('a report with nobody to send to says so; receivables build from open invoices', async () => {
  const add = await t.app.inject({ method: 'POST', url: '/api/mis-reports', headers: admin, payload: { name: 'Nobody', report: 'RECEIVABLES', frequency: 'WEEKLY', status: '1' } });
  const nobody = await t.app.inject({ method: 'POST', url: `/api/mis-reports/${add.json().data.id}/send`, headers: admin });
  assert.equal(nobody.statusCode, 409);
  const edit = await t.app.inject({ method: 'PUT', url: `/api/mis-reports/${add.json().data.id}`, headers: admin, payload: { extra_emails: ['accounts@valuers.example.in'], version: 1 } });
  assert.equal(edit.statusCode, 200, edit.body);
  const send = await t.app.inject({ method: 'POST', url: `/api/mis-reports/${add.json().data.id}/send`, headers: admin });
  assert.equal(send.statusCode, 200, send.body);
  const [{ n }] = await t.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM bills WHERE invoice_no IS NOT NULL AND status NOT IN ('DRAFT','CANCELLED','REJECTED') AND total - received_amount - tds_deducted - credited_amount > 0.005`);
  assert.equal(send.json().rows, n);
  const bad = await t.app.inject({ method: 'POST', url: '/api/mis-reports', headers: admin, payload: { name: 'Bad', report: 'CASES', frequency: 'WEEKLY', extra_emails: ['not-an-email'], status: '1' } });
  assert.equal(bad.statusCode, 400);
});
