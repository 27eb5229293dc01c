import { perMille, runSql } from './scale-seed-sql';
import type { Runner } from '../../db/rows';

const run = runSql;

/** The Indian financial year of a date as the invoice series write it (2025-26 is 2526). */
const FY = (d: string) =>
  `(CASE WHEN extract(month FROM ${d}) >= 4 THEN to_char(${d}, 'YY') || to_char(${d} + interval '1 year', 'YY')
         ELSE to_char(${d} - interval '1 year', 'YY') || to_char(${d}, 'YY') END)`;

/**
 * Credit notes against issued invoices, at most one per invoice and never more than what remained
 * on it: on open invoices about one in three (draft, approved, issued or cancelled); on paid ones
 * one in fifty issued before the payment (the bank then paid that much less) and one in a hundred
 * cancelled. Issued notes are numbered in their office's credit-note series in date order, reduce
 * the invoice (an issued one becomes part paid, with its cases), and carry their history. An
 * invoice that has a note already is left alone, so running this twice adds nothing the second time.
 */
export async function seedCreditNotesAtScale(db: Runner): Promise<void> {
  const u = (salt: number) => perMille('b.id', salt);
  await run(
    db,
    `
    CREATE TEMP TABLE seed_cn ON COMMIT DROP AS
    SELECT x.*, round(x.taxable * x.cgst_rate / 100, 2) AS cgst, round(x.taxable * x.sgst_rate / 100, 2) AS sgst,
           round(x.taxable * x.igst_rate / 100, 2) AS igst
    FROM (
      SELECT b.id AS bill_id, b.status AS bill_status, b.created_by, cb.code, coalesce(b.supplier_gstin, cb.gstin, '') AS gstin,
             b.cgst_rate, b.sgst_rate, b.igst_rate, st.status,
             least(b.invoice_date + CASE WHEN b.status = 'PART_PAID' THEN 45 ELSE 3 END + ${u(11)} % 25, biz_day(now())) AS cn_date,
             (ARRAY['FEE_REVISION', 'CASE_CANCELLED', 'DUPLICATE', 'RATE_ERROR', 'DEFICIENT_SERVICE'])[1 + ${u(12)} % 5] AS reason,
             floor(CASE WHEN b.status = 'PAID' THEN b.received_amount ELSE b.total - b.received_amount - b.tds_deducted - b.credited_amount END
                   * (50 + ${u(13)} % 250) / 1000 / (1 + (b.cgst_rate + b.sgst_rate + b.igst_rate) / 100)) AS taxable
      FROM bills b JOIN company_branches cb ON cb.id = b.company_branch_id
      CROSS JOIN LATERAL (SELECT CASE
        WHEN b.status = 'PAID' THEN CASE WHEN ${u(10)} < 20 THEN 'ISSUED' WHEN ${u(10)} < 30 THEN 'CANCELLED' END
        WHEN ${u(10)} < 100 THEN 'DRAFT' WHEN ${u(10)} < 180 THEN 'APPROVED' WHEN ${u(10)} < 300 THEN 'ISSUED'
        WHEN ${u(10)} < 340 THEN 'CANCELLED' END AS status) st
      WHERE b.status IN ('ISSUED', 'PART_PAID', 'PAID') AND b.invoice_no IS NOT NULL AND st.status IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM credit_notes n WHERE n.bill_id = b.id)
    ) x WHERE x.taxable > 0`,
  );
  // Issued notes: the next numbers of each office's credit-note series, in date order.
  await run(
    db,
    `
    ALTER TABLE seed_cn ADD COLUMN no text;
    UPDATE seed_cn n SET no = s.head || lpad(s.serial::text, greatest(length(s.serial::text), least(5, 16 - length(s.head))), '0')
    FROM (
      SELECT c.bill_id, h.head, row_number() OVER (PARTITION BY c.gstin, c.code, h.fy ORDER BY c.cn_date, c.bill_id)
               + coalesce((SELECT i.last_no FROM invoice_series i WHERE i.gstin = c.gstin AND i.prefix = c.code || '/CN/' AND i.fy = h.fy), 0)
               AS serial
      FROM seed_cn c CROSS JOIN LATERAL (SELECT ${FY('c.cn_date')} AS fy, c.code || '/CN/' || ${FY('c.cn_date')} || '/' AS head) h
      WHERE c.status = 'ISSUED'
    ) s WHERE s.bill_id = n.bill_id`,
  );
  await run(
    db,
    `
    INSERT INTO credit_notes (credit_note_no, credit_note_date, bill_id, reason, description, taxable_value, cgst_amount, sgst_amount,
                              igst_amount, total, status, created_by, created_at, updated_at, version)
    SELECT no, cn_date, bill_id, reason,
           CASE reason WHEN 'FEE_REVISION' THEN 'Fee revised by the bank''s circular' WHEN 'CASE_CANCELLED' THEN 'Case withdrawn by the bank'
                       WHEN 'DUPLICATE' THEN 'Case billed twice' WHEN 'RATE_ERROR' THEN 'Rate applied above the schedule'
                       ELSE 'Revisit not done within TAT' END,
           taxable, cgst, sgst, igst, taxable + cgst + sgst + igst, status, created_by,
           cn_date::timestamp AT TIME ZONE 'Asia/Kolkata' + interval '10 hours',
           cn_date::timestamp AT TIME ZONE 'Asia/Kolkata' + interval '15 hours', 1 + (status <> 'DRAFT')::int
    FROM seed_cn ORDER BY cn_date, bill_id`,
  );
  await run(
    db,
    `
    INSERT INTO invoice_series (gstin, prefix, fy, last_no)
    SELECT c.gstin, c.code || '/CN/', split_part(c.no, '/', 3), max(split_part(c.no, '/', 4)::int)
    FROM seed_cn c WHERE c.no IS NOT NULL GROUP BY 1, 2, 3
    ON CONFLICT (gstin, prefix, fy) DO UPDATE SET last_no = greatest(invoice_series.last_no, excluded.last_no)`,
  );
  await run(
    db,
    `
    INSERT INTO billing_history (entity, entity_id, from_status, to_status, changed_by, changed_at, comment)
    SELECT 'credit_note', n.id, s.from_st, s.to_st, n.created_by, n.created_at + s.after, s.cmt
    FROM credit_notes n JOIN seed_cn c ON c.bill_id = n.bill_id
    CROSS JOIN LATERAL (VALUES (0, NULL, 'DRAFT', interval '0 hours', NULL::text),
                               (1, 'DRAFT', 'APPROVED', interval '3 hours', NULL),
                               (2, 'APPROVED', 'ISSUED', interval '5 hours', 'Credit note ' || n.credit_note_no),
                               (3, 'DRAFT', 'CANCELLED', interval '4 hours', 'Raised twice for the same revision'))
      AS s(step, from_st, to_st, after, cmt)
    WHERE s.step = 0 OR (s.step = 1 AND n.status IN ('APPROVED', 'ISSUED')) OR (s.step = 2 AND n.status = 'ISSUED')
       OR (s.step = 3 AND n.status = 'CANCELLED')`,
  );
  await reduceInvoices(db);
}

/** What an issued note does to its invoice, as issuing one in the product does (paid ones were paid that much less). */
async function reduceInvoices(db: Runner): Promise<void> {
  await run(
    db,
    `
    UPDATE receipts r SET gross_amount = r.gross_amount - c.total
    FROM receipt_allocations a JOIN (SELECT bill_id, taxable + cgst + sgst + igst AS total FROM seed_cn
                                     WHERE status = 'ISSUED' AND bill_status = 'PAID') c ON c.bill_id = a.bill_id
    WHERE r.id = a.receipt_id;
    UPDATE receipt_allocations a SET amount = a.amount - c.taxable - c.cgst - c.sgst - c.igst
    FROM seed_cn c WHERE c.bill_id = a.bill_id AND c.status = 'ISSUED' AND c.bill_status = 'PAID';
    UPDATE bills b SET credited_amount = b.credited_amount + c.total,
           received_amount = b.received_amount - CASE WHEN b.status = 'PAID' THEN c.total ELSE 0 END,
           version = b.version + 1
    FROM (SELECT bill_id, taxable + cgst + sgst + igst AS total FROM seed_cn WHERE status = 'ISSUED') c WHERE b.id = c.bill_id;`,
  );
}
