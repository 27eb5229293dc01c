/** A value read from a cell, or why it cannot be. */
export type Read<T> = { value: T; error?: undefined } | { value?: undefined; error: string };

const pad = (n: number) => String(n).padStart(2, '0');

function day(y: number, m: number, d: number, text: string): Read<string> {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (m < 1 || m > 12 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return { error: `"${text}" is not a date of the calendar` };
  }
  return { value: `${y}-${pad(m)}-${pad(d)}` };
}

/**
 * A date as typed in India or written by a program: DD-MM-YYYY, DD/MM/YYYY, DD.MM.YYYY (day
 * first, as Indian clerks and Excel on an Indian PC write them), YYYY-MM-DD, and an Excel date
 * cell (read as YYYY-MM-DD). Answers YYYY-MM-DD. A two-digit year is refused as ambiguous (05-10-26
 * could be 2026 or 1926, and YY-MM-DD), as is a month over 12 in second place (a US-style date).
 */
export function readDay(raw: string): Read<string> {
  const text = raw.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]00:00(?::00(?:\.0+)?)?Z?)?$/.exec(text);
  if (m) return day(Number(m[1]), Number(m[2]), Number(m[3]), text);
  m = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4})$/.exec(text);
  if (m) {
    const [d, mo, y] = [Number(m[1]), Number(m[3]), Number(m[4])];
    if (mo > 12 && d <= 12) return { error: `"${text}" is ambiguous: write the day first (DD-MM-YYYY)` };
    return day(y, mo, d, text);
  }
  if (/^\d{1,2}([-/.])\d{1,2}\1\d{2}$/.test(text)) return { error: `"${text}" is ambiguous: write the year with four digits (DD-MM-YYYY)` };
  return { error: `"${text}" is not a date (DD-MM-YYYY or YYYY-MM-DD)` };
}

/**
 * An amount as typed in India: Indian (12,34,567.50) or western grouping, a rupee sign, "Rs.",
 * "Rs", "INR" before it and "/-" after it ("Rs. 12,500/-"). Answers the number; a grouping comma
 * in a wrong place ("12,34") is refused, since it may be a decimal comma.
 */
export function readAmount(raw: string): Read<number> {
  const text = raw.trim();
  const bare = text
    .replace(/^(?:₹|rs\.?|inr)\s*/i, '')
    .replace(/\s*\/-$/, '')
    .replace(/\s+/g, '');
  const indian = /^-?\d{1,2}(?:,\d{2})*,\d{3}(?:\.\d+)?$/;
  const western = /^-?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
  const plain = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;
  if (!(plain.test(bare) || indian.test(bare) || western.test(bare))) return { error: `"${text}" is not an amount` };
  return { value: Number(bare.replace(/,/g, '')) };
}
