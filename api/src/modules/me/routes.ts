import { and, desc as descending, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { leavesResource, LEAVE_FLOW, MY_LEAVE_MESSAGES, type MyLeaveOverview, type MyWork } from 'mfe-hr/model';
import type { AppContext } from '../../context';
import { assets, leaves, tasks, tickets } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { bodySchema, fieldMessages, idOf, idParamsSchema, kitValidatorCompiler } from '../../kit/index';
import { businessToday } from '../../kit/business-time';
import { actorOf } from '../hr-common/actor';
import { MOVE_MESSAGES, moveSchema } from '../hr-common/flow';
import { applyLeave, moveLeave } from '../leave/apply';
import { balancesOf } from '../leave/routes';
import { profileRoutes } from './profile';
import { leaveAppliedAnswer, messageAnswer, myLeaveAnswer, myWorkAnswer } from './answers';

const staff = { right: 'staff' } as const;
const yearQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { year: { type: 'integer', minimum: 2000, maximum: 2100 } },
} as const;
// The Employee field is HR's: My work always applies for the caller.
const { user_id: _ignored, ...applyProperties } = bodySchema(leavesResource, 'create').properties as Record<string, unknown>;
const applySchema = { ...bodySchema(leavesResource, 'create'), properties: applyProperties };

/**
 * My work (issue 30.1): every signed-in staff member's own leave (balances, apply, cancel), tasks,
 * tickets and assets, gated by the caller's identity (route right `staff`), never by HR's rights.
 * Every query is bound to the caller's id: nobody sees another person's leave through these routes.
 */
export const meRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const overview = async (userId: number, year: number): Promise<MyLeaveOverview> => {
    const rows = await db
      .select({
        id: leaves.id,
        user_id: leaves.user_id,
        leave_type: leaves.leave_type,
        from_date: leaves.from_date,
        to_date: leaves.to_date,
        half_days: leaves.half_days,
        days: leaves.days,
        reason: leaves.reason,
        status: leaves.status,
        decision_comment: leaves.decision_comment,
        version: leaves.version,
      })
      .from(leaves)
      .where(and(eq(leaves.user_id, userId), sql`extract(year from ${leaves.from_date}) = ${year}`))
      .orderBy(descending(leaves.from_date), descending(leaves.id));
    return { year, balances: await balancesOf(db, userId, year), leaves: rows };
  };

  app.get<{ Querystring: { year?: number } }>(
    '/api/me/leave',
    { schema: { querystring: yearQuery, response: myLeaveAnswer }, config: staff },
    async (req) => ({
      data: await overview(actorOf(req).id, req.query.year ?? Number(businessToday().slice(0, 4))),
    }),
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/api/me/leave',
    {
      validatorCompiler: kitValidatorCompiler,
      schema: { body: applySchema, response: leaveAppliedAnswer },
      config: { ...staff, messages: fieldMessages(leavesResource) },
    },
    async (req, reply) => {
      const me = actorOf(req);
      await applyLeave(db, me, { ...req.body, user_id: null });
      return reply.code(201).send({ message: leavesResource.messages.created });
    },
  );

  app.post<{ Params: { id: string }; Body: { move: string; comment?: string; version: number } }>(
    '/api/me/leave/:id/move',
    {
      validatorCompiler: kitValidatorCompiler,
      schema: { params: idParamsSchema, body: moveSchema(LEAVE_FLOW), response: messageAnswer },
      config: { ...staff, messages: MOVE_MESSAGES },
    },
    async (req) => {
      const me = actorOf(req);
      const id = idOf(req.params.id);
      // Only one's own leave here (a manager decides on reports' leave in Leave Management).
      const [own] = await db
        .select({ id: leaves.id })
        .from(leaves)
        .where(and(eq(leaves.id, id), eq(leaves.user_id, me.id)));
      if (!own) throw notFound(MY_LEAVE_MESSAGES.notYours);
      const move = await moveLeave(db, me, id, req.body);
      return { message: move.message };
    },
  );

  app.get('/api/me/work', { schema: { response: myWorkAnswer }, config: staff }, async (req): Promise<{ data: MyWork }> => {
    const me = actorOf(req).id;
    const [myTasks, myTickets, myAssets] = await Promise.all([
      db
        .select({
          id: tasks.id,
          assigned_to: sql<number>`${tasks.assigned_to}`,
          title: tasks.title,
          due_date: tasks.due_date,
          priority: tasks.priority,
          status: tasks.status,
          assigned_by_name: sql<string | null>`(SELECT u.name FROM users u WHERE u.id = ${tasks.assigned_by})`,
        })
        .from(tasks)
        .where(eq(tasks.assigned_to, me))
        .orderBy(tasks.status, tasks.due_date)
        .limit(200),
      db
        .select({
          id: tickets.id,
          raised_by: sql<number>`${tickets.raised_by}`,
          ticket_no: tickets.ticket_no,
          subject: tickets.subject,
          priority: tickets.priority,
          status: tickets.status,
          created_at: sql<string>`to_char(${tickets.created_at} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD')`,
        })
        .from(tickets)
        .where(eq(tickets.raised_by, me))
        .orderBy(descending(tickets.id))
        .limit(200),
      db
        .select({
          id: assets.id,
          assigned_to: sql<number>`${assets.assigned_to}`,
          tag: assets.tag,
          category: assets.category,
          make_model: assets.make_model,
          serial_no: assets.serial_no,
          issued_on: sql<string | null>`(SELECT max(a.issued_on)::text FROM asset_assignments a WHERE a.asset_id = ${assets.id}
            AND a.user_id = ${me} AND a.returned_on IS NULL)`,
        })
        .from(assets)
        .where(eq(assets.assigned_to, me))
        .orderBy(assets.tag),
    ]);
    return { data: { tasks: myTasks, tickets: myTickets, assets: myAssets } };
  });

  await profileRoutes(app, ctx);
};
