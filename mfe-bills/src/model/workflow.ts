import type { PageName, StatusFlow } from 'shared/resources';

/**
 * A workflow declared once as data: its states, and each legal move with who may make it (a page
 * right, or 'system' for moves only the server makes, e.g. a receipt paying a bill) and whether it
 * needs a comment. The buttons, the API's checks, the history and the tests all read it.
 */
export interface WorkflowMove<S extends string = string> {
  from: S;
  to: S;
  /** The button's label. */
  label: string;
  who: PageName | 'system';
  comment?: 'required';
  /**
   * Maker-checker: this move may not be made by whoever made the last move into `step` (the history
   * says who), while the firm's rule `rule` is on (Billing Settings; on by default).
   */
  notBy?: { step: S; rule: MakerCheckerRule; as: string };
}

/** The firm's maker-checker switches (billing_rules). */
export type MakerCheckerRule = 'initiator_not_approver' | 'approver_not_ca';

export interface Workflow<S extends string = string> {
  name: string;
  initial: S;
  states: readonly S[];
  moves: readonly WorkflowMove<S>[];
}

export function findMove<S extends string>(flow: Workflow<S>, from: string, to: string): WorkflowMove<S> | undefined {
  return flow.moves.find((m) => m.from === from && m.to === to);
}

/** The moves someone with these rights may make from `from` (system moves never). */
export function movesFrom<S extends string>(flow: Workflow<S>, from: string, can: (right: PageName) => boolean): WorkflowMove<S>[] {
  return flow.moves.filter((m) => m.from === from && m.who !== 'system' && can(m.who));
}

/** Why a move is refused, or null when it may be made. */
export function moveError<S extends string>(
  flow: Workflow<S>,
  from: string,
  to: string,
  opts: { can: (right: PageName) => boolean; comment?: string | null; system?: boolean },
): { status: 400 | 403 | 409; message: string } | null {
  if (!flow.states.includes(to as S)) return { status: 400, message: `Choose a valid status (${flow.states.join(', ')}).` };
  const move = findMove(flow, from, to);
  if (!move) return { status: 409, message: `A ${flow.name} in ${from} cannot move to ${to}.` };
  if (move.who === 'system' ? !opts.system : !opts.can(move.who)) {
    return { status: 403, message: `You may not move a ${flow.name} from ${from} to ${to}.` };
  }
  if (move.comment === 'required' && !(opts.comment ?? '').trim()) return { status: 400, message: 'A reason is required for this change.' };
  return null;
}

/** The kit's StatusFlow view of a workflow (for a form's status options). */
export function toStatusFlow(flow: Workflow, field = 'status'): StatusFlow {
  const transitions: Record<string, string[]> = {};
  for (const m of flow.moves) (transitions[m.from] ??= []).push(m.to);
  return { field, initial: [flow.initial], transitions, message: `A ${flow.name} in {from} cannot move to {to}.` };
}
