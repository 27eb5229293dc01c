import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailSettings, mailTemplates } from '../db/schema/index';
import { fillPlaceholders } from 'mfe-masters/model';
import { loadNodemailer, type Mailer, type MailMessage } from './mailer';

/** A display name goes in quotes so a comma or a dot in it cannot split the address. */
const address = (name: string, email: string) => `"${name.replace(/["\\\r\n]/g, '')}" <${email}>`;

/**
 * The mailer every module uses, reading the Mail Settings at each send (so a change made through
 * any API instance applies at once): the sender and reply-to, the stored template of the message's
 * code (placeholders filled), and the SMTP server of the settings when the server has no SMTP_URL.
 * Without settings, the base mailer's defaults (outbox or SMTP_URL) stay as they are.
 */
export function withMailSettings(db: Db, base: Mailer, smtpUrl: string | undefined): Mailer {
  return {
    async send(message: MailMessage) {
      const [settings] = await db.select().from(mailSettings).limit(1);
      let out: MailMessage = message;
      if (message.template) {
        const { code, vars } = message.template;
        const [tpl] = await db
          .select({ subject: mailTemplates.subject, body: mailTemplates.body })
          .from(mailTemplates)
          .where(and(eq(mailTemplates.code, code), eq(mailTemplates.status, '1')))
          .limit(1);
        if (tpl)
          out = {
            ...out,
            subject: fillPlaceholders(tpl.subject, vars),
            text: fillPlaceholders(tpl.body, vars),
            html: undefined,
          };
      }
      if (settings) {
        out = {
          ...out,
          from: out.from ?? address(settings.sender_name, settings.sender_email),
          replyTo: out.replyTo ?? settings.reply_to ?? undefined,
        };
        if (!smtpUrl && settings.smtp_host) {
          const transport = (await loadNodemailer()).createTransport({
            host: settings.smtp_host,
            port: settings.smtp_port ?? 587,
            secure: settings.smtp_port === 465,
            auth: settings.smtp_user ? { user: settings.smtp_user, pass: settings.smtp_password ?? '' } : undefined,
            connectionTimeout: 15_000,
          });
          const { template: _template, ...mail } = out;
          await transport.sendMail(mail);
          return;
        }
      }
      await base.send(out);
    },
  };
}
