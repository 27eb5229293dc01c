import type { ColumnDesc, ResourceDesc } from 'shared/resources';
import { fieldByName, optionLabel } from 'shared/resources';
import { businessDate, businessTimeOf } from './business-time';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A date column's value as the business day (stamps are instants; plain dates stay as they are). */
export function dayOf(value: unknown): string {
  if (typeof value === 'string' && DAY.test(value)) return value;
  const d = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(d.getTime()) ? String(value) : businessDate(d);
}

/** YYYY-MM-DD HH:MM on the business clock. */
export function dayTimeOf(value: unknown): string {
  const d = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(d.getTime())) return String(value);
  return `${businessDate(d)} ${businessTimeOf(d)}`;
}

/** The text of a list column for export: labels for options, YYYY-MM-DD dates, plain numbers. */
export function csvValue(desc: ResourceDesc, column: ColumnDesc, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (column.format === 'datetime') return dayTimeOf(value);
  if (value instanceof Date || column.format === 'date') return dayOf(value);
  switch (column.format) {
    case 'option':
      return optionLabel(fieldByName(desc, column.optionsOf ?? column.field), value);
    case 'money':
      return Number(value).toFixed(2);
    case 'list':
      return Array.isArray(value) ? value.join('; ') : String(value);
    case 'aadhaar':
      return `XXXX XXXX ${String(value).slice(-4)}`;
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
