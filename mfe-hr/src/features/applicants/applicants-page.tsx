import { useRef, useState } from 'react';
import { ResourcePage, type ResourcePageHandle } from 'shared/kit';
import type { ResourceRow } from 'shared/resources';
import { applicantsResource } from '../../model';
import { ApplicantDialog } from './applicant-dialog';

/**
 * /admin/applicantVerification (right user_creation_page): people who registered through
 * /register-user and /register-docs, verified by their branch head and then by the master approval.
 */
export default function ApplicantsPage() {
  const list = useRef<ResourcePageHandle>(null);
  const [open, setOpen] = useState<ResourceRow | null>(null);
  return (
    <>
      <ResourcePage ref={list} desc={applicantsResource} heading={null} rowActions={[{ id: 'verify', label: 'Verify', run: setOpen }]} />
      {open && (
        <ApplicantDialog id={open.id} name={String(open.name)} onClose={() => setOpen(null)} onChanged={() => list.current?.reload()} />
      )}
    </>
  );
}
