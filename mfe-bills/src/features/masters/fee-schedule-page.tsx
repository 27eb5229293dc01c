import { ResourcePage } from 'shared/kit';
import { feeSchedulesResource } from '../../model';

export default function FeeSchedulePage() {
  return <ResourcePage desc={feeSchedulesResource} />;
}
