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
