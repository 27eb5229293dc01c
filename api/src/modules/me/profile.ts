import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkMyProfile, MY_PROFILE_FIELDS, normaliseMobile, type MyProfileInput } from 'shared/resources';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/index';
import { badRequest } from '../../http/errors';
import { actorOf } from '../hr-common/actor';
import { messageAnswer } from './answers';

const body = {
  type: 'object',
  additionalProperties: false,
  required: MY_PROFILE_FIELDS.map((f) => f.name),
  properties: Object.fromEntries(MY_PROFILE_FIELDS.map((f) => [f.name, { type: 'string', maxLength: 2000 }])),
};

/** PUT /api/me/profile: the caller's own name, mobile and address (My profile). */
export async function profileRoutes(app: FastifyInstance, { db }: AppContext) {
  app.put<{ Body: MyProfileInput }>(
    '/api/me/profile',
    { schema: { body, response: messageAnswer }, config: { right: 'staff' } },
    async (req) => {
      const errors = checkMyProfile(req.body);
      if (Object.keys(errors).length) throw badRequest(errors);
      const v = (k: keyof MyProfileInput) => req.body[k].trim() || null;
      await db
        .update(users)
        .set({
          name: req.body.name.trim(),
          surname: v('surname'),
          mobile_no: v('mobile_no') && normaliseMobile(v('mobile_no')!),
          address: v('address'),
          city: v('city'),
          pincode: v('pincode'),
          version: sql`${users.version} + 1`,
          updated_at: new Date(),
        })
        .where(eq(users.id, actorOf(req).id));
      return { message: 'Profile Updated!' };
    },
  );
}
