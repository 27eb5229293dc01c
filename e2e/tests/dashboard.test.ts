// The main dashboard (/admin/index, spec section 2): filter bar, count cards and charts against
// the figures POST /api/dashboard-1 answers for the seeded demo cases.
import type { Dashboard1Data, PropsDashboardCounts } from 'shared/resources';
import { check, e2eSuite, expectPopup, expectText, expectVisible, field } from '../lib/index';
import { api, browserToday, cardValues, chartRows, dashboardReady, shown } from './dashboard-support';

const e2e = e2eSuite();

const CHARTS = [
  'Monthly Cases',
  'Visit Initiated',
  'Daily Report Release',
  'Admin Productivity',
  'Daily Branchwise Intiation',
  'Case Initiation Location Wise',
  'Pincode Initiation',
];

const monthStart = (day: string, back = 0) => {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - back);
  return d.toISOString().slice(0, 10);
};

e2e.test(
  'opens on branch All and today; the four cards show what dashboard-1 answers',
  async ({ page, suite }) => {
    await page.goto('/admin/index');
    await dashboardReady(page);
    const today = await browserToday(page);
    check((await field(page, 'From Date').inputValue()) === today, 'From Date should default to today');
    check((await field(page, 'To Date').inputValue()) === today, 'To Date should default to today');
    const branch = field(page, 'Branch');
    check((await branch.inputValue()) === 'all', 'Branch should default to All');
    const { data: branches } = await api<{ data: { branch_name: string }[] }>(
      page,
      suite.baseUrl,
      'GET',
      'branch-master?page=1&pageSize=10000',
    );
    const options = await branch.locator('option').allInnerTexts();
    check(
      JSON.stringify(options) === JSON.stringify(['All', ...branches.map((b) => b.branch_name).sort((a, b) => a.localeCompare(b))]),
      `Branch options ${JSON.stringify(options)}`,
    );

    const { data } = await api<{ data: Dashboard1Data }>(page, suite.baseUrl, 'POST', 'dashboard-1', {
      branch_id: 'all',
      from_date: today,
      to_date: today,
    });
    check(data.counts.total_cases > 0, 'the demo data should have cases received today');
    const cards = await cardValues(page, 'count-card');
    const expected = [
      ['OnGoing Cases', data.counts.ongoing_cases],
      ['Completed Cases', data.counts.completed_cases],
      ['Total Cases', data.counts.total_cases],
      ['Pending Allocations', data.counts.pending_allocation_cases],
    ];
    for (const [i, [label, value]] of expected.entries()) {
      check(
        cards[i]?.[0] === label && cards[i]?.[1] === shown(Number(value)),
        `card ${i + 1} shows ${JSON.stringify(cards[i])}, expected ${label} ${value}`,
      );
    }
    for (const title of CHARTS) await expectVisible(page.getByRole('region', { name: title, exact: true }));
  },
  { as: 'admin' },
);

e2e.test(
  'Submit over two months: every chart shows the seeded figures, drawn and as a table',
  async ({ page, suite }) => {
    await page.goto('/admin/index');
    await dashboardReady(page);
    const today = await browserToday(page);
    const body = { branch_id: 'all', from_date: monthStart(today, 1), to_date: today };
    await field(page, 'From Date').fill(body.from_date);
    await page.getByRole('button', { name: 'Submit' }).click();
    await dashboardReady(page);
    const { data } = await api<{ data: Dashboard1Data }>(page, suite.baseUrl, 'POST', 'dashboard-1', body);
    check(data.counts.total_cases > 100, `two months of demo data should hold over 100 cases, got ${data.counts.total_cases}`);
    const expectRows = async (title: string, rows: (string | number)[][]) => {
      const got = await chartRows(page, title);
      const want = rows.map((r) => r.map((v, i) => (i === 0 ? String(v) : shown(Number(v)))));
      check(
        JSON.stringify(got) === JSON.stringify(want),
        `${title}: the table shows ${JSON.stringify(got).slice(0, 400)}; the API says ${JSON.stringify(want).slice(0, 400)}`,
      );
    };
    await expectRows(
      'Monthly Cases',
      data.monthly_completed_cases.map((m) => [m.month, m.completed_cases, m.ongoing_cases]),
    );
    await expectRows(
      'Visit Initiated',
      data.daily_visits_initiated.map((d) => [d.date, d.count]),
    );
    await expectRows(
      'Daily Report Release',
      data.daily_release.map((d) => [d.date, d.count]),
    );
    await expectRows(
      'Admin Productivity',
      data.admin_productivity.map((d) => [d.admin_name, d.cases_handled]),
    );
    await expectRows(
      'Daily Branchwise Intiation',
      data.daily_company_branchwise_initiation.map((d) => [d.company_branch_name, d.count]),
    );
    await expectRows(
      'Case Initiation Location Wise',
      data.case_initiation_location_wise.map((d) => [d.location, d.count]),
    );
    await expectRows(
      'Pincode Initiation',
      data.pincode_initiation.map((d) => [d.pincode, d.count]),
    );
    const painted = await page.getByTestId('dashboard-body').locator('[data-testid="chart-canvas"] svg[role="img"]').count();
    check(painted === CHARTS.length, `${painted} of ${CHARTS.length} charts were drawn`);
    const bars = await page.getByRole('region', { name: 'Pincode Initiation', exact: true }).locator('svg rect[rx="6"]').count();
    check(
      bars === data.pincode_initiation.length,
      `Pincode Initiation draws ${bars} rounded bars for ${data.pincode_initiation.length} pincodes`,
    );
  },
  { as: 'admin', timeout: 120_000 },
);

e2e.test(
  "a To Date before the From Date shows 'Invalid Date Range' and sends nothing",
  async ({ page }) => {
    await page.goto('/admin/index');
    await dashboardReady(page);
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/dashboard-1')) sent++;
    });
    await field(page, 'From Date').fill('2026-03-10');
    await field(page, 'To Date').fill('2026-03-09');
    await page.getByRole('button', { name: 'Submit' }).click();
    const popup = await expectPopup(page, 'Invalid Date Range', 'To Date cannot be before From Date');
    await popup.getByRole('button', { name: 'OK' }).click();
    check(sent === 0, `the dashboard was requested ${sent} times`);
  },
  { as: 'admin' },
);

e2e.test(
  'a branch choice reloads the cards with that branch only',
  async ({ page, suite }) => {
    await page.goto('/admin/index');
    await dashboardReady(page);
    const today = await browserToday(page);
    const branch = field(page, 'Branch');
    const [, first] = await branch.locator('option').allInnerTexts();
    await branch.selectOption({ label: first });
    const id = Number(await branch.inputValue());
    await field(page, 'From Date').fill(monthStart(today));
    await page.getByRole('button', { name: 'Submit' }).click();
    await dashboardReady(page);
    const { data } = await api<{ data: Dashboard1Data }>(page, suite.baseUrl, 'POST', 'dashboard-1', {
      branch_id: id,
      from_date: monthStart(today),
      to_date: today,
    });
    const total = (await cardValues(page, 'count-card'))[2];
    check(total[1] === shown(data.counts.total_cases), `Total Cases shows ${total[1]}, the API says ${data.counts.total_cases}`);
    const branches = await chartRows(page, 'Daily Branchwise Intiation');
    check(branches.length === 1 && branches[0][0] === first, `branch-wise shows ${JSON.stringify(branches)}`);
  },
  { as: 'admin' },
);

e2e.test(
  'the case progress widget shows the rounded mean of the *Progress figures',
  async ({ page, suite }) => {
    await page.goto('/admin/index');
    const { data } = await api<{ data: PropsDashboardCounts }>(page, suite.baseUrl, 'GET', 'get-props-dashboard-counts');
    const parts = Object.entries(data)
      .filter(([k]) => k.endsWith('Progress'))
      .map(([, v]) => Number(v));
    const percent = Math.round((parts.reduce((a, v) => a + v, 0) / parts.length) * 100);
    const widget = page.getByTestId('case-progress');
    await expectText(widget, 'case progress');
    await expectText(widget, `${percent}%`);
  },
  { as: 'admin' },
);

e2e.test(
  'Select Cases reloads the monthly and weekly reports with isCompleted',
  async ({ page }) => {
    await page.goto('/admin/index');
    await expectVisible(page.getByRole('region', { name: 'Monthly Report' }));
    // Only what Submit asks: on a loaded machine the first reports may still be on their way when the region shows.
    const bodies: Record<string, unknown>[] = [];
    let submitted = false;
    page.on('request', (r) => {
      if (submitted && /\/api\/(getMontlyReport|getPastSevenDaysReport)$/.test(r.url()))
        bodies.push({ url: r.url().split('/').pop(), ...r.postDataJSON() });
    });
    await page.getByRole('button', { name: 'Select Cases' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Cases' });
    await field(dialog, 'Cases').selectOption({ label: 'Completed Cases' });
    submitted = true;
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expectText(page, 'Showing Completed Cases');
    // Both reports are asked again once the dialog has closed.
    for (let i = 0; i < 200 && bodies.length < 2; i++) await page.waitForTimeout(100);
    const urls = bodies.map((b) => `${b.url} ${b.isCompleted}`).sort();
    check(
      JSON.stringify(urls) === JSON.stringify(['getMontlyReport 1', 'getPastSevenDaysReport 1']),
      `requests: ${JSON.stringify(bodies)}`,
    );
  },
  { as: 'admin' },
);
