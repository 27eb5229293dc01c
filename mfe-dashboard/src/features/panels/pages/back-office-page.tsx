import { PanelPage } from '../panel-page';

/** Back office dashboard. */
export default function BackOfficePage() {
  return <PanelPage name="back-office" />;
}
