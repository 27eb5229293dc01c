import { sql } from 'drizzle-orm';
import { rows, type Runner } from '../../db/rows';

export interface CaseWorkCounts {
  requests: number;
  queries: number;
  pickups: number;
  couriers: number;
}

const count = async (db: Runner, table: string) => Number((await rows<{ n: number }>(db, `SELECT count(*)::int AS n FROM ${table}`))[0].n);

/** Generated couriers' AWB numbers (SC + 9 digits): a second run replaces exactly these. */
const AWB_MARK = 'SC';
const users = sql`(SELECT array_agg(id ORDER BY id) FROM users WHERE kind = 'employee' AND status = '1')`;
const pick = (arr: ReturnType<typeof sql>, n: ReturnType<typeof sql>) => sql`(${arr})[1 + (${n}) % cardinality(${arr})]`;

/**
 * The work around the cases for `npm run seed -- --cases N`, in set-based INSERTs over the
 * generated cases (whose replacement already emptied every table that points at cases):
 * - online requests: every PORTAL case was one, ACCEPTED with that case's fields an hour or two
 *   before it was received; N/200 REJECTED over the two years and N/500 SUBMITTED in the last days;
 * - queries (N/50): on released / dispatched / closed reports, mostly resolved or closed, and one
 *   open query on every case the generator left in QUERY_PENDING (as a raised query would);
 * - document pickups (N/100) and inward couriers (N/100) over the two years, the recent ones still open.
 */
export async function seedCaseWorkAtScale(db: Runner, cases: number): Promise<CaseWorkCounts> {
  const per = (k: number) => Math.max(10, Math.round(cases / k));
  const branchUser = sql`(SELECT min(bu.id) FROM branch_users bu WHERE bu.bank_branch_id = c.bank_branch_id)`;
  await db.execute(sql`
    INSERT INTO online_requests (bank_id, bank_branch_id, branch_user_id, applicant_name, contact_name, contact_mobile, property_type,
      property_address, pincode, purpose, bank_ref_no, source, status, case_id, decided_by, decided_at, created_at, updated_at)
    SELECT c.bank_id, c.bank_branch_id, ${branchUser}, c.applicant_name, c.site_contact_name,
      coalesce(c.site_contact_mobile, '98' || lpad((c.id % 100000000)::text, 8, '0')), c.property_type, c.property_address, c.pincode,
      c.purpose, c.bank_ref_no, CASE WHEN c.id % 7 = 0 THEN 'XLSX' ELSE 'FORM' END, 'ACCEPTED', c.id, c.created_by, c.received_at,
      c.received_at - make_interval(mins => 40 + (c.id % 140)::int), c.received_at
    FROM cases c
    WHERE c.channel = 'PORTAL' AND c.property_address IS NOT NULL AND c.pincode ~ '^[1-9][0-9]{5}$'`);
  // Requests never accepted: rejected over the two years, submitted in the last days, each from a case's branch and place.
  const rejected = per(200);
  const submitted = per(500);
  await db.execute(sql`
    INSERT INTO online_requests (bank_id, bank_branch_id, branch_user_id, applicant_name, contact_name, contact_mobile, property_type,
      property_address, pincode, purpose, bank_ref_no, source, status, reject_reason, decided_by, decided_at, created_at, updated_at)
    SELECT c.bank_id, c.bank_branch_id, ${branchUser},
      (ARRAY['Anil', 'Sunita', 'Rahul', 'Kavita', 'Imran', 'Lakshmi', 'Gurpreet', 'Neha'])[1 + i % 8] || ' ' ||
        (ARRAY['Kulkarni', 'Sharma', 'Reddy', 'Fernandes', 'Khan', 'Iyer', 'Singh', 'Bose'])[1 + (i / 8) % 8],
      'Branch desk', '97' || lpad((i * 7919 % 100000000)::text, 8, '0'), c.property_type,
      'Flat ' || (i % 900 + 101) || ', ' || c.property_address, c.pincode, c.purpose, 'OR/' || lpad(i::text, 7, '0'),
      CASE WHEN i % 5 = 0 THEN 'XLSX' ELSE 'FORM' END,
      CASE WHEN i <= ${rejected} THEN 'REJECTED' ELSE 'SUBMITTED' END,
      CASE WHEN i <= ${rejected} THEN (ARRAY['Property outside our service area', 'Sent twice: already a case',
        'Documents unreadable; please resend', 'Loan application withdrawn by the borrower'])[1 + i % 4] END,
      CASE WHEN i <= ${rejected} THEN ${pick(users, sql`i`)} END,
      CASE WHEN i <= ${rejected} THEN ts + interval '3 hours' END, ts, ts
    FROM generate_series(1, ${rejected + submitted}) i
    CROSS JOIN LATERAL (SELECT CASE WHEN i <= ${rejected} THEN now() - make_interval(days => (i * 7) % 720 + 1)
                                    ELSE now() - make_interval(mins => (i * 37) % 14400) END AS ts) t
    JOIN LATERAL (SELECT * FROM cases c WHERE c.id = 1 + (i * 7919) % (SELECT max(id) FROM cases)
                  AND c.property_address IS NOT NULL AND c.pincode ~ '^[1-9][0-9]{5}$' LIMIT 1) c ON true`);

  // Queries: released reports (the case stays where it is) and the generated QUERY_PENDING cases (one open query each).
  await db.execute(sql`
    INSERT INTO case_queries (case_id, source, type, priority, subject, description, raised_by, assigned_to, sla_due, status,
      resolved_at, closed_at, created_at, updated_at)
    SELECT q.case_id, (ARRAY['BANK', 'BANK', 'INTERNAL', 'CLIENT'])[1 + q.k % 4],
      (ARRAY['REPORT_QUERY', 'REVISION_REQUEST', 'VALUE_RECONSIDERATION', 'BILLING_DISPUTE'])[1 + q.k % 4],
      (ARRAY['LOW', 'MEDIUM', 'MEDIUM', 'HIGH', 'URGENT'])[1 + q.k % 5],
      (ARRAY['Carpet area differs from the sale deed', 'Approved plan number not mentioned', 'Borrower disputes the value',
        'Fee charged above the schedule'])[1 + q.k % 4],
      (ARRAY['Please confirm the measured carpet area against the agreement.', 'Add the plan approval number and date.',
        'The applicant shared two recent sale instances at a higher rate.', 'The agreed fee for this ticket size is lower.'])[1 + q.k % 4],
      ${pick(users, sql`q.k`)}, ${pick(users, sql`q.k + 3`)},
      q.at + make_interval(hours => (ARRAY[72, 48, 48, 24, 8])[1 + q.k % 5]), q.status,
      CASE WHEN q.status IN ('RESOLVED', 'CLOSED') THEN least(now(), q.at + interval '20 hours') END,
      CASE WHEN q.status = 'CLOSED' THEN least(now(), q.at + interval '30 hours') END, q.at, q.at
    FROM (
      SELECT c.id AS case_id, c.id AS k, coalesce(c.status_changed_at, c.received_at) AS at,
        CASE WHEN c.status_changed_at > now() - interval '5 days' THEN (ARRAY['OPEN', 'IN_PROGRESS', 'RESOLVED'])[1 + c.id % 3]
             ELSE (ARRAY['CLOSED', 'CLOSED', 'RESOLVED'])[1 + c.id % 3] END AS status
      FROM cases c WHERE c.status IN ('RELEASED', 'DISPATCHED', 'CLOSED') AND c.id % 40 = 0
      UNION ALL
      SELECT c.id, c.id, c.status_changed_at, (ARRAY['OPEN', 'IN_PROGRESS', 'AWAITING_CLIENT'])[1 + c.id % 3]
      FROM cases c WHERE c.status = 'QUERY_PENDING'
    ) q`);
  await db.execute(sql`UPDATE case_queries SET query_no = 'QRY-' || lpad(id::text, 6, '0') WHERE query_no IS NULL`);
  await db.execute(sql`
    INSERT INTO case_query_comments (query_id, author_id, move, body, created_at)
    SELECT id, raised_by, 'raise', description, created_at FROM case_queries
    UNION ALL
    SELECT id, assigned_to, 'resolve', 'Resolved: checked the file and replied to the bank.', resolved_at FROM case_queries
    WHERE resolved_at IS NOT NULL`);

  // Pickups of a case's papers, from its bank branch or its applicant; the last days' still on the way.
  await db.execute(sql`
    INSERT INTO document_pickups (case_id, pickup_from, contact_name, contact_mobile, address, pincode, documents, slot_date, slot,
      runner_id, picked_on, received_on, status, cancel_reason, created_at, updated_at)
    SELECT c.id, p.from_, coalesce(c.site_contact_name, 'Branch desk'),
      coalesce(c.site_contact_mobile, '98' || lpad((c.id % 100000000)::text, 8, '0')),
      CASE WHEN p.from_ = 'APPLICANT' THEN c.property_address ELSE bb.branch_name || ' branch, ' || coalesce(bb.address, c.city, '') END,
      c.pincode, (ARRAY['["SALE_DEED","APPROVED_PLAN"]', '["TAX_RECEIPT"]', '["SALE_DEED"]', '["PREVIOUS_VALUATION","OTHER"]'])[1 + c.id % 4]::jsonb,
      CASE WHEN p.status <> 'REQUESTED' AND p.status <> 'CANCELLED' THEN p.day + 1 END,
      CASE WHEN p.status <> 'REQUESTED' AND p.status <> 'CANCELLED' THEN (ARRAY['10-12', '12-14', '14-16', '16-18'])[1 + c.id % 4] END,
      CASE WHEN p.status <> 'REQUESTED' AND p.status <> 'CANCELLED' THEN ${pick(users, sql`c.id`)} END,
      CASE WHEN p.status IN ('PICKED', 'RECEIVED') THEN least(biz_day(now()), p.day + 1) END,
      CASE WHEN p.status = 'RECEIVED' THEN least(biz_day(now()), p.day + 2) END,
      p.status, CASE WHEN p.status = 'CANCELLED' THEN 'Bank sent the papers by courier instead' END, c.received_at, c.received_at
    FROM cases c JOIN bank_branches bb ON bb.id = c.bank_branch_id
    CROSS JOIN LATERAL (SELECT CASE WHEN c.id % 3 = 0 THEN 'APPLICANT' ELSE 'BANK_BRANCH' END AS from_, c.received_at::date AS day,
      CASE WHEN c.received_at > now() - interval '4 days' THEN (ARRAY['REQUESTED', 'SCHEDULED', 'PICKED'])[1 + c.id % 3]
           WHEN c.id % 20 = 0 THEN 'CANCELLED' ELSE 'RECEIVED' END AS status) p
    WHERE c.id % 100 = 17 AND c.property_address IS NOT NULL AND c.pincode ~ '^[1-9][0-9]{5}$'`);

  // Inward couriers, each with the papers of one or two cases received that day.
  await db.execute(sql`DELETE FROM received_couriers WHERE awb_no ~ ${`^${AWB_MARK}[0-9]{9}$`}`);
  await db.execute(sql`
    INSERT INTO received_couriers (courier_company, awb_no, sender, sender_address, received_on, received_by, case_nos, documents,
      packets, created_at, updated_at)
    SELECT (ARRAY['Blue Dart', 'DTDC', 'India Post Speed Post', 'Professional Couriers', 'Delhivery'])[1 + c.id % 5],
      ${AWB_MARK} || lpad(c.id::text, 9, '0'), b.name || ', ' || bb.branch_name || ' Branch', bb.address, c.received_at::date,
      ${pick(users, sql`c.id`)},
      CASE WHEN n.case_no IS NULL THEN jsonb_build_array(c.case_no) ELSE jsonb_build_array(c.case_no, n.case_no) END,
      (ARRAY['["SALE_DEED","APPROVED_PLAN"]', '["TAX_RECEIPT"]', '["PREVIOUS_VALUATION"]', '["SALE_DEED","OTHER"]'])[1 + c.id % 4]::jsonb,
      1 + c.id % 2, c.received_at, c.received_at
    FROM cases c JOIN bank_branches bb ON bb.id = c.bank_branch_id JOIN banks b ON b.id = c.bank_id
    LEFT JOIN cases n ON n.id = c.id + 1 AND c.id % 2 = 0 AND n.bank_branch_id = c.bank_branch_id
    WHERE c.id % 100 = 53`);
  // The demo couriers named demo cases, which the --cases run replaced: they now name the newest cases.
  await db.execute(sql`
    UPDATE received_couriers r SET case_nos = (
      SELECT coalesce(jsonb_agg(x.case_no), '[]'::jsonb) FROM (SELECT case_no FROM cases ORDER BY id DESC OFFSET (r.id % 5) * 2 LIMIT 1 + r.id % 2) x)
    WHERE EXISTS (SELECT 1 FROM jsonb_array_elements_text(r.case_nos) n WHERE NOT EXISTS (SELECT 1 FROM cases c WHERE c.case_no = n))`);
  return {
    requests: await count(db, 'online_requests'),
    queries: await count(db, 'case_queries'),
    pickups: await count(db, 'document_pickups'),
    couriers: await count(db, 'received_couriers'),
  };
}
