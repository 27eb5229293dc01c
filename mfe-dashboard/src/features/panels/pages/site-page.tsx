import { PanelPage } from '../panel-page';

/** Site dashboard. */
export default function SitePage() {
  return <PanelPage name="site" />;
}
