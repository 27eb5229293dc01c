/**
 * CSV as every export writes it (RFC 4180, CRLF rows). A cell that a spreadsheet would run as a
 * formula (starting with =, +, -, @, tab or CR, and not a plain number) gets a leading ' so it
 * stays text; cells with commas, quotes or line breaks are quoted.
 */
export function csvEscape(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV row, CRLF-terminated. */
export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvEscape).join(',')}\r\n`;
}
