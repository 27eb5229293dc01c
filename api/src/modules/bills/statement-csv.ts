/**
 * Reads a bank statement CSV as the firm's banks export it: a header row naming the columns (date,
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

const HEADS: Record<keyof Omit<StatementLine, 'line_no'>, RegExp> = {
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

/** The statement's credit lines, or the first problem found (with its line number) as an Error. */
export function parseStatementCsv(text: string): StatementLine[] {
  const all = rows(text.replace(/^\uFEFF/, ''));
  if (!all.length) throw new Error('The file is empty.');
  const head = all[0].map((h) => h.trim());
  const col = Object.fromEntries(Object.entries(HEADS).map(([k, re]) => [k, head.findIndex((h) => re.test(h))])) as Record<
    keyof typeof HEADS,
    number
  >;
  const missing = Object.entries(col)
    .filter(([, i]) => i < 0)
    .map(([k]) => k);
  if (missing.length)
    throw new Error(`The header row must name the columns Date, Narration, Reference and Credit (missing: ${missing.join(', ')}).`);
  const out: StatementLine[] = [];
  all.slice(1).forEach((r, i) => {
    const line_no = i + 2;
    const raw = (r[col.credit] ?? '').replace(/[,\s₹]/g, '');
    if (!raw || Number(raw) === 0) return;
    const credit = Number(raw);
    if (!Number.isFinite(credit) || credit < 0 || !/^\d+(\.\d{1,2})?$/.test(raw))
      throw new Error(`Line ${line_no}: Credit "${r[col.credit]}" is not an amount.`);
    const txn_date = isoDate(r[col.txn_date] ?? '');
    if (!txn_date) throw new Error(`Line ${line_no}: Date "${r[col.txn_date] ?? ''}" is not a date (DD-MM-YYYY or YYYY-MM-DD).`);
    out.push({
      line_no,
      txn_date,
      narration: (r[col.narration] ?? '').trim().slice(0, 300),
      reference: (r[col.reference] ?? '').trim().slice(0, 50),
      credit,
    });
  });
  return out;
}
