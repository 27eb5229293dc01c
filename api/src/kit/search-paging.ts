import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { orderOf } from './query';
import { rows } from '../db/rows';

const MATCH_FENCE = 2_000_000_000;

/** A page in the order of one of the table's own columns. */
export interface OwnPage {
  sortCol: SQLWrapper;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

interface Page {
  size: number;
  offset: number;
  /** Rows the page must have: its size, or fewer on the last page. */
  need: number;
}

/** How many rows the planner expects `query` to return (EXPLAIN, nothing run). */
export async function planRows(db: Pick<Db, 'execute'>, query: SQL): Promise<number> {
  const res = await rows<{ 'QUERY PLAN': unknown }>(db, sql`EXPLAIN (FORMAT JSON) ${query}`);
  const raw = res[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return Number(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** The ways a searched page is read from one table: its matches once, its ids, a bounded walk, the planner's estimate. */
export function searchPaging(db: Db, table: PgTable, id: SQLWrapper) {
  /**
   * The matches up to the cap, read once from the search index: their count, and the page's ids
   * when they are all there (not capped). Counting and then fetching read the index twice, and
   * a prefix of many distinct words ('bench' of every 'bench.contact123@...') costs ~10 ms a read.
   */
  async function matchesOnce(run: Db, where: SQL | undefined, cap: number, page: OwnPage) {
    const dir = sql.raw(page.order === 'desc' ? 'DESC' : 'ASC');
    const m = run
      .select({ mid: sql<number>`${id}`.as('mid'), ms: sql`${page.sortCol}`.as('ms') })
      .from(table)
      .where(where)
      .limit(cap + 1);
    const res = await rows<{ total: number; ids: (number | string)[] | null }>(
      run,
      sql`WITH m AS MATERIALIZED (${m})
      SELECT (SELECT count(*)::int FROM m) AS total,
        CASE WHEN (SELECT count(*) FROM m) <= ${cap} THEN coalesce((SELECT array_agg(p.mid) FROM
          (SELECT mid FROM m ORDER BY ms ${dir}, mid ${dir} LIMIT ${page.limit} OFFSET ${page.offset}) p), '{}') END AS ids`,
    );
    const [found] = res;
    return { total: Number(found.total), ids: found.ids?.map(Number) ?? null };
  }

  /**
   * The ids of one page as a subquery on the table alone (an index scan), so deep pages do not
   * join the rows they skip; the outer query joins only those. With a search, the matches come
   * from its GIN index first: the LIMIT of the inner query fences it, so the planner cannot walk an
   * ordered index testing every row against the search instead (drizzle drops an `OFFSET 0`).
   */
  function pageIds(where: SQL | undefined, fenced: boolean, sortCol: SQLWrapper, order: 'asc' | 'desc', limit: number, offset: number) {
    if (!fenced) {
      return db
        .select({ id: id as never })
        .from(table)
        .where(where)
        .orderBy(...orderOf(sortCol, order, id))
        .limit(limit)
        .offset(offset);
    }
    const matches = db
      .select({ mid: sql<number>`${id}`.as('mid'), ms: sql`${sortCol}`.as('ms') })
      .from(table)
      .where(where)
      .limit(MATCH_FENCE)
      .as('matches');
    return db
      .select({ id: matches.mid })
      .from(matches)
      .orderBy(...orderOf(matches.ms, order, matches.mid))
      .limit(limit)
      .offset(offset);
  }

  /**
   * A searched page found by walking at most `budget` rows of the sort order, testing each against
   * the search: the page when the walk held all of it (`need` rows), else null. When matches are
   * common and spread, this reads a few hundred rows where fetching every match reads thousands.
   */
  async function walkedPage(search: SQL, rest: SQL | undefined, sortCol: SQLWrapper, order: 'asc' | 'desc', page: Page, budget: number) {
    const walk = db
      .select({ wid: sql<number>`${id}`.as('wid'), ws: sql`${sortCol}`.as('ws'), hit: sql<boolean>`${search}`.as('hit') })
      .from(table)
      .where(rest)
      .orderBy(...orderOf(sortCol, order, id))
      .limit(budget)
      .as('walk');
    const found = await db
      .select({ id: walk.wid })
      .from(walk)
      .where(sql`${walk.hit}`)
      .orderBy(...orderOf(walk.ws, order, walk.wid))
      .limit(page.size)
      .offset(page.offset);
    return found.length >= page.need ? found.map((r) => Number(r.id)) : null;
  }

  /** How many rows the planner expects `where` to match (its statistics of the search index). */
  const estimatedRows = (where: SQL | undefined) =>
    planRows(
      db,
      db
        .select({ one: sql`1` })
        .from(table)
        .where(where)
        .getSQL(),
    );
  return { matchesOnce, pageIds, walkedPage, estimatedRows };
}
