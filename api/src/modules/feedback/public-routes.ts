import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FeedbackForm, FeedbackSubmission } from 'mfe-masters/model';
import type { AppContext } from '../../context';
import { bankBranches, banks, feedbackAnswers, feedbackQuestions, feedbackRequests, users } from '../../db/schema/index';
import { bool, dataOf, int, listOf, messageOnly, nullable, object, text } from '../../http/answer-schemas';
import { badRequest, HttpError } from '../../http/errors';
import { hashToken } from '../../lib/tokens';
import { FEEDBACK_LINK_USED, FEEDBACK_THANKS } from 'mfe-masters/model';
import { refreshEngineerRating } from './links';

const tokenParams = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', pattern: '^[A-Za-z0-9_-]{20,200}$' } },
} as const;
const submitSchema = {
  type: 'object',
  required: ['answers'],
  additionalProperties: false,
  properties: {
    answers: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        required: ['question_id'],
        additionalProperties: false,
        properties: {
          question_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
          rating: { type: 'integer', minimum: 1, maximum: 5 },
          text: { type: 'string', maxLength: 2000 },
        },
      },
    },
  },
} as const;
const formAnswer = {
  200: dataOf(
    object({
      bank_name: text,
      bank_branch_name: nullable(text),
      case_ref: text,
      engineer_name: nullable(text),
      questions: listOf(object({ id: int, question: text, kind: { type: 'string', enum: ['RATING', 'TEXT'] }, required: bool })),
    }),
  ),
};
const messages = {
  token: { default: FEEDBACK_LINK_USED },
  answers: { default: 'Send the answers as a list of { question_id, rating | text }.' },
};

/** The public, sign-in-free feedback page's calls: GET/POST /api/public/feedback/{token}. */
export function feedbackPublicRoutes(app: FastifyInstance, { db }: AppContext): void {
  const open = async (token: string) => {
    const [r] = await db
      .select({
        id: feedbackRequests.id,
        engineer_id: feedbackRequests.engineer_id,
        case_ref: feedbackRequests.case_ref,
        bank_name: banks.name,
        bank_branch_name: bankBranches.branch_name,
        engineer_name: users.name,
      })
      .from(feedbackRequests)
      .innerJoin(banks, eq(banks.id, feedbackRequests.bank_id))
      .leftJoin(bankBranches, eq(bankBranches.id, feedbackRequests.bank_branch_id))
      .leftJoin(users, eq(users.id, feedbackRequests.engineer_id))
      .where(
        and(
          eq(feedbackRequests.token_hash, hashToken(token)),
          isNull(feedbackRequests.answered_at),
          gt(feedbackRequests.expires_at, new Date()),
        ),
      )
      .limit(1);
    if (!r) throw new HttpError(410, FEEDBACK_LINK_USED);
    return r;
  };
  const questions = () =>
    db
      .select({
        id: feedbackQuestions.id,
        question: feedbackQuestions.question,
        kind: feedbackQuestions.kind,
        required: feedbackQuestions.required,
      })
      .from(feedbackQuestions)
      .where(eq(feedbackQuestions.status, '1'))
      .orderBy(asc(feedbackQuestions.sort_order), asc(feedbackQuestions.id));

  app.get<{ Params: { token: string } }>(
    '/api/public/feedback/:token',
    { schema: { params: tokenParams, response: formAnswer }, config: { right: 'public', messages } },
    async (req): Promise<{ data: FeedbackForm }> => {
      const r = await open(req.params.token);
      const qs = await questions();
      return {
        data: {
          bank_name: r.bank_name,
          bank_branch_name: r.bank_branch_name,
          case_ref: r.case_ref,
          engineer_name: r.engineer_name,
          questions: qs.map((q) => ({ id: q.id, question: q.question, kind: q.kind as 'RATING' | 'TEXT', required: q.required === '1' })),
        },
      };
    },
  );

  app.post<{ Params: { token: string }; Body: FeedbackSubmission }>(
    '/api/public/feedback/:token',
    { schema: { params: tokenParams, body: submitSchema, response: { 200: messageOnly } }, config: { right: 'public', messages } },
    async (req) => {
      const r = await open(req.params.token);
      const qs = await questions();
      const given = new Map(req.body.answers.map((a) => [a.question_id, a]));
      if (given.size !== req.body.answers.length) throw badRequest({ answers: 'Each question is answered once.' });
      const fields: Record<string, string> = {};
      const rows: (typeof feedbackAnswers.$inferInsert)[] = [];
      for (const q of qs) {
        const a = given.get(q.id);
        given.delete(q.id);
        const text = a?.text?.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').trim();
        if (q.kind === 'RATING' && a?.text !== undefined) fields[`q${q.id}`] = 'Give a rating from 1 to 5.';
        else if (q.kind === 'TEXT' && a?.rating !== undefined) fields[`q${q.id}`] = 'Answer in words.';
        else if (q.required === '1' && (q.kind === 'RATING' ? !a?.rating : !text))
          fields[`q${q.id}`] = q.kind === 'RATING' ? 'Choose a rating' : 'This field is required';
        else if (a && (a.rating || text))
          rows.push({ request_id: r.id, question_id: q.id, question: q.question, rating: a.rating ?? null, answer: text || null });
      }
      if (given.size) throw badRequest({ answers: 'An answer names a question that is not on this form.' });
      if (Object.keys(fields).length) throw badRequest(fields);
      const ratings = rows.map((x) => x.rating).filter((x): x is number => typeof x === 'number');
      const comments =
        rows
          .map((x) => x.answer)
          .filter(Boolean)
          .join(' | ')
          .slice(0, 2000) || null;
      await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(feedbackRequests)
          .set({
            answered_at: new Date(),
            avg_rating: ratings.length ? Math.round((ratings.reduce((s, x) => s + x, 0) / ratings.length) * 10) / 10 : null,
            comments,
            updated_at: new Date(),
          })
          .where(and(eq(feedbackRequests.id, r.id), isNull(feedbackRequests.answered_at)))
          .returning({ id: feedbackRequests.id });
        if (!claimed) throw new HttpError(410, FEEDBACK_LINK_USED);
        if (rows.length) await tx.insert(feedbackAnswers).values(rows);
      });
      if (r.engineer_id) await refreshEngineerRating(db, r.engineer_id);
      return { message: FEEDBACK_THANKS };
    },
  );
}
