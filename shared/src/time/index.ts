/**
 * One business time zone for the whole suite (server config BUSINESS_TZ, Asia/Kolkata by default):
 * "today", date stamps and file names follow it whatever the browser's clock says. The shell sets
 * the zone the API announces (GET /api/settings) before the first page renders; the API sets it from
 * BUSINESS_TZ when it starts, so the remotes' models (TAT, financial year) count days in it there too.
 */
export const DEFAULT_BUSINESS_TZ = 'Asia/Kolkata';

let zone = DEFAULT_BUSINESS_TZ;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    // en-CA writes dates as YYYY-MM-DD; hourCycle h23 keeps midnight as 00.
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(tz, f);
  }
  return f;
}

export function setBusinessTimeZone(tz: string | undefined | null): void {
  if (!tz) return;
  try {
    formatterFor(tz);
    zone = tz;
  } catch {
    // an unknown zone name keeps the default rather than breaking every date
  }
}

export const businessTimeZone = () => zone;

function parts(at: Date, tz: string) {
  const p = Object.fromEntries(
    formatterFor(tz)
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** The business day of an instant, YYYY-MM-DD (in `tz` when given: the API reads its env each time). */
export function businessDate(at: Date | string | number = new Date(), tz = zone): string {
  const d = at instanceof Date ? at : new Date(at);
  return Number.isNaN(d.getTime()) ? '' : parts(d, tz).date;
}

/** HH:MM of an instant on the business clock. */
export function businessTime(at: Date | string | number, tz = zone): string {
  const d = at instanceof Date ? at : new Date(at);
  return Number.isNaN(d.getTime()) ? '' : parts(d, tz).time;
}

/** Today in the business time zone, YYYY-MM-DD. */
export const businessToday = () => businessDate(new Date());

/**
 * The instant of a wall-clock time on the business clock ("2026-11-24", "10:30" in Asia/Kolkata ->
 * 05:00 UTC), whatever the browser's zone; null for a malformed date or time.
 */
export function businessInstant(date: string, time: string, tz = zone): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!m || !t) return null;
  const wall = Date.UTC(+m[1], +m[2] - 1, +m[3], +t[1], +t[2]);
  if (businessDate(new Date(wall), 'UTC') !== date) return null;
  // The zone's offset at that moment, measured twice so a DST change in between is honoured.
  const offsetAt = (at: number) => {
    const p = parts(new Date(at), tz);
    return Date.UTC(+p.date.slice(0, 4), +p.date.slice(5, 7) - 1, +p.date.slice(8, 10), +p.time.slice(0, 2), +p.time.slice(3, 5)) - at;
  };
  const guess = wall - offsetAt(wall);
  return new Date(wall - offsetAt(guess));
}
