import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ForgetPasswordRequest, MessageResponse, UpdatePasswordRequest } from 'shared/resources';
import { isEmail } from 'shared/resources';
import type { AppContext } from '../../context';
import { branchUsers, passwordResets, sessions, users, type SubjectKind } from '../../db/schema/index';
import { HttpError, badRequest } from '../../http/errors';
import { emailStr } from '../../http/schemas';
import { hashPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { hit, hitOrThrow } from '../auth/throttle';
import { PASSWORD_MIN_LENGTH } from 'shared/resources';
import { assertPasswordRule } from './policy';
import { issueResets, noAccountMail, resetMail, RESET_PER_ACCOUNT, RESET_PER_ADDRESS, RESET_TOO_MANY } from './reset-links';
import { ownPasswordRoutes } from './own-password';
import { doneAnswer } from '../auth/answers';

export const RESET_SENT = 'If the e-mail is registered, a reset link is on its way.';
export const RESET_INVALID = 'This reset link is invalid or has expired.';
export const PASSWORD_UPDATED = 'Successfully Updated';

/** Same check as the browser's yup rule. */

const forgetSchema = {
  body: {
    type: 'object',
    required: ['email'],
    additionalProperties: false,
    properties: { email: emailStr },
  },
  response: doneAnswer,
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
  response: doneAnswer,
} as const;

const required = 'This field is required';

/** Field messages of the update-password forms (spec section 5). */
export function passwordFields(body: Partial<UpdatePasswordRequest>): Record<string, string> {
  const fields: Record<string, string> = {};
  const { password, confirmation_password: confirmation } = body;
  if (!password) fields.password = required;
  else if (password.length < PASSWORD_MIN_LENGTH) fields.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
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
      if (!isEmail(email)) throw badRequest({ email: 'Invalid Email address' });
      // Per address: visible (429), the same for every e-mail. Per account: silent (no mail, same
      // answer), counted for unknown addresses too, so neither tells whether an account exists.
      await hitOrThrow(
        db,
        [{ key: `reset-ip:${req.ip}`, limit: RESET_PER_ADDRESS * config.limitScale, windowSec: 3600 }],
        RESET_TOO_MANY,
        true,
      );
      const quiet = await hit(db, [{ key: `reset:${email}`, limit: RESET_PER_ACCOUNT * config.limitScale, windowSec: 3600 }]);
      // The same statement and one mail whether or not an account exists (equal work, equal time).
      // Every account of the address gets its link (a staff user and a bank-branch login may share
      // one mailbox); each new link voids the account's older ones.
      const tokens = { user: newToken(), branch: newToken() };
      const subjects = quiet ? [] : await issueResets(db, email, tokens);
      if (!quiet) {
        try {
          await mailer.send(
            subjects.length ? resetMail(email, subjects, tokens, config.publicUrl) : noAccountMail(email, config.publicUrl),
          );
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
      // A successful reset voids every other link of the account.
      await tx
        .update(passwordResets)
        .set({ used_at: new Date() })
        .where(and(eq(passwordResets.subject_kind, kind), eq(passwordResets.subject_id, reset.subject_id), isNull(passwordResets.used_at)));
      // The rule needs the owner (name, e-mail): checked here, a refusal rolls back and the link stays usable.
      const table = kind === 'user' ? users : branchUsers;
      const [owner] = await tx.select({ name: table.name, email: table.email }).from(table).where(eq(table.id, reset.subject_id));
      await assertPasswordRule(req.body.password, owner ?? {});
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
  app.post<{ Body: UpdatePasswordRequest }>('/api/update-password', { schema: updateSchema, config: updateConfig }, updateFor('user'));
  app.post<{ Body: UpdatePasswordRequest }>(
    '/api/banker-update-password',
    { schema: updateSchema, config: updateConfig },
    updateFor('branch'),
  );
};
