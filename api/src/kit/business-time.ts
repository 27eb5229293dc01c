import { businessDate as dayIn, businessTime as timeIn, setBusinessTimeZone } from 'shared/resources';

/**
 * The server's one "today": the business time zone (BUSINESS_TZ, default Asia/Kolkata) decides
 * today, file-name and mail stamps and the date filters of lists, whatever the machine's clock;
 * browsers learn it from GET /api/settings, so a browser in another zone still shows the firm's day.
 * The zone is read at each call (tests and a restart with another zone need no other change).
 */
const FALLBACK = 'Asia/Kolkata';

function valid(tz: string | undefined): string | undefined {
  if (!tz) return undefined;
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: tz });
    return tz;
  } catch {
    return undefined;
  }
}

export function businessTimeZone(env: NodeJS.ProcessEnv = process.env): string {
  const tz = env.BUSINESS_TZ;
  const ok = valid(tz);
  if (tz && !ok) throw new Error(`BUSINESS_TZ must be an IANA time zone such as Asia/Kolkata, got "${tz}"`);
  return ok ?? FALLBACK;
}

/** The business day of an instant, YYYY-MM-DD. */
export function businessDate(at: Date = new Date(), tz = businessTimeZone()): string {
  return dayIn(at, tz);
}

/** HH:MM of an instant on the business clock. */
export const businessTimeOf = (at: Date) => timeIn(at, businessTimeZone());

/** Today on the business clock, YYYY-MM-DD. */
export const businessToday = (now: Date = new Date()) => businessDate(now);

/** Points the shared models (TAT, financial year) at the server's zone; called when the app starts. */
export const applyBusinessTimeZone = () => setBusinessTimeZone(businessTimeZone());
