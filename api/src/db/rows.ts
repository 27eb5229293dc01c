import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/** A drizzle database or a transaction of it: what runs a raw statement. */
export type Runner = Pick<Db, 'execute'>;

/**
 * The rows of a raw statement (a `sql` template, or text without parameters), typed by the caller.
 * The one place that knows both drivers answer execute() with `{ rows }` (drizzle types the result
 * by the driver). Contract: T names the columns the statement's SELECT or RETURNING lists, as the
 * drivers hand them back (numeric and bigint as text unless cast in the statement).
 */
export async function rows<T = Record<string, unknown>>(db: Runner, query: SQL | string): Promise<T[]> {
  const result = (await db.execute(typeof query === 'string' ? sql.raw(query) : query)) as { rows: T[] };
  return result.rows;
}

/** The first row of a raw statement, or undefined. */
export async function one<T = Record<string, unknown>>(db: Runner, query: SQL | string): Promise<T | undefined> {
  return (await rows<T>(db, query))[0];
}

/** A raw statement run for its effect. */
export async function run(db: Runner, query: SQL | string): Promise<void> {
  await db.execute(typeof query === 'string' ? sql.raw(query) : query);
}
