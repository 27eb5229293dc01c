import { and, avg, eq, isNotNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { feedbackAnswers, feedbackRequests, users } from '../../db/schema/index';
import type { Mailer } from '../../mail/mailer';
import { hashToken, newToken } from '../../lib/tokens';
import { FEEDBACK_LINK_DAYS } from 'mfe-masters/model';

export interface FeedbackLinkInput {
  bank_id: number;
  bank_branch_id?: number | null;
  case_ref: string;
  engineer_id?: number | null;
  contact_email: string;
}

/** A fresh link token and its stored hash / expiry. */
export function newFeedbackToken(): { token: string; token_hash: string; expires_at: Date } {
  const token = newToken();
  return { token, token_hash: hashToken(token), expires_at: new Date(Date.now() + FEEDBACK_LINK_DAYS * 86_400_000) };
}

/** The public page's address for a link token. */
export const feedbackLinkUrl = (config: Config, token: string) => `${config.publicUrl}/feedback?token=${token}`;

export async function mailFeedbackLink(mailer: Mailer, config: Config, to: string, caseRef: string, token: string): Promise<void> {
  const link = feedbackLinkUrl(config, token);
  await mailer.send({
    to,
    template: { code: 'REPORT_RELEASE', vars: { case_no: caseRef, link, days: FEEDBACK_LINK_DAYS } },
    subject: `Your feedback on valuation report ${caseRef}`,
    text:
      `Dear Sir / Madam,\n\nThe valuation report ${caseRef} has been released. Please tell us how we did; it takes a minute:\n${link}\n\n` +
      `The link works once, for ${FEEDBACK_LINK_DAYS} days, and needs no sign-in.\n`,
  });
}

/**
 * Sends a one-use feedback link to a bank contact: what a report's release calls (cases module),
 * and what /admin/webfeedbackpage does by hand. Answers the request id.
 */
export async function sendFeedbackLink(db: Db, mailer: Mailer, config: Config, input: FeedbackLinkInput): Promise<number> {
  const { token, token_hash, expires_at } = newFeedbackToken();
  const [row] = await db
    .insert(feedbackRequests)
    .values({ ...input, contact_email: input.contact_email.trim().toLowerCase(), token_hash, expires_at })
    .returning({ id: feedbackRequests.id });
  await mailFeedbackLink(mailer, config, input.contact_email, input.case_ref, token);
  return row.id;
}

/** The engineer's rating (top bar, rating statistics): the mean of every rating answer about their reports. */
export async function refreshEngineerRating(db: Db, engineerId: number): Promise<void> {
  const [r] = await db
    .select({ mean: avg(feedbackAnswers.rating) })
    .from(feedbackAnswers)
    .innerJoin(feedbackRequests, eq(feedbackRequests.id, feedbackAnswers.request_id))
    .where(and(eq(feedbackRequests.engineer_id, engineerId), isNotNull(feedbackAnswers.rating)));
  if (r?.mean == null) return;
  await db
    .update(users)
    .set({ rating: sql`round(${r.mean}::numeric, 1)` })
    .where(eq(users.id, engineerId));
}
