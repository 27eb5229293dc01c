import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { MisSendResult } from 'mfe-masters/model';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { bankBranches, misReports } from '../../db/schema/index';
import { HttpError, notFound } from '../../http/errors';
import { idOf, idParamsSchema, registerResource } from '../../kit/index';
import { businessToday } from '../../kit/business-time';
import { contactsFor } from '../email-contacts/routes';
import { MIS_PERIOD_DAYS, MIS_REPORT_OPTIONS, misReportsResource } from 'mfe-masters/model';
import { misWorkbook } from './workbook';
import { int, listOf, object, text } from '../../http/answer-schemas';

const HOUR = 3_600_000;

/** POST /api/mis-reports/{id}/send answers what was sent (MisSendResult). */
const misSent = object({ message: text, rows: int, recipients: listOf(text), file: text });

/** Builds one report's .xlsx and mails it to its recipients; answers what was sent. */
export async function sendMisReport(db: Db, mailer: Mailer, id: number): Promise<MisSendResult> {
  const [r] = await db.select().from(misReports).where(eq(misReports.id, id)).limit(1);
  if (!r) throw notFound('No such MIS report.');
  const contacts = r.bank_id ? (await contactsFor(db, 'MIS', r.bank_id, r.bank_branch_id)).map((c) => c.email) : [];
  const recipients = [...new Set([...contacts, ...r.extra_emails.map((e) => e.toLowerCase())])];
  if (!recipients.length)
    throw new HttpError(409, 'This report has no recipient: add an e-mail contact for MIS to the bank, or an address in Also Send To.');
  const days = MIS_PERIOD_DAYS[r.frequency] ?? 7;
  const { buffer, rows } = await misWorkbook(db, { report: r.report, bank_id: r.bank_id, bank_branch_id: r.bank_branch_id, days }, r.name);
  const today = businessToday();
  const file = `${r.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'mis'}-${today}.xlsx`;
  const label = MIS_REPORT_OPTIONS.find((o) => o.value === r.report)?.label ?? r.report;
  for (const to of recipients) {
    await mailer.send({
      to,
      template: { code: 'MIS', vars: { report: label, name: r.name, rows, days, date: today } },
      subject: `MIS: ${r.name} (${today})`,
      text: `Dear Sir / Madam,\n\nPlease find attached the ${label.toLowerCase()} report (${rows} row${rows === 1 ? '' : 's'}, the last ${days} day${days === 1 ? '' : 's'}).\n\nRegards,\nValuation Back Office\n`,
      attachments: [{ filename: file, content: buffer, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }],
    });
  }
  await db.update(misReports).set({ last_sent_at: new Date() }).where(eq(misReports.id, id));
  return { message: `MIS report sent to ${recipients.length} recipient${recipients.length === 1 ? '' : 's'}.`, rows, recipients, file };
}

/** Sends every active report whose period has passed since its last send. */
export async function sendDueMisReports(db: Db, mailer: Mailer): Promise<number> {
  const due = await db
    .select({ id: misReports.id })
    .from(misReports)
    .where(
      and(
        eq(misReports.status, '1'),
        or(
          isNull(misReports.last_sent_at),
          lt(
            misReports.last_sent_at,
            sql`now() - (CASE ${misReports.frequency} WHEN 'DAILY' THEN 1 WHEN 'WEEKLY' THEN 7 ELSE 30 END || ' days')::interval`,
          ),
        ),
      ),
    );
  let sent = 0;
  for (const { id } of due) {
    try {
      await sendMisReport(db, mailer, id);
      sent++;
    } catch {
      // A report without recipients waits until it has some; the others still go.
    }
  }
  return sent;
}

/**
 * MIS reports: GET/POST /api/mis-reports, GET/PUT/DELETE /api/mis-reports/{id}, export, POST
 * /api/mis-reports/{id}/send ("send now"); right mis_page. Due reports go out hourly.
 */
export const misReportRoutes: FastifyPluginAsync<AppContext> = async (app, { db, mailer }) => {
  registerResource(app, db, {
    desc: misReportsResource,
    table: misReports,
    beforeWrite: async ({ columns, current, db: tx }) => {
      if (Array.isArray(columns.extra_emails))
        columns.extra_emails = [...new Set((columns.extra_emails as string[]).map((e) => e.toLowerCase()))];
      const bank = ('bank_id' in columns ? columns.bank_id : current?.bank_id) as number | null;
      const branch = ('bank_branch_id' in columns ? columns.bank_branch_id : current?.bank_branch_id) as number | null;
      if (branch == null) return;
      const [b] = await tx.select({ bank_id: bankBranches.bank_id }).from(bankBranches).where(eq(bankBranches.id, branch)).limit(1);
      if (b && b.bank_id !== bank)
        throw new HttpError(400, 'This branch belongs to another bank: choose a branch of the chosen bank.', {
          bank_branch_id: 'This branch belongs to another bank: choose a branch of the chosen bank.',
        });
    },
  });

  app.post<{ Params: { id: string } }>(
    '/api/mis-reports/:id/send',
    {
      schema: { params: idParamsSchema, response: { 200: misSent } },
      config: { right: 'mis_page', messages: { id: { default: 'The id in the path must be a positive whole number.' } } },
    },
    async (req) => sendMisReport(db, mailer, idOf(req.params.id)),
  );

  const timer = setInterval(() => void sendDueMisReports(db, mailer).catch((err) => app.log.error({ err }, 'MIS sending failed')), HOUR);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
