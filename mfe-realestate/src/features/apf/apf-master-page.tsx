import { useNavigate } from 'react-router-dom';
import { ResourcePage } from 'shared/kit';
import { Stack } from 'shared/ui';
import { apfResource, projectDocumentsResource } from '../../model';

/**
 * /admin/ProjectApfMaster (Case menu): the banks' APF approvals, each with its project's APF
 * report, and below them the projects' documents in the file store.
 */
export default function ApfMasterPage() {
  const navigate = useNavigate();
  return (
    <Stack gap="8">
      <ResourcePage
        desc={apfResource}
        rowActions={[{ id: 'report', label: 'APF report', run: (row) => navigate(`/admin/projectApfReport/${row.project_id}`) }]}
      />
      <ResourcePage desc={projectDocumentsResource} />
    </Stack>
  );
}
