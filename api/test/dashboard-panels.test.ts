import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { DashboardPanel } from 'shared/resources';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { insertFixture, type Fixture } from './dashboard-fixture';

const PANELS = [
  'overview',
  'site',
  'pending',
  'back-office',
  'sales',
  'bills',
  'bill-statistics',
  'task-statistics',
  'expense-statistics',
  'rating-statistics',
  'employee-analytics',
  'admin-case-count',
  'task-analytics',
  'my',
];

describe('the other dashboards and the admin-home calls', () => {
  let t: TestApp;
  let fx: Fixture;
  let admin: string;
  const call = (method: 'GET' | 'POST', url: string, payload?: object, token = admin) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const panel = async (name: string, payload: object, token = admin): Promise<DashboardPanel> => {
    const res = await call('POST', `/api/dashboards/${name}`, payload, token);
    assert.equal(res.statusCode, 200, `${name}: ${res.body}`);
    return res.json().data;
  };
  const card = (p: DashboardPanel, id: string) => p.cards.find((c) => c.id === id)?.value;
  const rows = (p: DashboardPanel, id: string) => p.charts.find((c) => c.id === id)?.rows;

  before(async () => {
    t = await makeTestApp();
    fx = await insertFixture(t.handle);
    admin = await login(t.app, 'admin@example.com');
  });
  after(() => t.close());

  test('every panel answers cards and charts over the demo data', async () => {
    for (const name of PANELS) {
      const p = await panel(name, { branch_id: 'all', from_date: '2024-01-01', to_date: '2030-12-31' });
      assert.ok(p.cards.length >= 2, name);
      assert.ok(p.charts.length >= 1, name);
      assert.ok(
        p.cards.some((c) => c.value > 0),
        `${name} has only zeros: ${JSON.stringify(p.cards)}`,
      );
      for (const c of p.charts)
        assert.ok(
          c.series.every((s) => c.rows.every((r) => typeof r[s.key] === 'number')),
          `${name}/${c.id}`,
        );
    }
  });

  test('the main dashboard panel counts the hand-made March 2019 cases', async () => {
    const p = await panel('overview', { branch_id: fx.branchId, from_date: '2019-03-01', to_date: '2019-03-31' });
    assert.equal(card(p, 'received'), 7);
    assert.equal(card(p, 'completed'), 2);
    assert.equal(card(p, 'visits'), 3);
    assert.equal(card(p, 'released'), 3);
    // c10 (Feb 27 10:00 to Mar 2 12:00), c1 (Mar 5 10:00 to Mar 8 12:00), c5 (Mar 15 09:30 to Mar 20 17:00)
    const hours = (74 + 74 + 127.5) / 3;
    assert.equal(card(p, 'avg_tat'), Math.round((hours / 24) * 100) / 100);
    const stages = rows(p, 'stage_hours')!;
    // Allocation to visit: c1 20 h, c2 42 h, c5 22 h -> 28 h
    assert.deepEqual(
      stages.find((s) => s.stage === 'Allocation to visit'),
      { stage: 'Allocation to visit', hours: 28 },
    );
  });

  test('pending and site panels count the fixture office now', async () => {
    const pending = await panel('pending', { branch_id: fx.branchId, from_date: '2019-03-01', to_date: '2019-03-31' });
    assert.equal(card(pending, 'open'), 7);
    assert.equal(card(pending, 'pending_allocation'), 3);
    assert.equal(card(pending, 'on_hold'), 1);
    assert.equal(card(pending, 'query_pending'), 1);
    const site = await panel('site', { branch_id: fx.branchId, from_date: '2019-04-01', to_date: '2019-04-30' });
    assert.equal(card(site, 'visits'), 1);
    assert.equal(card(site, 'waiting'), 1);
    assert.deepEqual(rows(site, 'by_engineer'), [{ engineer: 'Eshan Engineer', visits: 1 }]);
  });

  test('admin case count splits each person\u2019s actions by stage', async () => {
    const p = await panel('admin-case-count', { branch_id: fx.branchId, from_date: '2019-03-01', to_date: '2019-03-31' });
    assert.equal(card(p, 'actions'), 22);
    assert.equal(card(p, 'initiated'), 7);
    assert.equal(card(p, 'released'), 3);
    assert.deepEqual(rows(p, 'released'), [{ staff: 'Arun Admin', cases: 3 }]);
  });

  test('rights: HR has dashboard_page but not bill_statistic; a branch login sees only its bank branch', async () => {
    const hr = await login(t.app, 'hr@example.com');
    const body = { branch_id: 'all', from_date: '2026-01-01', to_date: '2026-01-31' };
    assert.equal((await call('POST', '/api/dashboards/overview', body, hr)).statusCode, 200);
    assert.equal((await call('POST', '/api/dashboards/bill-statistics', body, hr)).statusCode, 403);
    assert.equal((await call('POST', '/api/dashboards/bills', body, hr)).statusCode, 403);
    const branch = await login(t.app, 'branch@example.com', '/api/branchlogin');
    assert.equal((await call('POST', '/api/dashboards/overview', body, branch)).statusCode, 403);
    const mine = await panel('my', body, branch);
    assert.match(mine.scope, /^State Bank of India, Andheri East/);
    const other = await panel('bank-branch', { ...body, bank_branch_id: 1 }, branch);
    assert.equal(other.scope, mine.scope, 'a branch login cannot look at another bank branch');
    const options = (await call('GET', '/api/dashboards/bank-branches', undefined, branch)).json().data;
    assert.equal(options.length, 1);
  });

  test('getMontlyReport and getPastSevenDaysReport page this month\u2019s and this week\u2019s cases', async () => {
    const all = (await call('POST', '/api/getMontlyReport', { pageno: 1, pageSize: 5, token: 'x' })).json();
    assert.equal(all.data.length, 5);
    assert.ok(all.total >= 5);
    const done = (await call('POST', '/api/getMontlyReport', { pageno: 1, pageSize: 100, isCompleted: 1 })).json();
    assert.ok(done.data.every((r: { status: string }) => ['RELEASED', 'DISPATCHED', 'CLOSED'].includes(r.status)));
    const open = (await call('POST', '/api/getMontlyReport', { pageno: 1, pageSize: 100, isCompleted: 0 })).json();
    assert.ok(open.data.every((r: { status: string }) => !['RELEASED', 'DISPATCHED', 'CLOSED', 'CANCELLED'].includes(r.status)));
    assert.ok(done.total + open.total <= all.total);
    const week = (await call('POST', '/api/getPastSevenDaysReport', { pageno: 1, pageSize: 10 })).json();
    const since = Date.now() - 8 * 86_400_000;
    assert.ok(week.data.every((r: { received_at: string }) => Date.parse(r.received_at) > since));
    // A case initiated from an online request may have no city yet: filter by one that has.
    const city = week.data.find((r: { city: string | null }) => r.city)?.city as string;
    assert.ok(city, 'a case of the past week with a city');
    const inCity = (await call('POST', '/api/getPastSevenDaysReport', { city: city.toUpperCase(), pageno: 1, pageSize: 100 })).json();
    assert.ok(inCity.data.length > 0 && inCity.data.every((r: { city: string }) => r.city === city));
    assert.equal((await call('POST', '/api/getMontlyReport', { isCompleted: 2 })).statusCode, 400);
  });

  test('branchWiseBillAmount, get-props-dashboard-counts and bank-wise-branches-count', async () => {
    const bills = (await call('GET', '/api/branchWiseBillAmount')).json();
    assert.ok(bills.data.length >= 7);
    assert.ok(bills.data.some((b: { amount: number }) => b.amount > 0));
    assert.match(bills.from_date, /^\d{4}-04-01$/);
    const props = (await call('GET', '/api/get-props-dashboard-counts')).json().data;
    for (const k of ['allocationProgress', 'visitProgress', 'reportProgress', 'dispatchProgress']) {
      assert.ok(props[k] >= 0 && props[k] <= 1, k);
    }
    assert.equal(props.ongoing_cases + props.completed_cases, props.total_cases);
    const banks = (await call('GET', '/api/bank-wise-branches-count')).json().data;
    assert.ok(banks.length >= 16);
    const mumbai = (await call('GET', '/api/bank-wise-branches-count?city=mumbai')).json().data;
    assert.ok(mumbai.length > 0 && mumbai.every((b: { branches_count: number }) => b.branches_count > 0));
    const [{ n }] = await t.handle.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bank_branches WHERE lower(city) = 'mumbai' AND status = '1'`,
    );
    assert.equal(
      mumbai.reduce((a: number, b: { branches_count: number }) => a + b.branches_count, 0),
      n,
    );
  });
});
