import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

export { pageOf } from '../http/schemas';

export interface ListParams {
  page?: number;
  pageno?: number;
  pageSize?: number;
  /** Keyset paging (seek.ts): a neighbour page's cursor from the last answer, or `last`; `page` is then the client's count. */
  cursor?: string;
  search?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  /** Column filters (`status=0,1`, `due_date_from=…`): see filters.ts. */
  [filter: string]: unknown;
}

/** `%`, `_` and `\` match literally in a LIKE pattern. */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Search text as words: lower-cased, control characters dropped, at most 5 words. */
export function searchWords(search: string | undefined): string[] {
  return (search ?? '')
    .replace(/[\u0000-\u001F\u007F]/g, ' ')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5);
}

/**
 * The search document of a resource: its searchable text columns, in the description's order, as
 * one 'simple' (no stemming) tsvector. Each resource's migration creates a GIN index on exactly
 * this expression (see `searchIndexSql`); api/test/kit-search-index.test.ts checks they match.
 */
export function searchVector(columns: SQLWrapper[]): SQL {
  return sql`to_tsvector('simple', ${sql.join(
    columns.map((c) => sql`coalesce(${c}, '')`),
    sql` || ' ' || `,
  )})`;
}

/** One lexeme as a tsquery literal (cast with ::tsquery: taken as it is, not parsed again). */
export const quoted = (w: string) => `'${w.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** Words as a prefix tsquery: every word must start a word of the document ('nash road' finds 'Nashik Road'). */
export function prefixQuery(words: string[]): string {
  return words.map((w) => `${quoted(w)}:*`).join(' & ');
}

export function searchWhere(columns: SQLWrapper[], search: string | undefined): SQL | undefined {
  const words = searchWords(search);
  if (!words.length || !columns.length) return undefined;
  return tsMatch(searchVector(columns), words);
}

/** A search document (a tsvector) holding words that start with each of `words`. */
export function tsMatch(vector: SQL, words: string[]): SQL {
  // A word the parser splits ('home_loan', 'a-b') becomes a phrase ('home':* <-> 'loan':*), which
  // the GIN index cannot answer alone: every match is rechecked by working out its document (25,000
  // required-document rules: 490 ms). Its parts as plain ANDs find the same rows and need no recheck.
  return sql`${vector} @@ regexp_replace(to_tsquery('simple', ${prefixQuery(words)})::text, '<[0-9-]+>', '&', 'g')::tsquery`;
}

/** The CREATE INDEX a resource's migration needs for its search (printed by a test when missing). */
export function searchIndexSql(table: string, columns: string[]): string {
  const doc = columns.map((c) => `coalesce(${c}, '')`).join(` || ' ' || `);
  return `CREATE INDEX ${table}_search_idx ON ${table} USING gin (to_tsvector('simple', ${doc}));`;
}
