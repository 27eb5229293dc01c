import { ResourcePage } from 'shared/kit';
import { holidaysResource } from '../../model';

/** /admin/holidays (right leave_management): the holiday list leave days are counted against. */
export default function HolidaysPage() {
  return <ResourcePage desc={holidaysResource} heading={null} />;
}
