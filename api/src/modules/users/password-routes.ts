import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/index';
import { badRequest, notFound } from '../../http/errors';
import { hashPassword } from '../../lib/passwords';
import { bodySchema, fieldMessages, idOf, idParamsSchema, kitValidatorCompiler } from '../../kit/index';
import { validateRecord } from 'shared/resources';
import { userPasswordResource } from 'mfe-hr/model';
import { revokeSubjectSessions } from '../auth/sessions';
import { assertMayChange } from './guard';
import { assertPasswordRule } from '../password/policy';
import { userPatchAnswer } from './answers';

/** PATCH userPatch/{id}: an administrator sets a user's password; the user's sessions end. */
export async function userPasswordRoutes(app: FastifyInstance, { db }: AppContext) {
  app.patch<{ Params: { id: string }; Body: { password: string; password_confirmation: string } }>(
    '/api/userPatch/:id',
    {
      validatorCompiler: kitValidatorCompiler,
      schema: { params: idParamsSchema, body: bodySchema(userPasswordResource, 'create'), response: userPatchAnswer },
      config: { right: userPasswordResource.right, messages: fieldMessages(userPasswordResource) },
    },
    async (req) => {
      const id = idOf(req.params.id);
      const errors = validateRecord(userPasswordResource, req.body, 'create');
      if (Object.keys(errors).length) throw badRequest(errors);
      await assertMayChange(db, req, [id], ['password']);
      const [owner] = await db.select({ name: users.name, surname: users.surname, email: users.email }).from(users).where(eq(users.id, id));
      if (!owner) throw notFound('User not found.');
      await assertPasswordRule(req.body.password, owner);
      const hash = await hashPassword(req.body.password);
      const changed = await db
        .update(users)
        .set({ password_hash: hash, version: sql`${users.version} + 1`, updated_at: new Date() })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      if (!changed.length) throw notFound('User not found.');
      await revokeSubjectSessions(db, 'user', id);
      return { data: { id }, message: userPasswordResource.messages.updated };
    },
  );
}
