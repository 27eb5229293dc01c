import { count } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { MailTestResult } from 'mfe-masters/model';
import type { AppContext } from '../../context';
import { mailSettings, mailTemplates } from '../../db/schema/index';
import { messageOnly } from '../../http/answer-schemas';
import { badRequest, HttpError } from '../../http/errors';
import { kitValidatorCompiler, registerResource } from '../../kit/index';
import {
  MAIL_PLACEHOLDERS,
  MAIL_TEMPLATE_OPTIONS,
  mailSenderResource,
  mailTemplatesResource,
  unknownPlaceholders,
} from 'mfe-masters/model';
import { isEmail } from 'shared/resources';

const BARE_ADDRESS = /^[^\s<>(),;:"[\]\\]+@[^\s<>(),;:"[\]\\]+$/;
const TO_MESSAGE = 'Enter the e-mail address to send the test mail to.';

/**
 * Mail Settings, right mail_setting_page: /api/mail-settings (the sender, one record; the SMTP
 * password is write-only), /api/mail-templates (one per mail, placeholders checked), and
 * POST /api/mail-settings/test {to}: a test mail through the mailer as every module sends.
 */
export const mailSettingsRoutes: FastifyPluginAsync<AppContext> = async (app, { db, mailer }) => {
  registerResource(app, db, {
    desc: mailSenderResource,
    table: mailSettings,
    omit: ['smtp_password'],
    beforeWrite: async ({ mode, columns, db: tx }) => {
      // An edit that leaves the password empty keeps the stored one (the form never has it).
      if (mode === 'update' && !columns.smtp_password) delete columns.smtp_password;
      if (columns.smtp_host === '') columns.smtp_host = null;
      if (mode !== 'create') return;
      const [{ n }] = await tx.select({ n: count() }).from(mailSettings);
      if (n > 0) throw new HttpError(409, 'The mail settings already exist; edit them instead.');
    },
  });

  registerResource(app, db, {
    desc: mailTemplatesResource,
    table: mailTemplates,
    beforeWrite: ({ columns, current }) => {
      const code = String(columns.code ?? current?.code ?? '');
      const fields: Record<string, string> = {};
      for (const key of ['subject', 'body'] as const) {
        const text = columns[key] ?? current?.[key];
        const unknown = typeof text === 'string' ? unknownPlaceholders(code, text) : [];
        if (unknown.length) {
          const mail = MAIL_TEMPLATE_OPTIONS.find((o) => o.value === code)?.label ?? code;
          const known = (MAIL_PLACEHOLDERS[code] ?? []).map((p) => `{{${p}}}`).join(' ');
          fields[key] = `Unknown placeholder ${unknown.map((p) => `{{${p}}}`).join(', ')}: the ${mail.toLowerCase()} mail knows ${known}.`;
        }
      }
      if (Object.keys(fields).length) throw badRequest(fields);
    },
  });

  app.post<{ Body: { to: string } }>(
    '/api/mail-settings/test',
    {
      // The kit's validator: no type coercion, so ["a@b.c"] is refused rather than read as "a@b.c".
      validatorCompiler: kitValidatorCompiler,
      schema: {
        body: { type: 'object', required: ['to'], additionalProperties: false, properties: { to: { type: 'string', maxLength: 254 } } },
        response: { 200: messageOnly },
      },
      config: { right: 'mail_setting_page', messages: { to: { default: TO_MESSAGE }, _: { default: TO_MESSAGE } } },
    },
    async (req): Promise<MailTestResult> => {
      const to = req.body.to.trim().toLowerCase();
      // One plain address: nothing a mail header would read as a name, a group or a second address.
      if (!isEmail(to) || !BARE_ADDRESS.test(to)) throw badRequest({ to: TO_MESSAGE });
      try {
        await mailer.send({
          to,
          subject: 'Test mail from the Valuation Back Office',
          text: 'This is a test mail sent from Mail Settings. If you can read it, the sender settings work.\n',
        });
      } catch (err) {
        req.log.warn({ err }, 'test mail failed');
        throw new HttpError(502, `The test mail could not be sent: ${(err as Error).message}`);
      }
      return { message: `Test mail sent to ${to}.` };
    },
  );
};
