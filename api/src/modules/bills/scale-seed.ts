import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { seedCreditNotesAtScale } from './scale-seed-credit-notes';
import { perMille, runSql } from './scale-seed-sql';
import { rows, type Runner } from '../../db/rows';

const run = runSql;

export interface BillsScaleResult {
  feeSchedules: number;
  creditNotes: number;
  caseExpenses: number;
}

/**
 * Billing at scale for `npm run seed -- --cases N`, after the generated cases and their monthly
 * bills (one per bank branch and month, a line per billed case): each bank's full fee schedule,
 * site expenses on cases in each status (the approved ones of billed cases are the bills' line
 * expenses, on those bills), and credit notes against issued invoices in each status. Set-based,
 * in one transaction; a second run replaces the expenses and credit notes it made (replacing the
 * cases truncates bills and expenses, and with them their credit notes).
 */
export async function seedBillsAtScale(db: Db): Promise<BillsScaleResult> {
  return db.transaction(async (tx) => {
    await seedFeeSchedules(tx);
    await seedCaseExpenses(tx);
    await seedCreditNotesAtScale(tx);
    const res = await rows<{ fee: number; cn: number; exp: number }>(
      tx,
      sql.raw(`SELECT (SELECT count(*) FROM fee_schedules)::int AS fee, (SELECT count(*) FROM credit_notes)::int AS cn,
                      (SELECT count(*) FROM expenses WHERE case_id IS NOT NULL)::int AS exp`),
    );
    const [row] = res;
    return { feeSchedules: row.fee, creditNotes: row.cn, caseExpenses: row.exp };
  });
}

/**
 * Every active bank's schedule by property type and value slab (flat below ₹50 lakh, per lakh up to
 * ₹2 crore, a percent with a cap above). Rows a bank already has for a slab are kept, so the demo's
 * and the staff's own rows stay and a second run adds nothing.
 */
async function seedFeeSchedules(db: Runner): Promise<void> {
  await run(
    db,
    `
    INSERT INTO fee_schedules (bank_id, property_type, value_from, value_to, basis, rate, min_fee, max_fee)
    SELECT b.id, t.pt, s.vfrom, s.vto, s.basis,
           CASE s.basis WHEN 'FLAT' THEN t.flat + 500 * (b.id % 3) WHEN 'PER_LAKH' THEN t.per_lakh ELSE t.pct END,
           CASE WHEN s.basis = 'FLAT' THEN NULL ELSE t.flat END, CASE WHEN s.basis = 'FLAT' THEN NULL ELSE t.cap END
    FROM banks b
    CROSS JOIN (VALUES ('RES_FLAT', 3000, 12, 0.08, 15000), ('INDEPENDENT_HOUSE', 3500, 15, 0.1, 20000),
                       ('ROW_HOUSE', 3500, 15, 0.1, 20000), ('PLOT', 3000, 12, 0.08, 15000),
                       ('COMMERCIAL_SHOP', 4500, 20, 0.12, 30000), ('OFFICE', 4500, 20, 0.12, 30000),
                       ('INDUSTRIAL', 7500, 25, 0.15, 50000), ('AGRI_LAND', 3500, 10, 0.08, 20000),
                       ('MIXED', 5000, 18, 0.12, 30000)) AS t(pt, flat, per_lakh, pct, cap)
    CROSS JOIN (VALUES (0, 5000000, 'FLAT'), (5000000, 20000000, 'PER_LAKH'), (20000000, NULL, 'PERCENT'))
      AS s(vfrom, vto, basis)
    WHERE b.status = '1'
      AND NOT EXISTS (SELECT 1 FROM fee_schedules f WHERE f.bank_id = b.id AND f.property_type = t.pt AND f.value_from = s.vfrom)`,
  );
}

/**
 * Site expenses claimed on cases: the approved expense behind every billed line's expenses (on that
 * bill), and on about one in six other visited cases a claim pending, approved (billable with the
 * case) or rejected with a reason; each with its history as the expense screen writes it.
 */
async function seedCaseExpenses(db: Runner): Promise<void> {
  await run(db, `DELETE FROM expenses WHERE case_id IS NOT NULL`);
  await run(db, `DELETE FROM billing_history WHERE entity = 'expense' AND NOT EXISTS (SELECT 1 FROM expenses e WHERE e.id = entity_id)`);
  const kind = (k: string) => `(ARRAY['TRAVEL', 'FUEL', 'COURIER'])[1 + ${perMille(k, 1)} % 3]`;
  const text = (k: string) =>
    `(ARRAY['Cab to site and back', 'Fuel for a distant site', 'Report courier to bank'])[1 + ${perMille(k, 1)} % 3]`;
  await run(
    db,
    `
    INSERT INTO expenses (expense_date, company_branch_id, user_id, case_id, category, amount, description, status, approved_by,
                          bill_id, created_at, updated_at)
    SELECT biz_day(c.released_at), c.company_branch_id, c.site_engineer_id, c.id, ${kind('c.id')}, l.expenses, ${text('c.id')},
           'APPROVED', b.created_by, b.id, c.released_at, c.released_at
    FROM bill_lines l JOIN bills b ON b.id = l.bill_id JOIN cases c ON c.id = l.case_id
    WHERE l.expenses > 0 AND c.released_at IS NOT NULL`,
  );
  await run(
    db,
    `
    INSERT INTO expenses (expense_date, company_branch_id, user_id, case_id, category, amount, description, status, approved_by,
                          reject_reason, created_at, updated_at)
    SELECT d.day, c.company_branch_id, c.site_engineer_id, c.id, ${kind('c.id')}, 100 + 10 * (${perMille('c.id', 2)} % 60),
           ${text('c.id')}, st.status, CASE WHEN st.status = 'APPROVED' THEN c.created_by END,
           CASE WHEN st.status = 'REJECTED' THEN 'No receipt for the claimed amount' END, d.at, d.at
    FROM cases c
    CROSS JOIN LATERAL (SELECT coalesce(c.released_at, c.updated_at) AS at, biz_day(coalesce(c.released_at, c.updated_at)) AS day) d
    CROSS JOIN LATERAL (SELECT CASE WHEN c.released_at IS NULL OR ${perMille('c.id', 3)} < 350 THEN 'PENDING'
                                    WHEN ${perMille('c.id', 3)} < 850 THEN 'APPROVED' ELSE 'REJECTED' END AS status) st
    WHERE ${perMille('c.id', 4)} < 160 AND c.site_engineer_id IS NOT NULL AND c.status NOT IN ('INITIATED', 'ALLOCATED', 'CANCELLED')
      AND c.billing_status = 'UNBILLED' AND NOT EXISTS (SELECT 1 FROM bill_lines l WHERE l.case_id = c.id)`,
  );
  await run(
    db,
    `
    INSERT INTO billing_history (entity, entity_id, from_status, to_status, changed_by, changed_at, comment)
    SELECT 'expense', e.id, s.from_st, s.to_st, s.by_user, e.created_at + s.after, s.cmt
    FROM expenses e
    CROSS JOIN LATERAL (VALUES (NULL, 'PENDING', e.user_id, interval '0 hours', NULL::text),
                               ('PENDING', e.status, e.approved_by, interval '1 day', e.reject_reason))
      AS s(from_st, to_st, by_user, after, cmt)
    WHERE e.case_id IS NOT NULL AND (s.from_st IS NULL OR e.status <> 'PENDING')`,
  );
}
