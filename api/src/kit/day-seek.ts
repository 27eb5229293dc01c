import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/rows';

/** Below this many rows to skip, walking the index is cheaper than finding the day first. */
export const SEEK_FROM = 1000;

/**
 * For the default order of a `keptDays` description (0105): where the `skip`-th row of the walk
 * lies, as a bound on the sort column at the edge of its day, and how many rows the walk passes in
 * the days before it. The page then starts at that edge and skips only within the day.
 */
export async function daySeek(
  db: Db,
  tableName: string,
  column: SQLWrapper & { columnType?: string },
  order: 'asc' | 'desc',
  skip: number,
): Promise<{ bound: SQL; before: number } | undefined> {
  const dir = sql.raw(order === 'desc' ? 'DESC' : 'ASC');
  const found = await rows<{ day: string; before: number }>(
    db,
    sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, (running - n)::float8 AS before FROM (
      SELECT day, n, sum(n) OVER (ORDER BY day ${dir}) AS running FROM kit_day_counts
      WHERE table_name = ${tableName} AND n > 0
    ) w WHERE running > ${skip} ORDER BY day ${dir} LIMIT 1`,
  );
  const at = found[0];
  if (!at) return undefined;
  // The same day as the trigger counts: a date as it is, a timestamp by its UTC day.
  const stamp = /Timestamp/.test(column.columnType ?? '');
  const edge = stamp ? sql`(${at.day}::date${order === 'desc' ? sql` + 1` : sql``})::timestamp AT TIME ZONE 'UTC'` : sql`${at.day}::date`;
  const bound = order === 'desc' ? (stamp ? sql`${column} < ${edge}` : sql`${column} <= ${edge}`) : sql`${column} >= ${edge}`;
  return { bound, before: Number(at.before) };
}
