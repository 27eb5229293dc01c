import { PanelPage } from '../panel-page';

/** Employee analytics dashboard. */
export default function EmployeeAnalyticsPage() {
  return <PanelPage name="employee-analytics" />;
}
