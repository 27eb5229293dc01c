import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { insertFixture, type Fixture } from './dashboard-fixture';
import { foldDashboards } from '../src/modules/dashboard/fold';
import { allTime, intake } from '../src/modules/dashboard/panels/queries';

describe('dashboard-1 over hand-counted cases', () => {
  let t: TestApp;
  let fx: Fixture;
  let token: string;
  const post = (payload: unknown, tk = token) =>
    t.app.inject({ method: 'POST', url: '/api/dashboard-1', headers: bearer(tk), payload: payload as object });

  before(async () => {
    // No fold on a timer here: the tests below watch the pending facts and fold them themselves.
    t = await makeTestApp({ config: { dashboardFoldMs: 0 } });
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

  test('a status move adds one netted statement of facts: the case leaves a status, enters one, one event, one action', async () => {
    await foldDashboards(t.handle);
    const id = (await t.handle.query<{ id: number }>(`SELECT min(id) AS id FROM cases WHERE status = 'INITIATED'`))[0].id;
    await t.handle.query(`UPDATE cases SET status = 'ALLOCATED', status_changed_by = $2, site_engineer_id = $3 WHERE id = $1`, [
      id,
      fx.staff,
      fx.engineer,
    ]);
    const facts = await t.handle.query<{ fact: string; id: number; key: string; n: number }>(
      `SELECT fact, id, key, n FROM dash_delta ORDER BY fact, n, key`,
    );
    assert.deepEqual(facts, [
      { fact: 'actor', id: fx.staff, key: '', n: 1 },
      { fact: 'event', id: 0, key: 'ALLOCATED', n: 1 },
      { fact: 'intake', id: 0, key: 'INITIATED', n: -1 },
      { fact: 'intake', id: 0, key: 'ALLOCATED', n: 1 },
      { fact: 'staff', id: fx.staff, key: 'ALLOCATED', n: 1 },
    ]);
  });

  test('figures equal a direct count of the cases, with facts pending and after the fold; the rollup equals a rebuild', async () => {
    const direct = async () =>
      (await t.handle.query<{ status: string; n: number }>(`SELECT status, count(*)::int AS n FROM cases GROUP BY 1 ORDER BY 1`)).map(
        (r) => [r.status, r.n],
      );
    const read = async () =>
      (await intake(t.handle, allTime(), null))
        .reduce((m, r) => m.set(r.status, (m.get(r.status) ?? 0) + r.n), new Map<string, number>())
        .entries();
    const sorted = (e: Iterable<[string, number]>) => [...e].sort((a, b) => a[0].localeCompare(b[0]));
    const all = { branch_id: 'all', from_date: '2019-01-01', to_date: '2028-12-31' };
    await foldDashboards(t.handle);
    await t.handle.query(
      `UPDATE cases SET status = 'CANCELLED', status_comment = 'Duplicate' WHERE id = (SELECT min(id) FROM cases WHERE status = 'INITIATED')`,
    );
    await t.handle.query('DELETE FROM cases WHERE id = (SELECT max(id) FROM cases)');
    assert.ok((await t.handle.query(`SELECT 1 FROM dash_delta`)).length > 0, 'facts are pending');
    assert.deepEqual(sorted(await read()), await direct());
    const pending = (await post(all)).json().data;
    assert.equal(
      pending.counts.total_cases,
      (await direct()).reduce((s, [, n]) => s + Number(n), 0),
    );

    assert.ok((await foldDashboards(t.handle)) > 0);
    assert.deepEqual(await t.handle.query(`SELECT 1 FROM dash_delta`), []);
    assert.deepEqual(sorted(await read()), await direct());
    assert.deepEqual((await post(all)).json().data, pending);

    const snapshot = () =>
      t.handle.query(
        `SELECT fact, lvl, bucket, company_branch_id, id, key, n, amount::text, seconds::text, part FROM dash_rollup
         WHERE n <> 0 OR amount <> 0 OR seconds <> 0 OR part <> 0 ORDER BY 1, 2, 3, 4, 5, 6`,
      );
    const kept = await snapshot();
    assert.ok(kept.length > 100);
    await t.handle.query('SELECT dash_rebuild()');
    assert.deepEqual(await snapshot(), kept);
    assert.deepEqual((await post(all)).json().data, pending);
  });

  test('the API folds pending facts on its own, within its interval', async () => {
    const other = await makeTestApp({ seed: false, config: { dashboardFoldMs: 100 } });
    try {
      await other.handle.query(`INSERT INTO dash_delta (fact, day, company_branch_id, key, n) VALUES ('intake', 17967, 1, 'INITIATED', 1)`);
      const started = Date.now();
      while ((await other.handle.query('SELECT 1 FROM dash_delta')).length && Date.now() - started < 5000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      assert.deepEqual(await other.handle.query('SELECT 1 FROM dash_delta'), []);
      const folded = await other.handle.query<{ lvl: number; n: number }>(
        `SELECT lvl, n FROM dash_rollup WHERE fact = 'intake' AND company_branch_id = 1 AND key = 'INITIATED' ORDER BY lvl`,
      );
      assert.deepEqual(
        folded.map((r) => r.lvl),
        [-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      );
      assert.ok(folded.every((r) => r.n === 1));
    } finally {
      await other.close();
    }
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
