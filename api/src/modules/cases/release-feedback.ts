import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { cases } from '../../db/schema/index';
import { contactsFor } from '../email-contacts/routes';
import { sendFeedbackLink } from '../feedback/links';

/**
 * After a report's release: each report contact of the case's bank (and branch) gets a one-use
 * feedback link (issue 13). A mail that fails never undoes the release; it is logged.
 */
export async function askFeedbackOnRelease(ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>, caseId: number, log: FastifyBaseLogger) {
  try {
    const [c] = await ctx.db
      .select({ bank_id: cases.bank_id, bank_branch_id: cases.bank_branch_id, case_no: cases.case_no, engineer_id: cases.site_engineer_id })
      .from(cases)
      .where(eq(cases.id, caseId));
    if (!c) return;
    for (const contact of await contactsFor(ctx.db, 'REPORTS', c.bank_id, c.bank_branch_id)) {
      await sendFeedbackLink(ctx.db, ctx.mailer, ctx.config, { ...c, case_ref: c.case_no, contact_email: contact.email });
    }
  } catch (err) {
    log.error({ err, caseId }, 'feedback link after release failed');
  }
}
