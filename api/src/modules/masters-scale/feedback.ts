import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { FEEDBACK_LINK_DAYS } from 'mfe-masters/model';
import { rows } from '../../db/rows';
import { refreshEngineerRating } from '../feedback/links';

const COMMENTS = ['Prompt site visit and a clear report.', 'Please share the draft a day earlier.', 'Engineer was courteous at the site.'];

/**
 * Feedback for released cases at scale: a link for every tenth case released (sent to the branch's
 * reports contact at the release, valid FEEDBACK_LINK_DAYS), seven in ten answered within five
 * days with a rating for every active rating question; then each engineer's rating as the
 * answer route leaves it. Links to the generated contacts are replaced on a rerun.
 */
export async function seedFeedbackAtScale(db: Db, contactPattern: string): Promise<{ links: number; answers: number }> {
  await db.execute(sql`DELETE FROM feedback_requests WHERE contact_email ~ ${contactPattern}`);
  const [{ links }] = await rows<{ links: number }>(
    db,
    sql`WITH ins AS (
      INSERT INTO feedback_requests (token_hash, bank_id, bank_branch_id, case_ref, engineer_id, contact_email, sent_at, expires_at,
                                     answered_at, comments, created_at, updated_at)
      SELECT encode(sha256(convert_to('case-feedback-' || c.id || '-' || c.case_no, 'UTF8')), 'hex'), c.bank_id, c.bank_branch_id,
             c.case_no, c.site_engineer_id, e.email, c.released_at, c.released_at + ${`${FEEDBACK_LINK_DAYS} days`}::interval,
             CASE WHEN c.id % 10 < 7 AND c.released_at + ((1 + c.id % 5) || ' days')::interval < now()
                  THEN c.released_at + ((1 + c.id % 5) || ' days')::interval + ((c.id * 37) % 600 || ' minutes')::interval END,
             CASE WHEN c.id % 10 < 7 AND c.id % 4 = 0 THEN ${JSON.stringify(COMMENTS)}::jsonb ->> (c.id % 3)::int END,
             c.released_at, c.released_at
      FROM cases c
      JOIN LATERAL (SELECT email FROM email_contacts ec WHERE ec.bank_branch_id = c.bank_branch_id AND ec.purpose = 'REPORTS'
                    AND ec.email ~ ${contactPattern} LIMIT 1) e ON true
      WHERE c.released_at IS NOT NULL AND c.site_engineer_id IS NOT NULL AND c.id % 10 = 3
      ON CONFLICT DO NOTHING RETURNING 1)
    SELECT count(*)::int AS links FROM ins`,
  );
  // A rating per active rating question (mostly 4 and 5, as the demo's), the mean on the link.
  const [{ answers }] = await rows<{ answers: number }>(
    db,
    sql`WITH ins AS (
      INSERT INTO feedback_answers (request_id, question_id, question, rating, created_at)
      SELECT r.id, q.id, q.question, (ARRAY[5, 4, 5, 3, 4, 5, 2, 4])[1 + (r.id + q.id) % 8], r.answered_at
      FROM feedback_requests r CROSS JOIN feedback_questions q
      WHERE r.contact_email ~ ${contactPattern} AND r.answered_at IS NOT NULL AND q.kind = 'RATING' AND q.status = '1'
      RETURNING 1)
    SELECT count(*)::int AS answers FROM ins`,
  );
  await db.execute(sql`
    UPDATE feedback_requests r SET avg_rating = a.mean
    FROM (SELECT request_id, round(avg(rating), 1) AS mean FROM feedback_answers GROUP BY request_id) a
    WHERE a.request_id = r.id AND r.contact_email ~ ${contactPattern}`);
  const engineers = await rows<{ id: number }>(
    db,
    sql`SELECT DISTINCT engineer_id AS id FROM feedback_requests WHERE engineer_id IS NOT NULL AND answered_at IS NOT NULL`,
  );
  for (const e of engineers) await refreshEngineerRating(db, e.id);
  return { links, answers };
}
