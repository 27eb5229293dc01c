import { sql } from 'drizzle-orm';
import type { Runner } from '../../db/rows';
import { rows } from '../../db/rows';

const json = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;
const count = async (db: Runner, query: ReturnType<typeof sql>) => (await rows<{ n: number }>(db, query))[0].n;

const PEOPLE = [
  'Anil Kulkarni',
  'Sunita Rao',
  'Rajesh Iyer',
  'Meena Joshi',
  'Vikram Singh',
  'Farida Shaikh',
  'Arvind Nair',
  'Kavita Desai',
  'Sanjay Gupta',
  'Lakshmi Menon',
  'Harpreet Kaur',
  'Debashish Roy',
  'Pooja Patil',
  'Imran Khan',
];
const PURPOSES = [
  ['REQUESTS', 'Branch Manager'],
  ['REPORTS', 'Credit Manager'],
  ['BILLS', 'Accounts Officer'],
  ['MIS', 'Operations Head'],
] as const;
/** The scale seed's contacts: one per purpose at each branch, addressed <purpose>.br<branch id>@<bank>. */
export const GENERATED_CONTACT = '^(requests|reports|bills|mis)\\.br[0-9]+@';
const NOTES = [
  ['Fee revision discussed', 'Branch asked for the fee on resale flats above ₹1 crore to be quoted before the site visit.'],
  ['Site access issue', 'Society secretary refused entry twice; the branch will send a letter to the society before the next visit.'],
  ['Documents pending from branch', 'Approved plan and OC copies still awaited for three cases; reminder sent to the credit manager.'],
  ['Query on a released report', 'Credit manager asked about the realisable value on a plot; explained the distress factor used.'],
  ['Credit manager visit', 'New credit manager visited the office; wants the TAT report every Monday and calls only for urgent cases.'],
  ['Invoice dispute', 'Branch disputes the revisit charge on two cases; copies of the revisit requests shared with accounts.'],
  ['Panel review meeting', 'Annual panel review: quality rated good, asked to add geo-tagged photos on every page of the report.'],
  ['Rate card shared', 'Shared the current rate card for LAP and commercial properties with the branch head.'],
] as const;
const MIS_SENDER = 'mis.desk@valuers.example.in';

/**
 * The bank side of the masters at scale: a contact per purpose at every bank branch, three past
 * empanelment terms per bank before its current one, a note per hundred cases over the last two
 * years, and MIS definitions per bank (and a daily cases MIS for every fifth branch).
 */
export async function seedBankSideAtScale(db: Runner, cases: number) {
  await db.execute(sql`DELETE FROM email_contacts WHERE email ~ ${GENERATED_CONTACT}`);
  await db.execute(sql`DELETE FROM agreements WHERE agreement_no ~ '/EMP/[0-9]{4}/P[1-3]$'`);
  await db.execute(sql`DELETE FROM notes WHERE subject IN (SELECT jsonb_array_elements_text(${json(NOTES.map((n) => n[0]))}))`);
  await db.execute(sql`DELETE FROM mis_reports WHERE extra_emails = ARRAY[${MIS_SENDER}]::text[]`);
  const domain = sql.raw(`lower(regexp_replace(coalesce(b.short_name, b.name), '[^A-Za-z]', '', 'g'))`);
  const contacts = await count(
    db,
    sql`WITH ins AS (
      INSERT INTO email_contacts (bank_id, bank_branch_id, purpose, contact_name, designation, email, mobile, created_at, updated_at)
      SELECT bb.bank_id, bb.id, p.purpose, ${json(PEOPLE)} ->> ((bb.id * 4 + p.n) % ${PEOPLE.length})::int, p.designation,
             lower(p.purpose) || '.br' || bb.id || '@' || ${domain} || '.example.in',
             '9' || lpad(((810000000 + bb.id * 7919 + p.n * 13) % 1000000000)::text, 9, '0'),
             now() - ((bb.id * 37 + p.n) % 700 || ' days')::interval, now() - ((bb.id * 37 + p.n) % 700 || ' days')::interval
      FROM bank_branches bb JOIN banks b ON b.id = bb.bank_id,
           jsonb_to_recordset(${json(PURPOSES.map(([purpose, designation], n) => ({ purpose, designation, n })))}) AS p(purpose text, designation text, n int)
      WHERE bb.status = '1'
      ON CONFLICT DO NOTHING RETURNING 1)
    SELECT count(*)::int AS n FROM ins`,
  );
  const agreements = await count(
    db,
    sql`WITH first AS (SELECT bank_id, min(valid_from) AS d FROM agreements GROUP BY bank_id),
    ins AS (
      INSERT INTO agreements (bank_id, agreement_no, valid_from, valid_to, fee_terms, created_at, updated_at)
      SELECT b.id, upper(${domain}) || '/EMP/' || extract(year FROM s.valid_from) || '/P' || k,
             s.valid_from, s.valid_from + 1095, 'Fee schedule of the ' || extract(year FROM s.valid_from) || ' empanelment; GST extra.',
             s.valid_from - 30, s.valid_from - 30
      FROM banks b LEFT JOIN first f ON f.bank_id = b.id, generate_series(1, 3) k,
           LATERAL (SELECT coalesce(f.d, biz_day(now()) - 365) - 1095 * k AS valid_from) s
      ON CONFLICT DO NOTHING RETURNING 1)
    SELECT count(*)::int AS n FROM ins`,
  );
  const notes = await count(
    db,
    sql`WITH br AS (SELECT array_agg(id ORDER BY id) AS ids FROM bank_branches WHERE status = '1'),
    staff AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE kind = 'admin' AND status = '1'),
    ins AS (
      INSERT INTO notes (bank_id, bank_branch_id, subject, note, author_id, created_at, updated_at)
      SELECT bb.bank_id, CASE WHEN i % 3 > 0 THEN bb.id END, ${json(NOTES)} -> (i % ${NOTES.length})::int ->> 0,
             ${json(NOTES)} -> (i % ${NOTES.length})::int ->> 1, staff.ids[1 + i % cardinality(staff.ids)], t.at, t.at
      FROM generate_series(1, ${Math.max(50, Math.round(cases / 100))}) i CROSS JOIN br CROSS JOIN staff
      JOIN bank_branches bb ON bb.id = br.ids[1 + (i * 7) % cardinality(br.ids)],
      LATERAL (SELECT now() - ((i * 7919) % (730 * 1440) || ' minutes')::interval AS at) t
      RETURNING 1)
    SELECT count(*)::int AS n FROM ins`,
  );
  const mis = await count(
    db,
    sql`WITH plan AS (
      SELECT * FROM (VALUES ('CASES', 'Weekly cases', 'WEEKLY'), ('TAT', 'Monthly TAT', 'MONTHLY'),
                            ('BILLS', 'Monthly bills', 'MONTHLY'), ('RECEIVABLES', 'Weekly receivables', 'WEEKLY')) v(report, label, frequency)),
    ins AS (
      INSERT INTO mis_reports (name, report, bank_id, bank_branch_id, frequency, extra_emails, last_sent_at, created_at, updated_at)
      SELECT coalesce(b.short_name, b.name) || ' - ' || plan.label, plan.report, b.id, NULL, plan.frequency, ARRAY[${MIS_SENDER}],
             now() - CASE plan.frequency WHEN 'WEEKLY' THEN interval '3 days' ELSE interval '12 days' END, now() - interval '700 days',
             now() - interval '700 days'
      FROM banks b CROSS JOIN plan WHERE b.status = '1'
      UNION ALL
      SELECT coalesce(b.short_name, b.name) || ' ' || bb.branch_name || ' - Daily cases', 'CASES', b.id, bb.id, 'DAILY',
             ARRAY[${MIS_SENDER}], now() - interval '20 hours', now() - ((bb.id * 37) % 700 || ' days')::interval,
             now() - ((bb.id * 37) % 700 || ' days')::interval
      FROM bank_branches bb JOIN banks b ON b.id = bb.bank_id WHERE bb.status = '1' AND bb.id % 5 = 0
      RETURNING 1)
    SELECT count(*)::int AS n FROM ins`,
  );
  return { contacts, agreements, notes, mis };
}
