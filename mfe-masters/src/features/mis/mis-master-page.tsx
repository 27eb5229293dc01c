import { asApiError } from '../../lib/api-error';
import { useRef } from 'react';
import { http } from 'shared/core';
import { ResourcePage, type ResourcePageHandle } from 'shared/kit';
import { errorPopup, successPopup } from 'shared/ui';
import type { ResourceRow } from 'shared/resources';
import { misReportsResource, type MisSendResult } from '../../model';

/**
 * /admin/misMaster (right mis_page): MIS report definitions. "Send now" builds the .xlsx and mails
 * it to the bank's MIS contacts and the extra addresses (the outbox unless SMTP_URL is set).
 */
export default function MisMasterPage() {
  const page = useRef<ResourcePageHandle>(null);
  async function sendNow(row: ResourceRow) {
    try {
      const res = await http.post<MisSendResult>(`/mis-reports/${row.id}/send`, undefined, { timeout: 120_000 });
      await successPopup(res.data.message, `${res.data.file}: ${res.data.rows} rows, to ${res.data.recipients.join(', ')}`);
      page.current?.reload();
    } catch (e) {
      const err = asApiError(e);
      errorPopup(err.status ? 'Not sent' : 'API Error', err.message);
    }
  }
  return <ResourcePage ref={page} desc={misReportsResource} heading={null} rowActions={[{ id: 'send', label: 'Send now', run: sendNow }]} />;
}
