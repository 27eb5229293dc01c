import { ResourcePage } from 'shared/kit';
import { paymentAccountsResource } from '../../model';

/**
 * /admin/payment-master (right payment_master): the firm's receiving accounts (IFSC checked by the
 * shared rule), one default per company branch, printed on that branch's invoices.
 */
export default function PaymentMasterPage() {
  return <ResourcePage desc={paymentAccountsResource} heading={null} />;
}
