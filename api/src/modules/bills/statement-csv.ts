/**
 * Reads a bank statement (and a Form 26AS / AIS export) through the common import pipeline
 * (api/src/lib/imports): a header row found within the first 10 rows (banks put the account's
 * title above it), columns named as the firm's banks name them (debit and balance ignored),
 * Indian dates (DD-MM-YYYY, DD/MM/YYYY, DD.MM.YYYY, YYYY-MM-DD; ambiguous ones refused) and
 * amounts ("Rs. 1,23,456.50/-"). Only credit lines of a statement are kept. A problem throws an
 * Error naming its line, which the routes answer as a 400 on `content`.
 */
import { readAmount, readDay, readImport, type ImportColumn } from '../../lib/imports';

export interface StatementLine {
  line_no: number;
  txn_date: string;
  narration: string;
  reference: string;
  credit: number;
}

const STATEMENT: ImportColumn[] = [
  { key: 'txn_date', label: 'Date', names: ['Txn Date', 'Transaction Date', 'Value Date'], required: true },
  { key: 'narration', label: 'Narration', names: ['Description', 'Particulars', 'Remarks'], required: true },
  {
    key: 'reference',
    label: 'Reference',
    names: ['Ref', 'Ref No', 'Reference No', 'UTR', 'UTR No', 'Cheque No', 'Chq No', 'Chq/Ref No'],
    required: true,
  },
  { key: 'credit', label: 'Credit', names: ['Deposit', 'Credit Amount', 'Deposit Amt', 'Cr'], required: true },
];

const FORM_26AS: ImportColumn[] = [
  { key: 'deductor_name', label: 'Deductor Name', names: ['Name of Deductor', 'Deductor'], required: true },
  { key: 'deductor_tan', label: 'TAN', names: ['TAN of Deductor', 'Deductor TAN'], required: true },
  { key: 'txn_date', label: 'Transaction Date', names: ['Date of Payment', 'Date', 'Txn Date'], required: true },
  { key: 'amount_paid', label: 'Amount Paid', names: ['Amount Paid / Credited', 'Amount Credited', 'Amount'], required: true },
  { key: 'tds_amount', label: 'TDS Deposited', names: ['Tax Deducted', 'TDS', 'TDS Amount', 'Tax Deposited'], required: true },
];

/** Each data row's cells by column key, with its line number; a refused row or missing header throws. */
async function records(text: string, columns: ImportColumn[]) {
  const what = columns.map((c) => c.label);
  const sheet = await readImport(Buffer.from(text, 'utf8'), columns, {
    missingMessage: (missing) =>
      `The header row must name the columns ${what.slice(0, -1).join(', ')} and ${what.at(-1)} (missing: ${missing.join(', ')}).`,
  }).catch((e: Error) => {
    throw new Error(e.message);
  });
  const refused = sheet.refused[0];
  if (refused) throw new Error(`Line ${refused.line}: ${refused.message}.`);
  return sheet.rows.map((r) => ({ line_no: r.line, cell: r.values }));
}

const amountOf = (raw: string, line: number, label: string): number => {
  const read = readAmount(raw);
  if (read.error !== undefined || read.value < 0) throw new Error(`Line ${line}: ${label} "${raw}" is not an amount.`);
  return Math.round(read.value * 100) / 100;
};
const dateOf = (raw: string, line: number): string => {
  const read = readDay(raw);
  if (read.error !== undefined) throw new Error(`Line ${line}: Date ${read.error}.`);
  return read.value;
};

/** The statement's credit lines, or the first problem found (with its line number) as an Error. */
export async function parseStatementCsv(text: string): Promise<StatementLine[]> {
  return (await records(text, STATEMENT))
    .filter((r) => r.cell.credit.replace(/[,\s₹0.-]|rs|inr/gi, '') !== '')
    .map(({ line_no, cell }) => ({
      line_no,
      txn_date: dateOf(cell.txn_date, line_no),
      narration: cell.narration.slice(0, 300),
      reference: cell.reference.slice(0, 50),
      credit: amountOf(cell.credit, line_no, 'Credit'),
    }));
}

/** Form 26AS / AIS entries (one per deduction), as the tax department's export saved as CSV gives them. */
export async function parse26asCsv(text: string) {
  return (await records(text, FORM_26AS)).map(({ line_no, cell }) => ({
    deductor_name: cell.deductor_name.slice(0, 200),
    deductor_tan: cell.deductor_tan.slice(0, 20),
    txn_date: dateOf(cell.txn_date, line_no),
    amount_paid: cell.amount_paid ? amountOf(cell.amount_paid, line_no, 'Amount Paid') : 0,
    tds_amount: amountOf(cell.tds_amount, line_no, 'TDS Deposited'),
  }));
}
