import { useState } from 'react';
import { Button, HStack } from 'shared/ui';
import { moveById, type CaseDetail, type MoveId } from '../../model';
import { MoveDialog } from '../case-list/move-dialog';

/** The moves this user may make on this case now (the API says which), as buttons. Allocation has its own page. */
export function MoveBar({ detail }: { detail: CaseDetail }) {
  const [move, setMove] = useState<MoveId | null>(null);
  const moves = detail.moves.filter((m) => m !== 'allocate' && m !== 'reallocate');
  if (!moves.length) return null;
  return (
    <HStack wrap="wrap" gap="2" role="group" aria-label="Case actions">
      {moves.map((m) => {
        const decl = moveById(m)!;
        return (
          <Button
            key={m}
            size="sm"
            colorPalette={decl.danger ? 'red' : 'blue'}
            variant={decl.danger ? 'outline' : 'solid'}
            onClick={() => setMove(m)}
          >
            {decl.label}
          </Button>
        );
      })}
      {move && <MoveDialog target={detail} move={move} onClose={() => setMove(null)} />}
    </HStack>
  );
}
