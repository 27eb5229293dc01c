import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ResourceRow } from 'shared/resources';
import { CaseList } from '../case-list/case-list';
import { flowRowActions } from '../case-list/flow-actions';
import { MoveDialog, type MoveTarget } from '../case-list/move-dialog';
import { useActor } from '../case-list/use-actor';
import type { MoveId } from '../../model';
import { downloadReport } from '../case-list/cases-api';

/** /admin/completedCases (completed_case_page): released, dispatched and closed cases with their report, TAT and billing. */
export default function CompletedCasesPage() {
  const actor = useActor();
  const navigate = useNavigate();
  const [pending, setPending] = useState<{ row: MoveTarget; move: MoveId } | null>(null);
  const [tick, setTick] = useState(0);
  const open = useCallback((row: ResourceRow, move: MoveId) => setPending({ row: row as unknown as MoveTarget, move }), []);
  return (
    <>
      <CaseList
        view="completed"
        reloadKey={tick}
        actions={[
          { id: 'open', label: 'Open', run: (row) => navigate(`/admin/viewWorkInProgress/${row.id}`) },
          { id: 'report', label: 'Report PDF', run: (row) => void downloadReport(row.id, String(row.case_no)) },
          ...flowRowActions(actor, ['dispatch', 'close'], open),
        ]}
      />
      {pending && (
        <MoveDialog target={pending.row} move={pending.move} onClose={() => setPending(null)} onMoved={() => setTick((t) => t + 1)} />
      )}
    </>
  );
}
