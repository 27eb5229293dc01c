import { PanelPage } from '../panel-page';

/** Pending dashboard. */
export default function PendingPage() {
  return <PanelPage name="pending" showDates={false} />;
}
