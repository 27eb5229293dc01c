import type { PageDecl } from 'shared/resources';

const dash = (order: number, path: string, title: string, module: string, right: PageDecl['right'] = 'dashboard_page'): PageDecl => ({
  path,
  title,
  module,
  right,
  menu: { group: 'dashboard', order },
});

/** The Dashboard group (rights per brief-rights), the landing page /dashboard and the bank-branch home. */
export const pages: PageDecl[] = [
  { ...dash(1, '/admin/index', 'Dashboard', './MainDashboardPage'), menu: { group: 'dashboard', order: 1, label: 'Dashboard' } },
  dash(2, '/admin/dashboard', 'Main Dashboard', './OverviewPage'),
  dash(3, '/admin/siteDashboard', 'Site Dashboard', './SitePage'),
  dash(4, '/admin/pendingDashboard', 'Pending Dashboard', './PendingPage'),
  dash(5, '/admin/backOfficeDashboard', 'Back Office Dashboard', './BackOfficePage'),
  dash(6, '/admin/salesDashboard', 'Sales Dashboard', './SalesPage'),
  dash(7, '/admin/billDashboard', 'Bill Dashboard', './BillDashboardPage', 'bill_dashboard_page'),
  dash(8, '/admin/bill-statistics', 'Bill Statistics', './BillStatisticsPage', 'bill_statistic'),
  dash(9, '/admin/tasks-statistics', 'Tasks Statistics', './TaskStatisticsPage', 'bill_statistic'),
  dash(10, '/admin/expense-statistic', 'Expense Statistics', './ExpenseStatisticsPage', 'bill_statistic'),
  dash(11, '/admin/rating-statistic', 'Rating Statistics', './RatingStatisticsPage', 'bill_statistic'),
  dash(12, '/admin/employeeAnalytics', 'Employee Analytics', './EmployeeAnalyticsPage'),
  dash(13, '/admin/adminCaseCount', 'Admin Case Count', './AdminCaseCountPage'),
  dash(14, '/admin/taskAnalytics', 'Task Analytics', './TaskAnalyticsPage'),
  // Every sign-in kind lands here: no right needed.
  { path: '/dashboard', title: 'Dashboard', module: './MyDashboardPage' },
  {
    path: '/admin/branchDashboard',
    title: 'Branch Dashboard',
    module: './BankBranchPage',
    menu: { group: null, order: 5 },
    branchMenu: true,
  },
];
