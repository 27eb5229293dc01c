import { businessDate } from '../../kit/business-time';

/** The Indian financial year (April to March) of a date, as '2526' for 2025-26. */
export function financialYear(d: Date): string {
  const [year, month] = businessDate(d).split('-').map(Number);
  const y = year - (month < 4 ? 1 : 0);
  return `${String(y % 100).padStart(2, '0')}${String((y + 1) % 100).padStart(2, '0')}`;
}
