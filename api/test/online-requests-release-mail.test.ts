// When a report is released the bank's report contact is e-mailed the report PDF through the
// mailer (the outbox folder here), and the mail is listed on the case.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { makeTestApp, type TestApp } from './helpers';
import { caseBody, caseLogins, demoPlaces } from './cases-support';

let t: TestApp;
before(async () => {
  t = await makeTestApp();
});
after(() => t.close());

test('a released report is mailed with its PDF to the bank contact and listed on the case', async () => {
  const who = await caseLogins(t);
  const places = await demoPlaces(t);
  const send = (h: Record<string, string>, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: h });
  let c = (await send(who.admin, 'POST', '/api/cases', { ...caseBody(places), ignore_duplicates: true })).json().data;
  const step = async (h: Record<string, string>, move: string, extra: object = {}) => {
    const res = await send(h, 'POST', `/api/cases/${c.id}/moves`, { move, version: c.version, ...extra });
    assert.equal(res.statusCode, 200, `${move}: ${res.body}`);
    c = res.json().data;
  };
  await step(who.admin, 'allocate', { site_engineer_id: who.engineerId });
  await step(who.engineer, 'visit');
  await step(who.admin, 'start');
  c = (await send(who.admin, 'PUT', `/api/cases/${c.id}`, { version: c.version, fair_market_value: 4_530_000, rate_adopted: 9_500 })).json()
    .data;
  await step(who.admin, 'submit');
  const email = `reports.${Date.now()}@bank.example.com`;
  const contact = {
    bank_id: places.bank_id,
    bank_branch_id: places.bank_branch_id,
    purpose: 'REPORTS',
    contact_name: 'Report Desk',
    email,
  };
  assert.equal((await send(who.admin, 'POST', '/api/email-contacts', contact)).statusCode, 201);
  assert.deepEqual((await send(who.admin, 'GET', `/api/cases/${c.id}/mails`)).json().data, []);
  await step(who.level[0], 'release');

  const sidecars = fs.readdirSync(t.config.outboxDir).filter((f) => f.endsWith('.json'));
  const mails = sidecars.map((f) => JSON.parse(fs.readFileSync(path.join(t.config.outboxDir, f), 'utf8')));
  const report = mails.find((m) => m.to === email && m.subject.startsWith('Valuation report'));
  assert.ok(report, `no report mail among ${mails.map((m) => `${m.to}: ${m.subject}`).join('; ')}`);
  assert.equal(report.subject, `Valuation report ${c.report_no} (case ${c.case_no})`);
  assert.equal(report.attachments.length, 1);
  const pdf = fs.readFileSync(path.join(t.config.outboxDir, report.attachments[0]));
  assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');

  const listed = await send(who.admin, 'GET', `/api/cases/${c.id}/mails`);
  assert.equal(listed.statusCode, 200);
  assert.deepEqual(
    listed.json().data.map((m: { kind: string; to_email: string; status: string }) => [m.kind, m.to_email, m.status]),
    [['REPORT', email, 'SENT']],
  );
  assert.match(listed.json().data[0].attachment, /\.pdf$/);
  assert.equal((await send(who.admin, 'GET', '/api/cases/987654/mails')).statusCode, 404);
});
