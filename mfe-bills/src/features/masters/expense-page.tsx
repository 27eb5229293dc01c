import { ResourcePage } from 'shared/kit';
import { expensesResource } from '../../model';

export default function ExpenseManagementPage() {
  return <ResourcePage desc={expensesResource} />;
}
