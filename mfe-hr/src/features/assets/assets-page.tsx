import { useRef, useState } from 'react';
import { today } from 'shared/core';
import { ResourceFormDialog, ResourcePage, type ResourcePageHandle } from 'shared/kit';
import type { ResourceDesc, ResourceRow } from 'shared/resources';
import { successPopup } from 'shared/ui';
import { useMoveAssetMutation } from '../../lib/hr-api';
import { assetIssueResource, assetReturnResource, assetsResource } from '../../model';
import { AssignmentHistory } from './assignment-history';

type Action = { kind: 'issue' | 'return'; row: ResourceRow } | { kind: 'history'; row: ResourceRow } | null;

/**
 * /admin/assetsMaster (right assets): the asset register; Issue to a person and Return with the
 * condition (damaged goes under repair); each asset's assignment history; warranty ending soon flagged.
 */
export default function AssetsPage() {
  const list = useRef<ResourcePageHandle>(null);
  const [action, setAction] = useState<Action>(null);
  const [moveAsset] = useMoveAssetMutation();
  const form = (desc: ResourceDesc, verb: 'issue' | 'return', row: ResourceRow) => (
    <ResourceFormDialog
      desc={desc}
      mode="create"
      title={`${verb === 'issue' ? 'Issue' : 'Return'} asset ${String(row.tag)}`}
      record={verb === 'issue' ? { issued_on: today() } : { returned_on: today() }}
      onClose={() => setAction(null)}
      submit={({ body }) => moveAsset({ id: row.id as number, verb, body: { ...body, version: row.version } }).unwrap()}
      onSaved={() => {
        setAction(null);
        void successPopup(desc.messages.created).then(() => list.current?.reload());
      }}
    />
  );
  return (
    <>
      <ResourcePage
        ref={list}
        desc={assetsResource}
        heading={null}
        rowActions={[
          { id: 'issue', label: 'Issue', show: (r) => r.status === 'IN_STOCK', run: (row) => setAction({ kind: 'issue', row }) },
          { id: 'return', label: 'Return', show: (r) => r.status === 'ASSIGNED', run: (row) => setAction({ kind: 'return', row }) },
          { id: 'history', label: 'History', run: (row) => setAction({ kind: 'history', row }) },
        ]}
      />
      {action?.kind === 'issue' && form(assetIssueResource, 'issue', action.row)}
      {action?.kind === 'return' && form(assetReturnResource, 'return', action.row)}
      {action?.kind === 'history' && <AssignmentHistory asset={action.row} onClose={() => setAction(null)} />}
    </>
  );
}
