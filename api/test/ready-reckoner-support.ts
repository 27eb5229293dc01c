import ExcelJS from 'exceljs';
import type { Malformed } from './kit-support';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook of one sheet with these rows (the first is the header), as the bytes a browser sends. */
export async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Rates');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * The malformed uploads every sheet import must refuse with a 4xx (never a 5xx) and no change:
 * wrong types, broken workbooks, headers without the required columns, oversize bodies.
 */
export function malformedSheets(path: string, header: string, row: string, maxBytes: number, maxRows: number): Malformed[] {
  const csv = (payload: string, name: string, extra: Partial<Malformed> = {}): Malformed => ({
    name,
    payload,
    raw: true,
    contentType: 'text/csv',
    status: 400,
    ...extra,
  });
  return [
    csv('', 'empty file'),
    csv('\r\n\r\n', 'blank lines only'),
    csv('foo,bar\n1,2', 'header naming nothing known', { message: 'header row must name' }),
    csv(`${header.split(',').slice(1).join(',')}\n${row.split(',').slice(1).join(',')}`, 'header without the first required column'),
    csv(`${header}\n${row}\n`.repeat(1) + `${row}\n`.repeat(maxRows), `over ${maxRows} rows`, { message: 'At most' }),
    csv(`${header}\n${row.padEnd(maxBytes + 10, ' ')}`, 'over the size limit', { status: 413 }),
    { name: 'JSON object', payload: { rows: [row] }, status: 415 },
    { name: 'JSON null', payload: 'null', raw: true },
    { name: 'JSON array', payload: [header, row] },
    { name: 'text/plain', payload: `${header}\n${row}`, raw: true, contentType: 'text/plain', status: 415 },
    { name: 'multipart', payload: '--x\r\n\r\n--x--', raw: true, contentType: 'multipart/form-data; boundary=x' },
    { name: 'xlsx that is text', payload: `${header}\n${row}`, raw: true, contentType: XLSX_TYPE, status: 400 },
    { name: 'xlsx that is a zip of nothing', payload: 'PK\u0005\u0006' + '\u0000'.repeat(18), raw: true, contentType: XLSX_TYPE },
    { name: 'xlsx empty body', payload: '', raw: true, contentType: XLSX_TYPE },
    { name: 'form urlencoded', payload: 'a=1', raw: true, contentType: 'application/x-www-form-urlencoded', status: 415 },
    { name: 'octet stream', payload: 'abc', raw: true, contentType: 'application/octet-stream', status: 415 },
    { name: 'xml', payload: '<a/>', raw: true, contentType: 'application/xml', status: 415 },
    { name: 'csv with charset and no rows', payload: '', raw: true, contentType: 'text/csv; charset=utf-8', status: 400 },
    csv(`${header}\n${row}`, 'first_line not a number', { url: `${path}?first_line=abc` }),
    csv(`${header}\n${row}`, 'first_line zero', { url: `${path}?first_line=0` }),
    csv('"unterminated,quote\n', 'unterminated quote'),
  ];
}
