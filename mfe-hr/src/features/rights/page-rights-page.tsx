import { useRef, useState } from 'react';
import { ResourcePage, type ResourcePageHandle } from 'shared/kit';
import type { ResourceRow } from 'shared/resources';
import { pageRightsResource } from '../../model';
import { RightsDialog } from './rights-dialog';

/** /admin/pageRights (right rights_page): each user's count of viewable pages, edited as a matrix. */
export default function PageRightsPage() {
  const page = useRef<ResourcePageHandle>(null);
  const [editing, setEditing] = useState<ResourceRow | null>(null);
  return (
    <>
      <ResourcePage ref={page} desc={pageRightsResource} rowActions={[{ id: 'rights', label: 'Edit rights', run: setEditing }]} />
      {editing && <RightsDialog user={editing} onClose={() => setEditing(null)} onSaved={() => page.current?.reload()} />}
    </>
  );
}
