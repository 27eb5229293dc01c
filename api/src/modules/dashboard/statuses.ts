import type { CaseStatus } from 'shared/resources';

/** Mirrors COMPLETED_STATUSES of shared/resources (a runtime import of shared does not load here). */
export const COMPLETED: readonly CaseStatus[] = ['RELEASED', 'DISPATCHED', 'CLOSED'];
export const OPEN: readonly CaseStatus[] = [
  'INITIATED', 'ALLOCATED', 'SITE_VISIT', 'WIP', 'STAGE_REVIEW', 'ON_HOLD', 'QUERY_PENDING', 'REWORK',
];

export type StatusClass = 'completed' | 'cancelled' | 'ongoing';

export function classOf(status: string): StatusClass {
  if ((COMPLETED as readonly string[]).includes(status)) return 'completed';
  return status === 'CANCELLED' ? 'cancelled' : 'ongoing';
}

/** SQL list literal of statuses, e.g. `('RELEASED','DISPATCHED','CLOSED')` (constants only). */
export const sqlList = (list: readonly string[]) => `(${list.map((s) => `'${s}'`).join(', ')})`;

export const STATUS_LABELS: Record<CaseStatus, string> = {
  INITIATED: 'Initiated', ALLOCATED: 'Allocated', SITE_VISIT: 'Site Visit', WIP: 'Work in Progress',
  STAGE_REVIEW: 'Stage Review', RELEASED: 'Released', DISPATCHED: 'Dispatched', CLOSED: 'Closed',
  ON_HOLD: 'On Hold', QUERY_PENDING: 'Query Pending', REWORK: 'Rework', CANCELLED: 'Cancelled',
};
