import { and, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { PageName } from 'shared/resources';
import type { AppContext } from '../../context';
import { tasks } from '../../db/schema/index';
import { HttpError, notFound } from '../../http/errors';
import { canView } from 'shared/resources';
import { idOf, registerResource } from '../../kit/index';
import { tasksResource } from 'mfe-hr/model';
import { taskLinkLookupRoute } from './link-lookup';

/**
 * Who may see and change a task: its assignee, its assigner, or a holder of the right to manage
 * all tasks. That right is `user_master_page`: Task Management sits in the Hr menu group of spec
 * section 2, and section 6 gates that group by user_master_page, so whoever runs the Hr group
 * runs everyone's tasks. Everyone else with task_management sees and changes only their own.
 */
const MANAGE_ALL_TASKS: PageName = 'user_master_page';
const NOT_YOUR_TASK = 'Only the task’s assignee, its assigner or a manager of all tasks can change it.';

function me(req: FastifyRequest): { id: number; all: boolean } | null {
  const p = req.principal;
  if (p?.kind !== 'user') return null;
  return { id: p.user.id, all: canView(p.user.rights, MANAGE_ALL_TASKS) };
}

/** The tasks a caller may see: all with the manage right, else those assigned to or by them. */
function taskScope(req: FastifyRequest): SQL | undefined {
  const who = me(req);
  if (!who) return eq(tasks.id, -1);
  if (who.all) return undefined;
  return or(eq(tasks.assigned_to, who.id), eq(tasks.assigned_by, who.id));
}

/**
 * Tasks (spec: GET/POST tasks, PUT/DELETE tasks/{id}), right task_management. The list answers
 * `pending` besides the page: it counts status '0' over the caller's tasks for the top bar, whose
 * call asks for pageSize 1,000,000 and gets at most 100 rows (about 35 KB).
 */
export const taskRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  taskLinkLookupRoute(app, db);
  // A task outside the caller's scope does not exist for them (404, as for an unknown id); bulk
  // requests are checked as a whole before anything changes.
  app.addHook('preHandler', async (req) => {
    const url = req.routeOptions.url;
    if (url === '/api/tasks/:id') {
      const id = idOf((req.params as { id: string }).id);
      const [row] = await db
        .select({ id: tasks.id })
        .from(tasks)
        .where(and(eq(tasks.id, id), taskScope(req)));
      if (!row) {
        const [exists] = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, id));
        if (exists && req.method !== 'GET') throw new HttpError(403, NOT_YOUR_TASK);
        throw notFound(req.method === 'GET' ? 'No such task.' : 'Task not found. It may have been deleted; reload the list.');
      }
    } else if (url === '/api/tasks/bulk' && req.method === 'POST') {
      const ids = (req.body as { ids?: number[] } | undefined)?.ids ?? [];
      const scope = taskScope(req);
      if (!ids.length || !scope) return;
      const [{ n }] = await db
        .select({ n: count() })
        .from(tasks)
        .where(and(inArray(tasks.id, ids), scope));
      const [{ all }] = await db.select({ all: count() }).from(tasks).where(inArray(tasks.id, ids));
      if (n < all) throw new HttpError(403, NOT_YOUR_TASK);
    }
  });

  registerResource(app, db, {
    desc: tasksResource,
    table: tasks,
    scope: taskScope,
    // What the link reads as ('Case BR/2526/000123'); a link of another kind (a renewal's) as stored.
    computed: {
      linked_label: sql<string>`CASE WHEN ${tasks.linked_entity} LIKE 'case:%' THEN 'Case ' || substr(${tasks.linked_entity}, 6)
        WHEN ${tasks.linked_entity} LIKE 'bill:%' THEN 'Bill ' || substr(${tasks.linked_entity}, 6) ELSE ${tasks.linked_entity} END`,
    },
    beforeWrite: ({ mode, columns, req }) => {
      if (mode === 'create' && req.principal?.kind === 'user') columns.assigned_by = req.principal.user.id;
    },
    listExtra: async (req) => {
      const [{ pending }] = await db
        .select({ pending: count() })
        .from(tasks)
        .where(and(eq(tasks.status, '0'), taskScope(req)));
      return { pending };
    },
  });
};
