import { companyProfileResource as desc } from '../../model';
import { SingleRecord } from '../../lib/single-record';
import { CompanyProfileCard } from './company-profile-card';

/** /admin/companymaster (right company_master): the firm's own profile, one record. */
export default function CompanyMasterPage() {
  return (
    <SingleRecord
      desc={desc}
      empty="No company profile yet. Enter the firm’s legal name, PAN, registered address and contacts."
      card={(row, edit) => <CompanyProfileCard row={row} onEdit={edit} />}
    />
  );
}
