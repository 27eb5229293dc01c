import { businessDate, businessTime, businessToday } from 'shared/time';

/**
 * YYYY-MM-DD (spec section 9). A date-only value is shown as it is; an instant is shown as the day
 * it falls on in the business time zone, so every browser shows the same date.
 */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return businessDate(value);
}

/** YYYY-MM-DD HH:MM on the business clock. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  const date = formatDate(value);
  return date && value !== null && value !== undefined ? `${date} ${businessTime(value)}` : date;
}

/** Today in the business time zone (not the browser's). */
export const today = () => businessToday();

// Made on first use: a number format's locale data costs tens of ms on a slow phone's start, and
// a page without an amount (the site engineer's, issue 31) never needs it.
let money: Intl.NumberFormat | undefined;
let plain: Intl.NumberFormat | undefined;

/** ₹12,34,567.00 — Indian digit grouping. */
export function formatMoney(value: number | string | null | undefined, withSymbol = true): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n === null || n === undefined || Number.isNaN(n)) return '';
  if (withSymbol)
    return (money ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 })).format(n);
  return (plain ??= new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(n);
}

export function formatCount(value: number): string {
  return new Intl.NumberFormat('en-IN').format(value);
}
