import crypto from 'node:crypto';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDesc } from 'shared/resources';
import type { Db } from '../db/client';
import { MIGRATION_LOCK_ID } from '../db/migrate';
import { searchIndexSql } from './query';

const rows = <T>(res: unknown): T[] => (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];

/** The searchable columns an index definition covers, in order (`COALESCE(title, ''::text)` -> title). */
export function indexedColumns(indexdef: string): string[] {
  return [...indexdef.matchAll(/COALESCE\(\(?"?([a-z_0-9]+)"?\)?(?:::text)?,/gi)].map((m) => m[1]);
}

/**
 * What the kit needs of a resource's table, derived from its description rather than hand-kept in
 * migrations: the GIN index its search runs on (exactly the `searchable` columns, in order) and the row count kept by the triggers of migration 0104, and the rows per day of a `keptDays` sort (0105). Idempotent; run once
 * when the app is ready, under the migration lock so two instances do not race.
 */
export async function ensureResourceTable(db: Db, desc: ResourceDesc, table: PgTable): Promise<void> {
  const name = getTableName(table);
  const own = getTableColumns(table) as Record<string, { name: string }>;
  const columns = desc.searchable.map((f) => own[f]?.name ?? f);
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    if (columns.length) {
      const existing = rows<{ indexname: string; indexdef: string }>(
        await tx.execute(sql`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = ${name} AND indexdef ILIKE '%to_tsvector%'`),
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
    const tracked = rows(await tx.execute(sql`SELECT 1 FROM kit_row_counts WHERE table_name = ${name}`));
    if (!tracked.length) await tx.execute(sql`SELECT kit_track_count(${name})`);
    if (desc.defaultSort.keptDays) {
      const column = own[desc.defaultSort.field]?.name ?? desc.defaultSort.field;
      const days = rows(await tx.execute(sql`SELECT 1 FROM kit_day_tracks WHERE table_name = ${name}`));
      if (!days.length) await tx.execute(sql`SELECT kit_track_days(${name}, ${column})`);
    }
  });
}
