import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { rows } from '../../db/rows';

/**
 * Refuses to delete a record that rows of other tables still point at with ON DELETE RESTRICT
 * (cases, bills, ...): PostgreSQL reports those as 23001, which the kit does not translate, and
 * the tables that point here keep growing with other features, so they are read from the catalog.
 */
export async function refuseIfReferenced(db: Db, table: string, id: number, singular: string): Promise<void> {
  const refs = await rows<{ tbl: string; col: string }>(
    db,
    sql`
    SELECT cl.relname AS tbl, a.attname AS col
    FROM pg_constraint c
    JOIN pg_class cl ON cl.oid = c.conrelid
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    WHERE c.contype = 'f' AND c.confrelid = to_regclass(${table}) AND c.confdeltype IN ('r', 'a')
      AND cardinality(c.conkey) = 1
    ORDER BY cl.relname`,
  );
  for (const { tbl, col } of refs) {
    const used = await rows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(tbl)} WHERE ${sql.identifier(col)} = ${id}`,
    );
    const n = used[0]?.n ?? 0;
    if (n > 0) {
      throw new HttpError(409, `This ${singular} is still used by ${tbl.replace(/_/g, ' ')} (${n}); remove those first.`);
    }
  }
}
