import { sql } from 'drizzle-orm';
import { EXPENSE_KINDS } from './data';
import { FY } from './load-cases';
import { json } from './sql';
import { run, type Runner } from '../../db/rows';

/**
 * One bill per bank branch per month of release (banks are billed monthly), for cases released
 * before this month. Older bills are mostly paid; last month's are still in approval or issued.
 */
export async function createBillKeys(db: Runner): Promise<void> {
  await run(
    db,
    `
    CREATE TEMP TABLE seed_bill_keys ON COMMIT DROP AS
    SELECT (SELECT coalesce(max(id), 0) FROM bills) + row_number() OVER (ORDER BY g.bill_month, g.cb, g.bank_branch_id) AS bill_id,
           g.*, CASE
             WHEN g.age >= 4 THEN CASE WHEN g.u < 0.95 THEN 'PAID' WHEN g.u < 0.98 THEN 'PART_PAID' ELSE 'ISSUED' END
             WHEN g.age >= 2 THEN CASE WHEN g.u < 0.6 THEN 'PAID' WHEN g.u < 0.75 THEN 'PART_PAID' ELSE 'ISSUED' END
             ELSE CASE WHEN g.u < 0.7 THEN 'ISSUED' WHEN g.u < 0.82 THEN 'CA_APPROVED' WHEN g.u < 0.92 THEN 'APPROVED'
                       ELSE 'INITIATED' END
           END AS status
    FROM (
      SELECT p.bank_branch_id, p.bill_month, min(p.cb) AS cb, min(p.bank_id) AS bank_id, sum(p.fee + p.exp) AS taxable,
             min(p.coord_id) AS by_user,
             (extract(year FROM age(date_trunc('month', biz_day(now())), p.bill_month)) * 12
              + extract(month FROM age(date_trunc('month', biz_day(now())), p.bill_month)))::int AS age,
             pg_temp.su(p.bank_branch_id * 100000 + dash_dayno(p.bill_month), 40) AS u
      FROM seed_plan p WHERE p.billable GROUP BY p.bank_branch_id, p.bill_month
    ) g`,
  );
}

export async function insertBills(db: Runner): Promise<void> {
  await run(
    db,
    `
    INSERT INTO bills (id, invoice_no, invoice_date, company_branch_id, supplier_gstin, bank_id, bank_branch_id,
      recipient_name, recipient_address, recipient_gstin, recipient_state_code, place_of_supply, taxable_value,
      cgst_rate, sgst_rate, igst_rate, cgst_amount, sgst_amount, igst_amount, total, tds_section, tds_rate, tds_amount,
      net_receivable, due_date, received_amount, tds_deducted, status, created_by, created_at, updated_at)
    SELECT k.bill_id,
      CASE WHEN k.status IN ('ISSUED', 'PART_PAID', 'PAID') THEN cb.code || '/' || t.fy || '/'
        || lpad((row_number() OVER (PARTITION BY k.cb, t.fy, k.status IN ('ISSUED', 'PART_PAID', 'PAID')
                                    ORDER BY k.bill_month, k.bank_branch_id))::text, 5, '0') END,
      t.inv_date, k.cb, cb.gstin, k.bank_id, k.bank_branch_id,
      b.name || ', ' || bb.branch_name, bb.address, bb.gstin, bb.state_code, bb.state_code, k.taxable,
      t.cgst, t.cgst, t.igst, round(k.taxable * t.cgst / 100, 2), round(k.taxable * t.cgst / 100, 2),
      round(k.taxable * t.igst / 100, 2), k.taxable + 2 * round(k.taxable * t.cgst / 100, 2) + round(k.taxable * t.igst / 100, 2),
      '194J(b)', 10, round(k.taxable * 0.10, 2),
      k.taxable + 2 * round(k.taxable * t.cgst / 100, 2) + round(k.taxable * t.igst / 100, 2) - round(k.taxable * 0.10, 2),
      t.inv_date + 30,
      CASE k.status WHEN 'PAID' THEN 1 WHEN 'PART_PAID' THEN 0.5 ELSE 0 END
        * (k.taxable + 2 * round(k.taxable * t.cgst / 100, 2) + round(k.taxable * t.igst / 100, 2) - round(k.taxable * 0.10, 2)),
      CASE WHEN k.status IN ('PAID', 'PART_PAID') THEN round(k.taxable * 0.10, 2) ELSE 0 END,
      k.status, k.by_user, t.inv_date::timestamp AT TIME ZONE 'Asia/Kolkata' + interval '11 hours',
      t.inv_date::timestamp AT TIME ZONE 'Asia/Kolkata' + interval '11 hours'
    FROM seed_bill_keys k
    JOIN company_branches cb ON cb.id = k.cb
    JOIN bank_branches bb ON bb.id = k.bank_branch_id
    JOIN banks b ON b.id = k.bank_id
    CROSS JOIN LATERAL (
      SELECT (k.bill_month + interval '1 month - 1 day')::date AS inv_date,
             ${FY("(k.bill_month + interval '1 month - 1 day')::date")} AS fy,
             CASE WHEN cb.state_code = bb.state_code THEN 9 ELSE 0 END AS cgst,
             CASE WHEN cb.state_code = bb.state_code THEN 0 ELSE 18 END AS igst
    ) t`,
  );
  await run(
    db,
    `
    INSERT INTO bill_lines (id, bill_id, case_id, description, fee, expenses)
    SELECT p.id, k.bill_id, p.id, 'Valuation fee: ' || lower(replace(p.property_type, '_', ' ')), p.fee, p.exp
    FROM seed_plan p JOIN seed_bill_keys k ON k.bank_branch_id = p.bank_branch_id AND k.bill_month = p.bill_month
    WHERE p.billable`,
  );
}

/** Every status change of every case, as the trigger would have written it. */
export async function insertHistory(db: Runner): Promise<void> {
  await run(
    db,
    `
    INSERT INTO case_status_history (id, case_id, from_status, to_status, changed_by, changed_at, comment, seconds_in_from)
    SELECT p.id::bigint * 16 + v.seq, p.id, v.from_st, v.to_st, v.by_user, v.at, v.cmt,
           CASE WHEN v.from_at IS NOT NULL THEN extract(epoch FROM v.at - v.from_at)::int END
    FROM seed_plan p
    CROSS JOIN LATERAL (VALUES
      (1, NULL, 'INITIATED', p.coord_id, p.received_at, NULL::timestamptz, NULL::text),
      (2, 'INITIATED', 'ALLOCATED', p.coord_id, p.ta, p.received_at, NULL),
      (3, 'ALLOCATED', 'SITE_VISIT', p.engineer_id, p.tv, p.ta, NULL),
      (4, 'SITE_VISIT', 'WIP', p.maker_id, p.tw, p.tv, NULL),
      (5, 'WIP', 'STAGE_REVIEW', p.maker_id, p.ts, p.tw, NULL),
      (6, 'STAGE_REVIEW', 'REWORK', p.approver_id, p.tr, p.ts, p.rework_comment),
      (7, 'REWORK', 'WIP', p.maker_id, p.tw2, p.tr, NULL),
      (8, 'WIP', 'STAGE_REVIEW', p.maker_id, p.ts2, p.tw2, NULL),
      (9, 'STAGE_REVIEW', 'RELEASED', p.approver_id, p.tl, coalesce(p.ts2, p.ts), NULL),
      (10, 'RELEASED', 'DISPATCHED', p.coord_id, p.td, p.tl, NULL),
      (11, 'DISPATCHED', 'CLOSED', p.coord_id, p.tc, p.td, NULL),
      (12, p.stage, p.cut_status, p.coord_id, p.cut_at, p.stage_at, p.cut_comment)
    ) AS v(seq, from_st, to_st, by_user, at, from_at, cmt)
    WHERE v.at IS NOT NULL`,
  );
}

/** Office and field expenses: about one per ten cases, over the same two years. */
export async function insertExpenses(db: Runner, count: number): Promise<void> {
  if (count <= 0) return;
  const kinds = EXPENSE_KINDS.map(([category, , min, max, text], i) => ({
    category,
    min,
    max,
    text,
    upto: EXPENSE_KINDS.slice(0, i + 1).reduce((s, k) => s + k[1], 0) / EXPENSE_KINDS.reduce((s, k) => s + k[1], 0),
  }));
  await run(
    db,
    sql`
    INSERT INTO expenses (expense_date, company_branch_id, user_id, category, amount, description, status, approved_by,
                          reject_reason, created_at, updated_at)
    SELECT d.day, bb.cb, o.eng[1 + g % o.engineers], k.category, round((k.min + pg_temp.su(g, 52) * (k.max - k.min)) / 10) * 10,
           k.text, st.status, CASE WHEN st.status <> 'PENDING' THEN o.staff_ids[1 + (g / 5) % o.staff] END,
           CASE WHEN st.status = 'REJECTED' THEN 'No bill or receipt attached' END,
           d.day::timestamp AT TIME ZONE 'Asia/Kolkata' + interval '18 hours',
           d.day::timestamp AT TIME ZONE 'Asia/Kolkata' + interval '18 hours'
    FROM generate_series(1, ${count}::int) g
    CROSS JOIN LATERAL (
      SELECT biz_day(now()) - (730 - floor(730 * (sqrt(1 + 1.25 * pg_temp.su(g, 50)) - 1) / 0.5))::int AS day
    ) d
    JOIN seed_bb bb ON bb.k = 1 + floor(pg_temp.su(g, 51) * (SELECT count(*) FROM seed_bb))::int
    JOIN seed_office o ON o.cb = bb.cb
    CROSS JOIN LATERAL (
      SELECT x.category, x.min, x.max, x.text FROM jsonb_to_recordset(${json(kinds)})
        AS x(category text, min numeric, max numeric, text text, upto float8)
      WHERE x.upto > pg_temp.su(g, 53) ORDER BY x.upto LIMIT 1
    ) k
    CROSS JOIN LATERAL (
      SELECT CASE WHEN d.day > biz_day(now()) - 7 AND pg_temp.su(g, 54) < 0.6 THEN 'PENDING'
                  WHEN pg_temp.su(g, 54) < 0.05 THEN 'REJECTED'
                  WHEN pg_temp.su(g, 54) < 0.07 THEN 'PENDING' ELSE 'APPROVED' END AS status
    ) st`,
  );
}
