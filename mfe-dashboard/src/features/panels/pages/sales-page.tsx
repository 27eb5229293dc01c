import { PanelPage } from '../panel-page';

/** Sales dashboard. */
export default function SalesPage() {
  return <PanelPage name="sales" />;
}
