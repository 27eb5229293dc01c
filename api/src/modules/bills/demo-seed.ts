import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

const run = (tx: Db, q: string) => tx.execute(sql.raw(q));

/**
 * Demo billing data for every Bill page, on top of the generated cases and bills (part of the demo
 * seed, never of migrations): fee schedules per bank, a draft and a rejected bill, case expenses
 * ready to bill, and credit notes in each status.
 */
export async function seedBillsDemo(tx: Db): Promise<void> {
  // Fee schedules: residential by value slab, a percent for commercial, per lakh for land.
  await run(
    tx,
    `
    INSERT INTO fee_schedules (bank_id, property_type, value_from, value_to, basis, rate, min_fee, max_fee)
    SELECT b.id, s.pt, s.vfrom, s.vto, s.basis, s.rate, s.minf, s.maxf
    FROM banks b CROSS JOIN (VALUES
      ('RES_FLAT', 0, 5000000, 'FLAT', 3000, NULL, NULL),
      ('RES_FLAT', 5000000, NULL, 'FLAT', 4500, NULL, NULL),
      ('COMMERCIAL_SHOP', 0, NULL, 'PERCENT', 0.1, 4000, 25000),
      ('AGRI_LAND', 0, NULL, 'PER_LAKH', 40, 3500, 20000),
      (NULL, 0, NULL, 'FLAT', 3500, NULL, NULL)
    ) AS s(pt, vfrom, vto, basis, rate, minf, maxf)
    WHERE b.status = '1'`,
  );
  // Back to billing: one initiated bill rejected with a reason, one sent back to draft.
  await run(
    tx,
    `
    WITH picked AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM bills WHERE status = 'INITIATED' ORDER BY id LIMIT 2),
    moved AS (
      UPDATE bills b SET status = CASE p.n WHEN 1 THEN 'REJECTED' ELSE 'DRAFT' END,
             rejection_reason = CASE p.n WHEN 1 THEN 'Fee of the second case does not match the bank''s schedule' END
      FROM picked p WHERE b.id = p.id RETURNING b.id, b.status, b.rejection_reason, b.created_by)
    INSERT INTO billing_history (entity, entity_id, from_status, to_status, changed_by, changed_at, comment)
    SELECT 'bill', id, 'INITIATED', status, created_by, now() - interval '1 day', rejection_reason FROM moved`,
  );
  await run(
    tx,
    `
    UPDATE billing_history h SET to_status = 'REJECTED', comment = 'Recipient GSTIN to be confirmed'
    FROM bills b WHERE h.entity = 'bill' AND h.entity_id = b.id AND b.status = 'DRAFT' AND h.to_status = 'DRAFT' AND h.from_status = 'INITIATED'`,
  );
  await run(
    tx,
    `
    INSERT INTO billing_history (entity, entity_id, from_status, to_status, changed_by, changed_at)
    SELECT 'bill', b.id, 'REJECTED', 'DRAFT', b.created_by, now() - interval '20 hours' FROM bills b WHERE b.status = 'DRAFT'`,
  );
  // Site expenses on unbilled cases: approved ones go on the next bill; pending ones wait for approval.
  await run(
    tx,
    `
    INSERT INTO expenses (expense_date, company_branch_id, user_id, case_id, category, amount, description, status, approved_by)
    SELECT biz_day(c.released_at), c.company_branch_id, c.site_engineer_id, c.id, (ARRAY['TRAVEL', 'COURIER', 'FUEL'])[1 + n % 3],
           (ARRAY[350, 120, 480])[1 + n % 3], (ARRAY['Cab to site and back', 'Report courier to bank', 'Fuel for a distant site'])[1 + n % 3],
           CASE WHEN n % 4 = 3 THEN 'PENDING' ELSE 'APPROVED' END, CASE WHEN n % 4 = 3 THEN NULL ELSE c.created_by END
    FROM (SELECT c.*, row_number() OVER (ORDER BY c.released_at) AS n FROM cases c
          WHERE c.billing_status = 'UNBILLED' AND c.released_at IS NOT NULL AND c.fee IS NOT NULL AND c.status <> 'CANCELLED'
          ORDER BY c.released_at LIMIT 12) c`,
  );
  // Credit notes against open invoices: one per status.
  await run(
    tx,
    `
    WITH picked AS (
      SELECT b.id, b.cgst_rate, b.sgst_rate, b.igst_rate, cb.code, b.supplier_gstin, row_number() OVER (ORDER BY b.id) AS n
      FROM bills b JOIN company_branches cb ON cb.id = b.company_branch_id
      WHERE b.status IN ('ISSUED', 'PART_PAID') AND b.total - b.received_amount - b.tds_deducted - b.credited_amount > 2000
      ORDER BY b.id LIMIT 3),
    notes AS (
      INSERT INTO credit_notes (credit_note_date, bill_id, reason, description, taxable_value, cgst_amount, sgst_amount, igst_amount, total, status)
      SELECT biz_day(now()) - (3 - n)::int, id, (ARRAY['FEE_REVISION', 'RATE_ERROR', 'DEFICIENT_SERVICE'])[n],
             (ARRAY['Fee revised by the bank''s circular', 'Rate applied twice for the same unit', 'Revisit not done within TAT'])[n],
             500, round(500 * cgst_rate / 100, 2), round(500 * sgst_rate / 100, 2), round(500 * igst_rate / 100, 2),
             500 + round(500 * cgst_rate / 100, 2) + round(500 * sgst_rate / 100, 2) + round(500 * igst_rate / 100, 2),
             (ARRAY['DRAFT', 'APPROVED', 'ISSUED'])[n]
      FROM picked RETURNING id, bill_id, status, total)
    INSERT INTO billing_history (entity, entity_id, from_status, to_status, changed_at)
    SELECT 'credit_note', id, NULL, 'DRAFT', now() - interval '2 days' FROM notes`,
  );
  await run(
    tx,
    `
    INSERT INTO billing_history (entity, entity_id, from_status, to_status, changed_at)
    SELECT 'credit_note', id, 'DRAFT', 'APPROVED', now() - interval '1 day' FROM credit_notes WHERE status IN ('APPROVED', 'ISSUED')`,
  );
  // The issued one: its number in the office's credit-note series, and the invoice reduced (its
  // status stays: a credit note is not a payment).
  await run(
    tx,
    `
    WITH fy AS (SELECT CASE WHEN extract(month FROM biz_day(now())) >= 4
                  THEN to_char(biz_day(now()), 'YY') || to_char(biz_day(now()) + interval '1 year', 'YY')
                  ELSE to_char(biz_day(now()) - interval '1 year', 'YY') || to_char(biz_day(now()), 'YY') END AS fy),
    issued AS (
      UPDATE credit_notes n SET credit_note_no = cb.code || '/CN/' || fy.fy || '/0001'
      FROM bills b JOIN company_branches cb ON cb.id = b.company_branch_id, fy
      WHERE n.status = 'ISSUED' AND b.id = n.bill_id RETURNING n.id, n.bill_id, n.total, n.credit_note_no, b.supplier_gstin, cb.code, fy.fy),
    series AS (
      INSERT INTO invoice_series (gstin, prefix, fy, last_no) SELECT coalesce(supplier_gstin, ''), code || '/CN/', fy, 1 FROM issued
      ON CONFLICT DO NOTHING)
    UPDATE bills b SET credited_amount = credited_amount + i.total FROM issued i WHERE b.id = i.bill_id`,
  );
  await run(
    tx,
    `
    INSERT INTO billing_history (entity, entity_id, from_status, to_status, changed_at, comment)
    SELECT 'credit_note', id, 'APPROVED', 'ISSUED', now() - interval '2 hours', 'Credit note ' || credit_note_no FROM credit_notes WHERE status = 'ISSUED'`,
  );
}
