import { and, gte, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ResourceDesc } from 'shared/resources';
import { badRequest } from '../http/errors';
import { businessTimeZone } from './business-time';
import { fieldByName, listFilters, parseFilters, type ParsedFilter } from 'shared/resources';

type Json = Record<string, unknown>;
type Column = SQLWrapper & { columnType?: string };

/** The column filters the API applies: those of the description on the table's own columns. */
export function tableFilters(desc: ResourceDesc, own: Record<string, SQLWrapper>) {
  return listFilters(desc).filter((s) => own[s.field]);
}

/** Query-string schema entries of the filters (strings: the values are checked by parseFilters). */
export function filterQuerySchema(desc: ResourceDesc, own: Record<string, SQLWrapper>): Json {
  const props: Json = {};
  for (const spec of tableFilters(desc, own))
    for (const p of spec.params) props[p] = { type: 'string', maxLength: spec.kind === 'options' ? 500 : 30 };
  return props;
}

/**
 * WHERE of the filters in a list query, or a 400 naming the filter that is wrong. A date range on
 * a timestamp column covers whole business days (BUSINESS_TZ), so 'today' means the firm's today.
 */
export function filterWhere(desc: ResourceDesc, own: Record<string, SQLWrapper>, query: Json): SQL | undefined {
  return whereOfFilters(desc, own, checkedFilters(desc, own, query));
}

/** The filters in a list query, or a 400 naming the filter that is wrong. */
export function checkedFilters(desc: ResourceDesc, own: Record<string, SQLWrapper>, query: Json): ParsedFilter[] {
  const { filters, errors } = parseFilters(tableFilters(desc, own), query);
  if (Object.keys(errors).length) throw badRequest(errors);
  return filters;
}

/** WHERE of filters already checked (checkedFilters). */
export function whereOfFilters(desc: ResourceDesc, own: Record<string, SQLWrapper>, filters: ParsedFilter[]): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  for (const f of filters) {
    const col = own[f.spec.field] as Column;
    if (f.values) {
      const integer = fieldByName(desc, f.spec.field)?.valueType === 'integer';
      parts.push(inArray(col as never, integer ? f.values.map(Number) : f.values));
    } else if (f.spec.kind === 'date') {
      const stamp = /Timestamp/.test(col.columnType ?? '');
      const tz = businessTimeZone();
      if (f.from) parts.push(stamp ? sql`${col} >= (${f.from}::date::timestamp AT TIME ZONE ${tz})` : gte(col as never, f.from));
      if (f.to) parts.push(stamp ? sql`${col} < ((${f.to}::date + 1)::timestamp AT TIME ZONE ${tz})` : lte(col as never, f.to));
    } else {
      if (f.min !== undefined) parts.push(gte(col as never, f.min));
      if (f.max !== undefined) parts.push(lte(col as never, f.max));
    }
  }
  return and(...parts);
}
