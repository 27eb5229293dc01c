import { ResourcePage } from 'shared/kit';
import { emailContactsResource } from '../../model';

/**
 * /admin/emailDetail (right email_master): who at each bank and branch receives requests, reports,
 * bills, MIS reports and feedback links. The MIS mailer and the feedback links read it.
 */
export default function EmailDetailsPage() {
  return <ResourcePage desc={emailContactsResource} heading={null} />;
}
