import { PanelPage } from '../panel-page';

/** Bill dashboard. */
export default function BillDashboardPage() {
  return <PanelPage name="bills" />;
}
