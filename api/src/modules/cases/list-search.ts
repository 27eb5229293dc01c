import { and, sql, type SQL } from 'drizzle-orm';
import { SEARCH_COUNT_CAP } from 'shared/resources';
import type { Db } from '../../db/client';
import type { PageOfIds } from '../../kit/types';
import { exactQuery, prefixQuery, quoted, searchWords } from '../../kit/query';
import { planRows } from '../../kit/search-paging';
import { orderSql, SORTS } from './list-order';
import { seriesPage } from './list-series';
import { setLocal, withoutSeqScan } from './sql';
import { rows, type Runner } from '../../db/rows';

/** Shaped like a case number (a prefix, e.g. "MUM/2526/0001"): searched on the number's own index. */
const caseNoShaped = (text: string) => /^[A-Za-z0-9]{1,10}\/[0-9/]*$/.test(text);

/** The text the word search reads, and its search document (the GIN index is on exactly that, 0900). */
const DOC = sql`coalesce(c.case_no, '') || ' ' || coalesce(c.applicant_name, '') || ' ' || coalesce(c.bank_ref_no, '') || ' ' || coalesce(c.property_address, '')`;
const VECTOR = sql`to_tsvector('simple', ${DOC})`;
/** A tsquery on the search document: through its GIN index (`match`), and on the stored lexemes (1058). */
const onDocument = (query: SQL) => ({ match: sql`${VECTOR} @@ ${query}`, stored: sql`c.search_vector @@ ${query}` });

export interface CaseSearch {
  match: SQL;
  /** A cheaper test every match passes, for rows read one by one (a walk) rather than through the index. */
  quick?: SQL;
  /** Some of the matches, cheaper to count (a floor for the count of `match`): of whole words only, or of the number alone. */
  whole?: SQL;
  /** One word: the word it starts that most cases hold, and how many (a floor for the matches, known without counting them). */
  most?: { match: SQL; cases: number };
  /** A search for whole number series ('MUM/2526/', 'MUM/'): the series' prefix, and what else matches. */
  series?: { prefix: string; others: SQL };
  /** `match` on the case's stored lexemes (1058): the same matches, tested row by row without parsing. */
  stored?: SQL;
}

/** Past this many words a search word starts, the index gathers them itself ('mum' starts every Mumbai case number). */
const MAX_NAMED = 32;

/**
 * For each search word (letters and digits), the words of cases it starts (at most MAX_NAMED + 1,
 * from case_words, 0913) and the most cases one of them is in; a word no case word starts with is absent.
 */
async function wordsStarting(db: Runner, prefixes: string[]) {
  // Letters and digits only: every word starting with 'palm' sorts byte-wise from 'palm' up to 'paln'.
  const ranges = prefixes.map((p) => [p, p.slice(0, -1) + String.fromCharCode(p.charCodeAt(p.length - 1) + 1)]);
  const found = await rows<{ prefix: string; words: string[]; most: string; top: string }>(
    db,
    sql`
    SELECT r.value->>0 AS prefix, array_agg(w.word ORDER BY w.word) AS words, max(w.cases) AS most,
      (array_agg(w.word ORDER BY w.cases DESC))[1] AS top
    FROM jsonb_array_elements(${JSON.stringify(ranges)}::jsonb) r
    CROSS JOIN LATERAL (
      SELECT word, cases FROM case_words
      WHERE word >= (r.value->>0) COLLATE "C" AND word < (r.value->>1) COLLATE "C" AND cases > 0
      ORDER BY word LIMIT ${MAX_NAMED + 1}) w
    GROUP BY 1`,
  );
  return new Map(found.map((r) => [r.prefix, { words: r.words, most: Number(r.most), top: r.top }]));
}

/** Search: a case number (prefix, e.g. "MUM/2526/0001"), else words of case no., applicant, bank ref. or address. */
export async function searchWhere(db: Runner, search: string | undefined): Promise<CaseSearch | undefined> {
  const text = (search ?? '').trim();
  if (!text) return undefined;
  if (caseNoShaped(text)) {
    // Shaped like a case number, and bank references often are too (e.g. "HL/2026/7014"): either.
    const prefix = text.toUpperCase().replace(/[\\%_]/g, '');
    const bankRef = sql`lower(c.bank_ref_no) = ${text.toLowerCase()}`;
    // Up to a '/', every number it starts is in a series that starts with it, and no other is.
    const series = prefix.endsWith('/') ? { prefix, others: bankRef } : undefined;
    // The number alone is counted on its index and stops at the cap; OR-ed with the reference, the
    // index gathers every match first (all 116,000 of 'MUM/2526/').
    const number = sql`c.case_no LIKE ${`${prefix}%`}`;
    return { match: sql`(${number} OR ${bankRef})`, whole: number, ...(series ? { series } : {}) };
  }
  const words = searchWords(text);
  if (!words.length) return undefined;
  // A word the parser would split is left to it (and the index gathers what its parts start).
  if (!words.every((w) => /^[a-z0-9]+$/.test(w))) return onDocument(sql`to_tsquery('simple', ${prefixQuery(words)})`);
  // A plain word of letters and digits is its own lexeme: each word it starts is named, so the index
  // skips through their cases instead of first gathering them all ('palm' as 'palm' | 'palms').
  const named = await wordsStarting(db, words);
  const terms = words.map((w) => {
    const starts = named.get(w)?.words;
    if (!starts) return quoted(w); // starts no word of any case: found nowhere
    return starts.length > MAX_NAMED ? `${quoted(w)}:*` : `(${starts.map(quoted).join(' | ')})`;
  });
  const { match, stored } = onDocument(sql`${terms.join(' & ')}::tsquery`);
  // A row whose words one starts with holds it in its lower-cased text; working out the document
  // costs ~10 us a row, finding the word ~1.
  const quick = sql.join(
    words.map((w) => sql`strpos(lower(${DOC}), ${w}) > 0`),
    sql` AND `,
  );
  const top = words.length === 1 ? named.get(words[0]) : undefined;
  const most = top && { match: sql`${VECTOR} @@ ${quoted(top.top)}::tsquery`, cases: top.most };
  const whole = sql`${VECTOR} @@ to_tsquery('simple', ${exactQuery(words)})`;
  return { match, quick, whole, stored, ...(most ? { most } : {}) };
}

/** What a bounded walk reads of each case: its id, the searched columns and the sort's column (by name). */
const WALKED = ['id', 'case_no', 'applicant_name', 'bank_ref_no', 'property_address'];
/** Matches spread evenly are met every rows/matches cases: a walk may pass WALK_MARGIN times that per row wanted. */
const WALK_MARGIN = 2;
/**
 * A window's first try: sized for rows + 4 * sqrt(rows) matches (four standard deviations of a
 * random spread), it holds fewer than `rows` about once in 2,000 tries for a page of 25 and once
 * in 20,000 for deep pages, which so need little more than their rows ('suresh' page 150 read
 * 7,500 matches in a window of twice its rows, 35 ms on the embedded database; 4,000 in a window
 * 1.07 times, 18 ms). Bunched matches miss, and the window is tried again at WALK_MARGIN.
 */
const spread = (rows: number) => Math.min(WALK_MARGIN, 1 + 4 / Math.sqrt(rows));
/** The longest walk tried before every match is fetched instead (~3 us a case with a plain word's quick test). */
const MAX_WALK = 20_000;
/** The widest window in received order (reading its edge from the received index costs ~0.15 us a case). */
const MAX_WINDOW = 100_000;
/** The widest window bounded by whole days (its edge costs nothing; its range and matches do: 'suresh' page 200, ~350,000 cases). */
const MAX_DAY_WINDOW = 400_000;

interface Page {
  sort: string;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
  /**
   * A bound on received_at that holds at least `cases` cases of the list at its newest (or oldest)
   * end, from the kept per-day counts (0901); undefined when they do not keep the list or it is shorter.
   */
  dayEdge?: (db: Runner, cases: number, newestFirst: boolean) => Promise<SQL | undefined>;
  /** The cases not in the list, when a set of states is all that filters it (the other states). */
  outside?: SQL;
  /** The list is one bank's, branch's, office's or engineer's cases, whole: walking its own index in received order reads its cases only. */
  ownIndex?: boolean;
}

/**
 * The ids of a searched page and its total, counted up to SEARCH_COUNT_CAP (`capped`: more match).
 *
 * The page is never left to a walk of the sort order that the planner thinks short: it judges by
 * its estimate of the matches, and matches bunch (last year's case numbers lie at the far end of
 * newest-first; a bank reference has no statistics, so one exact number looked like 5,000): a
 * full case number at 1M cases walked all of them, 1.6 s. Below the cap the matches are read once,
 * counted and sorted; past it, whole number series in received order are read from their own
 * index (list-series.ts), else a window of the newest cases (in received order) or a walk (in
 * another), bounded by how common the matches are, finds the page, else the matches are fetched
 * and sorted.
 */
export async function searchedPage(db: Db, rest: SQL | undefined, search: CaseSearch, page: Page) {
  const where = and(rest, search.match)!;
  const cap = SEARCH_COUNT_CAP;
  // Priced at the default random_page_cost, an index's heap reads looked dearer than reading cases
  // in another order and testing them, and the planner expects a filter's cases spread over time.
  // They bunch (none of the newest 21,000 of 1M cases is CLOSED; open cases all have an engineer),
  // and a test of the search document costs ~16 us a case on the embedded database: 'suresh' in
  // the work-in-progress view read 4,934 cases that way (79 ms) instead of ANDing the search and
  // status indexes (5 ms); a CLOSED walk read 22,000 of the newest cases (16 ms of 48). Searched
  // pages read pages that are in memory.
  const priced = { random_page_cost: '1.1' };
  return withoutSeqScan(db, priced, async (tx) => {
    const dense =
      page.ownIndex && rest && search.stored && page.sort === 'received_at' ? await denseInList(tx, rest, search.stored, page) : null;
    if (dense) return dense;
    // Whole number series in received order: read once, before the count when nothing else filters
    // (the series' kept sizes then say whether the cap is passed), else only once the count is past it.
    let series: ReturnType<typeof seriesPage> | undefined;
    const bySeries = () =>
      (series ??= search.series && page.sort === 'received_at' ? seriesPage(tx, rest, search.series, page) : Promise.resolve(null));
    if (!rest) {
      const found = await bySeries();
      if (found && found.held > cap) return { ids: found.ids, total: cap, capped: true };
    }
    // A search the planner expects well past the cap is only counted: reading each match's sort
    // value as well ('suresh', 29,000 matches) cost 12 ms of 30 on the embedded database.
    const expected = await planRows(tx, sql`SELECT 1 FROM cases c WHERE ${where}`);
    // Past the cap by whole words alone, it is past the cap: a prefix makes the index gather the
    // matches of every word it starts first ('suresh':* 19 ms, 'suresh' 12 on the embedded database).
    // One word held by more cases than the cap (case_words' count) needs no count at all; within
    // a set of states, its cases outside them are counted when few are.
    const least = rest ? await heldInside(tx, search.most, page.outside, cap) : (search.most?.cases ?? 0);
    const counted: { total: number; ids?: number[] } =
      least > cap
        ? { total: cap + 1 }
        : expected <= 2 * cap
          ? await matches(tx, where, page, cap + 1)
          : search.whole && (await countUpTo(tx, and(rest, search.whole)!, cap + 1)) > cap
            ? { total: cap + 1 }
            : { total: await countUpTo(tx, where, cap + 1) };
    if (counted.total <= cap) return { ids: counted.ids ?? (await matches(tx, where, page)).ids, total: counted.total, capped: false };
    const inSeries = await bySeries();
    if (inSeries) return { ids: inSeries.ids, total: cap, capped: true };
    // Past the cap: walk as far as spread matches would take (the planner's estimates of the matches
    // and of the list without its search), when that is shorter than fetching them all.
    const atLeast = Math.max(expected, cap + 1, least);
    const slice = Math.max(atLeast, await planRows(tx, sql`SELECT 1 FROM cases c${rest ? sql` WHERE ${rest}` : sql``}`));
    const wanted = page.offset + page.limit;
    const budget = (margin: number) => Math.max(200, Math.ceil((margin * wanted * slice) / atLeast));
    const wide = budget(WALK_MARGIN);
    // A window reads only its matches, so it is worth it far past a walk's length.
    const inWindows = async () => {
      const first = budget(spread(wanted));
      return (await windowed(tx, rest, search, page, first)) ?? (first < wide ? windowed(tx, rest, search, page, wide) : null);
    };
    const walk =
      page.sort === 'received_at'
        ? await inWindows()
        : wide <= Math.min(MAX_WALK, 2 * atLeast)
          ? await walked(tx, rest, search, page, wide)
          : null;
    const ids = walk ?? (await matches(tx, where, page)).ids;
    return { ids, total: cap, capped: true };
  });
}

/** The longest walk of a list's own index that counts and pages dense matches (~1 us a case with stored lexemes). */
const MAX_DENSE_WALK = 25_000;

/**
 * Matches dense in a list with its own index in received order (one letter in a bank's cases),
 * counted up to the cap and paged by walking that index and testing each case's stored lexemes,
 * when the planner expects the cap's worth of them (or the page's) within MAX_DENSE_WALK cases;
 * else null. Through the search index, the index first gathers the cases of every word the letter
 * starts (at 1M cases, 'a' within the largest bank: ~100 ms on PostgreSQL); the walk reads ~15,000
 * of its 151,583 cases (~15 ms). The answer is exact whatever the estimate; only its cost is not.
 */
async function denseInList(db: Runner, rest: SQL, stored: SQL, page: Page): Promise<PageOfIds | null> {
  const cap = SEARCH_COUNT_CAP;
  const inList = await planRows(db, sql`SELECT 1 FROM cases c WHERE ${rest}`);
  const matching = await planRows(db, sql`SELECT 1 FROM cases c WHERE ${and(rest, stored)}`);
  const reach = Math.max(cap + 1, page.offset + page.limit);
  if (matching <= cap || (reach * inList) / matching > MAX_DENSE_WALK) return null;
  const walk = sql`FROM cases c WHERE ${and(rest, stored)} ORDER BY ${orderSql('received_at', page.order)}`;
  const [counted] = await rows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM (SELECT 1 ${walk} LIMIT ${cap + 1}) m`);
  const found = await rows<{ id: number }>(db, sql`SELECT c.id ${walk} LIMIT ${page.limit} OFFSET ${page.offset}`);
  return { ids: found.map((r) => Number(r.id)), total: Math.min(counted.total, cap), capped: counted.total > cap };
}

/**
 * How many of the most held word's cases the list holds at least: all of them less those in the
 * other states. Those are counted only when the planner expects few (else 0), and only up to the
 * number that leaves more than `cap` in the list (reaching it answers `cap`: the list's matches
 * are then counted as before). 'suresh' within CLOSED: 1,455 of its 28,572 cases are not, found
 * by ANDing the search and status indexes (~9 ms on the embedded database), where counting 5,001
 * that are in it reads as many cases (~15 ms).
 */
async function heldInside(db: Runner, most: CaseSearch['most'], outside: SQL | undefined, cap: number): Promise<number> {
  if (!most || !outside || most.cases <= cap) return 0;
  const elsewhere = and(outside, most.match)!;
  if ((await planRows(db, sql`SELECT 1 FROM cases c WHERE ${elsewhere}`)) > cap / 2) return 0;
  return most.cases - (await countUpTo(db, elsewhere, most.cases - cap));
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

/**
 * In received order, the page among the newest (or oldest) `budget` cases of the list; null when it
 * is not complete there. The window's edge is read from the received index, then the search index
 * and the window's range are ANDed as bitmaps, so only the matches in the window are read: testing
 * each case of the window instead cost ~3 us a case for the quick test ('suresh' page 10 walked
 * 8,750 cases: 30 ms of 40 on the embedded database; this way ~12). The window is every case on
 * one side of its edge (ties included), so its matches are the first of the whole order. Where the
 * per-day counts keep the list, the edge is the start of the day that holds the window's last case
 * (a wider window, and deep pages: 'suresh' page 100 fetched all 28,572 matches, 210 ms).
 */
async function windowed(db: Runner, rest: SQL | undefined, search: CaseSearch, page: Page, budget: number): Promise<number[] | null> {
  const { order, offset, limit } = page;
  if (budget > MAX_DAY_WINDOW) return null;
  const fromDays = await page.dayEdge?.(db, budget, order === 'desc');
  if (!fromDays && budget > MAX_WINDOW) return null;
  // Else from the received index, as text: the edge to the microsecond (a JS Date keeps milliseconds).
  const [edge] = fromDays
    ? []
    : await rows<{ at: string }>(
        db,
        sql`SELECT c.received_at::text AS at FROM cases c ${rest ? sql`WHERE ${rest}` : sql``}
          ORDER BY ${orderSql('received_at', order)} LIMIT 1 OFFSET ${budget - 1}`,
      );
  const inWindow = fromDays ?? (edge ? sql`c.received_at ${sql.raw(order === 'asc' ? '<=' : '>=')} ${edge.at}::timestamptz` : undefined);
  // From bitmaps only: reading the window in order and working out each case's search document
  // looked cheaper to the planner, which expects a filter's cases spread over time ('suresh'
  // CLOSED page 4: 29,000 cases read, 80 ms).
  await setLocal(db, { enable_indexscan: 'off' });
  const found = await rows<{ id: number }>(
    db,
    sql`SELECT c.id FROM cases c WHERE ${and(rest, search.match, inWindow)}
      ORDER BY ${orderSql('received_at', order)} LIMIT ${limit} OFFSET ${offset}`,
  );
  if (found.length === limit) return found.map((r) => Number(r.id));
  await db.execute(sql`SET LOCAL enable_indexscan TO DEFAULT`);
  return null;
}

/** The page found by walking the list's order over at most `budget` cases; null when it is not complete there. */
async function walked(
  db: Runner,
  rest: SQL | undefined,
  search: CaseSearch,
  { sort, order, offset, limit }: Page,
  budget: number,
): Promise<number[] | null> {
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
