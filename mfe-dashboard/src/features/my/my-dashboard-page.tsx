import { selectLogin, useAppSelector, useCanView } from 'shared/core';
import { PanelPage } from '../panels/panel-page';

/**
 * /dashboard, where every sign-in lands: a branch login sees its bank branch over a date range;
 * staff see today, their tasks and cases (and the branch choice when they hold the dashboard right).
 */
export default function MyDashboardPage() {
  const login = useAppSelector(selectLogin);
  const canView = useCanView();
  if (login?.branch) return <PanelPage name="my" showBranch={false} />;
  return <PanelPage name="my" showDates={false} showBranch={canView('dashboard_page')} />;
}
