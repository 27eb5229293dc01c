// Every other dashboard page (spec section 2 and the Dashboard menu group) loads real figures:
// the cards on the page equal what its panel API answers for the same filter.
import type { Page } from 'playwright-core';
import type { DashboardPanel } from 'shared/resources';
import { check, e2eSuite, expectText, expectVisible, field } from '../lib/index';
import { api, browserToday, cardValues, dashboardReady, shown } from './dashboard-support';

const e2e = e2eSuite();

/** Page, panel, and whether the page has the date fields. */
const PAGES: [path: string, panel: string, dates: boolean][] = [
  ['/admin/dashboard', 'overview', true],
  ['/admin/siteDashboard', 'site', true],
  ['/admin/pendingDashboard', 'pending', false],
  ['/admin/backOfficeDashboard', 'back-office', true],
  ['/admin/salesDashboard', 'sales', true],
  ['/admin/billDashboard', 'bills', true],
  ['/admin/bill-statistics', 'bill-statistics', true],
  ['/admin/tasks-statistics', 'task-statistics', true],
  ['/admin/expense-statistic', 'expense-statistics', true],
  ['/admin/rating-statistic', 'rating-statistics', false],
  ['/admin/employeeAnalytics', 'employee-analytics', true],
  ['/admin/adminCaseCount', 'admin-case-count', true],
  ['/admin/taskAnalytics', 'task-analytics', true],
];

/** Opens a dashboard page and checks its cards and charts against the panel API for the same filter. */
async function expectPanel(page: Page, baseUrl: string, path: string, panel: string, body: Record<string, unknown>, dates = false) {
  await page.goto(path);
  await dashboardReady(page);
  if (dates) {
    await field(page, 'From Date').fill(String(body.from_date));
    await page.getByRole('button', { name: 'Submit' }).click();
    await dashboardReady(page);
  }
  const { data } = await api<{ data: DashboardPanel }>(page, baseUrl, 'POST', `dashboards/${panel}`, body);
  const cards = await cardValues(page, 'panel-card');
  const want = data.cards.map((c) => [c.label, shown(c.value, c.format)]);
  check(JSON.stringify(cards) === JSON.stringify(want), `${path}: cards ${JSON.stringify(cards)}; the API says ${JSON.stringify(want)}`);
  check(
    data.cards.some((c) => c.value > 0),
    `${path}: every figure is zero (${JSON.stringify(want)})`,
  );
  for (const chart of data.charts) await expectVisible(page.getByRole('region', { name: chart.title, exact: true }));
  return data;
}

for (const [path, panel, dates] of PAGES) {
  e2e.test(
    `${path} shows the figures of its panel`,
    async ({ page, suite }) => {
      // The browser's day, read on its blank first page (the context's zone): no start of the app for it.
      const today = await browserToday(page);
      // Sixty days: the demo data (two years up to the day it was seeded) always has figures there.
      const from = new Date(Date.parse(`${today}T00:00:00Z`) - 60 * 86_400_000).toISOString().slice(0, 10);
      await expectPanel(
        page,
        suite.baseUrl,
        path,
        panel,
        { branch_id: 'all', from_date: dates ? from : `${today.slice(0, 8)}01`, to_date: today },
        dates,
      );
      check(
        (await page.getByRole('textbox', { name: 'From Date', exact: true }).count()) === (dates ? 1 : 0),
        `${path}: the date fields should ${dates ? '' : 'not '}show`,
      );
    },
    { as: 'admin' },
  );
}

e2e.test(
  '/dashboard (where sign-in lands) shows today for staff',
  async ({ page, suite }) => {
    const today = await browserToday(page);
    const data = await expectPanel(page, suite.baseUrl, '/dashboard', 'my', {
      branch_id: 'all',
      from_date: `${today.slice(0, 8)}01`,
      to_date: today,
    });
    check(
      data.cards.some((c) => c.label === 'Received Today'),
      'staff see the Received Today card',
    );
  },
  { as: 'admin' },
);

e2e.test(
  '/dashboard for a branch login shows its own bank branch, without a right',
  async ({ page, suite }) => {
    await page.goto('/dashboard');
    await dashboardReady(page);
    await expectText(page, 'State Bank of India, Andheri East');
    const today = await browserToday(page);
    const { data } = await api<{ data: DashboardPanel }>(page, suite.baseUrl, 'POST', 'dashboards/my', {
      branch_id: 'all',
      from_date: `${today.slice(0, 8)}01`,
      to_date: today,
    });
    const cards = await cardValues(page, 'panel-card');
    check(
      JSON.stringify(cards) === JSON.stringify(data.cards.map((c) => [c.label, shown(c.value, c.format)])),
      `cards ${JSON.stringify(cards)}`,
    );
    check((await page.getByLabel('Branch', { exact: true }).count()) === 0, 'a branch login has no branch choice');
  },
  { as: 'branch' },
);

e2e.test(
  '/admin/branchDashboard: staff pick a bank branch and see its cases',
  async ({ page, suite }) => {
    await page.goto('/admin/branchDashboard');
    await dashboardReady(page);
    const picker = page.getByLabel('Bank branch');
    const option = (await picker.locator('option').allInnerTexts()).find((o) => o.startsWith('State Bank of India, Andheri East'));
    check(option, 'the picker lists SBI Andheri East');
    await picker.selectOption({ label: option });
    await expectText(page.getByTestId('panel-scope'), 'State Bank of India, Andheri East');
    await dashboardReady(page);
    const today = await browserToday(page);
    const { data } = await api<{ data: DashboardPanel }>(page, suite.baseUrl, 'POST', 'dashboards/bank-branch', {
      branch_id: 'all',
      from_date: `${today.slice(0, 8)}01`,
      to_date: today,
      bank_branch_id: Number(await picker.inputValue()),
    });
    const cards = await cardValues(page, 'panel-card');
    check(
      JSON.stringify(cards) === JSON.stringify(data.cards.map((c) => [c.label, shown(c.value, c.format)])),
      `cards ${JSON.stringify(cards)}`,
    );
  },
  { as: 'admin' },
);

e2e.test(
  'statistics pages need bill_statistic: the HR user is told so',
  async ({ page }) => {
    await page.goto('/admin/bill-statistics');
    await expectText(page, 'You do not have access to this page.');
  },
  { as: 'hr' },
);
