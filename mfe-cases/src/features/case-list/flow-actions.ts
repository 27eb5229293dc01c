import type { RowAction } from 'shared/kit';
import type { ResourceRow } from 'shared/resources';
import { mayMake, moveById, stateAllows, type Actor, type FlowCase, type MoveId } from '../../model';

/** Row buttons for the given moves, shown only where the flow allows them for this user. */
export function flowRowActions(actor: Actor, moves: readonly MoveId[], open: (row: ResourceRow, move: MoveId) => void): RowAction[] {
  return moves.map((id) => {
    const decl = moveById(id)!;
    return {
      id,
      label: decl.label,
      destructive: decl.danger,
      show: (row: ResourceRow) => stateAllows(decl, row as unknown as FlowCase) && mayMake(decl, row as unknown as FlowCase, actor),
      run: (row: ResourceRow) => open(row, id),
    };
  });
}
