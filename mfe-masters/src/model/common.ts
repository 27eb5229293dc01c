import type { OptionsSource } from 'shared/resources';

/*
 * Small pieces several masters share. Kept here rather than imported from the bank descriptions,
 * which are moving between packages while the suite is split per domain.
 */

/** Active banks (id, name) for any signed-in user's forms (GET /api/lookups/banks). */
export const BANK_OPTIONS_SOURCE: OptionsSource = {
  path: 'lookups/banks',
  valueField: 'id',
  labelField: 'name',
  table: 'banks',
  labelColumn: 'name',
};

/** Agreements and panels last at most this many years. */
export const AGREEMENT_YEARS = 5;

/** The last day something that starts on `from` (YYYY-MM-DD) may run to: the day before its 5th anniversary. */
export function agreementEndLimit(from: string): string {
  const [y, m, d] = from.split('-').map(Number);
  const end = new Date(Date.UTC(y + AGREEMENT_YEARS, m - 1, d));
  end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}
