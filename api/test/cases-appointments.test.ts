// The Case Allocation page's appointments calendar: GET /api/cases with appointment_from and
// appointment_to (IST days, both ends included) lists the page's cases whose visit is booked on
// those days; a time late in the evening in India still belongs to that Indian day.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { makeTestApp, type TestApp } from './helpers';
import { caseBody, caseLogins, demoPlaces } from './cases-support';

let t: TestApp;
let who: Awaited<ReturnType<typeof caseLogins>>;
let places: Awaited<ReturnType<typeof demoPlaces>>;
before(async () => {
  t = await makeTestApp();
  who = await caseLogins(t);
  places = await demoPlaces(t);
});
after(() => t.close());

async function booked(appointmentAt: string) {
  const made = await t.app.inject({ method: 'POST', url: '/api/cases', payload: caseBody(places), headers: who.admin });
  assert.equal(made.statusCode, 201, made.body);
  const c = made.json().data as { id: number; version: number };
  const moved = await t.app.inject({
    method: 'POST',
    url: `/api/cases/${c.id}/moves`,
    payload: { move: 'allocate', version: c.version, site_engineer_id: who.engineerId, appointment_at: appointmentAt },
    headers: who.admin,
  });
  assert.equal(moved.statusCode, 200, moved.body);
  return c.id;
}

const listed = async (from: string, to: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/cases?view=allocation&sort=appointment_at&order=asc&pageSize=100&appointment_from=${from}&appointment_to=${to}`,
    headers: who.admin,
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as { total: number; data: { id: number; appointment_at: string }[] };
};

test('appointments on IST days: both ends included, the evening in India on its own day, the total counted', async () => {
  const morning = await booked('2031-03-04T10:30:00+05:30');
  const evening = await booked('2031-03-04T23:30:00+05:30'); // 18:00 UTC, still 4 March in India
  const next = await booked('2031-03-05T00:15:00+05:30'); // 4 March in UTC, 5 March in India
  const day = await listed('2031-03-04', '2031-03-04');
  assert.deepEqual(
    day.data.map((r) => r.id),
    [morning, evening],
  );
  assert.equal(day.total, 2);
  const both = await listed('2031-03-04', '2031-03-05');
  assert.deepEqual(
    both.data.map((r) => r.id),
    [morning, evening, next],
  );
  assert.equal((await listed('2031-03-06', '2031-03-10')).total, 0);
});

test('appointment days must be dates', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/cases?view=allocation&appointment_from=4-3-2031', headers: who.admin });
  assert.equal(res.statusCode, 400, res.body);
});
