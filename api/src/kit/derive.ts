import { eq, getTableColumns, getTableName, is, sql, type SQLWrapper } from 'drizzle-orm';
import { alias, PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDesc } from 'shared/resources';
import * as schema from '../db/schema/index';
import type { Joinable } from './types';

/** Every drizzle table of the schema by its SQL name (what a description's lookup names). */
const TABLES = new Map<string, PgTable>(
  (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable)).map((t) => [getTableName(t), t]),
);

export function tableNamed(name: string): PgTable {
  const table = TABLES.get(name);
  if (!table) throw new Error(`no drizzle table "${name}" in api/src/db/schema (a new migration? npm run db:schema)`);
  return table;
}

/** The table columns a description names: its fields' columns and list columns, with the kit's own four. */
function describedColumns(desc: ResourceDesc): Set<string> {
  return new Set([
    'id',
    'version',
    'created_at',
    'updated_at',
    ...desc.fields.map((f) => f.storeAs ?? f.name),
    ...desc.columns.map((c) => c.field),
  ]);
}

/**
 * The list / read selection a description implies: the table's own columns (less `omit`; only
 * those the description names with `onlyDescribed`), and for each field whose options come from a
 * table (`optionsFrom.table`) with a `rowLabel`, that table's label column under the rowLabel name
 * (or its `emptyLabel` when none is chosen), through a left join on the field's column.
 */
export function derivedSelection(desc: ResourceDesc, table: PgTable, opts: { omit?: readonly string[]; onlyDescribed?: boolean } = {}) {
  const own = getTableColumns(table) as Record<string, SQLWrapper>;
  const named = opts.onlyDescribed ? describedColumns(desc) : undefined;
  const keep = (k: string) => !opts.omit?.includes(k) && (!named || named.has(k));
  const columns: Record<string, SQLWrapper> = Object.fromEntries(Object.entries(own).filter(([k]) => keep(k)));
  const joins: ((q: Joinable) => Joinable)[] = [];
  for (const field of desc.fields) {
    const src = field.optionsFrom;
    if (!src?.rowLabel || !src.table) continue;
    const key = own[field.storeAs ?? field.name];
    if (!key) throw new Error(`${desc.name}: field "${field.name}" is not a column of ${getTableName(table)}`);
    const other = alias(tableNamed(src.table), `${src.rowLabel}_src`);
    const label = (getTableColumns(other) as Record<string, SQLWrapper>)[src.labelColumn ?? src.labelField];
    const id = (getTableColumns(other) as Record<string, SQLWrapper>)[src.valueField];
    if (!label || !id)
      throw new Error(`${desc.name}: ${src.table} has no column ${src.labelColumn ?? src.labelField} or ${src.valueField}`);
    columns[src.rowLabel] = src.emptyLabel ? sql`coalesce(${label}, ${src.emptyLabel})` : label;
    joins.push((q) => q.leftJoin(other, eq(id as never, key as never)));
  }
  return { columns, join: joins.length ? (q: Joinable) => joins.reduce((acc, j) => j(acc), q) : undefined };
}
