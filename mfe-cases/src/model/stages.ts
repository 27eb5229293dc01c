import { CASE_STATE_LABELS, type CaseState } from './flow';

/** The stages a case passes on its way, in order (the stepper on the case). */
export const STAGE_PATH: readonly CaseState[] = [
  'INITIATED',
  'ALLOCATED',
  'SITE_VISIT',
  'WIP',
  'STAGE_REVIEW',
  'RELEASED',
  'DISPATCHED',
  'CLOSED',
];

export interface StageStep {
  state: CaseState;
  label: string;
  /** 'done' behind the case, 'current' where it is, 'todo' ahead. */
  at: 'done' | 'current' | 'todo';
}

/** Where a state off the path stands on it: rework is valuation work again; a hold or query where it was held. */
function onPath(status: CaseState, heldFrom: CaseState | null | undefined): CaseState | null {
  if (STAGE_PATH.includes(status)) return status;
  if (status === 'REWORK') return 'WIP';
  if (status === 'ON_HOLD' || status === 'QUERY_PENDING') return heldFrom && STAGE_PATH.includes(heldFrom) ? heldFrom : null;
  return null;
}

/**
 * The stepper's steps for a case: every stage of the path, done up to where the case stands. A
 * cancelled case is done up to the furthest stage its history reached, with no current stage.
 */
export function caseStages(status: CaseState, heldFrom?: CaseState | null, reached: readonly CaseState[] = []): StageStep[] {
  const here = onPath(status, heldFrom);
  const furthest = Math.max(-1, ...reached.map((s) => STAGE_PATH.indexOf(onPath(s, null) ?? s)));
  const current = here ? STAGE_PATH.indexOf(here) : -1;
  return STAGE_PATH.map((state, i) => ({
    state,
    label: CASE_STATE_LABELS[state],
    at: current >= 0 ? (i < current ? 'done' : i === current ? 'current' : 'todo') : i <= furthest ? 'done' : 'todo',
  }));
}
