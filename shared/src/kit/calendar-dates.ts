// Day arithmetic for the calendar on YYYY-MM-DD strings (business days, no time zone involved).

export type CalendarMode = 'month' | 'week';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(day: string, n: number): string {
  const d = toDate(day);
  d.setUTCDate(d.getUTCDate() + n);
  return toDay(d);
}

/** 0 for Monday .. 6 for Sunday (weeks start on Monday). */
export const weekdayOf = (day: string) => (toDate(day).getUTCDay() + 6) % 7;

/** The Monday of the day's week. */
export const weekStart = (day: string) => addDays(day, -weekdayOf(day));

/** The days the view shows: whole weeks covering the month, or the one week. */
export function calendarDays(mode: CalendarMode, anchor: string): string[] {
  const first = mode === 'month' ? weekStart(`${anchor.slice(0, 7)}-01`) : weekStart(anchor);
  let count = 7;
  if (mode === 'month') {
    const next = toDate(`${anchor.slice(0, 7)}-01`);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const last = addDays(toDay(next), -1);
    count = Math.round((toDate(weekStart(last)).getTime() - toDate(first).getTime()) / 86_400_000) + 7;
  }
  return Array.from({ length: count }, (_, i) => addDays(first, i));
}

/** The anchor one month or one week on (back with a negative step); a month keeps the 1st. */
export function stepAnchor(mode: CalendarMode, anchor: string, by: number): string {
  if (mode === 'week') return addDays(anchor, 7 * by);
  const d = toDate(`${anchor.slice(0, 7)}-01`);
  d.setUTCMonth(d.getUTCMonth() + by);
  return toDay(d);
}

const short = (day: string) => `${Number(day.slice(8))} ${MONTHS[Number(day.slice(5, 7)) - 1]!.slice(0, 3)}`;

/** "November 2026", or "23 Nov – 29 Nov 2026" for a week. */
export function calendarTitle(mode: CalendarMode, anchor: string): string {
  if (mode === 'month') return `${MONTHS[Number(anchor.slice(5, 7)) - 1]} ${anchor.slice(0, 4)}`;
  const from = weekStart(anchor);
  const to = addDays(from, 6);
  return `${short(from)} – ${short(to)} ${to.slice(0, 4)}`;
}

/** "Monday 23 November 2026": a day cell's name. */
export const dayName = (day: string) =>
  `${WEEKDAYS[weekdayOf(day)]} ${Number(day.slice(8))} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
