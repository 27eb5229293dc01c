import type { PageName } from 'shared/resources';

/**
 * The case workflow, declared once (DOMAIN.md "Case"). The buttons of every case screen, the
 * API's checks, the history and the tests all read this table; nothing else decides who may move
 * a case where.
 */
export const CASE_STATES = [
  'INITIATED',
  'ALLOCATED',
  'SITE_VISIT',
  'WIP',
  'STAGE_REVIEW',
  'RELEASED',
  'DISPATCHED',
  'CLOSED',
  'ON_HOLD',
  'QUERY_PENDING',
  'REWORK',
  'CANCELLED',
] as const;
export type CaseState = (typeof CASE_STATES)[number];

export const CASE_STATE_LABELS: Record<CaseState, string> = {
  INITIATED: 'Initiated',
  ALLOCATED: 'Allocated',
  SITE_VISIT: 'Site visit done',
  WIP: 'Work in progress',
  STAGE_REVIEW: 'Stage review',
  RELEASED: 'Released',
  DISPATCHED: 'Dispatched',
  CLOSED: 'Closed',
  ON_HOLD: 'On hold',
  QUERY_PENDING: 'Query pending',
  REWORK: 'Rework',
  CANCELLED: 'Cancelled',
};

/** Each state's colour (a palette of the UI kit's; a light page's badge takes the same names). */
export const CASE_STATE_PALETTE: Record<CaseState, string> = {
  INITIATED: 'gray',
  ALLOCATED: 'blue',
  SITE_VISIT: 'cyan',
  WIP: 'purple',
  STAGE_REVIEW: 'orange',
  RELEASED: 'green',
  DISPATCHED: 'teal',
  CLOSED: 'green',
  ON_HOLD: 'yellow',
  QUERY_PENDING: 'yellow',
  REWORK: 'red',
  CANCELLED: 'red',
};

/** Work still to do: the states a case can be put on hold, queried or cancelled from. */
export const OPEN_STATES: readonly CaseState[] = ['INITIATED', 'ALLOCATED', 'SITE_VISIT', 'WIP', 'STAGE_REVIEW', 'REWORK'];
/** The report is out: the completed list. */
export const COMPLETED_STATES: readonly CaseState[] = ['RELEASED', 'DISPATCHED', 'CLOSED'];
export const FINAL_STATES: readonly CaseState[] = ['CLOSED', 'CANCELLED'];

/** Review levels run 1..MAX_REVIEW_LEVEL; the approval matrix says how many a case needs. */
export const MAX_REVIEW_LEVEL = 3;
/** Reviewer roles of spec section 5 ("Role options: Site Inspector, Level-1, Level-2, Level-3"). */
export const reviewerRole = (level: number) => `Level-${level}`;
export const SITE_ENGINEER_ROLE = 'Site Inspector';

/**
 * Who may make a move, any one of:
 * - `right`: a page right with view_status '1';
 * - `engineer`: the case's own site engineer;
 * - `reviewer`: the role Level-N where N is the case's current review level.
 */
export interface MoveWho {
  right?: PageName;
  engineer?: boolean;
  reviewer?: boolean;
}

export type CommentRule = 'required' | 'optional';

export interface MoveDecl {
  id: MoveId;
  /** Button text. */
  label: string;
  from: readonly CaseState[];
  /** RESUME: back to the state the case was held or queried from. */
  to: CaseState | 'RESUME';
  who: MoveWho;
  comment: CommentRule;
  /** The message when the comment is missing. */
  commentMessage?: string;
  /** Review moves also depend on the level: approve goes up a level, release needs the last one. */
  level?: 'below-needed' | 'at-needed';
  /** A move that asks for confirmation / is destructive (shown in red). */
  danger?: boolean;
}

export const MOVE_IDS = [
  'allocate',
  'reallocate',
  'visit',
  'start',
  'submit',
  'approve',
  'release',
  'rework',
  'resubmit',
  'dispatch',
  'close',
  'hold',
  'query',
  'resume',
  'cancel',
] as const;
export type MoveId = (typeof MOVE_IDS)[number];

export const MOVES: readonly MoveDecl[] = [
  { id: 'allocate', label: 'Allocate', from: ['INITIATED'], to: 'ALLOCATED', who: { right: 'case_allocation_page' }, comment: 'optional' },
  {
    id: 'reallocate',
    label: 'Reallocate',
    from: ['ALLOCATED'],
    to: 'ALLOCATED',
    who: { right: 'case_allocation_page' },
    comment: 'optional',
  },
  {
    id: 'visit',
    label: 'Mark visited',
    from: ['ALLOCATED'],
    to: 'SITE_VISIT',
    who: { engineer: true, right: 'case_allocation_page' },
    comment: 'optional',
  },
  {
    id: 'start',
    label: 'Start valuation',
    from: ['SITE_VISIT'],
    to: 'WIP',
    who: { right: 'work_in_progress_case_page' },
    comment: 'optional',
  },
  {
    id: 'submit',
    label: 'Submit for review',
    from: ['WIP'],
    to: 'STAGE_REVIEW',
    who: { right: 'work_in_progress_case_page' },
    comment: 'optional',
  },
  {
    id: 'approve',
    label: 'Approve to next level',
    from: ['STAGE_REVIEW'],
    to: 'STAGE_REVIEW',
    who: { reviewer: true },
    comment: 'optional',
    level: 'below-needed',
  },
  {
    id: 'release',
    label: 'Approve and release',
    from: ['STAGE_REVIEW'],
    to: 'RELEASED',
    who: { reviewer: true },
    comment: 'optional',
    level: 'at-needed',
  },
  {
    id: 'rework',
    label: 'Return for rework',
    from: ['STAGE_REVIEW'],
    to: 'REWORK',
    who: { reviewer: true },
    comment: 'required',
    commentMessage: 'Say what needs rework.',
    danger: true,
  },
  {
    id: 'resubmit',
    label: 'Resume rework',
    from: ['REWORK'],
    to: 'WIP',
    who: { right: 'work_in_progress_case_page' },
    comment: 'optional',
  },
  { id: 'dispatch', label: 'Dispatch', from: ['RELEASED'], to: 'DISPATCHED', who: { right: 'completed_case_page' }, comment: 'optional' },
  { id: 'close', label: 'Close', from: ['DISPATCHED'], to: 'CLOSED', who: { right: 'completed_case_page' }, comment: 'optional' },
  {
    id: 'hold',
    label: 'Put on hold',
    from: OPEN_STATES,
    to: 'ON_HOLD',
    who: { right: 'case_master_page' },
    comment: 'required',
    commentMessage: 'A reason is required to put a case on hold.',
  },
  { id: 'query', label: 'Raise query', from: OPEN_STATES, to: 'QUERY_PENDING', who: { right: 'case_master_page' }, comment: 'optional' },
  {
    id: 'resume',
    label: 'Resume',
    from: ['ON_HOLD', 'QUERY_PENDING'],
    to: 'RESUME',
    who: { right: 'case_master_page' },
    comment: 'optional',
  },
  {
    id: 'cancel',
    label: 'Cancel case',
    from: [...OPEN_STATES, 'ON_HOLD', 'QUERY_PENDING'],
    to: 'CANCELLED',
    who: { right: 'initiated_case_page' },
    comment: 'required',
    commentMessage: 'A reason is required to cancel a case.',
    danger: true,
  },
];

export const moveById = (id: string): MoveDecl | undefined => MOVES.find((m) => m.id === id);

/** The one who asks: their rights, role and id. */
export interface Actor {
  id: number;
  role: string;
  can: (right: PageName) => boolean;
}

/** What the flow needs to know about a case. */
export interface FlowCase {
  status: CaseState;
  site_engineer_id?: number | null;
  review_level?: number | null;
  /** Levels of review this case needs (approval matrix), 1..3. */
  levels_needed?: number | null;
  /** The state an ON_HOLD / QUERY_PENDING case returns to. */
  held_from?: CaseState | null;
}

export type MoveRefusal = { status: 400 | 403 | 409; message: string };

const label = (s: string) => CASE_STATE_LABELS[s as CaseState] ?? s;

/** Where a move takes this case (RESUME resolved, approve/release per level). */
export function targetOf(move: MoveDecl, c: FlowCase): CaseState {
  if (move.to !== 'RESUME') return move.to;
  return c.held_from && c.held_from !== 'ON_HOLD' && c.held_from !== 'QUERY_PENDING' ? c.held_from : 'INITIATED';
}

export function levelsNeeded(c: FlowCase): number {
  return Math.min(MAX_REVIEW_LEVEL, Math.max(1, c.levels_needed ?? 1));
}

/** Whether `actor` is one of the move's `who` for this case (ignoring the state). */
export function mayMake(move: MoveDecl, c: FlowCase, actor: Actor): boolean {
  const { who } = move;
  if (who.right && actor.can(who.right)) return true;
  if (who.engineer && c.site_engineer_id != null && c.site_engineer_id === actor.id) return true;
  if (who.reviewer && c.review_level != null && actor.role === reviewerRole(c.review_level)) return true;
  return false;
}

/** Whether the state (and, for review moves, the level) allows the move, ignoring who asks. */
export function stateAllows(move: MoveDecl, c: FlowCase): boolean {
  if (!move.from.includes(c.status)) return false;
  if (move.level) {
    const level = c.review_level ?? 1;
    return move.level === 'below-needed' ? level < levelsNeeded(c) : level >= levelsNeeded(c);
  }
  return true;
}

/**
 * The refusal of a move, or null when it may be made: 409 naming both states when the flow does
 * not allow it from here, 403 when this actor may not make it, 400 when its comment is missing.
 */
export function checkMove(moveId: string, c: FlowCase, actor: Actor, comment?: string | null): MoveRefusal | null {
  const move = moveById(moveId);
  if (!move) return { status: 400, message: `Unknown move: ${moveId}.` };
  if (!stateAllows(move, c)) {
    const to = targetOf(move, c);
    if (move.from.includes(c.status) && move.level) {
      const level = c.review_level ?? 1;
      return {
        status: 409,
        message:
          move.level === 'below-needed'
            ? `Cannot approve to the next level: level ${level} is the last review this case needs; release it instead.`
            : `Cannot release from review level ${level}: this case needs ${levelsNeeded(c)} levels of review.`,
      };
    }
    return { status: 409, message: `Cannot move a case from ${label(c.status)} to ${label(to)}.` };
  }
  if (!mayMake(move, c, actor)) return { status: 403, message: `You may not ${move.label.toLowerCase()} this case.` };
  if (move.comment === 'required' && !(comment ?? '').trim()) {
    return { status: 400, message: move.commentMessage ?? 'A comment is required.' };
  }
  return null;
}

/** The moves this actor can make on this case now: the buttons of a case screen. */
export function availableMoves(c: FlowCase, actor: Actor): MoveDecl[] {
  return MOVES.filter((m) => stateAllows(m, c) && mayMake(m, c, actor));
}

/** The review level a case is at after a move (approve: one up; submit and resume-to-review: level 1). */
export function levelAfter(move: MoveDecl, c: FlowCase): number | null {
  const to = targetOf(move, c);
  if (move.id === 'approve') return (c.review_level ?? 1) + 1;
  if (to === 'STAGE_REVIEW') return move.id === 'resume' ? (c.review_level ?? 1) : 1;
  if (to === 'ON_HOLD' || to === 'QUERY_PENDING') return c.review_level ?? null;
  if (to === 'RELEASED' || to === 'DISPATCHED' || to === 'CLOSED') return c.review_level ?? null;
  return null;
}
