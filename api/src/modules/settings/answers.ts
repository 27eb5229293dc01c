import { bool, dataOf, day, int, listOf, messageOnly, nullable, object, text } from '../../http/answer-schemas';

/** What the settings routes answer. */

export const settingsAnswer = { 200: object({ timeZone: text, today: day }) };

// Ledgers: one key per row of tally_ledgers (a role each), so the keys follow the table.
const ledgers = object(Object.fromEntries(['income', 'cgst', 'sgst', 'igst', 'tds', 'round_off'].map((r) => [r, text])), { open: true });

export const billingSettingsAnswer = {
  200: dataOf(
    object({
      rules: listOf(object({ key: text, enabled: bool, version: int, updated_by_name: nullable(text), updated_at: text })),
      changes: listOf(object({ key: text, enabled: bool, reason: text, changed_by_name: nullable(text), changed_at: text })),
      ledgers,
      parties: listOf(object({ bank_id: int, bank_name: nullable(text), ledger: nullable(text) })),
    }),
  ),
};

export const settingChanged = { 200: messageOnly };
