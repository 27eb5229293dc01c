import { formFields, INVALID_JSON, isEmptyValue, type FieldDesc, type Mode, type ResourceDesc, type ResourceRow } from 'shared/resources';

/** Form state of one field: text for inputs, string[] for multi-selects, a File for uploads. */
export type FormValue = string | string[] | File | null;
export type FormValues = Record<string, FormValue>;

const isFile = (v: unknown): v is File => typeof File !== 'undefined' && v instanceof File;

/** Form state -> the value the JSON body carries (see shared/resources rules for the wire types). */
export function toWire(field: FieldDesc, value: FormValue | undefined): unknown {
  if (value === undefined || value === null) return null;
  if (isFile(value)) return value;
  if (Array.isArray(value)) return value;
  switch (field.type) {
    case 'number':
    case 'money':
      return value.trim() === '' ? null : Number(value.replace(/,/g, ''));
    case 'select':
      if (value === '') return null;
      return field.valueType === 'integer' ? Number(value) : value;
    case 'tags':
      return value
        .split(/[\n,]+/)
        .map((s) => s.trim())
        .filter(Boolean);
    case 'json':
      if (value.trim() === '') return null;
      try {
        const parsed: unknown = JSON.parse(value);
        // Rows typed as inputs: a row left empty is no item, and no item is no list.
        if (!field.rows || !Array.isArray(parsed)) return parsed;
        const filled = (r: unknown): boolean =>
          typeof r === 'string'
            ? r.trim() !== ''
            : !!r && typeof r === 'object' && Object.values(r).some((v) => String(v ?? '').trim() !== '');
        const items = parsed.filter(filled);
        return items.length ? items : null;
      } catch {
        return INVALID_JSON;
      }
    default:
      return value === '' ? null : value;
  }
}

/** A stored value -> form state. */
export function toFormValue(field: FieldDesc, value: unknown): FormValue {
  if (field.type === 'password' || field.type === 'file' || field.format === 'aadhaar') return field.type === 'file' ? null : '';
  if (value === null || value === undefined) return field.type === 'multiselect' ? [] : '';
  switch (field.type) {
    case 'multiselect':
      return Array.isArray(value) ? value.map(String) : [];
    case 'tags':
      return Array.isArray(value) ? value.join('\n') : String(value);
    case 'json':
      return JSON.stringify(value);
    case 'date':
      return String(value).slice(0, 10);
    default:
      return String(value);
  }
}

/** The form's starting values: the record's (edit), or a prefill then each field's default (add). */
export function initialFormValues(desc: ResourceDesc, mode: Mode, record?: Partial<ResourceRow> | null): FormValues {
  const values: FormValues = {};
  for (const field of formFields(desc, mode)) {
    const stored = record?.[field.name];
    values[field.name] = toFormValue(field, mode === 'update' ? stored : (stored ?? field.default));
  }
  return values;
}

/** Wire values of the whole form (used by the rules, which compare fields such as confirmations). */
export function wireValues(desc: ResourceDesc, values: FormValues, mode: Mode): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of formFields(desc, mode)) if (field.name in values) out[field.name] = toWire(field, values[field.name]);
  return out;
}

/**
 * The request body: the editable fields (an Aadhaar left empty on edit is left out so the stored
 * digits stay) plus `version` for the optimistic check. Files go separately (multipart).
 */
export function toPayload(desc: ResourceDesc, values: FormValues, mode: Mode, record?: Partial<ResourceRow> | null) {
  const body: Record<string, unknown> = {};
  const files: Record<string, File> = {};
  for (const field of formFields(desc, mode)) {
    if (field.readOnly) continue;
    const wire = toWire(field, values[field.name]);
    if (field.type === 'file') {
      if (isFile(wire)) files[field.name] = wire;
      continue;
    }
    if (mode === 'update' && field.format === 'aadhaar' && isEmptyValue(wire)) continue;
    body[field.name] = wire;
  }
  if (mode === 'update' && record?.version !== undefined) body.version = record.version;
  return { body, files };
}
