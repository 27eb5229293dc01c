import { and, sql, type SQL } from 'drizzle-orm';
import { SEARCH_COUNT_CAP } from 'shared/resources';
import type { Db } from '../../db/client';
import { prefixQuery, searchWords } from '../../kit/query';
import { planRows } from '../../kit/search-paging';
import { orderSql, SORTS } from './list-order';
import { rows, withoutSeqScan, type Runner } from './sql';

/** Shaped like a case number (a prefix, e.g. "MUM/2526/0001"): searched on the number's own index. */
const caseNoShaped = (text: string) => /^[A-Za-z0-9]{1,10}\/[0-9/]*$/.test(text);

/** The text the word search reads (its GIN index is on exactly this document, 0900). */
const DOC = sql`coalesce(c.case_no, '') || ' ' || coalesce(c.applicant_name, '') || ' ' || coalesce(c.bank_ref_no, '') || ' ' || coalesce(c.property_address, '')`;

export interface CaseSearch {
  match: SQL;
  /** A cheaper test every match passes, for rows read one by one (a walk) rather than through the index. */
  quick?: SQL;
}

/** Search: a case number (prefix, e.g. "MUM/2526/0001"), else words of case no., applicant, bank ref. or address. */
export function searchWhere(search: string | undefined): CaseSearch | undefined {
  const text = (search ?? '').trim();
  if (!text) return undefined;
  if (caseNoShaped(text)) {
    // Shaped like a case number, and bank references often are too (e.g. "HL/2026/7014"): either.
    return {
      match: sql`(c.case_no LIKE ${`${text.toUpperCase().replace(/[\\%_]/g, '')}%`} OR lower(c.bank_ref_no) = ${text.toLowerCase()})`,
    };
  }
  const words = searchWords(text);
  if (!words.length) return undefined;
  const match = sql`to_tsvector('simple', ${DOC}) @@ to_tsquery('simple', ${prefixQuery(words)})`;
  // A plain word of letters and digits is its own lexeme, so a row whose words one starts with holds
  // it in its lower-cased text; working out the document costs ~10 us a row, finding the word ~1.
  if (!words.every((w) => /^[a-z0-9]+$/.test(w))) return { match };
  const quick = sql.join(
    words.map((w) => sql`strpos(lower(${DOC}), ${w}) > 0`),
    sql` AND `,
  );
  return { match, quick };
}

/** What a bounded walk reads of each case: its id, the searched columns and the sort's column (by name). */
const WALKED = ['id', 'case_no', 'applicant_name', 'bank_ref_no', 'property_address'];
/** A walk of the sort order passes at most this many cases for each row it must find, and at most MAX_WALK. */
const PROBE_WALK = 40;
const MAX_WALK = 10_000;

interface Page {
  sort: string;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/**
 * The ids of a searched page and its total, counted up to SEARCH_COUNT_CAP (`capped`: more match).
 *
 * The page is never left to a walk of the sort order that the planner thinks short: it judges by
 * its estimate of the matches, and matches bunch (last year's case numbers lie at the far end of
 * newest-first; a bank reference has no statistics, so one exact number looked like 5,000): a
 * full case number at 1M cases walked all of them, 1.6 s. Below the cap the matches are read once,
 * counted and sorted; past it, a walk bounded to PROBE_WALK rows a row wanted finds the page when
 * matches are common, else the matches are fetched and sorted.
 */
export async function searchedPage(db: Db, rest: SQL | undefined, search: CaseSearch, page: Page) {
  const where = and(rest, search.match)!;
  const cap = SEARCH_COUNT_CAP;
  return withoutSeqScan(db, async (tx) => {
    // A search the planner expects well past the cap is only counted: reading each match's sort
    // value as well ('suresh', 29,000 matches) cost 12 ms of 30 on the embedded database.
    const expected = await planRows(tx, sql`SELECT 1 FROM cases c WHERE ${where}`);
    const counted: { total: number; ids?: number[] } =
      expected <= 2 * cap ? await matches(tx, where, page, cap + 1) : { total: await countUpTo(tx, where, cap + 1) };
    if (counted.total <= cap) return { ids: counted.ids ?? (await matches(tx, where, page)).ids, total: counted.total, capped: false };
    const ids = (await walked(tx, rest, search, page)) ?? (await matches(tx, where, page)).ids;
    return { ids, total: cap, capped: true };
  });
}

async function countUpTo(db: Runner, where: SQL, limit: number): Promise<number> {
  const [found] = await rows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM cases c WHERE ${where} LIMIT ${limit}) m`,
  );
  return found.total;
}

/** The matches (at most `limit` of them, any), counted, and the page's ids among them in the list's order. */
async function matches(db: Runner, where: SQL, { sort, order, offset, limit: size }: Page, limit?: number) {
  const [found] = await rows<{ total: number; ids: number[] }>(
    db,
    sql`
    WITH m AS MATERIALIZED (SELECT c.id, ${SORTS[sort]} AS ${sql.identifier(sort)} FROM cases c WHERE ${where}${limit ? sql` LIMIT ${limit}` : sql``})
    SELECT (SELECT count(*)::int FROM m) AS total,
      coalesce((SELECT array_agg(p.id) FROM (SELECT c.id FROM m c ORDER BY ${orderSql(sort, order)} LIMIT ${size} OFFSET ${offset}) p), '{}') AS ids`,
  );
  return { total: found.total, ids: found.ids.map(Number) };
}

/** The page found by walking the list's order over at most PROBE_WALK cases a row wanted; null when it is not complete there. */
async function walked(
  db: Runner,
  rest: SQL | undefined,
  search: CaseSearch,
  { sort, order, offset, limit }: Page,
): Promise<number[] | null> {
  const budget = Math.min(PROBE_WALK * (offset + limit), MAX_WALK);
  const columns = (WALKED.includes(sort) ? WALKED : [...WALKED, sort]).map((c) => sql`c.${sql.identifier(c)}`);
  const found = await rows<{ id: number }>(
    db,
    sql`
    SELECT c.id FROM (
      SELECT ${sql.join(columns, sql`, `)} FROM cases c ${rest ? sql`WHERE ${rest}` : sql``}
      ORDER BY ${orderSql(sort, order)} LIMIT ${budget}
    ) c WHERE ${and(search.quick, search.match)} ORDER BY ${orderSql(sort, order)} LIMIT ${limit} OFFSET ${offset}`,
  );
  return found.length === limit ? found.map((r) => Number(r.id)) : null;
}
