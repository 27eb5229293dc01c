import { sql, type SQL } from 'drizzle-orm';
import { searchWords, tsMatch } from '../../kit/query';

/** Shaped like a case number (a prefix, e.g. "MUM/2526/0001"): searched on the number's own index. */
const caseNoShaped = (text: string) => /^[A-Za-z0-9]{1,10}\/[0-9/]*$/.test(text);
/** One whole number series, an office's year ("MUM/2526/"). */
const wholeSeries = (text: string) => /^[A-Za-z0-9]{1,10}\/[0-9]+\/$/.test(text);

/** The list's search as its page reads it, and as its count does (the same cases, each on the index that serves it). */
export interface CaseSearch {
  match: SQL;
  counted: SQL;
}

/**
 * The list's search: a case number by its prefix (bank references often look like one too, e.g.
 * "HL/2026/7014", so an equal reference matches as well), else every word starting a word of the
 * case number, applicant, bank reference or address, on the stored lexemes' GIN index (1058, 1062).
 * A whole series is read as the series, from its own index in received order (0912: an older year
 * lies at the far end of newest-first), and counted as a range of the number's own index (working
 * out each number's series to count it cost 80 ms for 5,000 cases on the embedded database).
 */
export function searchWhere(search: string | undefined): CaseSearch | undefined {
  const text = (search ?? '').trim();
  if (!text) return undefined;
  if (caseNoShaped(text)) {
    const prefix = text.toUpperCase().replace(/[\\%_]/g, '');
    const number = sql`c.case_no LIKE ${`${prefix}%`}`;
    if (wholeSeries(prefix)) return { match: sql`case_no_series(c.case_no) = ${prefix} AND ${number}`, counted: number };
    const either = sql`(${number} OR lower(c.bank_ref_no) = ${text.toLowerCase()})`;
    return { match: either, counted: either };
  }
  const words = searchWords(text);
  const match = words.length ? tsMatch(sql`c.search_vector`, words) : undefined;
  return match && { match, counted: match };
}
