import { businessDate, businessTime } from 'shared/time';

/**
 * Turnaround time (TAT): the due time is the bank's default TAT counted in business days
 * (Saturdays, Sundays and the firm's holiday list skipped), on the business clock (BUSINESS_TZ,
 * Indian time by default; the API and the shell set it, see shared/time).
 */
const DAY_MS = 86_400_000;

/** The business calendar date of an instant, YYYY-MM-DD. */
export const istDate = (at: Date): string => businessDate(at);

export function isBusinessDay(day: string, holidays: ReadonlySet<string>): boolean {
  const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
  return dow !== 0 && dow !== 6 && !holidays.has(day);
}

/**
 * `days` business days after `from`, at the same time of day. A request received on a weekend or
 * holiday starts counting from the next business day's same time.
 */
export function addBusinessDays(from: Date, days: number, holidays: ReadonlySet<string>): Date {
  let at = from.getTime();
  let left = Math.max(0, Math.trunc(days));
  while (left > 0) {
    at += DAY_MS;
    if (isBusinessDay(istDate(new Date(at)), holidays)) left -= 1;
  }
  while (!isBusinessDay(istDate(new Date(at)), holidays)) at += DAY_MS;
  return new Date(at);
}

export type TatState = 'ON_TIME' | 'DUE_TODAY' | 'BREACHED' | 'CANCELLED';
export const TAT_STATE_LABELS: Record<TatState, string> = {
  ON_TIME: 'On time',
  DUE_TODAY: 'Due today',
  BREACHED: 'Breached',
  CANCELLED: 'Cancelled',
};

/**
 * On time, due today or breached: against `done` (release) when the report is out, else against now.
 * A cancelled case has no turnaround left to keep: it says so rather than "On time".
 */
export function tatState(
  due: Date | string | null | undefined,
  done: Date | string | null | undefined,
  now: Date = new Date(),
  status?: string,
): TatState | null {
  if (status === 'CANCELLED') return 'CANCELLED';
  if (!due) return null;
  const dueAt = new Date(due);
  const end = done ? new Date(done) : now;
  if (end.getTime() > dueAt.getTime()) return 'BREACHED';
  if (!done && istDate(end) === istDate(dueAt)) return 'DUE_TODAY';
  return 'ON_TIME';
}

/** The Indian financial year of an instant as '2526' for April 2025 to March 2026. */
export function financialYear(at: Date): string {
  const [y, m] = istDate(at).split('-').map(Number);
  const start = m >= 4 ? y : y - 1;
  return `${String(start % 100).padStart(2, '0')}${String((start + 1) % 100).padStart(2, '0')}`;
}

/** BR/2526/000123: the office code, financial year and a six-digit running number. */
export function formatCaseNo(branchCode: string, fy: string, n: number): string {
  return `${branchCode}/${fy}/${String(n).padStart(6, '0')}`;
}
export function formatReportNo(branchCode: string, fy: string, n: number): string {
  return `${branchCode}/R/${fy}/${String(n).padStart(6, '0')}`;
}
export const CASE_NO_PATTERN = '^[A-Z0-9]{1,10}/[0-9]{4}/[0-9]{6}$';

/** YYYY-MM-DD HH:MM on the business clock, whatever the browser's clock. */
export function istDateTime(at: Date | string | null | undefined): string {
  const day = at ? businessDate(at) : '';
  return day && `${day} ${businessTime(at!)}`;
}
