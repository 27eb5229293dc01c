// Issue 9: one business "today" on the server. With BUSINESS_TZ set to a zone 14 hours ahead of UTC
// (Pacific/Kiritimati; Pacific/Pago_Pago, 11 hours behind, is always on another calendar day), every
// route that stamps a date follows the zone, not the machine's clock.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { istDate } from 'mfe-cases/model';
import { bearer, login, makeTestApp, type TestApp } from './helpers';

const ZONE = 'Pacific/Kiritimati';
const dayIn = (tz: string) => new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(new Date());
const before_ = process.env.BUSINESS_TZ;

let t: TestApp;
let admin: Record<string, string>;
before(async () => {
  process.env.BUSINESS_TZ = ZONE;
  t = await makeTestApp();
  admin = bearer(await login(t.app, 'admin@example.com'));
});
after(async () => {
  if (before_ === undefined) delete process.env.BUSINESS_TZ;
  else process.env.BUSINESS_TZ = before_;
  await t.close();
});

/** The day in the business zone; the test refuses to run on a clock where the zones would agree. */
function today(): string {
  const day = dayIn(ZONE);
  assert.notEqual(day, dayIn('Pacific/Pago_Pago'), 'the two zones are 25 hours apart');
  return day;
}

test('GET /api/settings announces the zone and its today', async () => {
  const res = await t.app.inject({ url: '/api/settings' });
  assert.equal(res.statusCode, 200);
  assert.deepEqual(res.json(), { timeZone: ZONE, today: today() });
});

test('the pending-amount CSV is named after the business day', async () => {
  const res = await t.app.inject({ url: '/api/bills/ageing.csv', headers: admin });
  assert.equal(res.statusCode, 200, res.body.slice(0, 200));
  assert.equal(res.headers['content-disposition'], `attachment; filename="pending-amount-${today()}.csv"`);
});

test('a list export and an MIS mail are stamped with the business day', async () => {
  const xlsx = await t.app.inject({ url: '/api/tasks/export.xlsx', headers: admin });
  assert.equal(xlsx.statusCode, 200);
  assert.match(String(xlsx.headers['content-disposition']), new RegExp(`tasks-${today()}\\.xlsx`));

  const add = await t.app.inject({
    method: 'POST',
    url: '/api/mis-reports',
    headers: admin,
    payload: { name: 'Zone stamp test', report: 'CASES', frequency: 'WEEKLY', extra_emails: ['zone@valuers.example.in'], status: '1' },
  });
  assert.equal(add.statusCode, 201, add.body);
  const send = await t.app.inject({ method: 'POST', url: `/api/mis-reports/${add.json().data.id}/send`, headers: admin });
  assert.equal(send.statusCode, 200, send.body);
  assert.equal(send.json().file, `Zone-stamp-test-${today()}.xlsx`);
});

test("the cases model (TAT, case dates) counts days on the server's business clock", () => {
  assert.equal(istDate(new Date()), today());
});
