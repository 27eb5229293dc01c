import { ResourceFormDialog, updateRecord } from 'shared/kit';
import type { ResourceRow } from 'shared/resources';
import { userPasswordResource } from '../../model';
import { successPopup } from 'shared/ui';

/** PATCH userPatch/{id} with the new password; 'Password has been changed!' */
export function PasswordDialog({ user, onClose }: { user: ResourceRow; onClose(): void }) {
  return (
    <ResourceFormDialog
      desc={userPasswordResource}
      mode="create"
      title={`Change password of ${String(user.name)}`}
      onClose={onClose}
      submit={({ body }) => updateRecord(userPasswordResource, user.id, body, {}, 'PATCH')}
      onSaved={() => {
        onClose();
        void successPopup(userPasswordResource.messages.updated);
      }}
    />
  );
}
