import type { CaseState } from './flow';

/** A row of /admin/SameDayCase: an open case due today, or promised for the day it came in. */
export interface SameDayCase {
  id: number;
  case_no: string;
  applicant_name: string | null;
  bank_name: string;
  status: CaseState;
  review_level: number | null;
  engineer_name: string | null;
  priority: string;
  received_at: string;
  tat_due_at: string;
  /** Promised for the day it was received. */
  same_day: boolean;
}

/** How often the open page asks again, and how often its "time left" ticks. */
export const SAME_DAY_REFRESH_MS = 60_000;
export const SAME_DAY_TICK_MS = 15_000;
/** At most this many rows: a day's promises, never the whole book. */
export const SAME_DAY_LIMIT = 500;

/** "2 h 05 min left", or "40 min overdue". */
export function timeLeft(due: string, now: number): string {
  const ms = Date.parse(due) - now;
  const mins = Math.floor(Math.abs(ms) / 60_000);
  const text = mins >= 60 ? `${Math.floor(mins / 60)} h ${String(mins % 60).padStart(2, '0')} min` : `${mins} min`;
  return ms >= 0 ? `${text} left` : `${text} overdue`;
}
