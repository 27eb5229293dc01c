import type { DbHandle, RawSql } from '../../db/client';
import { badRequest } from '../../http/errors';
import { toPaise } from 'mfe-bills/model';
import type { TdsQuarterRow } from 'mfe-bills/model';

/**
 * TDS the CA can reconcile, per bank and quarter of a financial year: expected (issued invoices
 * dated in the quarter), deducted (receipts dated in it), what Form 26AS / AIS shows (imported
 * entries), the Form 16A certificate, and the gaps in words.
 */
const QUARTER = (col: string) => `((extract(month FROM ${col})::int + 8) % 12) / 3 + 1`;

const fyRange = (fy: string) => [`20${fy.slice(0, 2)}-04-01`, `20${fy.slice(2)}-03-31`];

export async function tdsQuarters(db: RawSql, fy: string): Promise<TdsQuarterRow[]> {
  const [from, to] = fyRange(fy);
  const rows = await db.query<Omit<TdsQuarterRow, 'gaps'>>(
    `WITH e AS (SELECT bank_id, ${QUARTER('invoice_date')} AS q, sum(tds_amount) AS v FROM bills
                WHERE status IN ('ISSUED', 'PART_PAID', 'PAID', 'CREDITED') AND invoice_date BETWEEN $1 AND $2 GROUP BY 1, 2),
          d AS (SELECT bank_id, ${QUARTER('receipt_date')} AS q, sum(tds_amount) AS v FROM receipts
                WHERE receipt_date BETWEEN $1 AND $2 AND tds_amount > 0 GROUP BY 1, 2),
          s AS (SELECT bank_id, ${QUARTER('txn_date')} AS q, sum(tds_amount) AS v FROM tds_26as_entries
                WHERE txn_date BETWEEN $1 AND $2 AND bank_id IS NOT NULL GROUP BY 1, 2),
          k AS (SELECT bank_id, q FROM e UNION SELECT bank_id, q FROM d UNION SELECT bank_id, q FROM s
                UNION SELECT bank_id, quarter FROM tds_certificates WHERE fy = $3)
     SELECT k.bank_id, b.name AS bank_name, k.q AS quarter, coalesce(e.v, 0)::float8 AS expected, coalesce(d.v, 0)::float8 AS deducted,
            coalesce(s.v, 0)::float8 AS in_26as, c.form16a_no, to_char(c.cert_date, 'YYYY-MM-DD') AS cert_date, c.amount::float8 AS cert_amount
     FROM k JOIN banks b ON b.id = k.bank_id
     LEFT JOIN e ON e.bank_id = k.bank_id AND e.q = k.q LEFT JOIN d ON d.bank_id = k.bank_id AND d.q = k.q
     LEFT JOIN s ON s.bank_id = k.bank_id AND s.q = k.q
     LEFT JOIN tds_certificates c ON c.bank_id = k.bank_id AND c.fy = $3 AND c.quarter = k.q
     ORDER BY b.name, k.q`,
    [from, to, fy],
  );
  const rs = (n: number) => `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  return rows.map((r) => {
    const gaps: string[] = [];
    const short = toPaise(r.expected) - toPaise(r.deducted);
    if (short > 0) gaps.push(`${rs(short / 100)} expected but not deducted`);
    const unseen = toPaise(r.deducted) - toPaise(r.in_26as);
    if (unseen > 0) gaps.push(`${rs(unseen / 100)} deducted but not in 26AS`);
    if (r.deducted > 0 && !r.form16a_no) gaps.push('No Form 16A');
    else if (r.cert_amount !== null && toPaise(r.cert_amount) !== toPaise(r.deducted))
      gaps.push('Form 16A amount differs from the TDS deducted');
    return { ...r, gaps };
  });
}

export async function saveCertificate(
  db: RawSql,
  c: { bank_id: number; fy: string; quarter: number; form16a_no: string; cert_date: string; amount: number },
  by: number | null,
) {
  const [bank] = await db.query('SELECT id FROM banks WHERE id = $1', [c.bank_id]);
  if (!bank) throw badRequest({ bank_id: 'Choose a valid Bank' });
  await db.query(
    `INSERT INTO tds_certificates (bank_id, fy, quarter, form16a_no, cert_date, amount, updated_by) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (bank_id, fy, quarter) DO UPDATE SET form16a_no = EXCLUDED.form16a_no, cert_date = EXCLUDED.cert_date,
       amount = EXCLUDED.amount, updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [c.bank_id, c.fy, c.quarter, c.form16a_no.trim(), c.cert_date, c.amount, by],
  );
}

interface Entry {
  deductor_name: string;
  deductor_tan: string;
  txn_date: string;
  amount_paid: number;
  tds_amount: number;
}

/**
 * Reads a Form 26AS / AIS export (CSV with a header naming Deductor Name, TAN, Transaction Date,
 * Amount Paid and TDS Deposited; the tax department's text export saved as CSV) and marks, for each
 * entry, the receipt of that bank with that TDS on the nearest date (within 90 days) not yet marked.
 */
export async function import26as(handle: DbHandle, entries: Entry[], by: number | null) {
  return handle.transaction(async (tx) => {
    const banks = await tx.query<{ id: number; name: string; short_name: string | null }>('SELECT id, name, short_name FROM banks');
    const norm = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');
    const bankOf = (name: string) => {
      const n = norm(name);
      return (
        banks.find((b) => n.includes(norm(b.name)) || norm(b.name).includes(n) || (b.short_name && n.includes(norm(b.short_name))))?.id ??
        null
      );
    };
    let matched = 0;
    for (const e of entries) {
      const bank = bankOf(e.deductor_name);
      const [r] = bank
        ? await tx.query<{ id: number }>(
            `SELECT r.id FROM receipts r WHERE r.bank_id = $1 AND r.tds_amount = $2 AND abs(r.receipt_date - $3::date) <= 90
               AND NOT EXISTS (SELECT 1 FROM tds_26as_entries t WHERE t.receipt_id = r.id)
             ORDER BY abs(r.receipt_date - $3::date), r.id LIMIT 1`,
            [bank, e.tds_amount, e.txn_date],
          )
        : [];
      if (r) matched++;
      await tx.query(
        `INSERT INTO tds_26as_entries (deductor_name, deductor_tan, txn_date, amount_paid, tds_amount, bank_id, receipt_id, imported_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [e.deductor_name, e.deductor_tan, e.txn_date, e.amount_paid, e.tds_amount, bank, r?.id ?? null, by],
      );
    }
    return { entries: entries.length, matched };
  });
}
