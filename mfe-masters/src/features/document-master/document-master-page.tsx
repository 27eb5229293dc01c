import { ResourcePage } from 'shared/kit';
import { documentTypesResource } from '../../model';

/**
 * /admin/documentMaster (ungated in the menu; changes need document_master): the document types,
 * the file kinds each accepts and its largest size. Uploads across the suite are checked against it.
 */
export default function DocumentMasterPage() {
  return <ResourcePage desc={documentTypesResource} heading={null} />;
}
