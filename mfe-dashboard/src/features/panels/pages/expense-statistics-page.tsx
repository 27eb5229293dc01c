import { PanelPage } from '../panel-page';

/** Expense statistics dashboard. */
export default function ExpenseStatisticsPage() {
  return <PanelPage name="expense-statistics" />;
}
