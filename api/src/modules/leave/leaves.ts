import { and, asc, between, eq, getTableColumns, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HalfDays } from 'mfe-hr/model';
import type { Db } from '../../db/client';
import { hrHolidays, leaveEvents, leaves, users } from '../../db/schema/index';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { bodySchema, fieldMessages, idOf, idParamsSchema, kitValidatorCompiler, registerResource, userFullName } from '../../kit/index';
import { toColumns, validateRecord } from 'shared/resources';
import { actorOf, holds } from '../hr-common/actor';
import { assertMove, MOVE_MESSAGES, moveSchema } from '../hr-common/flow';
import { LEAVE_FLOW, LEAVE_MESSAGES, leaveDays, leaveRoles, leavesResource as desc } from 'mfe-hr/model';
import { assertCanApply, consume, giveBack } from './balance';

/** Administrators see every leave; others their own and those of the people reporting to them. */
function scope(req: FastifyRequest) {
  const me = actorOf(req);
  if (holds(me, 'leave_approval_all')) return undefined;
  return or(eq(leaves.user_id, me.id), sql`${leaves.user_id} IN (SELECT id FROM users WHERE reporting_manager_id = ${me.id})`);
}

async function holidaySet(db: Db, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .select({ d: hrHolidays.day })
    .from(hrHolidays)
    .where(between(hrHolidays.day, from, to));
  return new Set(rows.map((r) => r.d));
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
    { validatorCompiler: kitValidatorCompiler, schema: { body: bodySchema(desc, 'create') }, config },
    async (req, reply) => {
      const me = actorOf(req);
      const body = req.body;
      const errors = validateRecord(desc, body, 'create');
      if (Object.keys(errors).length) throw badRequest(errors);
      const columns = toColumns(desc, body, 'create') as Record<string, unknown>;
      const userId = (columns.user_id as number | null | undefined) ?? me.id;
      if (userId !== me.id && !holds(me, 'leave_approval_all')) throw forbidden(LEAVE_MESSAGES.otherUser);
      const from = columns.from_date as string;
      const to = columns.to_date as string;
      const half = ((columns.half_days as string) || 'NONE') as HalfDays;
      const days = leaveDays(from, to, half, await holidaySet(db, from, to));
      if (days === null) throw badRequest({ to_date: 'To Date cannot be before From Date' });
      if (days <= 0) throw badRequest({ from_date: LEAVE_MESSAGES.noWorkingDay });

      const id = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const [who] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        if (!who) throw badRequest({ user_id: 'Choose a valid Employee' });
        const [clash] = await tx
          .select({ from: leaves.from_date, to: leaves.to_date })
          .from(leaves)
          .where(
            and(
              eq(leaves.user_id, userId),
              inArray(leaves.status, ['PENDING', 'APPROVED']),
              lte(leaves.from_date, to),
              gte(leaves.to_date, from),
            ),
          )
          .limit(1);
        if (clash) throw conflict(LEAVE_MESSAGES.overlap.replace('{from}', clash.from).replace('{to}', clash.to));
        await assertCanApply(tx, { userId, year: Number(from.slice(0, 4)), type: columns.leave_type as string }, days);
        const [row] = await tx
          .insert(leaves)
          .values({
            user_id: userId,
            leave_type: columns.leave_type as string,
            from_date: from,
            to_date: to,
            half_days: half,
            days,
            reason: columns.reason as string,
            status: LEAVE_FLOW.initial,
            applied_by: me.id,
          })
          .returning({ id: leaves.id });
        await tx
          .insert(leaveEvents)
          .values({ leave_id: row.id, move: 'apply', to_status: LEAVE_FLOW.initial, comment: columns.reason as string, by_user: me.id });
        return row.id;
      });
      return reply.code(201).send({ data: await store.read(id), message: desc.messages.created });
    },
  );

  app.post<{ Params: { id: string }; Body: { move: string; comment?: string; version: number } }>(
    `/api/${desc.path}/:id/move`,
    {
      validatorCompiler: kitValidatorCompiler,
      schema: { params: idParamsSchema, body: moveSchema(LEAVE_FLOW) },
      config: { right: desc.right, messages: MOVE_MESSAGES },
    },
    async (req) => {
      const me = actorOf(req);
      const id = idOf(req.params.id);
      const move = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const [row] = await tx
          .select({ ...getTableColumns(leaves), reporting_manager_id: users.reporting_manager_id })
          .from(leaves)
          .innerJoin(users, eq(users.id, leaves.user_id))
          .where(eq(leaves.id, id))
          .for('update', { of: leaves });
        if (!row) throw notFound('Leave not found. It may have been removed; reload the list.');
        const m = assertMove(LEAVE_FLOW, row, req.body, leaveRoles(me, row));
        const key = { userId: row.user_id, year: Number(row.from_date.slice(0, 4)), type: row.leave_type };
        if (m.to === 'APPROVED') await consume(tx, key, row.days);
        if (row.status === 'APPROVED' && m.to === 'CANCELLED') await giveBack(tx, key, row.days);
        const comment = req.body.comment?.trim() || null;
        await tx
          .update(leaves)
          .set({
            status: m.to,
            ...(m.id === 'cancel' ? {} : { decided_by: me.id, decided_at: new Date() }),
            ...(comment ? { decision_comment: comment } : {}),
            version: sql`${leaves.version} + 1`,
            updated_at: new Date(),
          })
          .where(and(eq(leaves.id, id), eq(leaves.version, row.version)));
        await tx
          .insert(leaveEvents)
          .values({ leave_id: id, move: m.id, from_status: row.status, to_status: m.to, comment, by_user: me.id });
        return m;
      });
      return { data: await store.read(id), message: move.message };
    },
  );

  app.get<{ Params: { id: string } }>(
    `/api/${desc.path}/:id/history`,
    { validatorCompiler: kitValidatorCompiler, schema: { params: idParamsSchema }, config: { right: desc.right } },
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
