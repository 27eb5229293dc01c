import { ResourcePage } from 'shared/kit';
import { Stack } from 'shared/ui';
import { brokerQuotesResource, brokersResource } from '../../model';

/**
 * /admin/brokers (right broker_page): the brokers, and below them their rate quotes, which the
 * research graphs and the AVM read beside released cases and market transactions.
 */
export default function BrokersPage() {
  return (
    <Stack gap="8">
      <ResourcePage desc={brokersResource} />
      <ResourcePage desc={brokerQuotesResource} />
    </Stack>
  );
}
