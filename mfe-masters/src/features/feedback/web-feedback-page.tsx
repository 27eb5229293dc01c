import { ResourcePage } from 'shared/kit';
import type { ResourceRow } from 'shared/resources';
import { confirm, errorPopup, showPopup } from 'shared/ui';
import { asApiError } from '../../lib/api-error';
import { useFeedbackLinkMutation } from '../../lib/masters-api';
import { FEEDBACK_LINK_DAYS, feedbackRequestsResource } from '../../model';

/**
 * /admin/webfeedbackpage (ungated in the menu; right bank_master_page on the API): the feedback
 * links. An unanswered one can be copied (to send by another way) or mailed again; either makes a
 * new link, since only a hash of a link is kept, and the one before stops working.
 */
export default function WebFeedbackPage() {
  const [newLink] = useFeedbackLinkMutation();

  async function run(row: ResourceRow, send: boolean) {
    const ok = await confirm({
      title: send ? `Send the feedback link again to ${String(row.contact_email)}?` : `A new feedback link for ${String(row.case_ref)}?`,
      text: `The link sent before stops working; the new one works once, for ${FEEDBACK_LINK_DAYS} days.`,
      confirmLabel: send ? 'Send again' : 'Make the link',
    });
    if (!ok) return;
    try {
      const { data, message } = await newLink({ id: row.id as number, send }).unwrap();
      let copied = false;
      if (!send)
        copied = await navigator.clipboard?.writeText(data.link).then(
          () => true,
          () => false,
        );
      await showPopup({
        // A copied link stays on screen until OK: it can be selected by hand where the clipboard is refused.
        status: send ? 'success' : 'info',
        title: send ? 'Sent' : copied ? 'Link copied' : 'Copy the link',
        text: send ? message : `${data.link}\n${message}`,
      });
    } catch (e) {
      const err = asApiError(e);
      errorPopup(err.status ? 'No new link' : 'API Error', err.message);
    }
  }

  const open = (row: ResourceRow) => !row.answered_at;
  return (
    <ResourcePage
      desc={feedbackRequestsResource}
      heading={null}
      rowActions={[
        { id: 'copy-link', label: 'Copy link', run: (row) => void run(row, false), show: open },
        { id: 'resend-link', label: 'Resend link', run: (row) => void run(row, true), show: open },
      ]}
    />
  );
}
