import { PanelPage } from '../panel-page';

/** Task analytics dashboard. */
export default function TaskAnalyticsPage() {
  return <PanelPage name="task-analytics" />;
}
