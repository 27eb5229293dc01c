import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { leaveEvents, leaves, users } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { bodySchema, fieldMessages, idOf, idParamsSchema, kitValidatorCompiler, registerResource, userFullName } from '../../kit/index';
import { actorOf, holds } from '../hr-common/actor';
import { MOVE_MESSAGES, moveSchema } from '../hr-common/flow';
import { LEAVE_FLOW, leavesResource as desc } from 'mfe-hr/model';
import { applyLeave, moveLeave } from './apply';
import { historyAnswer, leaveAnswer } from './answers';

/** Administrators see every leave; others their own and those of the people reporting to them. */
function scope(req: FastifyRequest) {
  const me = actorOf(req);
  if (holds(me, 'leave_approval_all')) return undefined;
  return or(eq(leaves.user_id, me.id), sql`${leaves.user_id} IN (SELECT id FROM users WHERE reporting_manager_id = ${me.id})`);
}

export function leaveRoutes(app: FastifyInstance, db: Db) {
  const store = registerResource(app, db, {
    desc,
    table: leaves,
    computed: {
      user_name: userFullName(leaves.user_id),
      // Names one leave in buttons and dialogs ("Approve leave HR Manager CL 2026-12-07").
      title: sql<string>`${userFullName(leaves.user_id)} || ' ' || ${leaves.leave_type} || ' ' || to_char(${leaves.from_date}, 'YYYY-MM-DD')`,
      reporting_manager_id: sql<number | null>`(SELECT ${users.reporting_manager_id} FROM ${users} WHERE ${users.id} = ${leaves.user_id})`,
      decided_by_name: sql<string | null>`(SELECT ${users.name} FROM ${users} WHERE ${users.id} = ${leaves.decided_by})`,
    },
    scope,
    // Reading one leave goes through the scoped list; applying is the route below.
    routes: { create: false, read: false },
  });

  const config = { right: desc.right, messages: fieldMessages(desc) };

  // Applying runs in one transaction with the person's row locked, so two requests at once cannot
  // both pass the overlap and balance checks.
  app.post<{ Body: Record<string, unknown> }>(
    `/api/${desc.path}`,
    { validatorCompiler: kitValidatorCompiler, schema: { body: bodySchema(desc, 'create'), response: { 201: leaveAnswer } }, config },
    async (req, reply) => {
      const id = await applyLeave(db, actorOf(req), req.body);
      return reply.code(201).send({ data: await store.read(id), message: desc.messages.created });
    },
  );

  app.post<{ Params: { id: string }; Body: { move: string; comment?: string; version: number } }>(
    `/api/${desc.path}/:id/move`,
    {
      validatorCompiler: kitValidatorCompiler,
      schema: { params: idParamsSchema, body: moveSchema(LEAVE_FLOW), response: { 200: leaveAnswer } },
      config: { right: desc.right, messages: MOVE_MESSAGES },
    },
    async (req) => {
      const id = idOf(req.params.id);
      const move = await moveLeave(db, actorOf(req), id, req.body);
      return { data: await store.read(id), message: move.message };
    },
  );

  app.get<{ Params: { id: string } }>(
    `/api/${desc.path}/:id/history`,
    { validatorCompiler: kitValidatorCompiler, schema: { params: idParamsSchema, response: historyAnswer }, config: { right: desc.right } },
    async (req) => {
      const id = idOf(req.params.id);
      const [visible] = await db
        .select({ id: leaves.id })
        .from(leaves)
        .where(and(eq(leaves.id, id), scope(req)));
      if (!visible) throw notFound('Leave not found.');
      const data = await db
        .select({
          move: leaveEvents.move,
          from_status: leaveEvents.from_status,
          to_status: leaveEvents.to_status,
          comment: leaveEvents.comment,
          by_name: users.name,
          at: leaveEvents.at,
        })
        .from(leaveEvents)
        .leftJoin(users, eq(users.id, leaveEvents.by_user))
        .where(eq(leaveEvents.leave_id, id))
        .orderBy(asc(leaveEvents.id));
      return { data: data.map((e) => ({ ...e, at: e.at.toISOString() })) };
    },
  );
}
