import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { idOf, idParamsSchema, kitValidatorCompiler } from '../../kit/index';
import { contactsFor } from '../email-contacts/routes';
import { reportPdf } from './report-pdf';
import { dto, one, rows } from './sql';

/**
 * After a report's release: the bank's report contacts (Email Master, purpose REPORTS: the branch's
 * own, else the bank's), or else the bank branch's contact, get the report PDF through the mailer
 * (the outbox folder without SMTP). Each mail, sent or failed, is recorded on the case; a failure
 * never undoes the release.
 */
export async function mailReportOnRelease(ctx: Pick<AppContext, 'db' | 'mailer' | 'files'>, caseId: number, log: FastifyBaseLogger) {
  try {
    const c = await one<{
      bank_id: number;
      bank_branch_id: number;
      case_no: string;
      report_no: string;
      applicant_name: string;
      branch_email: string | null;
    }>(
      ctx.db,
      sql`
      SELECT c.bank_id, c.bank_branch_id, c.case_no, c.report_no, c.applicant_name, bb.contact_email AS branch_email
      FROM cases c JOIN bank_branches bb ON bb.id = c.bank_branch_id WHERE c.id = ${caseId}`,
    );
    if (!c) return;
    const contacts = (await contactsFor(ctx.db, 'REPORTS', c.bank_id, c.bank_branch_id)).map((x) => x.email);
    const to = [...new Set((contacts.length ? contacts : [c.branch_email ?? '']).map((e) => e.trim().toLowerCase()).filter(Boolean))];
    if (!to.length) return log.warn({ caseId }, 'released report not mailed: the bank has no report contact');
    const { pdf, fileName } = await reportPdf(ctx.db, caseId, ctx.files);
    const subject = `Valuation report ${c.report_no} (case ${c.case_no})`;
    const text =
      `Dear Sir / Madam,\n\nPlease find attached our valuation report ${c.report_no} for case ${c.case_no} ` +
      `(applicant ${c.applicant_name}).\n\nRegards,\nValuation Back Office\n`;
    for (const email of to) {
      let error: string | null = null;
      try {
        await ctx.mailer.send({
          to: email,
          subject,
          text,
          attachments: [{ filename: fileName, content: pdf, contentType: 'application/pdf' }],
        });
      } catch (err) {
        error = (err as Error).message.slice(0, 500);
        log.error({ err, caseId }, 'report mail failed');
      }
      await ctx.db.execute(sql`
        INSERT INTO case_mails (case_id, kind, to_email, subject, attachment, status, error)
        VALUES (${caseId}, 'REPORT', ${email}, ${subject}, ${fileName}, ${error ? 'FAILED' : 'SENT'}, ${error})`);
    }
  } catch (err) {
    log.error({ err, caseId }, 'report mail after release failed');
  }
}

/** GET /api/cases/{id}/mails: the mails sent about a case (the released report), oldest first. */
export function caseMailRoutes(app: FastifyInstance, db: Db) {
  app.get<{ Params: { id: string } }>(
    '/api/cases/:id/mails',
    { validatorCompiler: kitValidatorCompiler, schema: { params: idParamsSchema }, config: { right: 'case_master_page' } },
    async (req) => {
      const id = idOf(req.params.id);
      if (!(await one(db, sql`SELECT 1 FROM cases WHERE id = ${id}`))) throw notFound('No such case.');
      const list = await rows(
        db,
        sql`SELECT id, kind, to_email, subject, attachment, status, error, sent_at FROM case_mails WHERE case_id = ${id} ORDER BY sent_at, id`,
      );
      return { data: list.map((r) => dto(r)) };
    },
  );
}
