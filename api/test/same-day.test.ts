// Same-day cases: rights, the seeded same-day promises, what counts (due today, or promised for
// the day received; open cases only), the order, and malformed queries refused.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
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

const list = async (q = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/same-day-cases${q}`, headers: who.admin });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data as {
    id: number;
    case_no: string;
    status: string;
    same_day: boolean;
    tat_due_at: string;
    engineer_name: string | null;
  }[];
};

test('rights: the Case menu right', async () => {
  const hr = bearer(await login(t.app, 'hr@example.com'));
  assert.equal((await t.app.inject({ method: 'GET', url: '/api/same-day-cases', headers: hr })).statusCode, 403);
  const branch = bearer(await login(t.app, 'branch@example.com', '/api/branchlogin'));
  assert.equal((await t.app.inject({ method: 'GET', url: '/api/same-day-cases', headers: branch })).statusCode, 403);
});

test('open cases due today or promised the same day, soonest first, with engineer', async () => {
  const seeded = await list();
  assert.ok(seeded.filter((c) => c.same_day).length >= 3, 'the demo holds same-day promises');
  assert.ok(seeded.some((c) => c.engineer_name === 'Employee User'));
  const mk = async (due: string, extra: Record<string, unknown> = {}) => {
    const made = (
      await t.app.inject({
        method: 'POST',
        url: '/api/cases',
        headers: who.admin,
        payload: { ...caseBody(places), ignore_duplicates: true, ...extra },
      })
    ).json().data;
    await t.handle.query(`UPDATE cases SET tat_due_at = ${due} WHERE id = $1`, [made.id]);
    return made.id as number;
  };
  const dueToday = await mk(`(biz_day(now())::timestamp + time '23:30') AT TIME ZONE 'Asia/Kolkata'`);
  const sameDayOld = await mk(`received_at`);
  await t.handle.query(
    `UPDATE cases SET received_at = now() - interval '3 days', tat_due_at = now() - interval '3 days' + interval '1 minute' WHERE id = $1`,
    [sameDayOld],
  );
  const later = await mk(`now() + interval '5 days'`);
  const cancelled = await mk(`(biz_day(now())::timestamp + time '23:00') AT TIME ZONE 'Asia/Kolkata'`);
  await t.handle.query(`UPDATE cases SET status = 'CANCELLED', status_comment = 'test' WHERE id = $1`, [cancelled]);
  const rows = await list();
  const ids = rows.map((r) => r.id);
  assert.ok(ids.includes(dueToday), 'due today');
  assert.ok(ids.includes(sameDayOld), 'promised for the day received, still open (overdue)');
  assert.ok(rows.find((r) => r.id === sameDayOld)!.same_day);
  assert.ok(!ids.includes(later), 'due in five days');
  assert.ok(!ids.includes(cancelled), 'cancelled');
  const dues = rows.map((r) => Date.parse(r.tat_due_at));
  assert.deepEqual(
    dues,
    [...dues].sort((a, b) => a - b),
    'soonest due first',
  );
  assert.ok((await list(`?company_branch_id=${places.company_branch_id}`)).some((r) => r.id === dueToday));
  assert.ok(!(await list(`?company_branch_id=${places.company_branch_id + 1000}`)).some((r) => r.id === dueToday));
});

test('each half of the filter reads its partial index (no scan of the whole book)', async () => {
  await t.handle.query('SET enable_seqscan = off');
  try {
    const plan = await t.handle.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT id FROM cases c
      WHERE c.status NOT IN ('RELEASED', 'DISPATCHED', 'CLOSED', 'CANCELLED')
        AND ((c.tat_due_at >= now() AND c.tat_due_at < now() + interval '1 day') OR biz_day(c.tat_due_at) = biz_day(c.received_at))`);
    const text = plan.map((p) => p['QUERY PLAN']).join('\n');
    assert.match(text, /cases_open_tat_idx/, text);
    assert.match(text, /cases_same_day_promise_idx/, text);
  } finally {
    await t.handle.query('RESET enable_seqscan');
  }
});

test('malformed queries are refused, never a 5xx', async () => {
  for (const q of [
    'company_branch_id=abc',
    'company_branch_id=0',
    'company_branch_id=-1',
    'company_branch_id=1.5',
    'company_branch_id=99999999999',

    'company_branch_id=1;DROP%20TABLE%20cases',
  ]) {
    const res = await t.app.inject({ method: 'GET', url: `/api/same-day-cases?${q}`, headers: who.admin });
    assert.equal(res.statusCode, 400, `${q}: ${res.body}`);
  }
});
