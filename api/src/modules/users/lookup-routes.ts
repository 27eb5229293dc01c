import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { users, usersDummy } from '../../db/schema/index';
import { searchWhere, fullName } from '../../kit/index';
import { LOOKUP_LIMIT, LOOKUPS } from 'shared/resources';
import { lookupGuard } from './lookup-rights';
import { choicesAnswer } from '../../http/answer-schemas';

const lookupQuery = { type: 'object', properties: { search: { type: 'string', maxLength: 100 } } } as const;

/**
 * Choices for forms, for a staff user with a page that uses them (id and name only): active users found by the users
 * list's search, and the dummy users (for the users screen's "dummy user to remove").
 */
export async function userLookupRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get<{ Querystring: { search?: string } }>(
    '/api/lookups/users',
    // The firm's staff with their e-mails: never for a bank-branch login (a bank's employee), and
    // only for a caller with a page whose form chooses a user.
    {
      schema: { querystring: lookupQuery, response: choicesAnswer() },
      config: { right: 'staff' },
      onRequest: lookupGuard(LOOKUPS.users.path),
    },
    async (req) => {
      // The users list's own search document, so its index serves the lookup too.
      const match = searchWhere([users.name, users.surname, users.email, users.mobile_no], req.query.search);
      const rows = await db
        .select({
          id: users.id,
          name: sql<string>`${fullName(users)} || ' (' || ${users.email} || ')'`,
        })
        .from(users)
        .where(and(eq(users.status, '1'), match))
        .orderBy(asc(users.name), asc(users.id))
        .limit(LOOKUP_LIMIT);
      return { data: rows };
    },
  );

  app.get<{ Querystring: { search?: string } }>(
    '/api/lookups/dummy-users',
    { schema: { querystring: lookupQuery, response: choicesAnswer() }, config: { right: 'user_creation_page' } },
    async (req) => {
      const rows = await db
        .select({ id: usersDummy.id, name: usersDummy.name })
        .from(usersDummy)
        .where(searchWhere([usersDummy.name, usersDummy.email, usersDummy.mobile_no], req.query.search))
        .orderBy(asc(usersDummy.name), asc(usersDummy.id))
        .limit(LOOKUP_LIMIT);
      return { data: rows };
    },
  );
}
