import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync } from 'fastify';
import type { TaskDTO, TaskListResponse } from 'shared/resources';
import type { AppContext } from '../../context';
import { tasks, users } from '../../db/schema/index';
import { pageOf, pageQuery } from '../../http/schemas';

type PageQuery = { page?: number; pageno?: number; pageSize?: number };

/**
 * Tasks (minimal: the list the top bar needs). The HR team extends this into full CRUD:
 * POST /api/tasks, PUT /api/tasks/:id (with `version`), DELETE /api/tasks/:id.
 */
export const taskRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  const assignee = alias(users, 'assignee');
  const assigner = alias(users, 'assigner');

  app.get<{ Querystring: PageQuery }>(
    '/api/tasks',
    { schema: { querystring: pageQuery }, config: { right: 'authenticated' } },
    async (req) => {
      const { page, pageSize, offset } = pageOf(req.query);
      const rows = await db
        .select({
          id: tasks.id,
          title: tasks.title,
          description: tasks.description,
          type: tasks.type,
          linked_entity: tasks.linked_entity,
          assigned_to: tasks.assigned_to,
          assigned_to_name: assignee.name,
          assigned_by: tasks.assigned_by,
          assigned_by_name: assigner.name,
          due_date: tasks.due_date,
          priority: tasks.priority,
          status: tasks.status,
          created_at: tasks.created_at,
          updated_at: tasks.updated_at,
          version: tasks.version,
        })
        .from(tasks)
        .leftJoin(assignee, eq(assignee.id, tasks.assigned_to))
        .leftJoin(assigner, eq(assigner.id, tasks.assigned_by))
        .orderBy(desc(tasks.created_at), desc(tasks.id))
        .limit(pageSize)
        .offset(offset);
      const [{ total }] = await db.select({ total: count() }).from(tasks);
      const [{ pending }] = await db.select({ pending: count() }).from(tasks).where(eq(tasks.status, '0'));
      const data: TaskDTO[] = rows.map((r) => ({
        ...r,
        created_at: r.created_at.toISOString(),
        updated_at: r.updated_at.toISOString(),
      }));
      return { data, total, page, pageSize, pending } satisfies TaskListResponse<TaskDTO>;
    },
  );
};
