import { fieldByName, isValidDate } from './fields';
import type { ColumnDesc, FieldOption, ResourceDesc } from './types';

/**
 * Column filters, derived from the description so the list's filter controls, the URL and the
 * API's query check agree: a column with static options filters by a set of options
 * (`status=0,1`), a date column by a range (`due_date_from`, `due_date_to`), a number or money
 * column by a range (`amount_min`, `amount_max`). `filter: false` on a column turns it off.
 */
export type FilterKind = 'options' | 'date' | 'number';

export interface FilterSpec {
  field: string;
  label: string;
  kind: FilterKind;
  options?: readonly FieldOption[];
  /** The query parameters it reads. */
  params: readonly string[];
}

export const DATE_RANGE_TITLE = 'Invalid Date Range';
export const DATE_RANGE_MESSAGE = 'To Date cannot be before From Date';

function kindOf(desc: ResourceDesc, column: ColumnDesc): FilterSpec['kind'] | null {
  const field = fieldByName(desc, column.optionsOf ?? column.field);
  if (field?.options?.length && (column.format === 'option' || column.format === undefined || column.format === 'text')) return 'options';
  if (column.format === 'date' || column.format === 'datetime') return 'date';
  if (column.format === 'money' || column.format === 'number') return 'number';
  return null;
}

export function listFilters(desc: ResourceDesc): FilterSpec[] {
  const specs: FilterSpec[] = [];
  for (const column of desc.columns) {
    if (column.filter === false) continue;
    const kind = kindOf(desc, column);
    if (!kind) continue;
    const f = column.field;
    if (kind === 'options') {
      specs.push({ field: f, label: column.label, kind, options: fieldByName(desc, column.optionsOf ?? f)!.options, params: [f] });
    } else {
      const [lo, hi] = kind === 'date' ? ['_from', '_to'] : ['_min', '_max'];
      specs.push({ field: f, label: column.label, kind, params: [`${f}${lo}`, `${f}${hi}`] });
    }
  }
  return specs;
}

/** A filter's values as the API applies them, or field -> message for what it refuses. */
export interface ParsedFilter {
  spec: FilterSpec;
  values?: string[];
  from?: string;
  to?: string;
  min?: number;
  max?: number;
}

export function parseFilters(
  specs: readonly FilterSpec[],
  query: Record<string, unknown>,
): { filters: ParsedFilter[]; errors: Record<string, string> } {
  const filters: ParsedFilter[] = [];
  const errors: Record<string, string> = {};
  const text = (k: string) =>
    typeof query[k] === 'string' && (query[k] as string).trim() !== '' ? (query[k] as string).trim() : undefined;
  for (const spec of specs) {
    if (spec.kind === 'options') {
      const raw = text(spec.field);
      if (raw === undefined) continue;
      const values = [...new Set(raw.split(','))];
      const bad = values.find((v) => !spec.options!.some((o) => o.value === v));
      if (bad !== undefined) errors[spec.field] = `Choose valid ${spec.label} values.`;
      else filters.push({ spec, values });
    } else if (spec.kind === 'date') {
      const [from, to] = spec.params.map(text);
      if (from === undefined && to === undefined) continue;
      if ((from !== undefined && !isValidDate(from)) || (to !== undefined && !isValidDate(to))) {
        errors[spec.field] = `${spec.label} dates must be real dates written YYYY-MM-DD.`;
      } else if (from && to && to < from) errors[spec.field] = DATE_RANGE_MESSAGE;
      else filters.push({ spec, from, to });
    } else {
      const [min, max] = spec.params.map(text).map((v) => (v === undefined ? undefined : Number(v)));
      if (min === undefined && max === undefined) continue;
      if ([min, max].some((n) => n !== undefined && !Number.isFinite(n))) errors[spec.field] = `${spec.label} limits must be numbers.`;
      else if (min !== undefined && max !== undefined && max < min)
        errors[spec.field] = `${spec.label}: the upper limit is below the lower one.`;
      else filters.push({ spec, min, max });
    }
  }
  return { filters, errors };
}
