import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { tasks } from '../../db/schema/index';
import { registerResource } from '../../kit/index';
import { tasksResource } from 'mfe-hr/model';

/**
 * Tasks (spec: GET/POST tasks, PUT/DELETE tasks/{id}), right task_management. The list answers
 * TaskListResponse: `pending` counts status '0' over the whole table for the top bar, whose call
 * asks for pageSize 1,000,000 and gets at most 100 rows (about 35 KB).
 */
export const taskRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  registerResource(app, db, {
    desc: tasksResource,
    table: tasks,
    beforeWrite: ({ mode, columns, req }) => {
      if (mode === 'create' && req.principal?.kind === 'user') columns.assigned_by = req.principal.user.id;
    },
    listExtra: async () => {
      const [{ pending }] = await db.select({ pending: count() }).from(tasks).where(eq(tasks.status, '0'));
      return { pending };
    },
  });
};
