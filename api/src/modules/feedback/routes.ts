import { eq, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { bankBranches, feedbackQuestions, feedbackRequests } from '../../db/schema/index';
import { forbidden, HttpError } from '../../http/errors';
import { registerResource } from '../../kit/index';
import { feedbackAnswersResource, feedbackQuestionsResource, feedbackRequestsResource } from 'mfe-masters/model';
import { mailFeedbackLink, newFeedbackToken } from './links';
import { feedbackLinkRoutes } from './link-routes';
import { feedbackPublicRoutes } from './public-routes';

/**
 * Feedback: questions (/api/feedback-questions), links and answers (/api/feedback-requests, and
 * /api/feedback-answers: the answered ones), right bank_master_page and never a branch login; the
 * public page's GET/POST /api/public/feedback/{token} (no sign-in, one use).
 */
export const feedbackRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db, mailer, config } = ctx;
  app.addHook('onRequest', async (req) => {
    if (req.principal?.kind === 'branch') throw forbidden();
  });

  registerResource(app, db, { desc: feedbackQuestionsResource, table: feedbackQuestions });

  const tokens = new WeakMap<FastifyRequest, string>();
  const requestOptions = {
    desc: feedbackRequestsResource,
    table: feedbackRequests,
    omit: ['token_hash'],
  } as const;
  registerResource(app, db, {
    ...requestOptions,
    beforeWrite: async ({ columns, req, db: tx }) => {
      const branch = columns.bank_branch_id as number | null | undefined;
      if (branch != null) {
        const [b] = await tx.select({ bank_id: bankBranches.bank_id }).from(bankBranches).where(eq(bankBranches.id, branch)).limit(1);
        if (b && b.bank_id !== columns.bank_id)
          throw new HttpError(400, 'This branch belongs to another bank: choose a branch of the chosen bank.', {
            bank_branch_id: 'This branch belongs to another bank: choose a branch of the chosen bank.',
          });
      }
      const { token, token_hash, expires_at } = newFeedbackToken();
      Object.assign(columns, { token_hash, expires_at });
      tokens.set(req, token);
    },
    afterCommit: async ({ columns, req }) => {
      await mailFeedbackLink(mailer, config, columns.contact_email as string, columns.case_ref as string, tokens.get(req)!);
    },
  });
  // The answered links, for /admin/feedbackAnswers (per bank, branch and engineer).
  registerResource(app, db, {
    ...requestOptions,
    desc: feedbackAnswersResource,
    scope: () => isNotNull(feedbackRequests.answered_at),
  });

  feedbackLinkRoutes(app, ctx);
  feedbackPublicRoutes(app, ctx);
};
