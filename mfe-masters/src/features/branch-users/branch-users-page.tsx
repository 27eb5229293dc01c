import { asApiError } from '../../lib/api-error';
import { useSendSetPasswordLinkMutation } from '../../lib/masters-api';
import { ResourcePage } from 'shared/kit';
import { confirm, errorPopup, successPopup } from 'shared/ui';
import type { ResourceRow } from 'shared/resources';
import { branchUsersResource, SET_PASSWORD_LINK_HOURS } from '../../model';

/**
 * /admin/branchUsers (ungated in the menu; right bank_master_page on the API): the clients' branch
 * logins. Adding one e-mails a set-password link (/banker-update-password?token=...); "Send link"
 * sends a fresh one; Activate / Deactivate work on the selected rows.
 */
export default function BranchUsersPage() {
  const [sendSetPasswordLink] = useSendSetPasswordLinkMutation();

  async function sendLink(row: ResourceRow) {
    const ok = await confirm({
      title: `Send a set-password link to ${String(row.email)}?`,
      text: `The link works once, for ${SET_PASSWORD_LINK_HOURS} hours.`,
      confirmLabel: 'Send link',
    });
    if (!ok) return;
    try {
      // The mutation invalidates the branch users' list: it fetches again by itself.
      const res = await sendSetPasswordLink(row.id as number).unwrap();
      await successPopup(res.message);
    } catch (e) {
      const err = asApiError(e);
      errorPopup(err.status ? 'Not sent' : 'API Error', err.message);
    }
  }

  return (
    <ResourcePage
      desc={branchUsersResource}
      heading={null}
      rowActions={[{ id: 'link', label: 'Send link', run: sendLink, show: (row) => row.status === '1' }]}
    />
  );
}
