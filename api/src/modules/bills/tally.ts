import type { LedgerRole } from 'mfe-bills/model';
import type { BookCreditNote, BookInvoice, BookReceipt } from './books-data';

/**
 * TallyPrime's XML import envelope (ENVELOPE/HEADER/TALLYREQUEST = Import Data,
 * BODY/IMPORTDATA/REQUESTDATA/TALLYMESSAGE/VOUCHER): a Sales voucher per invoice, a Receipt voucher
 * per receipt and a Credit Note voucher per issued credit note. Tally's sign convention: a debit is
 * ISDEEMEDPOSITIVE Yes with a negative AMOUNT, a credit No with a positive one, so each voucher's
 * amounts add up to zero. TDS is booked when deducted: the receipt debits TDS Receivable.
 */
interface Entry {
  ledger: string;
  /** Paise; positive = debit. */
  debit: number;
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const p = (n: number) => Math.round(n * 100);
const amt = (paise: number) => (paise / 100).toFixed(2);
const ymd = (d: string) => d.replace(/-/g, '');

function voucher(type: string, no: string, date: string, party: string, narration: string, entries: Entry[]): string {
  const lines = entries
    .filter((e) => e.debit !== 0)
    .map(
      (e) =>
        `<ALLLEDGERENTRIES.LIST><LEDGERNAME>${esc(e.ledger)}</LEDGERNAME><ISDEEMEDPOSITIVE>${e.debit > 0 ? 'Yes' : 'No'}</ISDEEMEDPOSITIVE>` +
        `<AMOUNT>${amt(-e.debit)}</AMOUNT></ALLLEDGERENTRIES.LIST>`,
    )
    .join('');
  return (
    `<TALLYMESSAGE xmlns:UDF="TallyUDF"><VOUCHER VCHTYPE="${esc(type)}" ACTION="Create"><DATE>${ymd(date)}</DATE>` +
    `<VOUCHERTYPENAME>${esc(type)}</VOUCHERTYPENAME><VOUCHERNUMBER>${esc(no)}</VOUCHERNUMBER><PARTYLEDGERNAME>${esc(party)}</PARTYLEDGERNAME>` +
    `<NARRATION>${esc(narration)}</NARRATION>${lines}</VOUCHER></TALLYMESSAGE>\n`
  );
}

/** The tax lines and the round-off that makes the voucher balance to the invoice total (paise, as credits). */
function taxEntries(
  l: Record<LedgerRole, string>,
  x: { taxable_value: number; cgst_amount: number; sgst_amount: number; igst_amount: number; total: number },
  sign: 1 | -1,
): Entry[] {
  const parts = [p(x.taxable_value), p(x.cgst_amount), p(x.sgst_amount), p(x.igst_amount)];
  const round = p(x.total) - parts.reduce((a, b) => a + b, 0);
  return [
    { ledger: l.income, debit: -sign * parts[0] },
    { ledger: l.cgst, debit: -sign * parts[1] },
    { ledger: l.sgst, debit: -sign * parts[2] },
    { ledger: l.igst, debit: -sign * parts[3] },
    { ledger: l.round_off, debit: -sign * round },
  ];
}

export function tallyXml(
  company: string,
  l: Record<LedgerRole, string>,
  data: { invoices: BookInvoice[]; receipts: BookReceipt[]; creditNotes: BookCreditNote[] },
): string {
  const out: string[] = [
    `<?xml version="1.0" encoding="UTF-8"?>\n<ENVELOPE><HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER><BODY><IMPORTDATA>` +
      `<REQUESTDESC><REPORTNAME>Vouchers</REPORTNAME><STATICVARIABLES><SVCURRENTCOMPANY>${esc(company)}</SVCURRENTCOMPANY></STATICVARIABLES></REQUESTDESC>` +
      `<REQUESTDATA>\n`,
  ];
  for (const i of data.invoices)
    out.push(
      voucher('Sales', i.invoice_no, i.invoice_date, i.party, `Valuation fees, invoice ${i.invoice_no} to ${i.recipient_name}`, [
        { ledger: i.party, debit: p(i.total) },
        ...taxEntries(l, i, 1),
      ]),
    );
  for (const r of data.receipts)
    out.push(
      voucher('Receipt', r.receipt_no, r.receipt_date, r.party, `${r.mode} ${r.reference}`, [
        { ledger: r.account, debit: p(r.gross_amount) },
        { ledger: l.tds, debit: p(r.tds_amount) },
        { ledger: r.party, debit: -(p(r.gross_amount) + p(r.tds_amount)) },
      ]),
    );
  for (const n of data.creditNotes)
    out.push(
      voucher('Credit Note', n.credit_note_no, n.credit_note_date, n.party, `Against invoice ${n.invoice_no} of ${n.invoice_date}`, [
        { ledger: n.party, debit: -p(n.total) },
        ...taxEntries(l, n, -1),
      ]),
    );
  out.push('</REQUESTDATA></IMPORTDATA></BODY></ENVELOPE>\n');
  return out.join('');
}
