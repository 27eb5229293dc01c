import { CASE_STATUS_LABELS, COMPLETED_STATUSES, type CaseStatus } from 'shared/resources';

export const COMPLETED = COMPLETED_STATUSES;
export const OPEN: readonly CaseStatus[] = [
  'INITIATED',
  'ALLOCATED',
  'SITE_VISIT',
  'WIP',
  'STAGE_REVIEW',
  'ON_HOLD',
  'QUERY_PENDING',
  'REWORK',
];

export type StatusClass = 'completed' | 'cancelled' | 'ongoing';

export function classOf(status: string): StatusClass {
  if ((COMPLETED as readonly string[]).includes(status)) return 'completed';
  return status === 'CANCELLED' ? 'cancelled' : 'ongoing';
}

/** SQL list literal of statuses, e.g. `('RELEASED','DISPATCHED','CLOSED')` (constants only). */
export const sqlList = (list: readonly string[]) => `(${list.map((s) => `'${s}'`).join(', ')})`;

export const STATUS_LABELS = CASE_STATUS_LABELS;
