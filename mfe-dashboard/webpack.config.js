const page = (dir, file) => `./src/features/${dir}/${file}.tsx`;

module.exports = require('../tools/webpack/make-config.cjs').remoteConfig(__dirname, {
  name: 'mfe_dashboard',
  exposes: {
    './MainDashboardPage': page('main-dashboard', 'main-dashboard-page'),
    './OverviewPage': page('panels/pages', 'overview-page'),
    './SitePage': page('panels/pages', 'site-page'),
    './PendingPage': page('panels/pages', 'pending-page'),
    './BackOfficePage': page('panels/pages', 'back-office-page'),
    './SalesPage': page('panels/pages', 'sales-page'),
    './BillDashboardPage': page('panels/pages', 'bill-dashboard-page'),
    './BillStatisticsPage': page('panels/pages', 'bill-statistics-page'),
    './TaskStatisticsPage': page('panels/pages', 'task-statistics-page'),
    './ExpenseStatisticsPage': page('panels/pages', 'expense-statistics-page'),
    './RatingStatisticsPage': page('panels/pages', 'rating-statistics-page'),
    './EmployeeAnalyticsPage': page('panels/pages', 'employee-analytics-page'),
    './AdminCaseCountPage': page('panels/pages', 'admin-case-count-page'),
    './TaskAnalyticsPage': page('panels/pages', 'task-analytics-page'),
    './MyDashboardPage': page('my', 'my-dashboard-page'),
    './BankBranchPage': page('bank-branch', 'bank-branch-page'),
  },
});
