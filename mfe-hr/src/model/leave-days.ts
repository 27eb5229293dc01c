/**
 * Counting leave days: calendar dates from `from` to `to` (YYYY-MM-DD, both included), less
 * weekends and holidays, less half a day for each half-day end that falls on a working day.
 * Pure, so the form's preview and the API's stored count are the same number.
 */
export const WEEKEND_DAYS: readonly number[] = [0, 6]; // Sunday, Saturday

export type HalfDays = 'NONE' | 'FIRST' | 'LAST' | 'BOTH';

const DAY_MS = 86_400_000;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

function utc(date: string): number | null {
  if (!DATE_RE.test(date)) return null;
  const t = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== date ? null : t;
}

export function isWorkingDay(date: string, holidays: ReadonlySet<string>): boolean {
  const t = utc(date);
  if (t === null) return false;
  return !WEEKEND_DAYS.includes(new Date(t).getUTCDay()) && !holidays.has(date);
}

/** The working days of the range (null when a date is not valid or to < from). */
export function leaveDays(from: string, to: string, halfDays: HalfDays, holidays: ReadonlySet<string>): number | null {
  const a = utc(from);
  const b = utc(to);
  if (a === null || b === null || b < a) return null;
  if ((b - a) / DAY_MS > 366) return null;
  let days = 0;
  for (let t = a; t <= b; t += DAY_MS) {
    if (isWorkingDay(new Date(t).toISOString().slice(0, 10), holidays)) days += 1;
  }
  const halfOn = (d: string) => (isWorkingDay(d, holidays) ? 0.5 : 0);
  if (halfDays === 'FIRST' || halfDays === 'BOTH') days -= halfOn(from);
  if ((halfDays === 'LAST' || halfDays === 'BOTH') && (halfDays === 'LAST' || to !== from)) days -= halfOn(to);
  return Math.max(days, 0);
}
