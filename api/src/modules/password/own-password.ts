import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MessageResponse } from 'shared/resources';
import type { AppContext } from '../../context';
import { branchUsers, sessions, users } from '../../db/schema/index';
import { badRequest } from '../../http/errors';
import { principalOf } from '../../http/auth';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { assertPasswordRule } from './policy';
import { doneAnswer } from '../auth/answers';

const WRONG_CURRENT = 'Your current password is not correct.';

const body = {
  type: 'object',
  required: ['current_password', 'password', 'password_confirmation'],
  additionalProperties: false,
  properties: {
    current_password: { type: 'string', minLength: 1, maxLength: 200 },
    password: { type: 'string', minLength: 1, maxLength: 200 },
    password_confirmation: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

/**
 * POST /api/me/password: the one way to change one's own password while signed in (the admin
 * route PATCH userPatch/{id} refuses the caller's own id). Needs the current password, so a
 * borrowed session alone cannot lock the owner out; every other session of the account ends.
 */
export async function ownPasswordRoutes(app: FastifyInstance, { db }: AppContext) {
  app.post<{ Body: { current_password: string; password: string; password_confirmation: string } }>(
    '/api/me/password',
    {
      schema: { body, response: doneAnswer },
      config: {
        right: 'authenticated',
        messages: {
          current_password: { default: 'Enter your current password.' },
          password: { default: 'This field is required' },
          password_confirmation: { default: 'This field is required' },
        },
      },
    },
    async (req) => {
      const p = principalOf(req);
      const { current_password, password, password_confirmation } = req.body;
      if (password !== password_confirmation) throw badRequest({ password_confirmation: 'Passwords must match' });
      const kind = p.kind === 'branch' ? 'branch' : 'user';
      const id = p.kind === 'branch' ? p.branch.id : p.user.id;
      const [row] =
        kind === 'branch'
          ? await db.select({ hash: branchUsers.password_hash }).from(branchUsers).where(eq(branchUsers.id, id))
          : await db.select({ hash: users.password_hash }).from(users).where(eq(users.id, id));
      if (!row || !(await verifyPassword(current_password, row.hash))) throw badRequest({ current_password: WRONG_CURRENT });
      await assertPasswordRule(password, p.kind === 'branch' ? p.branch : p.user);
      const hash = await hashPassword(password);
      await db.transaction(async (tx) => {
        if (kind === 'branch') await tx.update(branchUsers).set({ password_hash: hash }).where(eq(branchUsers.id, id));
        else await tx.update(users).set({ password_hash: hash, updated_at: new Date() }).where(eq(users.id, id));
        await tx
          .delete(sessions)
          .where(and(eq(sessions.subject_kind, kind), eq(sessions.subject_id, id), ne(sessions.token_hash, p.tokenHash)));
      });
      return { data: 'Password has been changed!' } satisfies MessageResponse;
    },
  );
}
