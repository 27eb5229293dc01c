import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { insertFixture, type Fixture } from './dashboard-fixture';

describe('dashboard-1 over hand-counted cases', () => {
  let t: TestApp;
  let fx: Fixture;
  let token: string;
  const post = (payload: unknown, tk = token) =>
    t.app.inject({ method: 'POST', url: '/api/dashboard-1', headers: bearer(tk), payload: payload as object });

  before(async () => {
    t = await makeTestApp();
    fx = await insertFixture(t.handle);
    token = await login(t.app, 'admin@example.com');
  });
  after(() => t.close());

  test('March 2019 for the test office: counts, places, people and daily series', async () => {
    const res = await post({ branch_id: fx.branchId, from_date: '2019-03-01', to_date: '2019-03-31', token: 'legacy' });
    assert.equal(res.statusCode, 200, res.body);
    const d = res.json().data;
    assert.deepEqual(d.counts, {
      ongoing_cases: 4,
      completed_cases: 2,
      total_cases: 7,
      pending_allocation_cases: 2,
      cancelled_cases: 1,
    });
    assert.deepEqual(d.pincode_initiation, [
      { pincode: '400001', count: 2 },
      { pincode: '400002', count: 2 },
      { pincode: '411001', count: 2 },
      { pincode: '400003', count: 1 },
    ]);
    assert.deepEqual(d.case_initiation_location_wise, [
      { location: 'Mumbai', count: 4 },
      { location: 'Pune', count: 2 },
      { location: 'Thane', count: 1 },
    ]);
    assert.deepEqual(d.daily_company_branchwise_initiation, [{ company_branch_name: 'Test Office', count: 7 }]);
    assert.deepEqual(d.admin_productivity, [
      { admin_name: 'Sneha Staff', cases_handled: 17 },
      { admin_name: 'Arun Admin', cases_handled: 5 },
    ]);
    assert.equal(d.daily_release.length, 31);
    assert.equal(d.daily_release[0].date, '2019-03-01');
    assert.deepEqual(
      d.daily_release.filter((r: { count: number }) => r.count > 0),
      [
        { date: '2019-03-02', count: 1 },
        { date: '2019-03-08', count: 1 },
        { date: '2019-03-20', count: 1 },
      ],
    );
    assert.deepEqual(
      d.daily_visits_initiated.filter((r: { count: number }) => r.count > 0),
      [
        { date: '2019-03-06', count: 1 },
        { date: '2019-03-07', count: 1 },
        { date: '2019-03-16', count: 1 },
      ],
    );
    assert.equal(d.monthly_completed_cases.length, 12);
    assert.deepEqual(d.monthly_completed_cases.at(-1), { month: '2019-03', completed_cases: 2, ongoing_cases: 4 });
    assert.deepEqual(d.monthly_completed_cases.at(-2), { month: '2019-02', completed_cases: 1, ongoing_cases: 0 });
    assert.deepEqual(d.range, { from_date: '2019-03-01', to_date: '2019-03-31', bucket: 'day', monthly_from: '2018-04-01' });
  });

  test('February to May 2019: long ranges are read per month', async () => {
    const d = (await post({ branch_id: fx.branchId, from_date: '2019-02-01', to_date: '2019-05-31' })).json().data;
    assert.deepEqual(d.counts, {
      ongoing_cases: 7,
      completed_cases: 4,
      total_cases: 12,
      pending_allocation_cases: 3,
      cancelled_cases: 1,
    });
    assert.deepEqual(d.daily_release, [
      { date: '2019-02', count: 0 },
      { date: '2019-03', count: 3 },
      { date: '2019-04', count: 1 },
      { date: '2019-05', count: 0 },
    ]);
    assert.deepEqual(d.daily_visits_initiated, [
      { date: '2019-02', count: 1 },
      { date: '2019-03', count: 3 },
      { date: '2019-04', count: 1 },
      { date: '2019-05', count: 0 },
    ]);
    assert.deepEqual(d.monthly_completed_cases.slice(-4), [
      { month: '2019-02', completed_cases: 1, ongoing_cases: 0 },
      { month: '2019-03', completed_cases: 2, ongoing_cases: 4 },
      { month: '2019-04', completed_cases: 1, ongoing_cases: 2 },
      { month: '2019-05', completed_cases: 0, ongoing_cases: 1 },
    ]);
    assert.equal(d.range.bucket, 'month');
  });

  test('one day at the Indian date boundary: 31 March 23:00 IST is March, 1 April 00:30 IST is April', async () => {
    const march31 = (await post({ branch_id: fx.branchId, from_date: '2019-03-31', to_date: '2019-03-31' })).json().data;
    assert.equal(march31.counts.total_cases, 1);
    const april1 = (await post({ branch_id: fx.branchId, from_date: '2019-04-01', to_date: '2019-04-01' })).json().data;
    assert.equal(april1.counts.total_cases, 1);
    assert.deepEqual(april1.pincode_initiation, [{ pincode: '400001', count: 1 }]);
  });

  test("branch 'all' lists every company branch; other offices have nothing in 2019", async () => {
    const d = (await post({ branch_id: 'all', from_date: '2019-03-01', to_date: '2019-03-31' })).json().data;
    assert.equal(d.counts.total_cases, 7);
    assert.deepEqual(d.daily_company_branchwise_initiation[0], { company_branch_name: 'Test Office', count: 7 });
    assert.ok(d.daily_company_branchwise_initiation.length >= 8);
    assert.ok(d.daily_company_branchwise_initiation.slice(1).every((b: { count: number }) => b.count === 0));
  });

  test('a status change and a deletion move the figures at once', async () => {
    await t.handle.query(`UPDATE cases SET status = 'ALLOCATED', status_changed_by = $2, site_engineer_id = $3 WHERE id = $1`, [
      fx.cases.c3,
      fx.staff,
      fx.engineer,
    ]);
    await t.handle.query('DELETE FROM cases WHERE id = $1', [fx.cases.c6]);
    const d = (await post({ branch_id: fx.branchId, from_date: '2019-03-01', to_date: '2019-03-31' })).json().data;
    assert.deepEqual(d.counts, {
      ongoing_cases: 3,
      completed_cases: 2,
      total_cases: 6,
      pending_allocation_cases: 0,
      cancelled_cases: 1,
    });
    assert.deepEqual(d.admin_productivity[0], { admin_name: 'Sneha Staff', cases_handled: 16 });
  });

  test('every summary the triggers keep equals a rebuild from the tables', async () => {
    const tables = ['dash_intake', 'dash_pincode', 'dash_city', 'dash_bank', 'dash_event', 'dash_staff', 'dash_visit', 'dash_revenue'];
    const measures: Record<string, string> = {
      dash_intake: 'cases',
      dash_pincode: 'cases',
      dash_city: 'cases',
      dash_bank: 'received + released + abs(tat_seconds)',
      dash_event: 'events',
      dash_staff: 'actions',
      dash_visit: 'visits',
      dash_revenue: 'lines',
    };
    const snapshot = async () => {
      const out: Record<string, unknown[]> = {};
      for (const tbl of tables) {
        out[tbl] = await t.handle.query(`SELECT * FROM ${tbl} WHERE ${measures[tbl]} <> 0 ORDER BY 1, 2, 3, 4, 5`);
      }
      return JSON.parse(JSON.stringify(out));
    };
    // Some live changes on the demo cases too: a bill line, a status change.
    await t.handle.query(
      `UPDATE cases SET status = 'CANCELLED', status_comment = 'Duplicate' WHERE id = (SELECT min(id) FROM cases WHERE status = 'INITIATED')`,
    );
    const kept = await snapshot();
    await t.handle.query('SELECT dash_rebuild()');
    assert.deepEqual(await snapshot(), kept);
  });

  test('refuses bad filters with a readable 400', async () => {
    const cases: [unknown, string][] = [
      [{ branch_id: 'all', from_date: '2019-03-10', to_date: '2019-03-01' }, 'To Date cannot be before From Date'],
      [{ branch_id: 'all', from_date: '2019-02-30', to_date: '2019-03-01' }, 'From Date must be a date in the form YYYY-MM-DD.'],
      [{ branch_id: 'all', from_date: '01/03/2019', to_date: '2019-03-01' }, 'From Date must be a date in the form YYYY-MM-DD.'],
      [{ branch_id: 999999, from_date: '2019-03-01', to_date: '2019-03-01' }, 'This branch does not exist.'],
      [{ branch_id: 'north', from_date: '2019-03-01', to_date: '2019-03-01' }, "Branch must be 'all' or the id of a branch."],
      [{ branch_id: 'all', to_date: '2019-03-01' }, 'From Date is required.'],
      [{ branch_id: 'all', from_date: '2000-01-01', to_date: '2019-03-01' }, 'The date range can span at most ten years.'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.equal(res.json().message, message);
    }
  });

  test('needs dashboard_page: employees have it, a bank-branch login does not', async () => {
    const body = { branch_id: 'all', from_date: '2019-03-01', to_date: '2019-03-31' };
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/dashboard-1', payload: body })).statusCode, 401);
    assert.equal((await post(body, await login(t.app, 'employee@example.com', '/api/employeelogin'))).statusCode, 200);
    assert.equal((await post(body, await login(t.app, 'branch@example.com', '/api/branchlogin'))).statusCode, 403);
  });
});
