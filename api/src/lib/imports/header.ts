import type { SheetLine, Table } from './read-table';
import type { TextEncodingName } from './decode';

/** A column an import expects: the key it is read into, the names a header cell may give it. */
export interface ImportColumn {
  key: string;
  /** The name shown in messages ("Applicant Name"). */
  label: string;
  /** Other names a header may use ("applicant_name"); the label and key always count. */
  names?: readonly string[];
  required?: boolean;
}

/** Header cells compare without case, spacing or punctuation: "Applicant Name" = "applicant_name" = "APPLICANT NAME". */
export const headerKey = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** How far down a header row may be: title rows, a date line, a blank line or two above it. */
export const HEADER_WITHIN = 10;

/** One data row of an import: its line, its cells by column key (trimmed text, '' when empty). */
export interface ImportRow {
  line: number;
  values: Record<string, string>;
}

export interface ImportSheet {
  /** The file line (row) the header was found on. */
  headerLine: number;
  rows: ImportRow[];
  /** Rows refused before any column was read (a character the file's encoding could not give). */
  refused: { line: number; message: string }[];
  ignored: number;
  encoding?: TextEncodingName;
}

/** Which column key each cell of a row names; the first cell naming a key wins (a merged header repeats). */
function namedColumns(cells: readonly string[], columns: readonly ImportColumn[]): (string | undefined)[] {
  const byName = new Map<string, string>();
  for (const c of columns) for (const n of [c.key, c.label, ...(c.names ?? [])]) byName.set(headerKey(n), c.key);
  const taken = new Set<string>();
  return cells.map((cell) => {
    const key = byName.get(headerKey(cell));
    if (!key || taken.has(key)) return undefined;
    taken.add(key);
    return key;
  });
}

/**
 * The header row of a table: the first row within the first HEADER_WITHIN rows of the file that
 * names every required column. Answers the columns it names, or (no such row) the required columns
 * missing from the row that came closest, for the caller's message, and whether any row named a column.
 */
export function findHeader(
  lines: readonly SheetLine[],
  columns: readonly ImportColumn[],
): { line: number; keys: (string | undefined)[] } | { missing: string[]; named: boolean } {
  const required = columns.filter((c) => c.required);
  let best: string[] = required.map((c) => c.label);
  let named = false;
  for (const row of lines) {
    if (row.line > HEADER_WITHIN) break;
    const keys = namedColumns(row.cells, columns);
    const missing = required.filter((c) => !keys.includes(c.key)).map((c) => c.label);
    if (!missing.length && keys.some(Boolean)) return { line: row.line, keys };
    if (missing.length < best.length) best = missing;
    named ||= keys.some(Boolean);
  }
  return { missing: best, named };
}

/** The data rows under a header, each cell by its column's key; a row holding U+FFFD is refused, never stored. */
export function rowsUnder(table: Table, header: { line: number; keys: (string | undefined)[] }): ImportSheet {
  const rows: ImportRow[] = [];
  const refused: ImportSheet['refused'] = [];
  for (const { line, cells } of table.lines) {
    if (line <= header.line) continue;
    if (cells.some((c) => c.includes('\uFFFD'))) {
      refused.push({ line, message: 'The row has a character that could not be read (�): save the file as CSV UTF-8 or .xlsx' });
      continue;
    }
    const values: Record<string, string> = {};
    header.keys.forEach((key, i) => {
      if (key) values[key] = cells[i] ?? '';
    });
    rows.push({ line, values });
  }
  return { headerLine: header.line, rows, refused, ignored: table.ignored, encoding: table.encoding };
}
