import { normaliseCode, normaliseMobile } from '../validators';
import type { FieldDesc, ResourceDesc } from './types';
import { CHECK_TEST, FLOW_TEST, firstMessages, recordSchema, ruleFailures } from './record-schema';
import { isEmptyValue, writableFields, type FieldErrors, type Mode } from './fields';

const has = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/**
 * Every message for a body, from the description's schema (field-schema.ts). Create: every writable
 * field is checked. Update: only the keys present (a missing key leaves the column as it is) and a
 * present required field may not be emptied; `current` (the stored record) decides conditional
 * requirements and the status flow.
 */
export function validateRecord(
  desc: ResourceDesc,
  values: Record<string, unknown>,
  mode: Mode,
  current: Record<string, unknown> = {},
): FieldErrors {
  const subject = { ...values };
  const checked = new Set<string>();
  for (const field of writableFields(desc)) {
    if (field.only && field.only !== mode) continue;
    const present = has(values, field.name);
    // A conditional requirement can be triggered by another field, so it is checked on the merged record.
    if (mode === 'update' && !present && !field.requiredWhen) continue;
    checked.add(field.name);
    if (!present) subject[field.name] = current[field.storeAs ?? field.name];
  }
  const failures = ruleFailures(recordSchema(desc, mode), subject, { stored: current });
  // An illegal status change is the one thing to say: the other fields depend on the status.
  const flow = failures.find((f) => f.test === FLOW_TEST);
  if (flow) return { [flow.field]: flow.message };
  // A field not checked (absent from an update) is not judged; the record's own check always is.
  return firstMessages(failures.filter((f) => f.test === CHECK_TEST || checked.has(f.field)));
}

/** The stored form of one value: trimmed text, upper-cased codes, 10-digit mobiles, Aadhaar's last 4. */
export function normaliseValue(field: FieldDesc, value: unknown): unknown {
  if (isEmptyValue(value)) return field.type === 'multiselect' || field.type === 'tags' ? [] : null;
  if (field.type === 'tags' && Array.isArray(value)) {
    return value.map((v) => (field.itemFormat ? normaliseCode(String(v)) : String(v).trim()));
  }
  if (field.type === 'json' && field.itemFormat && Array.isArray(value)) {
    return value.map((v) => (typeof v === 'string' ? normaliseCode(v) : v));
  }
  if (typeof value !== 'string') return value;
  switch (field.format ?? (field.type === 'email' ? 'email' : undefined)) {
    case 'email':
      return value.trim().toLowerCase();
    case 'mobile':
      return normaliseMobile(value);
    case 'aadhaar':
      return normaliseCode(value).slice(-4);
    case 'pan':
    case 'ifsc':
    case 'pincode':
    case 'gstin':
      return normaliseCode(value);
    default:
      return field.type === 'password' ? value : value.trim();
  }
}

/** Column -> stored value for the fields present in a valid body (transient fields left out). */
export function toColumns(desc: ResourceDesc, values: Record<string, unknown>, mode: Mode): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of writableFields(desc)) {
    if (field.transient || (field.only && field.only !== mode) || !has(values, field.name)) continue;
    // An Aadhaar left empty on edit keeps the stored last 4 digits (the full number is never kept).
    if (field.format === 'aadhaar' && mode === 'update' && isEmptyValue(values[field.name])) continue;
    out[field.storeAs ?? field.name] = normaliseValue(field, values[field.name]);
  }
  return out;
}
