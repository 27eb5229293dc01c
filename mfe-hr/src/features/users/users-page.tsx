import { useRef, useState } from 'react';
import type { ApiError } from 'shared/core';
import { useCanView } from 'shared/core';
import { deleteRecord, ResourcePage, type ResourcePageHandle, type SubmitArgs } from 'shared/kit';
import type { ResourceRow } from 'shared/resources';
import { usersDummyResource, usersResource } from '../../model';
import { errorPopup, Stack, successPopup } from 'shared/ui';
import { RightsDialog } from '../rights/rights-dialog';
import { PasswordDialog } from './password-dialog';

/** The dummy's details that carry over into the new user. */
function prefillFrom(dummy: ResourceRow): Partial<ResourceRow> {
  const { name, email, mobile_no, role, designation, pincode, join_date } = dummy;
  return { name, email, mobile_no, role, designation, pincode, join_date, delete_id: dummy.id };
}

/**
 * /admin/userCreation (right user_creation_page): users with search (POST userSearch), bulk
 * activate / deactivate (POST userStatus), add, edit, password change and rights; below, the dummy
 * users. Saving a user with delete_id set deletes that dummy afterwards and reloads its list.
 */
export default function UsersPage() {
  const canView = useCanView();
  const users = useRef<ResourcePageHandle>(null);
  const dummies = useRef<ResourcePageHandle>(null);
  const [password, setPassword] = useState<ResourceRow | null>(null);
  const [rights, setRights] = useState<ResourceRow | null>(null);
  // The dummy being made a user: its version goes with the delete (If-Match) once the user is saved.
  const converting = useRef<ResourceRow | null>(null);

  const afterSave = async (_mode: string, { body }: SubmitArgs) => {
    if (typeof body.delete_id !== 'number') return;
    try {
      const dummy = converting.current?.id === body.delete_id ? converting.current : { id: body.delete_id };
      await deleteRecord(usersDummyResource, dummy);
      await successPopup(usersDummyResource.messages.deleted);
    } catch (e) {
      void errorPopup('Error', (e as ApiError).message);
    }
    dummies.current?.reload();
  };

  return (
    <Stack gap="10">
      <ResourcePage
        ref={users}
        desc={usersResource}
        afterSave={afterSave}
        rowActions={[
          { id: 'password', label: 'Password', run: setPassword },
          ...(canView('rights_page') ? [{ id: 'rights', label: 'Rights', run: setRights }] : []),
        ]}
      />
      <ResourcePage
        ref={dummies}
        desc={usersDummyResource}
        rowActions={[
          {
            id: 'convert',
            label: 'Make user',
            run: (row) => {
              converting.current = row;
              users.current?.openCreate(prefillFrom(row));
            },
          },
        ]}
      />
      {password && <PasswordDialog user={password} onClose={() => setPassword(null)} />}
      {rights && <RightsDialog user={rights} onClose={() => setRights(null)} />}
    </Stack>
  );
}
