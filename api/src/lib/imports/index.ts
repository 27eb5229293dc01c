/**
 * The one way a CSV or .xlsx file comes in (ready reckoner, market data, pincodes, the bank's
 * request sheet, bank statements): bytes in, then
 *   acceptImportBodies / importBody   a route takes the file's bytes (CSV or .xlsx) as its body;
 *   readImport     .xlsx or CSV told by the bytes; the CSV's encoding detected (UTF-8 with or
 *                  without BOM, UTF-16, Windows-1252); empty and separator-only rows left out;
 *                  the header row found (the first naming the expected columns within the first
 *                  10 rows, reported as headerLine); each data row's cells by column key; a row
 *                  with a replacement character refused;
 *   readDay / readAmount   Indian dates and amounts as values, or the reason they are refused;
 *   IMPORT_QUERY / confirmGate   ?check=true answers the report and stores nothing; a file with
 *                  refused rows is stored only with ?confirm=valid-only.
 * A described resource reads its rows with described.ts (describedColumns, describedRecord).
 */
import { HttpError } from '../../http/errors';
import { findHeader, rowsUnder, type ImportColumn, type ImportSheet } from './header';
import { readTable } from './read-table';

export { decodeText } from './decode';
export type { ImportColumn, ImportSheet } from './header';
export { readTable } from './read-table';
export { readAmount, readDay } from './values';
export { acceptImportBodies, confirmGate, importBody, IMPORT_QUERY, type ImportQuery } from './upload';

/** The message when no header row is found: which required columns no row of the first 10 names. */
export const missingColumnsMessage = (missing: readonly string[]) =>
  `No row among the first 10 names the column${missing.length === 1 ? '' : 's'} ${missing.join(', ')}: the header row must name them.`;

/**
 * A file's header and data rows. `noHeader` reads a file whose first rows name no column at all
 * as data in the columns' order (the pincode CSV allows that); otherwise a file with no header row is a 400 naming the
 * missing columns.
 */
export async function readImport(
  bytes: Buffer,
  columns: readonly ImportColumn[],
  opts: { noHeader?: boolean; missingMessage?: (missing: string[]) => string } = {},
): Promise<ImportSheet> {
  const table = await readTable(bytes);
  if (!table.lines.length) throw new HttpError(400, 'The file is empty: send a header row and one row per record.');
  const header = findHeader(table.lines, columns);
  if ('missing' in header) {
    // A row naming some columns is a header that lacks the others, not data.
    if (opts.noHeader && !header.named) return rowsUnder(table, { line: table.lines[0].line - 1, keys: columns.map((c) => c.key) });
    throw new HttpError(400, (opts.missingMessage ?? missingColumnsMessage)(header.missing));
  }
  return rowsUnder(table, header);
}
