import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'shared/ui';
import type { ResourceRow } from 'shared/resources';
import { CaseList } from '../case-list/case-list';
import { flowRowActions } from '../case-list/flow-actions';
import { MoveDialog, type MoveTarget } from '../case-list/move-dialog';
import { useActor } from '../case-list/use-actor';
import type { MoveId } from '../../model';
import { InitiateDialog } from './initiate-dialog';

/** /admin/initiatedCases (initiated_case_page): new requests, and the form that initiates one. */
export default function InitiatedCasesPage() {
  const actor = useActor();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<{ row: MoveTarget; move: MoveId } | null>(null);
  const [tick, setTick] = useState(0);
  const open = useCallback((row: ResourceRow, move: MoveId) => setPending({ row: row as unknown as MoveTarget, move }), []);
  const actions = [
    { id: 'open', label: 'Open', run: (row: ResourceRow) => navigate(`/admin/viewWorkInProgress/${row.id}`) },
    ...flowRowActions(actor, ['hold', 'cancel'], open),
  ];
  return (
    <>
      <CaseList
        view="initiated"
        actions={actions}
        reloadKey={tick}
        toolbar={
          actor.can('initiated_case_page') ? (
            <Button size="sm" colorPalette="blue" onClick={() => setAdding(true)}>
              Initiate case
            </Button>
          ) : null
        }
      />
      {adding && <InitiateDialog onClose={() => setAdding(false)} onCreated={() => setTick((t) => t + 1)} />}
      {pending && (
        <MoveDialog target={pending.row} move={pending.move} onClose={() => setPending(null)} onMoved={() => setTick((t) => t + 1)} />
      )}
    </>
  );
}
