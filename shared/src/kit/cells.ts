import { formatDate, formatDateTime, formatMoney } from 'shared/core';
import { fieldByName, maskAadhaar, optionLabel, type ColumnDesc, type ResourceDesc } from 'shared/resources';

const numberFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** The text a list cell shows (also what the CSV export writes, server-side, for the same column). */
export function cellText(desc: ResourceDesc, column: ColumnDesc, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  switch (column.format) {
    // A stamp (created_at) shows the day it fell on in the business time zone, in every browser.
    case 'date':
      return formatDate(value as string);
    case 'datetime':
      return formatDateTime(value as string);
    case 'money':
      return formatMoney(value as number);
    case 'number': {
      if (typeof value !== 'number' && !/^-?\d+(\.\d+)?$/.test(String(value))) return String(value);
      // A year is a name, not a quantity: 2026, never 2,026.
      if (/year$/i.test(column.field)) return String(value);
      const d = column.decimals;
      return d === undefined
        ? numberFormat.format(Number(value))
        : Number(value).toLocaleString('en-IN', { minimumFractionDigits: d, maximumFractionDigits: d });
    }
    case 'option':
      return optionLabel(fieldByName(desc, column.optionsOf ?? column.field), value);
    case 'aadhaar':
      return maskAadhaar(String(value));
    case 'list':
      return Array.isArray(value) ? value.join(', ') : String(value);
    default:
      return String(value);
  }
}

/** The name of a record in accessible labels and confirmations. */
export function recordTitle(desc: ResourceDesc, row: Record<string, unknown>): string {
  const v = row[desc.titleField];
  return v === null || v === undefined || v === '' ? `#${row.id}` : String(v);
}
