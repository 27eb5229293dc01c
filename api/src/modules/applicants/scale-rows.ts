import { sql } from 'drizzle-orm';
import { APPLICANT_ROLE_OPTIONS } from 'mfe-hr/model';
import { countOf, pick, type GenerateOptions } from '../hr-common/scale-rows';
import { type Runner } from '../../db/rows';

/** Where generated applicants' addresses live, so a rerun can find them (a reserved example domain). */
export const APPLICANT_DOMAIN = 'applicants.example.com';

/**
 * People who registered between `from` and `to` (the product's registration row: an inactive
 * employee, PAN and the last four Aadhaar digits only, the demo password), at every stage of
 * verification: most wait for the branch head, some for the master approval, some rejected with a
 * reason, some approved with a role (active); each decision in applicant_reviews, as the page
 * writes them. `people` here are the reviewers (administrators). Answers how many it added.
 */
export async function insertApplicants(db: Runner, o: GenerateOptions): Promise<number> {
  if (o.rows < 1) return 0;
  const before = await countOf(db, sql`SELECT coalesce(max(id), 0) AS n FROM users`);
  const roles = JSON.stringify(APPLICANT_ROLE_OPTIONS.map((r) => r.value));
  await db.execute(sql`
    WITH names AS (
      -- The names of the staff, mixed: an applicant is named like the people of the region.
      SELECT array_agg(DISTINCT name) AS first, array_agg(DISTINCT surname) FILTER (WHERE surname <> '') AS last FROM users WHERE kind = 'employee'
    ), g AS (
      SELECT g.i, nextval(pg_get_serial_sequence('users', 'id'))::int AS id,
             n.first[1 + ${pick('g.i', 1, 1000003)} % cardinality(n.first)] AS name, n.last[1 + ${pick('g.i', 2, 1000003)} % cardinality(n.last)] AS surname,
             ${pick('g.i', 3, 20)} AS stage, ${o.from}::date + ((${o.to}::date - ${o.from}::date) * g.i / ${o.rows})::int AS registered,
             (SELECT array_agg(id ORDER BY id) FROM company_branches) AS offices
      FROM generate_series(0, ${o.rows - 1}::int) g(i) CROSS JOIN names n
    )
    INSERT INTO users (id, name, surname, email, password_hash, kind, status, role, designation, mobile_no, join_date, country, pan,
                       aadhaar_last4, company_branch_id, branch_head_approval, master_approval, created_at, updated_at)
    SELECT g.id, g.name, g.surname, regexp_replace(lower(g.name || '.' || g.surname), '[^a-z.]', '', 'g') || '.' || g.id || '@' || ${APPLICANT_DOMAIN},
           (SELECT password_hash FROM users WHERE email = 'employee@example.com'), 'employee',
           CASE WHEN g.stage >= 17 THEN '1' ELSE '0' END,
           CASE WHEN g.stage >= 17 THEN ${roles}::jsonb ->> (g.id % ${APPLICANT_ROLE_OPTIONS.length}) ELSE 'N/A' END, 'Valuation Trainee',
           '9' || lpad(((600000000 + g.id::bigint * 7919) % 1000000000)::text, 9, '0'), g.registered + 30, 'India',
           chr(65 + g.id % 26) || chr(65 + (g.id / 26) % 26) || chr(65 + (g.id / 676) % 26) || 'P' || upper(left(g.surname, 1))
             || lpad((g.id % 10000)::text, 4, '0') || chr(65 + (g.id * 7) % 26),
           lpad(((g.id::bigint * 7919) % 10000)::text, 4, '0'), g.offices[1 + g.id % cardinality(g.offices)],
           CASE WHEN g.stage >= 12 THEN 'Yes' ELSE 'No' END, CASE WHEN g.stage >= 17 THEN 'Yes' WHEN g.stage >= 15 THEN 'No' END,
           g.registered + time '10:00', g.registered + time '10:00' + CASE WHEN g.stage >= 12 THEN interval '4 days' ELSE interval '0' END
    FROM g ORDER BY g.id`);
  await db.execute(sql`
    WITH r AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE id IN (${o.people}))
    INSERT INTO applicant_reviews (user_id, move, reason, role, by_user, at)
    SELECT u.id, m.move, CASE WHEN m.move = 'reject' THEN 'Documents do not match the details given' END,
           CASE WHEN m.move = 'master_approve' THEN u.role END, r.ids[1 + (u.id + m.o) % cardinality(r.ids)], u.created_at + m.o * interval '2 days'
    FROM users u CROSS JOIN r
    CROSS JOIN (VALUES ('branch_approve', 1), ('master_approve', 2), ('reject', 2)) AS m(move, o)
    WHERE u.id > ${before} AND u.email LIKE ${`%@${APPLICANT_DOMAIN}`} AND u.branch_head_approval = 'Yes'
      AND (m.move = 'branch_approve' OR (m.move = 'master_approve') = (u.master_approval = 'Yes') AND u.master_approval IS NOT NULL)
    ORDER BY u.id, m.o`);
  return countOf(db, sql`SELECT count(*) AS n FROM users WHERE id > ${before} AND email LIKE ${`%@${APPLICANT_DOMAIN}`}`);
}
