import { PanelPage } from '../panel-page';

/** Tasks statistics dashboard. */
export default function TaskStatisticsPage() {
  return <PanelPage name="task-statistics" />;
}
