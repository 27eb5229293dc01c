import { banksResource } from '../../model';
import { ClientMasterPage } from './client-master-page';

/** /admin/bank (right bank_page): the firm's client banks, HFCs, NBFCs and corporates. */
export default function BanksPage() {
  return (
    <ClientMasterPage
      desc={banksResource}
      branchNote="Your bank as the valuation firm holds it. To correct anything, contact the firm's office that serves your branch."
    />
  );
}
