import { and, sql, type SQL } from 'drizzle-orm';
import { orderSql } from './list-order';
import { rows, type Runner } from '../../db/rows';

/** More series than this (a one-letter office code over many years) is left to the general search. */
const MAX_SERIES = 24;
/** Deeper than this, each series would give as many rows as the whole search: left to it too. */
const MAX_ROWS = 2_000;

interface Page {
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/**
 * A page in received order of a search for whole number series ('MUM/2526/'), from the series'
 * own index (0912): the first offset+limit cases of each series, and of the other matches (a bank
 * reference equal to the text), merged; with `held`, how many cases those series hold (0905's
 * kept counts, every filter aside). Null when no series starts with the text, when there are too
 * many, or when the page is too deep for this to be shorter than reading every match.
 *
 * Each series is asked for as a range of one value and ordered by it first: with '=' the planner
 * drops the series from the order (a constant) and, knowing that a series is a tenth of the
 * cases, walks the received index for it instead (906 ms at 1M cases on PGlite). The list's
 * filters are tested on the rows the series index gives (IS TRUE), never used to pick an index:
 * for status=CLOSED the planner walked the status index to an older series' far end (2.2 s). A
 * filter that keeps few of a series walks that series, no worse than reading every match.
 */
export async function seriesPage(
  db: Runner,
  rest: SQL | undefined,
  series: { prefix: string; others: SQL },
  { order, offset, limit }: Page,
): Promise<{ ids: number[]; held: number } | null> {
  const want = offset + limit;
  if (want > MAX_ROWS) return null;
  const found = await rows<{ prefix: string; n: number }>(
    db,
    sql`SELECT prefix, n::int AS n FROM case_no_groups WHERE prefix LIKE ${`${series.prefix}%`} AND n > 0 ORDER BY prefix LIMIT ${MAX_SERIES + 1}`,
  );
  if (!found.length || found.length > MAX_SERIES) return null;
  const filtered = (cond: SQL) => and(cond, rest ? sql`(${rest}) IS TRUE` : undefined);
  const dir = sql.raw(order === 'asc' ? 'ASC' : 'DESC');
  const byOrder = orderSql('received_at', order);
  const parts = [
    ...found.map(({ prefix }) => {
      const one = sql`case_no_series(c.case_no) >= ${prefix} AND case_no_series(c.case_no) <= ${prefix}`;
      return sql`(SELECT c.id, c.received_at FROM cases c WHERE ${filtered(one)}
        ORDER BY case_no_series(c.case_no) ${dir}, ${byOrder} LIMIT ${want})`;
    }),
    // Exact bank references are few and have their own index: all of them, unordered (ordered, the
    // planner walks the received order looking for them); not those of the series, met already.
    sql`(SELECT c.id, c.received_at FROM cases c WHERE ${filtered(sql`${series.others} AND c.case_no NOT LIKE ${`${series.prefix}%`}`)})`,
  ];
  const page = await rows<{ id: number }>(
    db,
    sql`SELECT c.id FROM (${sql.join(parts, sql` UNION ALL `)}) c ORDER BY ${byOrder} LIMIT ${limit} OFFSET ${offset}`,
  );
  return { ids: page.map((r) => Number(r.id)), held: found.reduce((n, s) => n + Number(s.n), 0) };
}
