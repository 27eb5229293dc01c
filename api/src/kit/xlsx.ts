import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ColumnDesc, ResourceDesc } from 'shared/resources';
import { csvValue, dayOf } from './csv';
import type { Row } from './types';

/** en-IN digit grouping (12,34,567.00) in Excel's own number format language. */
const MONEY_FORMAT = '[>=10000000]"₹"##\\,##\\,##\\,##0.00;[>=100000]"₹"##\\,##\\,##0.00;"₹"##,##0.00';
const NUMBER_FORMAT = '[>=10000000]##\\,##\\,##\\,##0.##;[>=100000]##\\,##\\,##0.##;##,##0.##';
const DATE_FORMAT = 'yyyy-mm-dd';
const DATETIME_FORMAT = 'yyyy-mm-dd hh:mm';

/** A date (YYYY-MM-DD business day) as an Excel date: midnight UTC of that day, shown as the day. */
function excelDate(day: string): Date | string {
  const d = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? day : d;
}

/** One cell: numbers as numbers, dates as dates, the rest as the text the CSV writes. */
function cellValue(desc: ResourceDesc, column: ColumnDesc, value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  switch (column.format) {
    case 'money':
    case 'number': {
      const n = Number(value);
      return Number.isFinite(n) ? n : String(value);
    }
    case 'date':
      return excelDate(dayOf(value));
    case 'datetime': {
      // The business clock's wall time, stored as if UTC so Excel shows it as it reads.
      const [day, time] = csvValue(desc, column, value).split(' ');
      const d = new Date(`${day}T${time ?? '00:00'}:00Z`);
      return Number.isNaN(d.getTime()) ? String(value) : d;
    }
    default:
      return typeof value === 'number' ? value : csvValue(desc, column, value);
  }
}

const FORMATS: Partial<Record<NonNullable<ColumnDesc['format']>, string>> = {
  money: MONEY_FORMAT,
  number: NUMBER_FORMAT,
  date: DATE_FORMAT,
  datetime: DATETIME_FORMAT,
};

/**
 * The list's current query as a real spreadsheet (exceljs, streamed): the header row frozen and
 * filtered, column widths from the labels, money with the rupee sign in Indian grouping.
 */
export async function writeXlsx(desc: ResourceDesc, batches: AsyncIterable<Row[]>, stream: Writable): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  book.creator = 'Valuation Back Office';
  const sheet = book.addWorksheet(desc.title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = desc.columns.map((c) => ({
    header: c.label,
    key: c.field,
    width: Math.max(12, Math.min(40, c.label.length + 4)),
    style: FORMATS[c.format ?? 'text'] ? { numFmt: FORMATS[c.format ?? 'text'] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: desc.columns.length } };
  for await (const rows of batches) {
    for (const row of rows) sheet.addRow(desc.columns.map((c) => cellValue(desc, c, row[c.field]))).commit();
  }
  sheet.commit();
  await book.commit();
}
