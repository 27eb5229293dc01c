import type { ColumnDesc, ResourceDesc } from 'shared/resources';
import { fieldByName, optionLabel } from 'shared/resources';


/** The text of a list column for export: labels for options, YYYY-MM-DD dates, plain numbers. */
export function csvValue(desc: ResourceDesc, column: ColumnDesc, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, column.format === 'datetime' ? 19 : 10);
  switch (column.format) {
    case 'option':
      return optionLabel(fieldByName(desc, column.optionsOf ?? column.field), value);
    case 'money':
      return Number(value).toFixed(2);
    case 'date':
      return String(value).slice(0, 10);
    case 'list':
      return Array.isArray(value) ? value.join('; ') : String(value);
    case 'aadhaar':
      return `XXXX XXXX ${String(value).slice(-4)}`;
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
