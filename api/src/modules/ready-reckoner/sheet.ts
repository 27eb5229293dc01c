import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { HttpError } from '../../http/errors';
import { parseCsv } from '../pincodes/csv';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** ?first_line=N: the file line of the first data row when a file is sent in parts. */
export const SHEET_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: { first_line: { type: 'integer', minimum: 2, maximum: 100_000_000 } },
} as const;

const CSV_TYPES = ['text/csv', 'application/csv'];

/** One record of an uploaded sheet: the line (row) it starts on and its cells as text. */
export interface SheetRecord {
  line: number;
  cells: string[];
}

/** A cell as the text a CSV would hold: dates as YYYY-MM-DD, formulas by their result. */
function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('result' in v) return cellText((v as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('text' in v) return String((v as { text: unknown }).text);
    if ('error' in v) return '';
  }
  return String(v);
}

async function readXlsx(body: Buffer): Promise<SheetRecord[]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(body as unknown as ArrayBuffer);
  } catch {
    throw new HttpError(400, 'The file is not a readable .xlsx workbook.');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new HttpError(400, 'The workbook has no sheet.');
  const out: SheetRecord[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    const cells = Array.from(values, (v) => cellText(v as ExcelJS.CellValue));
    if (cells.some((c) => c.trim() !== '')) out.push({ line, cells });
  });
  return out;
}

/** The records of an upload sent as text/csv or as an .xlsx workbook; anything else is a 415. */
export async function readSheet(contentType: string | undefined, body: unknown): Promise<SheetRecord[]> {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (CSV_TYPES.includes(type) && typeof body === 'string') return parseCsv(body);
  if (type === XLSX_TYPE && Buffer.isBuffer(body)) return readXlsx(body);
  throw new HttpError(415, 'Send the file as text/csv or as an .xlsx workbook.');
}

/** Lets one plugin's routes take CSV text and .xlsx bytes as the request body, up to maxBytes. */
export function acceptSheets(app: FastifyInstance, maxBytes: number): void {
  app.addContentTypeParser(CSV_TYPES, { parseAs: 'string', bodyLimit: maxBytes }, (_req, body, done) => done(null, body));
  app.addContentTypeParser(XLSX_TYPE, { parseAs: 'buffer', bodyLimit: maxBytes }, (_req, body, done) => done(null, body));
}
