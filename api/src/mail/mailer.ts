import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { u8 } from '../lib/bytes';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The sender; default the mail settings' (see settings-mailer.ts), else MailerOptions.from. */
  from?: string;
  replyTo?: string;
  /** A stored template (Mail Settings) replaces subject and text when one is active for this code. */
  template?: { code: string; vars: Record<string, string | number> };
  /** Files to attach (e.g. an MIS .xlsx). The outbox keeps each beside the message as `<stamp>-<filename>`. */
  attachments?: { filename: string; content: Buffer; contentType?: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string;
  outboxDir: string;
  from?: string;
  /** Where the outbox announces each message (the reset link is in the text). */
  log?: (line: string) => void;
}

type Nodemailer = (typeof import('nodemailer'))['default'];

/** nodemailer loaded at the first message, not at start (it loads Node's fetch with it: ~0.1-0.2 s of a restart). */
export async function loadNodemailer(): Promise<Nodemailer> {
  return (await import('nodemailer')).default;
}

/** A transport made at the first message, then kept. */
function lazyTransport(make: (nodemailer: Nodemailer) => Transporter): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => (transport ??= loadNodemailer().then(make));
}

const DEFAULT_FROM = 'Valuation Back Office <no-reply@backoffice.local>';

/**
 * SMTP_URL set: sends for real. Otherwise each message lands in OUTBOX_DIR as `<stamp>.eml`
 * (the raw message, for a mail client) and `<stamp>.json` (to, subject, text, html; for tests and
 * people), and the text is logged so the reset link is visible in the console.
 */
export function createMailer(options: MailerOptions): Mailer {
  const from = options.from ?? DEFAULT_FROM;
  const smtpUrl = options.smtpUrl;
  if (smtpUrl) {
    const transport = lazyTransport((nodemailer) => nodemailer.createTransport(smtpUrl));
    return {
      async send({ template: _template, ...message }) {
        await (await transport()).sendMail({ ...message, from: message.from ?? from });
      },
    };
  }
  const transport = lazyTransport((nodemailer) => nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  return {
    async send({ template: _template, ...message }) {
      const sender = message.from ?? from;
      const info = await (await transport()).sendMail({ ...message, from: sender });
      const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}`;
      await fs.mkdir(options.outboxDir, { recursive: true });
      await fs.writeFile(path.join(options.outboxDir, `${stamp}.eml`), u8(info.message as Buffer));
      const { attachments, from: _from, ...rest } = message;
      const files: string[] = [];
      for (const a of attachments ?? []) {
        const name = `${stamp}-${path.basename(a.filename).replace(/[^A-Za-z0-9._-]/g, '_')}`;
        await fs.writeFile(path.join(options.outboxDir, name), u8(a.content));
        files.push(name);
      }
      await fs.writeFile(
        path.join(options.outboxDir, `${stamp}.json`),
        JSON.stringify({ from: sender, ...rest, ...(files.length ? { attachments: files } : {}), date: new Date().toISOString() }, null, 2),
      );
      options.log?.(`Mail to ${message.to} saved in ${options.outboxDir} (${stamp}.eml): ${message.subject}\n${message.text}`);
    },
  };
}
