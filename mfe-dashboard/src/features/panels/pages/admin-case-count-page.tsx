import { PanelPage } from '../panel-page';

/** Admin case count dashboard. */
export default function AdminCaseCountPage() {
  return <PanelPage name="admin-case-count" />;
}
