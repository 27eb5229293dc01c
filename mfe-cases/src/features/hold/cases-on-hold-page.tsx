import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ResourceRow } from 'shared/resources';
import { CaseList } from '../case-list/case-list';
import { flowRowActions } from '../case-list/flow-actions';
import { MoveDialog, type MoveTarget } from '../case-list/move-dialog';
import { useActor } from '../case-list/use-actor';
import type { MoveId } from '../../model';

/** /admin/casesOnHold: cases on hold or waiting on a query, with the reason, since when, and Resume. */
export default function CasesOnHoldPage() {
  const actor = useActor();
  const navigate = useNavigate();
  const [pending, setPending] = useState<{ row: MoveTarget; move: MoveId } | null>(null);
  const [tick, setTick] = useState(0);
  const open = useCallback((row: ResourceRow, move: MoveId) => setPending({ row: row as unknown as MoveTarget, move }), []);
  return (
    <>
      <CaseList
        view="hold"
        reloadKey={tick}
        actions={[
          { id: 'open', label: 'Open', run: (row) => navigate(`/admin/viewWorkInProgress/${row.id}`) },
          ...flowRowActions(actor, ['resume', 'cancel'], open),
        ]}
      />
      {pending && (
        <MoveDialog target={pending.row} move={pending.move} onClose={() => setPending(null)} onMoved={() => setTick((t) => t + 1)} />
      )}
    </>
  );
}
