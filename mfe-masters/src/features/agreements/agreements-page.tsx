import { ResourcePage } from 'shared/kit';
import { agreementsResource } from '../../model';
import { RenewalsDue } from './renewals-due';

/**
 * /admin/agreementRenewal (right aggreement_page): empanelment agreements with each bank, and the
 * renewals due in 90 / 60 / 30 days (raised as tasks for the administrators too).
 */
export default function AgreementRenewalPage() {
  return (
    <>
      <RenewalsDue />
      <ResourcePage desc={agreementsResource} heading={null} />
    </>
  );
}
