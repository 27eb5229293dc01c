import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** A drizzle database or transaction: both drivers answer `{ rows }` to execute(). */
export type Runner = Pick<Db, 'execute'>;

export async function rows<T = Record<string, unknown>>(db: Runner, query: SQL | string): Promise<T[]> {
  const result = (await db.execute(typeof query === 'string' ? sql.raw(query) : query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function run(db: Runner, query: SQL | string): Promise<void> {
  await db.execute(typeof query === 'string' ? sql.raw(query) : query);
}

/** Rows passed as one JSON parameter, for `jsonb_to_recordset(...)` inserts of small lists. */
export const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
