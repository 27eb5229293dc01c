import type { Writable } from 'node:stream';
// exceljs is loaded on first use: importing it costs half a second of CPU at every server start.
import type ExcelJS from 'exceljs';
import type { ColumnDesc, ResourceDesc } from 'shared/resources';
import { csvValue, dayOf } from './csv';
import type { Row } from './types';

/**
 * en-IN digit grouping (12,34,567) in Excel's own number format language, with `tail` after the
 * units digit ('.00', or '' for whole numbers). A whole number never gets a format ending in '.':
 * Excel shows "0.##" as "3,500." for 3500.
 */
const grouped = (tail: string, sign = '') =>
  `[>=10000000]${sign}##\\,##\\,##\\,##0${tail};[>=100000]${sign}##\\,##\\,##0${tail};${sign}##,##0${tail}`;
/** Money: the rupee sign, Indian grouping, two decimals. */
export const MONEY_FORMAT = grouped('.00', '"₹"');
/** Whole numbers (counts, days, sq ft): Indian grouping, no decimal point. */
export const INTEGER_FORMAT = grouped('');
/** A number with `digits` decimals (1: 4.5 days). */
export const decimalFormat = (digits: number) => (digits > 0 ? grouped(`.${'0'.repeat(digits)}`) : INTEGER_FORMAT);
/** A percentage cell holds the fraction (0.455) and shows 45.5%. */
export const percentFormat = (digits: number) => `0${digits > 0 ? `.${'0'.repeat(digits)}` : ''}%`;
export const DATE_FORMAT = 'yyyy-mm-dd';
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
      if (!Number.isFinite(n)) return String(value);
      return column.percent ? n / 100 : n;
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

/**
 * A column's number format: money with two decimals, a percentage as a percentage, a number with
 * its declared decimals, or else whole (a fractional value of such a column gets two decimals on
 * its own cell: see fractionFormat).
 */
function columnFormat(column: ColumnDesc): string | undefined {
  switch (column.format) {
    case 'money':
      return MONEY_FORMAT;
    case 'number':
      if (column.percent) return percentFormat(column.decimals ?? 0);
      return column.decimals !== undefined ? decimalFormat(column.decimals) : INTEGER_FORMAT;
    case 'date':
      return DATE_FORMAT;
    case 'datetime':
      return DATETIME_FORMAT;
    default:
      return undefined;
  }
}

/** The format of one cell of a number column without declared decimals that holds a fraction (4.25). */
function fractionFormat(column: ColumnDesc, value: ExcelJS.CellValue): string | undefined {
  const plain = column.format === 'number' && !column.percent && column.decimals === undefined;
  return plain && typeof value === 'number' && !Number.isInteger(value) ? decimalFormat(2) : undefined;
}

/**
 * The list's current query as a real spreadsheet (exceljs, streamed): the header row frozen and
 * filtered, column widths from the labels, money with the rupee sign in Indian grouping.
 */
export async function writeXlsx(desc: ResourceDesc, batches: AsyncIterable<Row[]>, stream: Writable): Promise<void> {
  const { default: Excel } = await import('exceljs');
  const book = new Excel.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  book.creator = 'Valuation Back Office';
  // Excel refuses a sheet name with * ? : \ / [ ] or over 31 characters ("DCR / Gov Policy Links").
  const sheet = book.addWorksheet(desc.title.replace(/[*?:\\/[\]]/g, '-').slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = desc.columns.map((c) => ({
    header: c.label,
    key: c.field,
    width: Math.max(12, Math.min(40, c.label.length + 4)),
    style: columnFormat(c) ? { numFmt: columnFormat(c) } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: desc.columns.length } };
  for await (const rows of batches) {
    for (const row of rows) {
      const values = desc.columns.map((c) => cellValue(desc, c, row[c.field]));
      const line = sheet.addRow(values);
      desc.columns.forEach((c, i) => {
        const numFmt = fractionFormat(c, values[i]);
        if (numFmt) line.getCell(i + 1).numFmt = numFmt;
      });
      line.commit();
    }
  }
  sheet.commit();
  await book.commit();
}
