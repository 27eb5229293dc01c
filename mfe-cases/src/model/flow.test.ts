import type { PageName } from 'shared/resources';
import {
  availableMoves,
  CASE_STATES,
  checkMove,
  levelAfter,
  MOVES,
  moveById,
  targetOf,
  type Actor,
  type CaseState,
  type FlowCase,
  type MoveId,
} from './flow';

const actor = (rights: PageName[], role = 'N/A', id = 7): Actor => ({ id, role, can: (r) => rights.includes(r) });
const ALL_RIGHTS: PageName[] = [
  'case_master_page',
  'initiated_case_page',
  'case_allocation_page',
  'work_in_progress_case_page',
  'completed_case_page',
];
const admin = actor(ALL_RIGHTS, 'N/A', 1);

/** The flow as staff describe it: state -> the moves allowed from it (for a case needing 3 levels at level 1). */
const ALLOWED: Record<CaseState, MoveId[]> = {
  INITIATED: ['allocate', 'hold', 'query', 'cancel'],
  ALLOCATED: ['reallocate', 'visit', 'hold', 'query', 'cancel'],
  SITE_VISIT: ['start', 'hold', 'query', 'cancel'],
  WIP: ['submit', 'hold', 'query', 'cancel'],
  STAGE_REVIEW: ['approve', 'rework', 'hold', 'query', 'cancel'],
  RELEASED: ['dispatch'],
  DISPATCHED: ['close'],
  CLOSED: [],
  ON_HOLD: ['resume', 'cancel'],
  QUERY_PENDING: ['resume', 'cancel'],
  REWORK: ['resubmit', 'hold', 'query', 'cancel'],
  CANCELLED: [],
};
const TARGET: Record<MoveId, CaseState | null> = {
  allocate: 'ALLOCATED',
  reallocate: 'ALLOCATED',
  visit: 'SITE_VISIT',
  start: 'WIP',
  submit: 'STAGE_REVIEW',
  approve: 'STAGE_REVIEW',
  release: 'RELEASED',
  rework: 'REWORK',
  resubmit: 'WIP',
  dispatch: 'DISPATCHED',
  close: 'CLOSED',
  hold: 'ON_HOLD',
  query: 'QUERY_PENDING',
  resume: null,
  cancel: 'CANCELLED',
};

const at = (status: CaseState, extra: Partial<FlowCase> = {}): FlowCase => ({
  status,
  review_level: status === 'STAGE_REVIEW' ? 1 : null,
  levels_needed: 3,
  site_engineer_id: 99,
  held_from: 'WIP',
  ...extra,
});

/** Every move's comment, when it needs one. */
const commentFor = (id: MoveId) => (moveById(id)!.comment === 'required' ? 'because' : undefined);

/** Someone allowed to make the move on this case: reviewers by role, the rest by right. */
function allowedActor(id: MoveId, c: FlowCase): Actor {
  return moveById(id)!.who.reviewer ? actor(['case_master_page'], `Level-${c.review_level}`, 5) : admin;
}

describe('case flow: every state and move', () => {
  for (const state of CASE_STATES) {
    for (const move of MOVES) {
      const allowed = ALLOWED[state].includes(move.id);
      test(`${state} ${allowed ? 'allows' : 'refuses'} ${move.id}`, () => {
        const c = at(state);
        const refusal = checkMove(move.id, c, allowedActor(move.id, c), commentFor(move.id));
        if (allowed) {
          expect(refusal).toBeNull();
          expect(targetOf(move, c)).toBe(TARGET[move.id] ?? 'WIP');
        } else {
          expect(refusal?.status).toBe(409);
        }
      });
    }
  }

  test('a refused move names both states', () => {
    expect(checkMove('dispatch', at('WIP'), admin)).toEqual({
      status: 409,
      message: 'Cannot move a case from Work in progress to Dispatched.',
    });
    expect(checkMove('allocate', at('CLOSED'), admin)?.message).toBe('Cannot move a case from Closed to Allocated.');
  });

  test('the buttons are the allowed moves the actor may make', () => {
    for (const state of CASE_STATES) {
      const c = at(state);
      const ids = availableMoves(c, admin).map((m) => m.id);
      expect(ids).toEqual(ALLOWED[state].filter((id) => !moveById(id)!.who.reviewer || !!moveById(id)!.who.right));
    }
  });
});

describe('who may move', () => {
  test('allocation needs case_allocation_page', () => {
    expect(checkMove('allocate', at('INITIATED'), actor(['case_master_page']))?.status).toBe(403);
    expect(checkMove('allocate', at('INITIATED'), actor(['case_allocation_page']))).toBeNull();
  });
  test('the allocated engineer marks the visit; another engineer may not', () => {
    expect(checkMove('visit', at('ALLOCATED'), actor([], 'Site Inspector', 99))).toBeNull();
    expect(checkMove('visit', at('ALLOCATED'), actor([], 'Site Inspector', 98))?.status).toBe(403);
  });
  test('a review is made by the role of the case’s level only', () => {
    const c = at('STAGE_REVIEW', { review_level: 2 });
    expect(checkMove('approve', c, actor([], 'Level-2'))).toBeNull();
    expect(checkMove('approve', c, actor([], 'Level-1'))?.status).toBe(403);
    expect(checkMove('approve', c, actor([], 'Level-3'))?.status).toBe(403);
    expect(checkMove('approve', c, admin)?.status).toBe(403);
  });
  test('dispatch and close need completed_case_page; cancel needs initiated_case_page', () => {
    expect(checkMove('dispatch', at('RELEASED'), actor(['case_master_page']))?.status).toBe(403);
    expect(checkMove('close', at('DISPATCHED'), actor(['completed_case_page']))).toBeNull();
    expect(checkMove('cancel', at('WIP'), actor(['case_master_page']), 'dup')?.status).toBe(403);
  });
});

describe('comments', () => {
  test.each(['hold', 'cancel', 'rework'] as MoveId[])('%s needs a comment (400), blank counts as missing', (id) => {
    const c = at(id === 'rework' ? 'STAGE_REVIEW' : 'WIP');
    const who = allowedActor(id, c);
    expect(checkMove(id, c, who)?.status).toBe(400);
    expect(checkMove(id, c, who, '   ')?.status).toBe(400);
    expect(checkMove(id, c, who, 'Bank asked to wait')).toBeNull();
  });
  test('the state is checked before the comment: a refused move is 409 even without one', () => {
    expect(checkMove('hold', at('CLOSED'), admin)?.status).toBe(409);
  });
});

describe('review levels', () => {
  const reviewer = (level: number) => actor([], `Level-${level}`);
  test('approve goes up a level while more are needed; release only at the last', () => {
    const one = at('STAGE_REVIEW', { review_level: 1, levels_needed: 2 });
    expect(checkMove('approve', one, reviewer(1))).toBeNull();
    expect(checkMove('release', one, reviewer(1))).toEqual({
      status: 409,
      message: 'Cannot release from review level 1: this case needs 2 levels of review.',
    });
    expect(levelAfter(moveById('approve')!, one)).toBe(2);
    const two = at('STAGE_REVIEW', { review_level: 2, levels_needed: 2 });
    expect(checkMove('release', two, reviewer(2))).toBeNull();
    expect(checkMove('approve', two, reviewer(2))?.status).toBe(409);
  });
  test('one level needed: the level-1 reviewer releases', () => {
    expect(checkMove('release', at('STAGE_REVIEW', { review_level: 1, levels_needed: 1 }), reviewer(1))).toBeNull();
  });
  test('submitting starts at level 1; rework clears the level', () => {
    expect(levelAfter(moveById('submit')!, at('WIP'))).toBe(1);
    expect(levelAfter(moveById('rework')!, at('STAGE_REVIEW', { review_level: 2 }))).toBeNull();
  });
});

describe('resume', () => {
  test('goes back to the state the case was held from', () => {
    const c = at('ON_HOLD', { held_from: 'SITE_VISIT' });
    expect(targetOf(moveById('resume')!, c)).toBe('SITE_VISIT');
    expect(targetOf(moveById('resume')!, at('QUERY_PENDING', { held_from: 'STAGE_REVIEW', review_level: 2 }))).toBe('STAGE_REVIEW');
    expect(levelAfter(moveById('resume')!, at('ON_HOLD', { held_from: 'STAGE_REVIEW', review_level: 2 }))).toBe(2);
  });
});

test('an unknown move is a 400', () => {
  expect(checkMove('teleport', at('WIP'), admin)?.status).toBe(400);
});
