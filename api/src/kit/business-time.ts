/**
 * The business time zone (BUSINESS_TZ, default Asia/Kolkata): "today", file-name stamps and the
 * date filters of lists follow it, and browsers learn it from GET /api/settings, so a browser in
 * another zone still shows the firm's day.
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
  return new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export const businessToday = () => businessDate(new Date());
