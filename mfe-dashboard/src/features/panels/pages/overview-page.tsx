import { PanelPage } from '../panel-page';

/** Main dashboard dashboard. */
export default function OverviewPage() {
  return <PanelPage name="overview" />;
}
