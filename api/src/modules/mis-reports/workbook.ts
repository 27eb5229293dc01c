import { sql, type SQL } from 'drizzle-orm';
import { BILL_STATUS_OPTIONS } from 'mfe-bills/model';
import { CASE_STATE_LABELS } from 'mfe-cases/model';
import { PURPOSE_OPTIONS, type FieldOption } from 'shared/resources';
import type { Db } from '../../db/client';
import { DATE_FORMAT, decimalFormat, INTEGER_FORMAT, MONEY_FORMAT } from '../../kit/xlsx';
import { rows } from '../../db/rows';

export interface MisScope {
  report: string;
  bank_id: number | null;
  bank_branch_id: number | null;
  days: number;
}
interface Sheet {
  title: string;
  /** `labels`: the words a code column shows (a bank reads "Home loan", never HOME_LOAN). */
  columns: { header: string; key: string; width: number; numFmt?: string; labels?: Record<string, string> }[];
  rows: Record<string, unknown>[];
}

const DATE = DATE_FORMAT;
const MONEY = MONEY_FORMAT;
const labelsOf = (options: readonly FieldOption[]) => Object.fromEntries(options.map((o) => [o.value, o.label]));
const PURPOSES = labelsOf(PURPOSE_OPTIONS);
const BILL_STATUSES = labelsOf(BILL_STATUS_OPTIONS);
const KOLKATA = sql`'Asia/Kolkata'`;

function where(s: MisScope, alias: string): SQL {
  const a = sql.raw(alias);
  return sql`${s.bank_id == null ? sql`true` : sql`${a}.bank_id = ${s.bank_id}`} AND ${s.bank_branch_id == null ? sql`true` : sql`${a}.bank_branch_id = ${s.bank_branch_id}`}`;
}
const since = (s: MisScope) => sql`(now() - ${`${s.days} days`}::interval)`;

/** The rows of one MIS report for its bank / branch and period (dates as dates, money as numbers). */
async function sheetOf(db: Db, s: MisScope): Promise<Sheet> {
  const cols = {
    case_no: { header: 'Case No.', key: 'case_no', width: 18 },
    bank: { header: 'Bank', key: 'bank', width: 26 },
    branch: { header: 'Bank Branch', key: 'branch', width: 24 },
  };
  if (s.report === 'CASES' || s.report === 'TAT') {
    const tat = s.report === 'TAT';
    const res = await rows<Record<string, unknown>>(
      db,
      sql`
      SELECT c.case_no, b.name AS bank, bb.branch_name AS branch, c.applicant_name AS applicant, c.purpose, c.status,
             (c.received_at AT TIME ZONE ${KOLKATA})::date AS received, (c.released_at AT TIME ZONE ${KOLKATA})::date AS released,
             (c.tat_due_at AT TIME ZONE ${KOLKATA})::date AS tat_due,
             CASE WHEN c.released_at IS NOT NULL THEN round(extract(epoch FROM c.released_at - c.received_at) / 86400.0, 1)::float END AS tat_days,
             c.fee::float AS fee
      FROM cases c JOIN banks b ON b.id = c.bank_id JOIN bank_branches bb ON bb.id = c.bank_branch_id
      WHERE ${where(s, 'c')} AND ${tat ? sql`c.released_at >= ${since(s)}` : sql`c.received_at >= ${since(s)}`}
      ORDER BY ${tat ? sql`c.released_at` : sql`c.received_at`}, c.id LIMIT 100000`,
    );
    return {
      title: tat ? 'TAT' : 'Cases',
      columns: [
        cols.case_no,
        cols.bank,
        cols.branch,
        { header: 'Applicant', key: 'applicant', width: 24 },
        { header: 'Purpose', key: 'purpose', width: 24, labels: PURPOSES },
        { header: 'Status', key: 'status', width: 16, labels: CASE_STATE_LABELS },
        { header: 'Received', key: 'received', width: 12, numFmt: DATE },
        { header: 'TAT Due', key: 'tat_due', width: 12, numFmt: DATE },
        { header: 'Released', key: 'released', width: 12, numFmt: DATE },
        { header: 'TAT (days)', key: 'tat_days', width: 11, numFmt: decimalFormat(1) },
        { header: 'Fee', key: 'fee', width: 12, numFmt: MONEY },
      ],
      rows: res,
    };
  }
  const open = s.report === 'RECEIVABLES';
  const res = await rows<Record<string, unknown>>(
    db,
    sql`
    SELECT x.invoice_no, b.name AS bank, bb.branch_name AS branch, x.invoice_date::date AS invoice_date, x.due_date::date AS due_date, x.status,
           x.taxable_value::float AS taxable, x.total::float AS total,
           (x.total - x.received_amount - x.tds_deducted - x.credited_amount)::float AS outstanding,
           CASE WHEN x.due_date IS NOT NULL THEN greatest(0, (now() AT TIME ZONE ${KOLKATA})::date - x.due_date) END AS days_overdue
    FROM bills x JOIN banks b ON b.id = x.bank_id LEFT JOIN bank_branches bb ON bb.id = x.bank_branch_id
    WHERE ${where(s, 'x')} AND x.invoice_no IS NOT NULL AND x.status NOT IN ('DRAFT', 'CANCELLED', 'REJECTED')
      AND ${open ? sql`x.total - x.received_amount - x.tds_deducted - x.credited_amount > 0.005` : sql`x.invoice_date >= ${since(s)}::date`}
    ORDER BY x.invoice_date, x.id LIMIT 100000`,
  );
  return {
    title: open ? 'Receivables' : 'Bills',
    columns: [
      { header: 'Invoice No.', key: 'invoice_no', width: 18 },
      cols.bank,
      cols.branch,
      { header: 'Invoice Date', key: 'invoice_date', width: 12, numFmt: DATE },
      { header: 'Due Date', key: 'due_date', width: 12, numFmt: DATE },
      { header: 'Status', key: 'status', width: 12, labels: BILL_STATUSES },
      { header: 'Taxable Value', key: 'taxable', width: 14, numFmt: MONEY },
      { header: 'Total', key: 'total', width: 14, numFmt: MONEY },
      { header: 'Outstanding', key: 'outstanding', width: 14, numFmt: MONEY },
      { header: 'Days Overdue', key: 'days_overdue', width: 12, numFmt: INTEGER_FORMAT },
    ],
    rows: res,
  };
}

/** The .xlsx of an MIS report: one sheet, a bold frozen header, dates and amounts as real cells. */
export async function misWorkbook(db: Db, s: MisScope, name: string): Promise<{ buffer: Buffer; rows: number }> {
  const sheet = await sheetOf(db, s);
  // exceljs is loaded on first use: importing it costs half a second of CPU at every server start.
  const { default: Excel } = await import('exceljs');
  const wb = new Excel.Workbook();
  wb.creator = 'Valuation Back Office';
  wb.title = name;
  const ws = wb.addWorksheet(sheet.title, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = sheet.columns.map(({ header, key, width }) => ({ header, key, width }));
  for (const row of sheet.rows) {
    ws.addRow(
      Object.fromEntries(
        sheet.columns.map((c) => {
          const v = row[c.key];
          if (c.labels && v != null) return [c.key, c.labels[String(v)] ?? v];
          return [c.key, c.numFmt === DATE && v ? new Date(`${String(v).slice(0, 10)}T00:00:00Z`) : v];
        }),
      ),
    );
  }
  sheet.columns.forEach((c, i) => c.numFmt && (ws.getColumn(i + 1).numFmt = c.numFmt));
  ws.getRow(1).font = { bold: true };
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
  return { buffer: Buffer.from(await wb.xlsx.writeBuffer()), rows: sheet.rows.length };
}
