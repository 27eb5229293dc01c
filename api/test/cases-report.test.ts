// The released case's valuation report (issue 25): laid out per bank (default and PSB format), every
// word clear of every other, fonts embedded, ₹ amounts, value in Indian words, valuer's registration
// number, the bank's declaration, documents perused, photos with IST captions; signed (pdfsig valid,
// a changed byte breaks it); refused before release.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { lastMail, makeTestApp, multipart, type TestApp } from './helpers';
import { caseBody, caseLogins, demoPlaces } from './cases-support';
import { checkPdf } from './pdf-checks';

let t: TestApp;
before(async () => {
  t = await makeTestApp();
});
after(() => t.close());

/** A released case with a sale deed and a photo, valued at 45,30,000. */
async function releasedCase(bankSetup: (bankId: number) => Promise<void>) {
  const who = await caseLogins(t);
  const places = await demoPlaces(t);
  await bankSetup(places.bank_id);
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
  const upload = async (fields: Record<string, string>, file: { filename: string; type: string; content: Buffer }) => {
    const m = multipart(fields, [{ field: 'file', ...file }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/cases/${c.id}/documents`,
      payload: m.payload,
      headers: { ...who.admin, ...m.headers },
    });
    assert.equal(res.statusCode, 201, res.body);
  };
  await upload(
    { doc_type: 'SALE_DEED' },
    { filename: 'sale-deed-2019.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') },
  );
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#88aacc' } })
    .jpeg()
    .toBuffer();
  await upload(
    { doc_type: 'PHOTO', latitude: '19.1176', longitude: '72.9060', taken_at: '2026-11-20T05:10:00Z' },
    { filename: 'front.jpg', type: 'image/jpeg', content: photo },
  );
  c = (
    await send(who.admin, 'PUT', `/api/cases/${c.id}`, {
      version: c.version,
      fair_market_value: 4_530_000,
      rate_adopted: 9_500,
      area_unit: 'SQFT',
      carpet_area: 476.84,
      latitude: 19.1172,
      longitude: 72.906,
      seismic_zone: 'III',
      boundary_north: 'Internal road',
      owners: [{ name: 'Zubin Testwala', share: '100%' }],
    })
  ).json().data;
  await step(who.admin, 'submit');
  return { who, places, c, step, send };
}

test('report PDF (default layout): the facts, values in figures and words, declaration, photos; signed', async () => {
  const {
    who,
    places,
    c: submitted,
    step,
    send,
  } = await releasedCase(async (bankId) => {
    await t.handle.query(`UPDATE banks SET report_layout = 'DEFAULT', report_declaration = NULL WHERE id = $1`, [bankId]);
  });
  let c = submitted;
  const contact = {
    bank_id: places.bank_id,
    bank_branch_id: places.bank_branch_id,
    purpose: 'REPORTS',
    contact_name: 'Report Desk',
    email: 'report.desk@bank.example.com',
  };
  assert.equal((await send(who.admin, 'POST', '/api/email-contacts', contact)).statusCode, 201);
  const [releaser] = await t.handle.query<{ id: number }>(
    `SELECT id FROM users WHERE role = 'Level-1' AND email LIKE '%.%.%@example.com' ORDER BY id LIMIT 1`,
  );
  await t.handle.query(`UPDATE users SET qualification = 'B.E. (Civil), FIV', valuer_reg_no = 'IBBI/RV/02/2019/11111' WHERE id = $1`, [
    releaser.id,
  ]);
  const released = await send(who.level[0], 'POST', `/api/cases/${c.id}/moves`, { move: 'release', version: c.version });
  assert.equal(released.statusCode, 200, released.body);
  c = released.json().data;
  void step;
  const mail = lastMail(t.config.outboxDir);
  assert.equal(mail?.to, 'report.desk@bank.example.com');
  const res = await send(who.admin, 'GET', `/api/cases/${c.id}/report.pdf`);
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['content-type'], 'application/pdf');
  assert.match(String(res.headers['content-disposition']), /valuation-report-MUM-/);
  const text = checkPdf(res.rawPayload, 'valuation report (default layout)', { signed: true, money: '45,30,000.00' });
  const [bank] = await t.handle.query<{ name: string }>('SELECT name FROM banks WHERE id = $1', [places.bank_id]);
  const [engineer] = await t.handle.query<{ name: string }>(
    `SELECT trim(name || ' ' || coalesce(surname, '')) AS name FROM users WHERE id = $1`,
    [who.engineerId],
  );
  for (const expected of [
    c.case_no,
    c.report_no,
    'VALUATION REPORT',
    'Rupees Forty Five Lakh Thirty Thousand Only',
    `₹ ${c.realisable_value.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    '₹ 9,500.00 per sq ft × 476.84 sq ft = ₹ 45,29,980.00',
    'Internal road',
    'Zubin Testwala (100%)',
    'Sale deed: sale-deed-2019.pdf',
    'IBBI/RV/02/2019/11111',
    'B.E. (Civil), FIV',
    engineer.name,
    'I hereby declare that',
    'Photo 1: taken 2026-11-20 10:40 IST · 19.1176, 72.906 · 44 m from the property',
    'Level 1',
    bank.name,
  ]) {
    const flat = text.replace(/\s+/g, ' ');
    assert.ok(flat.includes(expected), `the report should say "${expected}"; it says: ${flat.slice(0, 3000)}`);
  }
  assert.equal((await t.app.inject({ method: 'GET', url: `/api/cases/${c.id}/report.pdf` })).statusCode, 401);
});

test("report PDF (PSB format): the bank's own order and declaration", async () => {
  const { who, c } = await releasedCase(async (bankId) => {
    await t.handle.query(
      `UPDATE banks SET report_layout = 'PSB_FORMAT', report_declaration = 'We certify for this bank that the property was seen by us.' WHERE id = $1`,
      [bankId],
    );
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/cases/${c.id}/moves`,
    headers: who.level[0],
    payload: { move: 'release', version: c.version },
  });
  assert.equal(res.statusCode, 200, res.body);
  const pdf = await t.app.inject({ method: 'GET', url: `/api/cases/${c.id}/report.pdf`, headers: who.admin });
  const text = checkPdf(pdf.rawPayload, 'valuation report (PSB format)', { signed: true, money: '45,30,000.00' }).replace(/\s+/g, ' ');
  for (const expected of ['REPORT OF VALUATION OF IMMOVABLE PROPERTY', 'We certify for this bank that the property was seen by us.']) {
    assert.ok(text.includes(expected), `the PSB report should say "${expected}": ${text.slice(0, 2000)}`);
  }
  assert.ok(!text.includes('I hereby declare that'), 'the bank declaration replaces the standard one');
  // Part A (values) comes before Part B (the property).
  assert.ok(
    text.indexOf('Part A') < text.indexOf('Fair market value') && text.indexOf('Fair market value') < text.indexOf('Part B'),
    text.slice(0, 2000),
  );
});
