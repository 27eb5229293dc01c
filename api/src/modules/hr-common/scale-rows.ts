import { sql, type SQL } from 'drizzle-orm';
import { one, type Runner } from '../../db/rows';

/**
 * What every Hr row generator takes: the people the rows belong to (a query answering `id`),
 * how many rows, and the dates they fall between (YYYY-MM-DD). The scale seed and the Hr bench
 * call the same generators with their own volumes, so a table is generated one way only.
 */
export interface GenerateOptions {
  people: SQL;
  rows: number;
  from: string;
  to: string;
}

/** The people numbered 0..n-1 in id order (`p(id, k)`) and their count (`np(n)`), as CTEs. */
export const peopleCtes = (people: SQL) =>
  sql`p AS (SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS k FROM users WHERE id IN (${people})),
      np AS (SELECT greatest(count(*), 1)::int AS n FROM p)`;

/** A stable pseudo-random 0..m-1 from a row number column (no random(): a rerun makes the same data). */
export const pick = (col: string, salt: number, m: number) => sql.raw(`(abs(hashint8((${col})::bigint * 64 + ${salt})) % ${m})::int`);

export async function countOf(db: Runner, query: SQL): Promise<number> {
  return Number((await one<{ n: number | string }>(db, query))?.n ?? 0);
}
