import { asApiError } from '../../lib/api-error';
import { useSendMisReportMutation } from '../../lib/masters-api';
import { ResourcePage } from 'shared/kit';
import { errorPopup, successPopup } from 'shared/ui';
import type { ResourceRow } from 'shared/resources';
import { misReportsResource } from '../../model';

/**
 * /admin/misMaster (right mis_page): MIS report definitions. "Send now" builds the .xlsx and mails
 * it to the bank's MIS contacts and the extra addresses (the outbox unless SMTP_URL is set).
 */
export default function MisMasterPage() {
  const [sendMisReport] = useSendMisReportMutation();
  async function sendNow(row: ResourceRow) {
    try {
      // The mutation invalidates the reports' list (last sent): it fetches again by itself.
      const res = await sendMisReport(row.id as number).unwrap();
      await successPopup(res.message, `${res.file}: ${res.rows} rows, to ${res.recipients.join(', ')}`);
    } catch (e) {
      const err = asApiError(e);
      errorPopup(err.status ? 'Not sent' : 'API Error', err.message);
    }
  }
  return <ResourcePage desc={misReportsResource} heading={null} rowActions={[{ id: 'send', label: 'Send now', run: sendNow }]} />;
}
