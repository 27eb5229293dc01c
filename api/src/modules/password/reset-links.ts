import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SubjectKind } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';
import type { MailMessage } from '../../mail/mailer';
import { rows } from '../../db/rows';

const RESET_TTL_MS = 60 * 60 * 1000;
/** Reset requests per address per hour (then 429) and mails per account per hour (then silence). */
export const RESET_PER_ADDRESS = 10;
export const RESET_PER_ACCOUNT = 3;
export const RESET_TOO_MANY = 'Too many reset requests from this address. Try again later.';

export type ResetSubject = { kind: SubjectKind; id: number; name: string };

/**
 * One statement: finds every account of the address (staff user, bank-branch login), voids their
 * unused links and stores one new link each. Unknown addresses run the same statement (0 rows).
 */
export async function issueResets(db: Db, email: string, tokens: Record<SubjectKind, string>): Promise<ResetSubject[]> {
  const expires = new Date(Date.now() + RESET_TTL_MS).toISOString();
  const subjects = await rows<ResetSubject>(
    db,
    sql`
    WITH s AS (
      SELECT 'user'::text AS kind, id, name, ${hashToken(tokens.user)}::text AS token_hash FROM users WHERE email = ${email}
      UNION ALL
      SELECT 'branch'::text, id, name, ${hashToken(tokens.branch)}::text FROM branch_users WHERE email = ${email}
    ),
    voided AS (
      UPDATE password_resets p SET used_at = now()
      FROM s WHERE p.used_at IS NULL AND p.subject_kind = s.kind AND p.subject_id = s.id
      RETURNING 1
    ),
    ins AS (
      INSERT INTO password_resets (token_hash, subject_kind, subject_id, expires_at)
      SELECT token_hash, kind, id, ${expires}::timestamptz FROM s
      RETURNING 1
    )
    SELECT kind, id, name FROM s ORDER BY kind DESC, id
  `,
  );
  return subjects.map((r) => ({ kind: r.kind, id: Number(r.id), name: r.name }));
}

export function resetMail(email: string, subjects: ResetSubject[], tokens: Record<SubjectKind, string>, base: string): MailMessage {
  const links = subjects.map((s) => {
    const page = s.kind === 'branch' ? 'banker-update-password' : 'update-password';
    const what = s.kind === 'branch' ? 'your bank-branch login' : 'your staff login';
    return `${subjects.length > 1 ? `For ${what} (${s.name}):\n` : ''}${base}/${page}?token=${tokens[s.kind]}`;
  });
  return {
    to: email,
    template: { code: 'PASSWORD_RESET', vars: { name: subjects[0].name, link: links.join('\n\n') } },
    subject: 'Reset your password',
    text:
      `Hello ${subjects[0].name},\n\nTo choose a new password, open this link within one hour:\n${links.join('\n\n')}\n\n` +
      `Any older reset link no longer works. If you did not ask for this, ignore this e-mail; your password stays as it is.\n`,
  };
}

/** The outcome for an address without an account (the answer on screen is the same). */
export function noAccountMail(email: string, base: string): MailMessage {
  return {
    to: email,
    subject: 'Reset your password',
    text:
      `Hello,\n\nSomeone asked to reset the password of an account with this e-mail address, but no account uses it.\n` +
      `If it was you, you may have signed up with another address. You can apply at ${base}/register-user.\n` +
      `If it was not you, ignore this e-mail.\n`,
  };
}
