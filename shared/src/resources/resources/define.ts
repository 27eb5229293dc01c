import type { ColumnDesc, ColumnFormat, FieldDesc, ResourceDesc } from './types';

/** A column as a description may write it: a field's name, or the parts that differ from the field. */
export type ColumnInput = string | (Partial<ColumnDesc> & { field: string });

const FORMATS: Partial<Record<FieldDesc['type'], ColumnFormat>> = {
  date: 'date', money: 'money', number: 'number', multiselect: 'list', tags: 'list',
};

/** What a list column restates of its field: label and format; a lookup field shows its row label. */
function fromField(field: FieldDesc | undefined, name: string): ColumnDesc {
  if (name === 'id') return { field: 'id', label: 'ID', width: '16' };
  if (!field) return { field: name, label: name };
  const shown = field.optionsFrom?.rowLabel ?? field.name;
  const format = field.options ? 'option' : FORMATS[field.type];
  return { field: shown, label: field.label, ...(format ? { format } : {}) };
}

/**
 * A description whose columns say only what their fields do not: `'due_date'` is the Due Date
 * column with the date format; `{ field: 'title', sortable: true }` adds sorting; a column that is
 * not a field (e.g. `created_at`) gives its label. Answers a plain ResourceDesc.
 */
export function defineResource(desc: Omit<ResourceDesc, 'columns'> & { columns: readonly ColumnInput[] }): ResourceDesc {
  const columns = desc.columns.map((c): ColumnDesc => {
    const spec = typeof c === 'string' ? { field: c } : c;
    const base = fromField(desc.fields.find((f) => f.name === spec.field), spec.field);
    return { ...base, ...spec, field: base.field };
  });
  return { ...desc, columns };
}
