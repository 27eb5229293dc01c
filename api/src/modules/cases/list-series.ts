import { and, sql, type SQL } from 'drizzle-orm';
import { orderSql } from './list-order';
import { rows, type Runner } from './sql';

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
 * reference equal to the text), merged. Null when there are too many series or the page is too
 * deep for that to be shorter than reading every match.
 *
 * The list's filters are tested on the rows the series index gives, never used to pick an index:
 * the planner would walk the status index for status=CLOSED and meet an older series only at its
 * far end (2.2 s at 1M cases). A filter that keeps few of a series walks that series, no worse
 * than reading every match.
 */
export async function seriesPage(
  db: Runner,
  rest: SQL | undefined,
  series: { prefix: string; others: SQL },
  { order, offset, limit }: Page,
): Promise<number[] | null> {
  const want = offset + limit;
  if (want > MAX_ROWS) return null;
  const found = await rows<{ prefix: string }>(
    db,
    sql`SELECT prefix FROM case_no_groups WHERE prefix LIKE ${`${series.prefix}%`} AND n > 0 ORDER BY prefix LIMIT ${MAX_SERIES + 1}`,
  );
  if (found.length > MAX_SERIES) return null;
  const filtered = (cond: SQL) => and(cond, rest ? sql`(${rest}) IS TRUE` : undefined);
  const byOrder = orderSql('received_at', order);
  const parts = [
    ...found.map(
      ({ prefix }) =>
        sql`(SELECT c.id, c.received_at FROM cases c WHERE ${filtered(sql`case_no_series(c.case_no) = ${prefix}`)} ORDER BY ${byOrder} LIMIT ${want})`,
    ),
    // Exact bank references are few and have their own index: all of them, unordered (ordered, the
    // planner walks the received order looking for them).
    sql`(SELECT c.id, c.received_at FROM cases c WHERE ${filtered(series.others)})`,
  ];
  const page = await rows<{ id: number }>(
    db,
    sql`SELECT c.id FROM (${sql.join(parts, sql` UNION `)}) c ORDER BY ${byOrder} LIMIT ${limit} OFFSET ${offset}`,
  );
  return page.map((r) => Number(r.id));
}
