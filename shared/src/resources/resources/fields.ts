import type { FieldDesc, ResourceDesc } from './types';

export type Mode = 'create' | 'update';
export type FieldErrors = Record<string, string>;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isEmptyValue(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
}

export function defaultMaxLength(field: FieldDesc): number {
  if (field.maxLength) return field.maxLength;
  if (field.type === 'textarea') return 2000;
  if (field.type === 'json') return 10_000;
  if (field.type === 'password') return 128;
  return 255;
}

export function isRequired(field: FieldDesc, mode: Mode, values: Record<string, unknown> = {}): boolean {
  if (field.requiredWhen) return field.requiredWhen.values.includes(String(values[field.requiredWhen.field] ?? ''));
  return field.required === true || (field.required === 'create' && mode === 'create');
}

/** A real calendar date written YYYY-MM-DD, between 1900 and 2100. */
export function isValidDate(v: string): boolean {
  const m = DATE_RE.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1900 && y <= 2100 && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The fields a request body may carry (neither read-only nor files, which travel as uploads). */
export function writableFields(desc: ResourceDesc): FieldDesc[] {
  return desc.fields.filter((f) => !f.readOnly && f.type !== 'file');
}

/** The fields the form shows in this mode. */
export function formFields(desc: ResourceDesc, mode: Mode): FieldDesc[] {
  return desc.fields.filter((f) => !f.hidden && (!f.only || f.only === mode));
}

export function fieldByName(desc: ResourceDesc, name: string): FieldDesc | undefined {
  return desc.fields.find((f) => f.name === name);
}

export function optionLabel(field: FieldDesc | undefined, value: unknown): string {
  if (value === null || value === undefined) return '';
  // A multiselect stores several option values: each shows its label.
  if (Array.isArray(value)) return value.map((v) => optionLabel(field, v)).join(', ');
  return field?.options?.find((o) => o.value === String(value))?.label ?? String(value);
}

/** The columns a list may sort by. */
export function sortableFields(desc: ResourceDesc): string[] {
  return desc.columns.filter((c) => c.sortable).map((c) => c.field);
}
