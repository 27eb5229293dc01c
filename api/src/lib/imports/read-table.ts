import { parse } from 'csv-parse/sync';
// exceljs is loaded on first use: importing it costs half a second of CPU at every server start.
import type ExcelJS from 'exceljs';
import { HttpError } from '../../http/errors';
import { decodeText, type TextEncodingName } from './decode';

/** One row of an uploaded sheet: its line (CSV) or row number (.xlsx) and its cells as text. */
export interface SheetLine {
  line: number;
  cells: string[];
}

export interface Table {
  lines: SheetLine[];
  /** The CSV's text encoding as detected; absent for a workbook. */
  encoding?: TextEncodingName;
  /** Rows left out as empty or separators only (",,,," or "-----"). */
  ignored: number;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_TYPES = ['text/csv', 'application/csv'];

/** A row that holds nothing: empty cells, or only rule characters a clerk typed as a separator. */
export function isBlank(cells: readonly string[]): boolean {
  return cells.every((c) => /^[\s\-=_*.~·|]*$/.test(c));
}

/** A cell as text: an Excel date as YYYY-MM-DD, a formula by its result, rich text as its text. */
function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('result' in v) return cellText((v as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('text' in v) return String((v as { text: unknown }).text);
    return '';
  }
  return String(v).trim();
}

function tableOf(rows: SheetLine[], encoding?: TextEncodingName): Table {
  const lines = rows.filter((r) => !isBlank(r.cells));
  return { lines, encoding, ignored: rows.length - lines.length };
}

/** What a file that is neither a workbook nor text (a PDF, an image, an .xls) is told. */
export const NOT_A_SHEET = 'Upload an Excel workbook (.xlsx) or a CSV file.';

/** RFC 4180 CSV (csv-parse): each record with the line it starts on, so refusals name lines. */
export function readCsv(bytes: Buffer): Table {
  const start = bytes.subarray(0, 8).toString('latin1');
  if (start.startsWith('\xD0\xCF\x11\xE0'))
    throw new HttpError(400, 'This is an old Excel workbook (.xls): save it as .xlsx or CSV and upload that.');
  if (/^(%PDF-|\x89PNG|\xFF\xD8\xFF|GIF8)/.test(start)) throw new HttpError(400, NOT_A_SHEET);
  const { text, encoding } = decodeText(bytes);
  // Text has no NUL or other C0 controls but tab and line breaks; a binary file read as Windows-1252 has many.
  if (/[\u0000-\u0008\u000E-\u001F]/.test(text.slice(0, 65_536))) throw new HttpError(400, NOT_A_SHEET);
  let records: string[][];
  const ends: number[] = [];
  try {
    // on_record notes the line each record ends on (cheaper than `info`, which copies per record).
    records = parse(text, {
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      on_record: (record: string[], context: { lines: number }) => {
        ends.push(context.lines);
        return record;
      },
    });
  } catch (e) {
    throw new HttpError(400, `The CSV cannot be read: ${(e as Error).message}`);
  }
  // A record starts on the line after the one the previous record ended on.
  let next = 1;
  const rows = records.map((cells, i) => {
    const row = { line: next, cells: cells.map((c) => c.trim()) };
    next = ends[i] + 1;
    return row;
  });
  return tableOf(rows, encoding);
}

/** The first sheet of an .xlsx workbook; a merged cell reads as its master cell in every column it spans. */
async function readXlsx(bytes: Buffer): Promise<Table> {
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new HttpError(400, NOT_A_SHEET);
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new HttpError(400, 'The workbook has no sheet.');
  const rows: SheetLine[] = [];
  sheet.eachRow({ includeEmpty: true }, (row, line) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push({ line, cells: Array.from(values, (v) => cellText(v as ExcelJS.CellValue)) });
  });
  return tableOf(rows);
}

/** An .xlsx is a zip: its first bytes say so whatever the file's name or type claims. */
export const isZip = (bytes: Buffer) => bytes.subarray(0, 4).toString('latin1') === 'PK\u0003\u0004';

/** A file by its kind: a workbook is told by its bytes (a zip); the rest is CSV text. */
export async function readTable(bytes: Buffer): Promise<Table> {
  return isZip(bytes) ? readXlsx(bytes) : readCsv(bytes);
}
