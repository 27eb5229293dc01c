// The released case's valuation report: a real PDF whose text carries the case number, the value
// in figures and in Indian words, the bank, the reviewers; refused before release.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { extractText, getDocumentProxy } from 'unpdf';
import { lastMail, makeTestApp, type TestApp } from './helpers';
import { caseBody, caseLogins, demoPlaces } from './cases-support';

let t: TestApp;
before(async () => {
  t = await makeTestApp();
});
after(() => t.close());

test('report PDF: case number, value in figures and words, reviewers; only once released', async () => {
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
  assert.equal((await send(who.admin, 'GET', `/api/cases/${c.id}/report.pdf`)).statusCode, 409);
  c = (
    await send(who.admin, 'PUT', `/api/cases/${c.id}`, {
      version: c.version,
      fair_market_value: 4_530_000,
      rate_adopted: 9_500,
      area_unit: 'SQFT',
      carpet_area: 476.84,
      seismic_zone: 'III',
      boundary_north: 'Internal road',
      owners: [{ name: 'Zubin Testwala', share: '100%' }],
    })
  ).json().data;
  await step(who.admin, 'submit');
  const contact = {
    bank_id: places.bank_id,
    bank_branch_id: places.bank_branch_id,
    purpose: 'REPORTS',
    contact_name: 'Report Desk',
    email: 'report.desk@bank.example.com',
  };
  const added = await send(who.admin, 'POST', '/api/email-contacts', contact);
  assert.equal(added.statusCode, 201, added.body);
  await step(who.level[0], 'release');
  // The bank's report contact is asked for feedback with a one-use link (masters' feedback master).
  const mail = lastMail(t.config.outboxDir);
  assert.equal(mail?.to, 'report.desk@bank.example.com');
  assert.match(mail?.text ?? '', new RegExp(`${c.case_no}[\\s\\S]*/feedback\\?token=`));
  const res = await send(who.admin, 'GET', `/api/cases/${c.id}/report.pdf`);
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['content-type'], 'application/pdf');
  assert.match(String(res.headers['content-disposition']), /valuation-report-MUM-/);
  const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
  const { text } = await extractText(pdf, { mergePages: true });
  const flat = text.replace(/\s+/g, ' ');
  for (const expected of [
    c.case_no,
    c.report_no,
    'Rs. 45,30,000.00',
    'Rupees Forty Five Lakh Thirty Thousand Only',
    'VALUATION REPORT',
    'Internal road',
    'Zubin Testwala (100%)',
    'Level 1',
    'Authorised Signatory',
  ]) {
    assert.ok(flat.includes(expected), `the report should say "${expected}"; it says: ${flat.slice(0, 1500)}`);
  }
  // The bank's name and the realisable value from its percentage.
  const [bank] = await t.handle.query<{ name: string }>('SELECT name FROM banks WHERE id = $1', [places.bank_id]);
  assert.ok(flat.includes(bank.name));
  assert.ok(flat.includes(`Rs. ${c.realisable_value.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`));
  // Signed-in users with a case right only.
  assert.equal((await t.app.inject({ method: 'GET', url: `/api/cases/${c.id}/report.pdf` })).statusCode, 401);
});
