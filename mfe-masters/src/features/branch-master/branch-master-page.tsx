import { ResourcePage } from 'shared/kit';
import { branchMasterResource } from '../../model';

/**
 * /admin/branchMaster (right branch_master): the firm's own offices. After a change the list
 * reloads with page 1, pageSize 10000 (spec section 9).
 */
export default function BranchMasterPage() {
  return <ResourcePage desc={branchMasterResource} heading={null} />;
}
