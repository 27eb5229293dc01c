import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { MILESTONE_EVENTS } from 'mfe-cases/model';
import type { AppContext } from '../../context';
import type { MailMessage } from '../../mail/mailer';
import { invoiceDocument } from '../bills/pdf-routes';
import { reportPdf } from '../cases/report-pdf';

type Ctx = Pick<AppContext, 'db' | 'handle' | 'mailer' | 'files' | 'config'>;

/** Tries per mail before it is FAILED (and listed for staff to send again). */
export const MAIL_ATTEMPTS = 6;
/** A claimed mail is another worker's only after this: long enough for a slow SMTP server. */
const LEASE_MS = 5 * 60_000;

interface Claimed {
  id: number;
  event: string;
  case_id: number | null;
  to_email: string;
  subject: string;
  body: string;
  attempts: number;
  data: Record<string, unknown>;
}

/** The wait before try `attempts + 1`: the base doubled per failed try (base, 2×, 4×…). */
export const backoffMs = (baseMs: number, attempts: number) => baseMs * 2 ** Math.max(0, attempts - 1);

/**
 * One pass of the mail worker: claims due mails (several instances never take the same row:
 * FOR UPDATE SKIP LOCKED, then a lease), sends each, and records the outcome. Answers how many it
 * tried, so the loop runs again at once while there is more.
 */
export async function sendDueMails(ctx: Ctx, log: FastifyBaseLogger, caseId?: number): Promise<number> {
  const claimed = await ctx.handle.query<Claimed>(
    `UPDATE milestone_mails m SET attempts = m.attempts + 1, locked_until = now() + make_interval(secs => $1::float8 / 1000)
     WHERE m.id IN (SELECT id FROM milestone_mails
                    WHERE status = 'QUEUED' AND next_at <= now() AND (locked_until IS NULL OR locked_until < now())
                      AND ($2::int IS NULL OR case_id = $2::int)
                    ORDER BY id LIMIT 20 FOR UPDATE SKIP LOCKED)
     RETURNING m.id, m.event, m.case_id, m.to_email, m.subject, m.body, m.attempts,
               (SELECT data FROM milestone_events e WHERE e.id = m.event_id) AS data`,
    [LEASE_MS, caseId ?? null],
  );
  for (const mail of claimed) await sendOne(ctx, mail, log);
  return claimed.length;
}

async function sendOne(ctx: Ctx, mail: Claimed, log: FastifyBaseLogger) {
  let attachment: { filename: string; content: Buffer } | undefined;
  try {
    attachment = await attachmentOf(ctx, mail);
    const message: MailMessage = { to: mail.to_email, subject: mail.subject, text: mail.body };
    if (attachment) message.attachments = [{ ...attachment, contentType: 'application/pdf' }];
    await ctx.mailer.send(message);
    await ctx.handle.query(
      `UPDATE milestone_mails SET status = 'SENT', sent_at = now(), last_error = NULL, locked_until = NULL, updated_at = now(),
         version = version + 1 WHERE id = $1`,
      [mail.id],
    );
    await recordOnCase(ctx, mail, attachment?.filename ?? null, null);
  } catch (err) {
    const error = ((err as Error).message || String(err)).slice(0, 500);
    const last = mail.attempts >= MAIL_ATTEMPTS;
    log.warn(
      { err, mailId: mail.id, attempts: mail.attempts },
      last ? 'milestone mail failed for good' : 'milestone mail failed, will retry',
    );
    await ctx.handle.query(
      `UPDATE milestone_mails SET status = $2, last_error = $3, locked_until = NULL, updated_at = now(), version = version + 1,
         next_at = now() + make_interval(secs => $4::float8 / 1000) WHERE id = $1`,
      // A failed mail sent again goes at once.
      [mail.id, last ? 'FAILED' : 'QUEUED', error, last ? 0 : backoffMs(ctx.config.milestoneRetryMs, mail.attempts)],
    );
    if (last) await recordOnCase(ctx, mail, attachment?.filename ?? null, error);
  }
}

/** The released report (signed) or the issued invoice (signed) goes with its mail, made at sending time. */
async function attachmentOf(ctx: Ctx, mail: Claimed): Promise<{ filename: string; content: Buffer } | undefined> {
  if (mail.event === MILESTONE_EVENTS.reportReleased && mail.case_id) {
    const { pdf, fileName } = await reportPdf(ctx.db, mail.case_id, ctx.files);
    return { filename: fileName, content: pdf };
  }
  if (mail.event === MILESTONE_EVENTS.invoiceIssued && mail.data.bill_id) {
    // No caller: the bill is read without the moves a user could make on it.
    const noCaller = { principal: null } as FastifyRequest;
    const { pdf, name } = await invoiceDocument(ctx, Number(mail.data.bill_id), noCaller);
    return { filename: name, content: pdf };
  }
  return undefined;
}

/** The released report's mail stays listed on its case (GET /api/cases/{id}/mails) once sent or failed for good. */
async function recordOnCase(ctx: Ctx, mail: Claimed, attachment: string | null, error: string | null) {
  if (mail.event !== MILESTONE_EVENTS.reportReleased || !mail.case_id) return;
  await ctx.handle.query(
    `INSERT INTO case_mails (case_id, kind, to_email, subject, attachment, status, error) VALUES ($1, 'REPORT', $2, $3, $4, $5, $6)`,
    [mail.case_id, mail.to_email, mail.subject, attachment, error ? 'FAILED' : 'SENT', error],
  );
}

/**
 * Sends a case's due mails now (the release answers once its report mail went, as it always did),
 * waiting for any another worker is sending; what fails stays queued for the worker's retries.
 */
export async function sendCaseMailsNow(ctx: Ctx, caseId: number, log: FastifyBaseLogger, waitMs = 15_000): Promise<void> {
  const until = Date.now() + waitMs;
  for (;;) {
    await sendDueMails(ctx, log, caseId);
    const [busy] = await ctx.handle.query(
      `SELECT 1 FROM milestone_mails WHERE case_id = $1 AND status = 'QUEUED' AND (attempts = 0 OR locked_until > now()) LIMIT 1`,
      [caseId],
    );
    if (!busy || Date.now() > until) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}
