import { billLevel3List } from '../../model';
import { BillListPage } from './bill-list-page';

export default function Page() {
  return <BillListPage desc={billLevel3List} />;
}
