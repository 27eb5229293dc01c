import { count, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { tasks, users } from '../../db/schema/index';
import { registerResource } from '../../kit/index';
import { tasksResource } from 'mfe-hr/model';

/**
 * Tasks (spec: GET/POST tasks, PUT/DELETE tasks/{id}), right task_management. The list answers
 * TaskListResponse: `pending` counts status '0' over the whole table for the top bar, whose call
 * asks for pageSize 1,000,000 and gets at most 100 rows (about 35 KB).
 */
export const taskRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  const assignee = alias(users, 'assignee');
  const assigner = alias(users, 'assigner');
  registerResource(app, db, {
    desc: tasksResource,
    table: tasks,
    columns: {
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
    },
    join: (q) => q.leftJoin(assignee, eq(assignee.id, tasks.assigned_to)).leftJoin(assigner, eq(assigner.id, tasks.assigned_by)),
    beforeWrite: ({ mode, columns, req }) => {
      if (mode === 'create' && req.principal?.kind === 'user') columns.assigned_by = req.principal.user.id;
    },
    listExtra: async () => {
      const [{ pending }] = await db.select({ pending: count() }).from(tasks).where(eq(tasks.status, '0'));
      return { pending };
    },
  });
};
