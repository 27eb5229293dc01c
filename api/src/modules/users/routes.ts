import { asc, count } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ListResponse, UserListItemDTO } from 'shared/resources';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/index';
import { pageOf, pageQuery } from '../../http/schemas';
import { selectUsers, toUserListItem } from './user-dto';

type PageQuery = { page?: number; pageno?: number; pageSize?: number };

/** Users (minimal list). The HR team adds search, create, update, status and rights. */
export const userRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get<{ Querystring: PageQuery }>(
    '/api/users',
    { schema: { querystring: pageQuery }, config: { right: 'user_creation_page' } },
    async (req) => {
      const { page, pageSize, offset } = pageOf(req.query);
      const rows = await selectUsers(db).orderBy(asc(users.id)).limit(pageSize).offset(offset);
      const [{ total }] = await db.select({ total: count() }).from(users);
      return { data: rows.map(toUserListItem), total, page, pageSize } satisfies ListResponse<UserListItemDTO>;
    },
  );
};
