import { PanelPage } from '../panel-page';

/** Bill statistics dashboard. */
export default function BillStatisticsPage() {
  return <PanelPage name="bill-statistics" />;
}
