import { useMemo, useState } from 'react';
import { selectLogin, useAppSelector } from 'shared/core';
import { ResourcePage, type RowAction } from 'shared/kit';
import { Text } from 'shared/ui';
import type { ResourceDesc, ResourceRow } from 'shared/resources';
import { RecordDetails } from '../../lib/record-details';

/** The same description without add, edit and delete (the API refuses them to such logins too). */
export function viewOnly(desc: ResourceDesc): ResourceDesc {
  return { ...desc, operations: { ...desc.operations, create: false, update: false, delete: false }, bulkActions: [] };
}

/**
 * A client master (banks or their branches). Staff manage the list; a bank-branch login (a login
 * without user data) only reads its own bank and branch, each record opening in a read-only view.
 */
export function ClientMasterPage({
  desc,
  branchNote,
  staffActions = [],
}: {
  desc: ResourceDesc;
  branchNote: string;
  /** Row actions for staff only (the bank's API keys). */
  staffActions?: readonly RowAction[];
}) {
  const login = useAppSelector(selectLogin);
  const branchLogin = !!login && !login.user;
  const shown = useMemo(() => (branchLogin ? viewOnly(desc) : desc), [desc, branchLogin]);
  const [viewing, setViewing] = useState<ResourceRow | null>(null);
  const actions = useMemo(
    () => (branchLogin ? [{ id: 'view', label: 'View', run: setViewing }] : staffActions),
    [branchLogin, staffActions],
  );
  return (
    <>
      {branchLogin && (
        <Text fontSize="sm" color="gray.600" mb="2">
          {branchNote}
        </Text>
      )}
      <ResourcePage desc={shown} heading={null} rowActions={actions} />
      {viewing && <RecordDetails desc={desc} row={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
