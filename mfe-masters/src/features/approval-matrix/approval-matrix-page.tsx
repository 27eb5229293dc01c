import { ResourcePage } from 'shared/kit';
import { approvalMatrixResource } from '../../model';

/** /admin/matrixs (matrix_management): how many review levels a report needs, by bank and value slab. */
export default function ApprovalMatrixPage() {
  return <ResourcePage desc={approvalMatrixResource} heading={null} />;
}
