import crypto from 'node:crypto';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDesc } from 'shared/resources';
import type { Db } from '../db/client';
import { MIGRATION_LOCK_ID } from '../db/migrate';
import { searchIndexSql } from './query';
import { rows } from '../db/rows';

/** The searchable columns an index definition covers, in order (`COALESCE(title, ''::text)` -> title). */
export function indexedColumns(indexdef: string): string[] {
  return [...indexdef.matchAll(/COALESCE\(\(?"?([a-z_0-9]+)"?\)?(?:::text)?,/gi)].map((m) => m[1]);
}

/**
 * The columns a search index covers, in order, read from the expression PostgreSQL stores for it
 * (`pg_index.indexprs` as text, a node tree: `{COALESCEEXPR ... :args ({VAR :varno 1 :varattno 3 ...`,
 * or `{RELABELTYPE :arg {VAR ...` for a varchar column), with `names` the table's column names by
 * number. The same columns as indexedColumns of the index's definition, without pg_get_indexdef:
 * printing a definition looks up every function and operator in it by name (0.5-1.4 s of CPU of a
 * restart for ~60 search indexes, against ~0.15 s for this).
 */
export function storedIndexColumns(exprs: string, names: Record<string, string>): string[] {
  return [...exprs.matchAll(/\{COALESCEEXPR [^{]*?:args \(\{(?:(?:RELABELTYPE|COERCEVIAIO) :arg \{)?VAR :varno \d+ :varattno (\d+) /g)].map(
    (m) => names[m[1]],
  );
}

/** What a database already has of the kit's per-table needs: read once for every resource at start. */
export interface KitTablesState {
  /** The columns of each search index (`to_tsvector` GIN indexes), by table. */
  searchIndexes: Map<string, string[][]>;
  counted: Set<string>;
}

/** Two queries for all tables, instead of a transaction of several per resource (77 of them: 1.5 s of a restart). */
export async function kitTablesState(db: Db): Promise<KitTablesState> {
  // The GIN indexes only (searchIndexSql makes GIN ones) on a to_tsvector expression.
  const indexes = await rows<{ tablename: string; exprs: string; names: Record<string, string> }>(
    db,
    sql`
      SELECT t.relname AS tablename, i.indexprs::text AS exprs,
        (SELECT json_object_agg(a.attnum, a.attname) FROM pg_attribute a WHERE a.attrelid = t.oid AND a.attnum > 0) AS names
      FROM pg_index i
      JOIN pg_class t ON t.oid = i.indrelid
      JOIN pg_class ic ON ic.oid = i.indexrelid
      JOIN pg_am am ON am.oid = ic.relam
      WHERE am.amname = 'gin'
        AND EXISTS (SELECT 1 FROM pg_proc p WHERE p.proname = 'to_tsvector' AND i.indexprs::text LIKE '%{FUNCEXPR :funcid ' || p.oid || ' %')`,
  );
  const searchIndexes = new Map<string, string[][]>();
  for (const i of indexes)
    searchIndexes.set(i.tablename, [...(searchIndexes.get(i.tablename) ?? []), storedIndexColumns(i.exprs, i.names)]);
  const counted = new Set((await rows<{ table_name: string }>(db, sql`SELECT table_name FROM kit_row_counts`)).map((r) => r.table_name));
  return { searchIndexes, counted };
}

/** Whether ensureResourceTable has anything to do for this resource, judged from a state read before. */
export function resourceTableIsReady(state: KitTablesState, desc: ResourceDesc, table: PgTable): boolean {
  const name = getTableName(table);
  const columns = searchColumns(desc, table).join(',');
  const indexed = !columns || (state.searchIndexes.get(name) ?? []).some((covered) => covered.join(',') === columns);
  return indexed && state.counted.has(name);
}

const searchColumns = (desc: ResourceDesc, table: PgTable) => {
  const own = getTableColumns(table) as Record<string, { name: string }>;
  return desc.searchable.map((f) => own[f]?.name ?? f);
};

/**
 * What the kit needs of a resource's table, derived from its description rather than hand-kept in
 * migrations: the GIN index its search runs on (exactly the `searchable` columns, in order) and the
 * row count kept by the triggers of migration 0104. Idempotent; run once when the app is ready,
 * under the migration lock so two instances do not race.
 */
export async function ensureResourceTable(db: Db, desc: ResourceDesc, table: PgTable): Promise<void> {
  const name = getTableName(table);
  const columns = searchColumns(desc, table);
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    if (columns.length) {
      const existing = await rows<{ indexname: string; indexdef: string }>(
        tx,
        sql`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = ${name} AND indexdef ILIKE '%to_tsvector%'`,
      );
      const matching = existing.some((i) => indexedColumns(i.indexdef).join(',') === columns.join(','));
      if (!matching) {
        // Two descriptions may search one table (users, applicants): each keeps its own index, so
        // one is never dropped for the other; a name already taken gets the columns' hash.
        const taken = existing.some((i) => i.indexname === `${name}_search_idx`);
        const suffix = taken ? crypto.createHash('sha1').update(columns.join(',')).digest('hex').slice(0, 8) : 'idx';
        await tx.execute(sql.raw(searchIndexSql(name, columns).replace(`${name}_search_idx`, `${name}_search_${suffix}`)));
      }
    }
    const tracked = await rows(tx, sql`SELECT 1 FROM kit_row_counts WHERE table_name = ${name}`);
    if (!tracked.length) await tx.execute(sql`SELECT kit_track_count(${name})`);
  });
}
