import { ResourcePage } from 'shared/kit';
import { companyDocumentsResource } from '../../model';

/**
 * /admin/companyDocument (right company_document): the firm's registrations and certificates with
 * their files (checked against the Document Master); the Expiry column flags those ending in 30 days.
 */
export default function CompanyDocumentsPage() {
  return <ResourcePage desc={companyDocumentsResource} heading={null} />;
}
