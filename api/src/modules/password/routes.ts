import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ForgetPasswordRequest, MessageResponse, UpdatePasswordRequest } from 'shared/resources';
import type { AppContext } from '../../context';
import { branchUsers, passwordResets, sessions, users, type SubjectKind } from '../../db/schema/index';
import { HttpError, badRequest } from '../../http/errors';
import { emailStr } from '../../http/schemas';
import { hashPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { MIN_PASSWORD } from './constants';
import { ownPasswordRoutes } from './own-password';

export { MIN_PASSWORD };

export const RESET_TTL_MS = 60 * 60 * 1000;
export const RESET_SENT = 'If the e-mail is registered, a reset link is on its way.';
export const RESET_INVALID = 'This reset link is invalid or has expired.';
export const PASSWORD_UPDATED = 'Successfully Updated';

/** Same check as the browser's yup rule. */
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const forgetSchema = {
  body: {
    type: 'object',
    required: ['email'],
    additionalProperties: false,
    properties: { email: emailStr },
  },
} as const;

const updateSchema = {
  body: {
    type: 'object',
    required: ['token'],
    additionalProperties: false,
    properties: {
      token: { type: 'string', minLength: 1, maxLength: 200 },
      password: { type: 'string', maxLength: 200 },
      confirmation_password: { type: 'string', maxLength: 200 },
    },
  },
} as const;

const required = 'This field is required';

/** Field messages of the update-password forms (spec section 5). */
export function passwordFields(body: Partial<UpdatePasswordRequest>): Record<string, string> {
  const fields: Record<string, string> = {};
  const { password, confirmation_password: confirmation } = body;
  if (!password) fields.password = required;
  else if (password.length < MIN_PASSWORD) fields.password = `Password must be at least ${MIN_PASSWORD} characters.`;
  if (!confirmation) fields.confirmation_password = required;
  else if (password && confirmation !== password) fields.confirmation_password = 'Passwords must match';
  return fields;
}

export const passwordRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db, config, mailer } = ctx;
  await ownPasswordRoutes(app, ctx);
  app.post<{ Body: ForgetPasswordRequest }>(
    '/api/forget-password',
    {
      schema: forgetSchema,
      config: { right: 'public', messages: { email: { required: 'Enter Your Email', minLength: 'Enter Your Email' } } },
    },
    async (req) => {
      const email = req.body.email.trim().toLowerCase();
      if (!EMAIL_RE.test(email)) throw badRequest({ email: 'Invalid Email address' });
      let subject: { kind: SubjectKind; id: number; name: string } | undefined;
      const [u] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, email));
      if (u) subject = { kind: 'user', ...u };
      else {
        const [b] = await db
          .select({ id: branchUsers.id, name: branchUsers.name })
          .from(branchUsers)
          .where(eq(branchUsers.email, email));
        if (b) subject = { kind: 'branch', ...b };
      }
      if (subject) {
        const token = newToken();
        await db.insert(passwordResets).values({
          token_hash: hashToken(token),
          subject_kind: subject.kind,
          subject_id: subject.id,
          expires_at: new Date(Date.now() + RESET_TTL_MS),
        });
        const page = subject.kind === 'branch' ? 'banker-update-password' : 'update-password';
        const link = `${config.publicUrl}/${page}?token=${token}`;
        try {
          await mailer.send({
            to: email,
            subject: 'Reset your password',
            text:
              `Hello ${subject.name},\n\nTo choose a new password, open this link within one hour:\n${link}\n\n` +
              `If you did not ask for this, ignore this e-mail; your password stays as it is.\n`,
          });
        } catch (err) {
          req.log.error({ err }, 'password reset mail failed'); // the answer stays the same: no account probing
        }
      }
      return { data: RESET_SENT } satisfies MessageResponse;
    },
  );

  const updateFor = (kind: SubjectKind) => async (req: { body: UpdatePasswordRequest }) => {
    const fields = passwordFields(req.body);
    if (Object.keys(fields).length) throw badRequest(fields);
    const passwordHash = await hashPassword(req.body.password);
    await db.transaction(async (tx) => {
      const [reset] = await tx
        .update(passwordResets)
        .set({ used_at: new Date() })
        .where(
          and(
            eq(passwordResets.token_hash, hashToken(req.body.token)),
            eq(passwordResets.subject_kind, kind),
            isNull(passwordResets.used_at),
            gt(passwordResets.expires_at, new Date()),
          ),
        )
        .returning({ subject_id: passwordResets.subject_id });
      if (!reset) throw new HttpError(400, RESET_INVALID, undefined, { error: RESET_INVALID });
      if (kind === 'user') {
        await tx.update(users).set({ password_hash: passwordHash, updated_at: new Date() }).where(eq(users.id, reset.subject_id));
      } else {
        await tx.update(branchUsers).set({ password_hash: passwordHash }).where(eq(branchUsers.id, reset.subject_id));
      }
      await tx.delete(sessions).where(and(eq(sessions.subject_kind, kind), eq(sessions.subject_id, reset.subject_id)));
    });
    return { data: PASSWORD_UPDATED } satisfies MessageResponse;
  };

  const updateConfig = { right: 'public', messages: { token: { default: RESET_INVALID } } } as const;
  app.post<{ Body: UpdatePasswordRequest }>(
    '/api/update-password',
    { schema: updateSchema, config: updateConfig },
    updateFor('user'),
  );
  app.post<{ Body: UpdatePasswordRequest }>(
    '/api/banker-update-password',
    { schema: updateSchema, config: updateConfig },
    updateFor('branch'),
  );
};
