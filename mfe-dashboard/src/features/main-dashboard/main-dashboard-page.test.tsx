import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { today } from 'shared/core';
import type { CaseReportResponse, Dashboard1Data } from 'shared/resources';
import { renderApp } from '../../../../tools/jest/render';
import { fail, fakeApi, resetDashboardTests, type Call } from '../../test/fake-api';
import MainDashboardPage from './main-dashboard-page';

// A whole page with seven charts and two report tables: slow to drive in jsdom on a busy machine.
jest.setTimeout(30_000);

let restore: (() => void) | undefined;
afterEach(() => resetDashboardTests(restore));

const data: Dashboard1Data = {
  counts: { ongoing_cases: 12, completed_cases: 30, total_cases: 43, pending_allocation_cases: 5, cancelled_cases: 1 },
  monthly_completed_cases: [
    { month: '2026-10', completed_cases: 20, ongoing_cases: 2 },
    { month: '2026-11', completed_cases: 10, ongoing_cases: 10 },
  ],
  pincode_initiation: [{ pincode: '400001', count: 9 }],
  daily_company_branchwise_initiation: [{ company_branch_name: 'Mumbai', count: 43 }],
  daily_release: [{ date: today(), count: 4 }],
  daily_visits_initiated: [{ date: today(), count: 6 }],
  admin_productivity: [{ admin_name: 'Asha Admin', cases_handled: 17 }],
  case_initiation_location_wise: [{ location: 'Mumbai', count: 43 }],
  range: { from_date: today(), to_date: today(), bucket: 'day', monthly_from: '2025-12-01' },
};
const report = (call: Call): CaseReportResponse => ({
  data: [
    {
      id: 1,
      case_no: 'MUM/2627/000001',
      applicant_name: 'Ravi Shah',
      bank_name: 'State Bank of India',
      bank_branch_name: 'Andheri East',
      company_branch_name: 'Mumbai',
      city: 'Mumbai',
      pincode: '400069',
      status: 'WIP',
      received_at: '2026-11-02T05:00:00.000Z',
      released_at: null,
    },
  ],
  total: 1,
  page: (call.body as { pageno: number }).pageno,
  pageSize: 10,
});

function routes(overrides: Record<string, (c: Call) => unknown> = {}) {
  const api = fakeApi({
    'POST dashboard-1': () => ({ data }),
    'GET lookups/company-branches': () => ({
      data: [
        { id: 2, name: 'Pune' },
        { id: 1, name: 'Mumbai' },
      ],
    }),
    'POST getMontlyReport': report,
    'POST getPastSevenDaysReport': report,
    'GET get-props-dashboard-counts': () => ({
      data: {
        month: '2026-11',
        total_cases: 10,
        ongoing_cases: 4,
        completed_cases: 6,
        cancelled_cases: 0,
        allocationProgress: 0.9,
        visitProgress: 0.8,
        reportProgress: 0.6,
        dispatchProgress: 0.555,
      },
    }),
    'GET branchWiseBillAmount': () => ({
      data: [{ company_branch_id: 1, branch_name: 'Mumbai', bills: 3, amount: 150000 }],
      from_date: '2026-04-01',
      to_date: today(),
    }),
    'GET bank-wise-branches-count': () => ({ data: [{ bank_id: 1, bank_name: 'State Bank of India', branches_count: 3 }] }),
    ...overrides,
  });
  restore = api.restore;
  return api;
}

async function open() {
  renderApp(<MainDashboardPage />);
  await act(() => new Promise((r) => setTimeout(r, 0)));
  await waitFor(() => expect(screen.getByTestId('dashboard-body')).toHaveAttribute('data-state', 'ready'));
  return userEvent.setup();
}

const dashboardCalls = (calls: Call[]) => calls.filter((c) => c.url === 'dashboard-1').map((c) => c.body);

test('opens on today for all branches and shows the four count cards and the seven charts', async () => {
  const api = routes();
  await open();
  expect(dashboardCalls(api.calls)).toEqual([{ branch_id: 'all', from_date: today(), to_date: today() }]);
  const cards = screen.getAllByTestId('count-card').map((c) => c.textContent);
  expect(cards).toEqual(['OnGoing Cases12', 'Completed Cases30', 'Total Cases43including 1 cancelled', 'Pending Allocations5']);
  for (const title of [
    'Monthly Cases',
    'Visit Initiated',
    'Daily Report Release',
    'Admin Productivity',
    'Daily Branchwise Intiation',
    'Case Initiation Location Wise',
    'Pincode Initiation',
  ]) {
    expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
  }
  // The selector reads the lookup, never the whole branch master.
  expect(api.calls.some((c) => c.url === 'lookups/company-branches')).toBe(true);
  expect(api.calls.some((c) => c.url === 'branch-master')).toBe(false);
  expect([...(screen.getByLabelText('Branch') as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['All', 'Mumbai', 'Pune']);
});

test('Submit reloads with the chosen branch and dates', async () => {
  const api = routes();
  const user = await open();
  await user.selectOptions(screen.getByLabelText('Branch'), 'Pune');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(dashboardCalls(api.calls)).toHaveLength(2));
  expect(dashboardCalls(api.calls)[1]).toEqual({ branch_id: 2, from_date: today(), to_date: today() });
});

test('Submit with the same filter still fetches again', async () => {
  const api = routes();
  const user = await open();
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(dashboardCalls(api.calls)).toHaveLength(2));
});

test('the case progress bar shows the rounded mean of the *Progress fields and the words case progress', async () => {
  routes();
  await open();
  const bar = await screen.findByTestId('case-progress');
  // (0.9 + 0.8 + 0.6 + 0.555) / 4 = 0.71375 -> 71%
  expect(within(bar).getByText('71%')).toBeVisible();
  expect(within(bar).getByText('case progress')).toBeVisible();
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '71');
});

test('Select Cases: choosing Completed Cases reloads the monthly and weekly reports with isCompleted 1', async () => {
  const api = routes();
  const user = await open();
  await screen.findAllByText('MUM/2627/000001');
  await user.click(screen.getByRole('button', { name: 'Select Cases' }));
  const dialog = await screen.findByRole('dialog', { name: 'Select Cases' });
  expect([...(within(dialog).getByLabelText('Cases') as HTMLSelectElement).options].map((o) => `${o.value} ${o.textContent}`)).toEqual([
    '0 Ongoing Cases',
    '1 Completed Cases',
  ]);
  await user.selectOptions(within(dialog).getByLabelText('Cases'), 'Completed Cases');
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  await waitFor(() => {
    const last = (url: string) => api.calls.filter((c) => c.url === url).at(-1)?.body;
    expect(last('getMontlyReport')).toEqual({ pageno: 1, pageSize: 10, isCompleted: 1 });
    expect(last('getPastSevenDaysReport')).toEqual({ pageno: 1, pageSize: 10, isCompleted: 1 });
  });
  expect(screen.getByText('Showing Completed Cases')).toBeVisible();
});

test('a failed load says so and Retry asks again', async () => {
  let n = 0;
  const api = routes({
    'POST dashboard-1': () => (n++ === 0 ? fail(500, { message: 'Something went wrong on our side. Please try again.' }) : { data }),
  });
  renderApp(<MainDashboardPage />);
  const failed = await screen.findByTestId('load-failed');
  expect(failed).toHaveTextContent('Error:500Error Text: Error');
  await userEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.getByTestId('dashboard-body')).toHaveAttribute('data-state', 'ready'));
  expect(dashboardCalls(api.calls)).toHaveLength(2);
});
