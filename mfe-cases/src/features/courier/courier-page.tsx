import { ResourcePage } from 'shared/kit';
import { dispatchResource } from '../../model';

/**
 * /admin/courier (right courier_details): hard-copy dispatches by courier, with their status flow
 * PREPARED -> BOOKED -> IN_TRANSIT -> DELIVERED, or RETURNED / LOST.
 */
export default function CourierPage() {
  return <ResourcePage desc={dispatchResource} heading={null} />;
}
