import { bankBranchesResource } from '../../model';
import { ClientMasterPage } from './client-master-page';

/** /admin/branch (right branch_page): the clients' branches, with IFSC, GSTIN and servicing office. */
export default function BankBranchesPage() {
  return (
    <ClientMasterPage
      desc={bankBranchesResource}
      branchNote="Your branch as the valuation firm holds it. To correct anything, contact the firm's office that serves your branch."
    />
  );
}
