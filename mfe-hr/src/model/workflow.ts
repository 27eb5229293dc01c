import type { FieldOption, StatusFlow } from 'shared/resources';

/**
 * A workflow declared once as data: the states, the moves between them, who may make each move and
 * whether it needs a comment. The page builds its buttons from it, the API refuses any other move
 * with the same message, history rows name the move, and the tests walk it.
 */
export interface WorkflowMove<Role extends string> {
  id: string;
  /** Button label. */
  label: string;
  from: readonly string[];
  to: string;
  /** Roles of the caller relative to the record that may make this move. */
  who: readonly Role[];
  comment: 'required' | 'optional';
  /** Success popup text. */
  message: string;
  destructive?: boolean;
}

export interface Workflow<Role extends string> {
  field: string;
  statuses: readonly FieldOption[];
  initial: string;
  moves: readonly WorkflowMove<Role>[];
  /** Said when a role may not make a move. */
  roleMessage: Record<Role, string>;
}

export const COMMENT_REQUIRED = 'A comment is required for this action.';

/** The moves open to a caller holding `roles` on a record in `status`. */
export function movesFor<R extends string>(flow: Workflow<R>, status: string, roles: readonly R[]): WorkflowMove<R>[] {
  return flow.moves.filter((m) => m.from.includes(status) && m.who.some((w) => roles.includes(w)));
}

export type MoveRefusal = { reason: 'unknown' | 'state' | 'role' | 'comment'; message: string };

/** Why this move is refused (the same words on both sides), or null when it may go ahead. */
export function moveError<R extends string>(
  flow: Workflow<R>,
  moveId: string,
  status: string,
  roles: readonly R[],
  comment: string | undefined,
): MoveRefusal | null {
  const move = flow.moves.find((m) => m.id === moveId);
  if (!move) return { reason: 'unknown', message: 'Choose a valid action.' };
  if (!move.from.includes(status)) {
    const label = flow.statuses.find((s) => s.value === status)?.label ?? status;
    return { reason: 'state', message: `${move.label} is not possible: it is ${label.toLowerCase()}.` };
  }
  if (!move.who.some((w) => roles.includes(w))) return { reason: 'role', message: flow.roleMessage[move.who[0]] };
  if (move.comment === 'required' && !comment?.trim()) return { reason: 'comment', message: COMMENT_REQUIRED };
  return null;
}

/** The kit's status flow (form options, PUT checks) derived from the moves. */
export function toStatusFlow<R extends string>(flow: Workflow<R>, message: string): StatusFlow {
  const transitions: Record<string, string[]> = {};
  for (const s of flow.statuses) transitions[s.value] = [];
  for (const m of flow.moves) for (const f of m.from) if (!transitions[f].includes(m.to)) transitions[f].push(m.to);
  return { field: flow.field, initial: [flow.initial], transitions, message };
}
