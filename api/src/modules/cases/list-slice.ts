import { CASE_STATES, COMPLETED_STATES, type Actor, type CaseState, type CaseView } from 'mfe-cases/model';

export interface CaseListQuery {
  view?: CaseView;
  page?: number;
  /** Keyset paging (kit/seek.ts): a neighbour page's cursor, or `last`. */
  cursor?: string;
  pageSize?: number;
  search?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  status?: string;
  bank_id?: number;
  bank_branch_id?: number;
  company_branch_id?: number;
  site_engineer_id?: number;
  from?: string;
  to?: string;
  /** Appointments on these IST days (the appointments calendar). */
  appointment_from?: string;
  appointment_to?: string;
}

/** The states each page shows (every state when absent). */
export const VIEW_STATES: Partial<Record<CaseView, readonly CaseState[]>> = {
  initiated: ['INITIATED'],
  allocation: ['INITIATED', 'ALLOCATED'],
  wip: ['SITE_VISIT', 'WIP', 'REWORK', 'STAGE_REVIEW', 'QUERY_PENDING'],
  review: ['STAGE_REVIEW'],
  hold: ['ON_HOLD', 'QUERY_PENDING'],
  completed: COMPLETED_STATES,
  mine: ['ALLOCATED', 'SITE_VISIT'],
};

/** A reviewer's review page shows the level they review. */
export const reviewLevel = (actor: Actor) => /^Level-([1-3])$/.exec(actor.role)?.[1];

/** The status filter's known states. */
export const statusFilter = (q: CaseListQuery): CaseState[] =>
  q.status ? q.status.split(',').filter((s): s is CaseState => (CASE_STATES as readonly string[]).includes(s)) : [];
