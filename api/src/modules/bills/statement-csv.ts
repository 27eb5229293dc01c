/**
 * Reads a bank statement CSV (and a Form 26AS / AIS CSV) as the firm's banks export it: a header row naming the columns (date,
 * narration, reference / UTR / cheque no., credit / deposit; debit and balance ignored), dates as
 * DD-MM-YYYY, DD/MM/YYYY or YYYY-MM-DD, amounts with optional commas. Only credit lines are kept.
 *
 * A small RFC 4180 reader kept behind this one function on purpose: the common import pipeline
 * (CSV and .xlsx) being built elsewhere can replace it without touching the matching.
 */
export interface StatementLine {
  line_no: number;
  txn_date: string;
  narration: string;
  reference: string;
  credit: number;
}

function rows(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      if (row.some((x) => x.trim())) out.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  row.push(cell);
  if (row.some((x) => x.trim())) out.push(row);
  return out;
}

const HEADS: Record<Exclude<keyof StatementLine, 'line_no'>, RegExp> = {
  txn_date: /^(txn |transaction |value )?date$/i,
  narration: /^(narration|description|particulars|remarks)$/i,
  reference: /^(reference|ref|ref no\.?|utr|utr no\.?|cheque no\.?|chq\/ref no\.?|reference no\.?)$/i,
  credit: /^(credit|deposit|credit amount|deposit amt\.?|cr)$/i,
};

function isoDate(s: string): string | null {
  const t = s.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return t;
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(t);
  if (!m) return null;
  const iso = `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** Each data row's cells under the named columns (their headings matched by `heads`), with its line number. */
function records<K extends string>(text: string, heads: Record<K, RegExp>, what: string): { line_no: number; cell: Record<K, string> }[] {
  const all = rows(text.replace(/^\uFEFF/, ''));
  if (!all.length) throw new Error('The file is empty.');
  const head = all[0].map((h) => h.trim());
  const col = Object.fromEntries(Object.entries(heads).map(([k, re]) => [k, head.findIndex((h) => (re as RegExp).test(h))])) as Record<
    K,
    number
  >;
  const missing = (Object.entries(col) as [K, number][]).filter(([, i]) => i < 0).map(([k]) => k);
  if (missing.length) throw new Error(`The header row must name the columns ${what} (missing: ${missing.join(', ')}).`);
  return all.slice(1).map((r, i) => ({
    line_no: i + 2,
    cell: Object.fromEntries((Object.entries(col) as [K, number][]).map(([k, c]) => [k, (r[c] ?? '').trim()])) as Record<K, string>,
  }));
}

const amountOf = (raw: string, line: number, label: string): number => {
  const v = raw.replace(/[,\s₹]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(v)) throw new Error(`Line ${line}: ${label} "${raw}" is not an amount.`);
  return Number(v);
};
const dateOf = (raw: string, line: number): string => {
  const d = isoDate(raw);
  if (!d) throw new Error(`Line ${line}: Date "${raw}" is not a date (DD-MM-YYYY or YYYY-MM-DD).`);
  return d;
};

/** The statement's credit lines, or the first problem found (with its line number) as an Error. */
export function parseStatementCsv(text: string): StatementLine[] {
  return records(text, HEADS, 'Date, Narration, Reference and Credit')
    .filter((r) => r.cell.credit.replace(/[,\s₹0.]/g, '') !== '')
    .map(({ line_no, cell }) => ({
      line_no,
      txn_date: dateOf(cell.txn_date, line_no),
      narration: cell.narration.slice(0, 300),
      reference: cell.reference.slice(0, 50),
      credit: amountOf(cell.credit, line_no, 'Credit'),
    }));
}

const HEADS_26AS = {
  deductor_name: /^(name of deductor|deductor name|deductor)$/i,
  deductor_tan: /^(tan of deductor|tan|deductor tan)$/i,
  txn_date: /^(transaction date|date of payment|date|txn date)$/i,
  amount_paid: /^(amount paid|amount paid \/ credited|amount credited|amount)$/i,
  tds_amount: /^(tds deposited|tax deducted|tds|tds amount|tax deposited)$/i,
};

/** Form 26AS / AIS entries (one per deduction), as the tax department's export saved as CSV gives them. */
export function parse26asCsv(text: string) {
  return records(text, HEADS_26AS, 'Deductor Name, TAN, Transaction Date, Amount Paid and TDS Deposited').map(({ line_no, cell }) => ({
    deductor_name: cell.deductor_name.slice(0, 200),
    deductor_tan: cell.deductor_tan.slice(0, 20),
    txn_date: dateOf(cell.txn_date, line_no),
    amount_paid: cell.amount_paid ? amountOf(cell.amount_paid, line_no, 'Amount Paid') : 0,
    tds_amount: amountOf(cell.tds_amount, line_no, 'TDS Deposited'),
  }));
}
