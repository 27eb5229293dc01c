import type { RawSql } from '../../db/client';
import { ISSUED_STATUSES } from 'mfe-bills/model';
import type { LedgerRole } from 'mfe-bills/model';

/** The rows the exports read for a period, loaded set-based in one statement each (10,000 invoices a month). */

export interface BookInvoice {
  id: number;
  invoice_no: string;
  invoice_date: string;
  supplier_gstin: string | null;
  bank_id: number;
  party: string;
  recipient_name: string;
  recipient_gstin: string | null;
  place_of_supply: string;
  sac: string;
  taxable_value: number;
  cgst_rate: number;
  sgst_rate: number;
  igst_rate: number;
  cgst_amount: number;
  sgst_amount: number;
  igst_amount: number;
  total: number;
}

export interface BookCreditNote {
  id: number;
  credit_note_no: string;
  credit_note_date: string;
  invoice_no: string;
  invoice_date: string;
  supplier_gstin: string | null;
  party: string;
  recipient_gstin: string | null;
  place_of_supply: string;
  sac: string;
  rate: number;
  taxable_value: number;
  cgst_amount: number;
  sgst_amount: number;
  igst_amount: number;
  total: number;
  reason: string;
}

export interface BookReceipt {
  id: number;
  receipt_no: string;
  receipt_date: string;
  party: string;
  account: string;
  mode: string;
  reference: string;
  gross_amount: number;
  tds_amount: number;
}

const PARTY = `coalesce(tp.name, bk.name)`;
const PARTY_JOIN = `LEFT JOIN tally_party_ledgers tp ON tp.bank_id = b.bank_id`;

export function invoicesOf(db: RawSql, from: string, to: string, gstin?: string | null) {
  return db.query<BookInvoice>(
    `SELECT b.id, b.invoice_no, to_char(b.invoice_date, 'YYYY-MM-DD') AS invoice_date, b.supplier_gstin, b.bank_id,
            ${PARTY} AS party, b.recipient_name, b.recipient_gstin, b.place_of_supply, b.sac,
            b.taxable_value::float8 AS taxable_value, b.cgst_rate::float8 AS cgst_rate, b.sgst_rate::float8 AS sgst_rate,
            b.igst_rate::float8 AS igst_rate, b.cgst_amount::float8 AS cgst_amount, b.sgst_amount::float8 AS sgst_amount,
            b.igst_amount::float8 AS igst_amount, b.total::float8 AS total
     FROM bills b JOIN banks bk ON bk.id = b.bank_id ${PARTY_JOIN}
     WHERE b.status = ANY($3::text[]) AND b.invoice_no IS NOT NULL AND b.invoice_date BETWEEN $1::date AND $2::date
       AND ($4::text IS NULL OR b.supplier_gstin = $4::text)
     ORDER BY b.invoice_date, b.invoice_no`,
    [from, to, [...ISSUED_STATUSES], gstin ?? null],
  );
}

export function creditNotesOf(db: RawSql, from: string, to: string, gstin?: string | null) {
  return db.query<BookCreditNote>(
    `SELECT n.id, n.credit_note_no, to_char(n.credit_note_date, 'YYYY-MM-DD') AS credit_note_date, b.invoice_no,
            to_char(b.invoice_date, 'YYYY-MM-DD') AS invoice_date, b.supplier_gstin, ${PARTY} AS party, b.recipient_gstin,
            b.place_of_supply, b.sac, (b.cgst_rate + b.sgst_rate + b.igst_rate)::float8 AS rate, n.taxable_value::float8 AS taxable_value,
            n.cgst_amount::float8 AS cgst_amount, n.sgst_amount::float8 AS sgst_amount, n.igst_amount::float8 AS igst_amount,
            n.total::float8 AS total, n.reason
     FROM credit_notes n JOIN bills b ON b.id = n.bill_id JOIN banks bk ON bk.id = b.bank_id ${PARTY_JOIN}
     WHERE n.status = 'ISSUED' AND n.credit_note_no IS NOT NULL AND n.credit_note_date BETWEEN $1::date AND $2::date
       AND ($3::text IS NULL OR b.supplier_gstin = $3::text)
     ORDER BY n.credit_note_date, n.credit_note_no`,
    [from, to, gstin ?? null],
  );
}

export function receiptsOf(db: RawSql, from: string, to: string) {
  return db.query<BookReceipt>(
    `SELECT r.id, r.receipt_no, to_char(r.receipt_date, 'YYYY-MM-DD') AS receipt_date,
            coalesce(tp.name, bk.name) AS party,
            coalesce(p.bank_name || ' A/c ' || p.account_number, 'Bank') AS account, r.mode, r.reference,
            r.gross_amount::float8 AS gross_amount, r.tds_amount::float8 AS tds_amount
     FROM receipts r JOIN banks bk ON bk.id = r.bank_id LEFT JOIN payment_accounts p ON p.id = r.payment_account_id
          LEFT JOIN tally_party_ledgers tp ON tp.bank_id = r.bank_id
     WHERE r.receipt_date BETWEEN $1::date AND $2::date ORDER BY r.receipt_date, r.receipt_no`,
    [from, to],
  );
}

export async function ledgersOf(db: RawSql): Promise<Record<LedgerRole, string>> {
  const rows = await db.query<{ role: LedgerRole; name: string }>('SELECT role, name FROM tally_ledgers');
  return Object.fromEntries(rows.map((r) => [r.role, r.name])) as Record<LedgerRole, string>;
}
