import { sql, type SQL } from 'drizzle-orm';
import { searchWords, tsMatch } from '../../kit/query';

/** Shaped like a case number (a prefix, e.g. "MUM/2526/0001"): searched on the number's own index. */
const caseNoShaped = (text: string) => /^[A-Za-z0-9]{1,10}\/[0-9/]*$/.test(text);
/** One whole number series, an office's year ("MUM/2526/"). */
const wholeSeries = (text: string) => /^[A-Za-z0-9]{1,10}\/[0-9]+\/$/.test(text);

/**
 * The list's search: a case number by its prefix (bank references often look like one too, e.g.
 * "HL/2026/7014", so an equal reference matches as well; a whole series is the series), else every word starting a word of the
 * case number, applicant, bank reference or address, on the stored lexemes' GIN index (1058, 1062).
 */
export function searchWhere(search: string | undefined): SQL | undefined {
  const text = (search ?? '').trim();
  if (!text) return undefined;
  if (caseNoShaped(text)) {
    const prefix = text.toUpperCase().replace(/[\\%_]/g, '');
    // The series' own index holds its cases in received order (0912): an older year lies at the
    // far end of newest-first, where a walk of the received order would reach it last.
    if (wholeSeries(prefix)) return sql`case_no_series(c.case_no) = ${prefix}`;
    return sql`(c.case_no LIKE ${`${prefix}%`} OR lower(c.bank_ref_no) = ${text.toLowerCase()})`;
  }
  const words = searchWords(text);
  return words.length ? tsMatch(sql`c.search_vector`, words) : undefined;
}
