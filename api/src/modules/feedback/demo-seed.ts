import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedbackQuestions } from '../../db/schema/index';
import { hashToken, newToken } from '../../lib/tokens';
import { rows } from '../../db/rows';

const QUESTIONS = [
  ['How satisfied are you with the quality of the valuation report?', 'RATING', '1'],
  ['Was the report delivered within the agreed turnaround time?', 'RATING', '1'],
  ['How was the site engineer’s conduct and communication at the site?', 'RATING', '1'],
  ['How accurate were the property details and the documents referred to?', 'RATING', '0'],
  ['Anything we should do better?', 'TEXT', '0'],
] as const;

/** The feedback questions, and answered links for released demo cases (so engineers carry ratings). */
export async function seedFeedbackDemo(db: Db): Promise<void> {
  await db
    .insert(feedbackQuestions)
    .values(QUESTIONS.map(([question, kind, required], i) => ({ question, kind, required, sort_order: i + 1 })));
  const released = await rows<{ case_no: string; bank_id: number; bank_branch_id: number; engineer_id: number }>(
    db,
    sql`
    SELECT c.case_no, c.bank_id, c.bank_branch_id, c.site_engineer_id AS engineer_id FROM cases c
    WHERE c.site_engineer_id IS NOT NULL AND c.status IN ('RELEASED', 'DISPATCHED', 'CLOSED') ORDER BY c.id DESC LIMIT 24`,
  );
  for (const [i, c] of released.entries()) {
    const answered = i % 4 !== 3;
    const ratings = [5 - (i % 3 === 0 ? 1 : 0), 4 + (i % 2), 5 - (i % 5 === 0 ? 2 : 0), 4];
    const mean = Math.round((ratings.reduce((s, x) => s + x, 0) / ratings.length) * 10) / 10;
    const res = await rows<{ id: number }>(
      db,
      sql`
      INSERT INTO feedback_requests (token_hash, bank_id, bank_branch_id, case_ref, engineer_id, contact_email, sent_at, expires_at, answered_at, avg_rating, comments)
      VALUES (${hashToken(newToken())}, ${c.bank_id}, ${c.bank_branch_id}, ${c.case_no}, ${c.engineer_id}, ${`feedback.branch${c.bank_branch_id}@bank.example.in`},
              now() - ${`${i + 2} days`}::interval, now() + interval '28 days', ${answered ? sql`now() - ${`${i + 1} days`}::interval` : null}, ${answered ? mean : null},
              ${answered && i % 3 === 0 ? 'Prompt site visit; please share the draft a day earlier.' : null})
      RETURNING id`,
    );
    if (!answered) continue;
    const id = res[0].id;
    await db.execute(sql`
      INSERT INTO feedback_answers (request_id, question_id, question, rating)
      SELECT ${id}, q.id, q.question, (${`{${ratings.join(',')}}`}::int[])[q.sort_order] FROM feedback_questions q WHERE q.kind = 'RATING'`);
  }
}
