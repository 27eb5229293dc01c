import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { branchUsers, users } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import type { MailMessage } from '../../mail/mailer';
import { rows } from '../../db/rows';

/** The 429 of the per-address registration limit (config.registerPerAddressHour): says when to try again, in IST. */
export function registerTooMany(retryAfterSec: number, now = new Date()): string {
  const at = new Date(now.getTime() + retryAfterSec * 1000).toLocaleTimeString('en-IN', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  const minutes = Math.max(1, Math.ceil(retryAfterSec / 60));
  return `Too many registrations from this address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'} (after ${at} IST).`;
}
/** Files of one registration together (each file is at most 5 MB). */
export const MAX_REGISTRATION_BYTES = 15 * 1024 * 1024;
export const REGISTRATION_TOO_LARGE = 'The documents of one registration may be at most 15 MB together.';
/** Upload bytes per address per day, and for all registrations per day (business day, Asia/Kolkata). */
const DAILY_BYTES_PER_ADDRESS = 40 * 1024 * 1024;
const DAILY_BYTES_ALL = 1024 * 1024 * 1024;
const QUOTA_REACHED = 'Today’s upload quota for registrations is used up. Please try again tomorrow.';

/**
 * Counts the bytes of a registration against its address's and everyone's quota for the day, in
 * one statement (the counts cannot be outrun by parallel uploads); refused uploads count too.
 */
export async function reserveUploadQuota(db: Db, ip: string, bytes: number, scale = 1): Promise<void> {
  const day = sql`(now() AT TIME ZONE 'Asia/Kolkata')::date`;
  const counted = await rows<{ key: string; bytes: string | number }>(
    db,
    sql`
    INSERT INTO upload_quota AS q (key, bytes, day)
    VALUES (${`register:${ip}`}, ${bytes}, ${day}), ('register:*', ${bytes}, ${day})
    ON CONFLICT (key) DO UPDATE SET
      bytes = CASE WHEN q.day = excluded.day THEN q.bytes + excluded.bytes ELSE excluded.bytes END,
      day = excluded.day,
      updated_at = now()
    RETURNING key, bytes
  `,
  );
  for (const r of counted) {
    const cap = (r.key === 'register:*' ? DAILY_BYTES_ALL : DAILY_BYTES_PER_ADDRESS) * scale;
    if (Number(r.bytes) > cap) throw new HttpError(429, QUOTA_REACHED, undefined, { error: QUOTA_REACHED });
  }
}

/** Whether any login kind (staff user or bank-branch login) already uses the address. */
export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  const [b] = await db.select({ id: branchUsers.id }).from(branchUsers).where(eq(branchUsers.email, email)).limit(1);
  return !!(u || b);
}

export function receivedMail(user: { name: string; email: string }): MailMessage {
  return {
    to: user.email,
    template: { code: 'REGISTRATION', vars: { name: user.name } },
    subject: 'We received your application',
    text:
      `Hello ${user.name},\n\nYour application is submitted. After verification you will receive an ` +
      `e-mail with instructions for your documents.\n`,
  };
}

/** The outcome for an address that already has an account (the answer on screen is the same). */
export function alreadyRegisteredMail(email: string, name: string, base: string): MailMessage {
  return {
    to: email,
    subject: 'We received your application',
    text:
      `Hello ${name},\n\nSomeone applied with this e-mail address, but an account already uses it, so no new ` +
      `application was created.\nIf it was you, sign in at ${base}/auth/login or choose a new password at ` +
      `${base}/forgot-password.\nIf your application is still waiting for verification, add your documents through Upload ` +
      `Docs (${base}/register-docs) with this e-mail and the password you chose when you registered.\nIf it was not you, ignore this e-mail; nothing has changed.\n`,
  };
}

/** Pincode searches of the registration page per address per minute (a person picks a few pincodes; scaled by config.limitScale). */
export const PINCODE_SEARCHES_PER_MINUTE = 120;
export const PINCODE_SEARCHES_TOO_MANY = 'Too many pincode searches from this address. Please wait a minute and try again.';
