import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FEEDBACK_MESSAGES, feedbackRequestsResource, type FeedbackLinkAnswer } from 'mfe-masters/model';
import type { AppContext } from '../../context';
import { feedbackRequests } from '../../db/schema/index';
import { dataOf, object, text, time } from '../../http/answer-schemas';
import { HttpError, notFound } from '../../http/errors';
import { idOf, idParamsSchema, kitValidatorCompiler } from '../../kit/index';
import { feedbackLinkUrl, mailFeedbackLink, newFeedbackToken } from './links';

const body = {
  type: 'object',
  additionalProperties: false,
  required: ['send'],
  properties: { send: { type: 'boolean' } },
} as const;

/**
 * POST /api/feedback-requests/{id}/link {send}: a new link for an unanswered request, for staff to
 * copy (send false) or mailed again to its contact (send true). Only a hash of a link is kept, so
 * the link shown is always a new one and the one before stops working.
 */
export function feedbackLinkRoutes(app: FastifyInstance, { db, mailer, config }: AppContext) {
  app.post<{ Params: { id: string }; Body: { send: boolean } }>(
    `/api/${feedbackRequestsResource.path}/:id/link`,
    {
      validatorCompiler: kitValidatorCompiler,
      schema: { params: idParamsSchema, body, response: { 200: dataOf(object({ link: text, expires_at: time })) } },
      config: { right: feedbackRequestsResource.right },
    },
    async (req): Promise<{ data: FeedbackLinkAnswer; message: string }> => {
      const id = idOf(req.params.id);
      const [row] = await db.select().from(feedbackRequests).where(eq(feedbackRequests.id, id)).limit(1);
      if (!row) throw notFound('No such feedback link.');
      if (row.answered_at) throw new HttpError(409, FEEDBACK_MESSAGES.alreadyAnswered);
      const { token, token_hash, expires_at } = newFeedbackToken();
      await db
        .update(feedbackRequests)
        .set({ token_hash, expires_at, ...(req.body.send ? { sent_at: new Date() } : {}), updated_at: new Date() })
        .where(eq(feedbackRequests.id, id));
      if (req.body.send) await mailFeedbackLink(mailer, config, row.contact_email, row.case_ref, token);
      return {
        data: { link: feedbackLinkUrl(config, token), expires_at: expires_at.toISOString() },
        message: req.body.send ? FEEDBACK_MESSAGES.resent(row.contact_email) : FEEDBACK_MESSAGES.copyReady,
      };
    },
  );
}
