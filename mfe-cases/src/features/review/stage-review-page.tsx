import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { selectUser, useAppSelector } from 'shared/core';
import { Text } from 'shared/ui';
import type { ResourceRow } from 'shared/resources';
import { CaseList } from '../case-list/case-list';
import { flowRowActions } from '../case-list/flow-actions';
import { MoveDialog, type MoveTarget } from '../case-list/move-dialog';
import { useActor } from '../case-list/use-actor';
import type { MoveId } from '../../model';

/**
 * /admin/StageReviewCases: reports awaiting review at the signed-in reviewer's level (role
 * Level-1/2/3), every one for an administrator (the API cuts the list the same way); approve to
 * the next level, approve and release at the last, or return for rework.
 */
export default function StageReviewPage() {
  const actor = useActor();
  const navigate = useNavigate();
  const [pending, setPending] = useState<{ row: MoveTarget; move: MoveId } | null>(null);
  const [tick, setTick] = useState(0);
  const open = useCallback((row: ResourceRow, move: MoveId) => setPending({ row: row as unknown as MoveTarget, move }), []);
  const admin = useAppSelector(selectUser)?.kind === 'admin';
  const level = admin ? undefined : /^Level-([1-3])$/.exec(actor.role)?.[1];
  return (
    <>
      <Text fontSize="sm" mb="2">
        {level
          ? `Cases awaiting your level-${level} review.`
          : admin
            ? 'Every case awaiting review, at every level.'
            : 'All cases in review (you review none: your role is not Level-1, Level-2 or Level-3).'}
      </Text>
      <CaseList
        view="review"
        reloadKey={tick}
        actions={[
          { id: 'open', label: 'Open', run: (row) => navigate(`/admin/viewWorkInProgress/${row.id}`) },
          ...flowRowActions(actor, ['approve', 'release', 'rework'], open),
        ]}
      />
      {pending && (
        <MoveDialog target={pending.row} move={pending.move} onClose={() => setPending(null)} onMoved={() => setTick((t) => t + 1)} />
      )}
    </>
  );
}
