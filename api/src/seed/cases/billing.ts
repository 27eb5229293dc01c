import { run, type Runner } from '../../db/rows';

/**
 * The billing records behind the generated bills, set-based so it scales with --cases: each bill's
 * status history (draft to its present status), a receipt with its allocation for every bill with
 * money received, and the invoice series continued after the numbers the bills already carry.
 */
export async function seedBillingRecords(db: Runner): Promise<void> {
  // Replacing cases truncates bills with what references them; these do not reference bills.
  await run(db, `DELETE FROM receipts r WHERE NOT EXISTS (SELECT 1 FROM receipt_allocations a WHERE a.receipt_id = r.id)`);
  await run(
    db,
    `DELETE FROM billing_history h WHERE (h.entity = 'bill' AND NOT EXISTS (SELECT 1 FROM bills b WHERE b.id = h.entity_id))
                   OR (h.entity = 'credit_note' AND NOT EXISTS (SELECT 1 FROM credit_notes n WHERE n.id = h.entity_id))`,
  );
  await run(db, `DELETE FROM invoice_series`);
  // The unbilled list's kept totals: the bulk load ran with the cases' triggers off.
  await run(db, `SELECT unbilled_totals_rebuild()`);
  await run(
    db,
    `
    INSERT INTO billing_history (entity, entity_id, from_status, to_status, changed_by, changed_at, comment)
    SELECT 'bill', b.id, s.from_st, s.to_st, CASE WHEN s.to_st IN ('PART_PAID', 'PAID') THEN NULL ELSE b.created_by END,
           b.created_at + s.after, s.cmt
    FROM bills b
    CROSS JOIN LATERAL (VALUES
      (0, NULL, 'DRAFT', interval '0 hours', NULL::text),
      (1, 'DRAFT', 'INITIATED', interval '2 hours', NULL),
      (2, 'INITIATED', 'APPROVED', interval '1 day', NULL),
      (3, 'APPROVED', 'CA_APPROVED', interval '2 days', NULL),
      (4, 'CA_APPROVED', 'ISSUED', interval '3 days', 'Invoice ' || b.invoice_no),
      (5, 'ISSUED', CASE WHEN b.status = 'PAID' THEN 'PAID' ELSE 'PART_PAID' END, interval '40 days', 'Receipt UTR' || lpad(b.id::text, 10, '0'))
    ) AS s(step, from_st, to_st, after, cmt)
    WHERE s.step <= CASE b.status WHEN 'DRAFT' THEN 0 WHEN 'INITIATED' THEN 1 WHEN 'APPROVED' THEN 2 WHEN 'CA_APPROVED' THEN 3
                                  WHEN 'ISSUED' THEN 4 WHEN 'PART_PAID' THEN 5 WHEN 'PAID' THEN 5 ELSE 0 END`,
  );
  await run(
    db,
    `
    INSERT INTO receipts (id, bank_id, receipt_date, mode, reference, gross_amount, tds_amount, created_by, created_at, updated_at)
    SELECT b.id, b.bank_id, least(b.invoice_date + 40, biz_day(now())), (ARRAY['NEFT', 'RTGS', 'CHEQUE', 'UPI'])[1 + b.id % 4],
           CASE b.id % 4 WHEN 2 THEN 'CHQ' || lpad(b.id::text, 6, '0') ELSE 'UTR' || lpad(b.id::text, 10, '0') END,
           b.received_amount, b.tds_deducted, b.created_by, b.created_at + interval '40 days', b.created_at + interval '40 days'
    FROM bills b WHERE b.received_amount + b.tds_deducted > 0`,
  );
  await run(
    db,
    `
    INSERT INTO receipt_allocations (receipt_id, bill_id, amount, tds_amount)
    SELECT r.id, r.id, r.gross_amount, r.tds_amount FROM receipts r`,
  );
  await run(db, `SELECT setval(pg_get_serial_sequence('receipts', 'id'), greatest((SELECT max(id) FROM receipts), 1))`);
  await run(
    db,
    `
    INSERT INTO invoice_series (gstin, prefix, fy, last_no)
    SELECT b.supplier_gstin, cb.invoice_prefix, split_part(b.invoice_no, '/', 2), max(split_part(b.invoice_no, '/', 3)::int)
    FROM bills b JOIN company_branches cb ON cb.id = b.company_branch_id
    WHERE b.invoice_no IS NOT NULL AND b.supplier_gstin IS NOT NULL AND cb.invoice_prefix IS NOT NULL
      AND b.invoice_no ~ '^[A-Z]+/[0-9]{4}/[0-9]+$' AND left(b.invoice_no, length(cb.invoice_prefix)) = cb.invoice_prefix
    GROUP BY 1, 2, 3
    ON CONFLICT (gstin, prefix, fy) DO UPDATE SET last_no = greatest(invoice_series.last_no, excluded.last_no)`,
  );
}
