/**
 * A cell that a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR, and not a
 * plain number) gets a leading ' so it stays text.
 */
export function safeCsvCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
}

/**
 * The csv-stringify options of every CSV the suite writes (the API's exports and the browser's
 * chart downloads): RFC 4180 with CRLF rows, formula-like text neutralised, numbers as they are.
 */
export const CSV_OPTIONS = {
  record_delimiter: 'windows',
  // csv-stringify quotes a cell holding the record delimiter (CRLF); a bare LF or CR must be quoted too.
  quoted_match: /[\r\n]/,
  cast: { string: safeCsvCell, boolean: (b: boolean) => String(b) },
} as const;
