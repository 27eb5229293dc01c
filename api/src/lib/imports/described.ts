import { validateRecord, writableFields, type FieldDesc, type ResourceDesc } from 'shared/resources';
import type { ImportColumn, ImportRow } from './header';
import { readAmount, readDay } from './values';

/** The columns of a described resource's import: each writable field by its name or its label. */
export function describedColumns(desc: ResourceDesc): ImportColumn[] {
  return writableFields(desc).map((f) => ({ key: f.name, label: f.label, required: f.required === true }));
}

/** A cell as its field's wire value: dates and amounts read the Indian way, options by value or label. */
function cellValue(field: FieldDesc, text: string): { value: unknown; error?: string } {
  switch (field.type) {
    case 'date': {
      const d = readDay(text);
      return d.error === undefined ? { value: d.value } : { value: text, error: `${field.label}: ${d.error}` };
    }
    case 'number':
    case 'money': {
      const n = readAmount(text);
      // An unreadable number goes on as text, for the description's own message ("must be a number").
      return { value: n.error === undefined ? n.value : text };
    }
    case 'tags':
    case 'multiselect':
      return { value: text.split(field.itemFormat ? /[\s,;|]+/ : /[;|\n]+/).filter(Boolean) };
    case 'select': {
      if (field.valueType === 'integer') return { value: /^\d+$/.test(text) ? Number(text) : text };
      const lower = text.toLowerCase();
      const opt = field.options?.find((o) => o.value.toLowerCase() === lower || o.label.toLowerCase() === lower);
      return { value: opt ? opt.value : text };
    }
    default:
      return { value: text };
  }
}

/**
 * One data row as a record, checked by the same description the form and the API use: the values,
 * or every reason of the row joined (so the report says all that is wrong with it at once).
 */
export function describedRecord(
  desc: ResourceDesc,
  row: ImportRow,
): { values: Record<string, unknown>; error?: undefined } | { values?: undefined; error: string } {
  const values: Record<string, unknown> = {};
  const reasons = new Map<string, string>();
  for (const f of writableFields(desc)) {
    const text = row.values[f.name] ?? '';
    if (text === '') continue;
    const read = cellValue(f, text);
    if (read.error) reasons.set(f.name, read.error);
    else values[f.name] = read.value;
  }
  // A cell that could not be read says why once (not also "is required").
  const errors = Object.entries(validateRecord(desc, values, 'create')).filter(([field]) => !reasons.has(field));
  const messages = [...reasons.values(), ...errors.map(([, message]) => message)];
  return messages.length ? { error: messages.join('; ') } : { values };
}
