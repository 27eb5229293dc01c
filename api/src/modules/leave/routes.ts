import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { holidays, leaveBalances, leavePolicies } from '../../db/schema/index';
import { badRequest, forbidden } from '../../http/errors';
import { registerResource, userFullName } from '../../kit/index';
import { actorOf, holds } from '../hr-common/actor';
import { businessToday } from '../../kit/business-time';
import { holidaysResource, LEAVE_TYPE_OPTIONS, leaveBalancesResource, leavePoliciesResource, type MyLeaveBalance } from 'mfe-hr/model';
import { ensureBalances } from './policy';
import { leaveRoutes } from './leaves';
import { myBalancesAnswer } from './answers';

const adminsOnly = ({ req }: { req: FastifyRequest }) => {
  if (!holds(actorOf(req), 'leave_approval_all')) throw forbidden('Only an administrator can change this.');
};

// Qualified by hand: drizzle leaves a single table's columns unqualified, which inside this
// subquery would bind to the leaves alias instead.
const pending = sql<number>`(SELECT coalesce(sum(l.days), 0) FROM leaves l WHERE l.user_id = leave_balances.user_id
  AND l.leave_type = leave_balances.leave_type AND l.status = 'PENDING'
  AND l.from_date >= make_date(leave_balances.year, 1, 1) AND l.from_date < make_date(leave_balances.year + 1, 1, 1))`;

/** Someone's balances of a year, every type (made from the policy where missing; zero where nothing applies). */
export async function balancesOf(db: Db, userId: number, year: number): Promise<MyLeaveBalance[]> {
  await db.transaction((tx) => ensureBalances(tx, userId, year));
  const rows = await db
    .select({
      leave_type: leaveBalances.leave_type,
      allotted: leaveBalances.allotted,
      used: leaveBalances.used,
      pending: pending.mapWith(Number),
    })
    .from(leaveBalances)
    .where(and(eq(leaveBalances.user_id, userId), eq(leaveBalances.year, year)));
  return LEAVE_TYPE_OPTIONS.map(({ value }) => {
    const r = rows.find((x) => x.leave_type === value) ?? { allotted: 0, used: 0, pending: 0 };
    return { leave_type: value, allotted: r.allotted, used: r.used, pending: r.pending, available: r.allotted - r.used - r.pending };
  });
}

/**
 * Leave (right leave_management): the holiday list, leave applications with their flow
 * (mfe-hr/model LEAVE_FLOW), and the balance per user, year and type.
 */
export const leaveModuleRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  registerResource(app, db, { desc: holidaysResource, table: holidays, beforeWrite: adminsOnly, beforeDelete: adminsOnly });
  registerResource(app, db, { desc: leavePoliciesResource, table: leavePolicies, beforeWrite: adminsOnly, beforeDelete: adminsOnly });

  registerResource(app, db, {
    desc: leaveBalancesResource,
    table: leaveBalances,
    onlyDescribed: true,
    computed: {
      user_name: userFullName(leaveBalances.user_id),
      pending: pending.mapWith(Number),
      available: sql<number>`${leaveBalances.allotted} - ${leaveBalances.used} - ${pending}`.mapWith(Number),
    },
    scope: (req) => (holds(actorOf(req), 'leave_approval_all') ? undefined : eq(leaveBalances.user_id, actorOf(req).id)),
    routes: { read: false },
    beforeWrite: (ctx) => {
      adminsOnly(ctx);
      // An allotment below what is already taken would make the balance negative.
      if (ctx.mode === 'update' && typeof ctx.columns.allotted === 'number' && ctx.current && ctx.current.leave_type !== 'LWP') {
        const used = Number(ctx.current.used);
        if (ctx.columns.allotted < used) throw badRequest({ allotted: `Already ${used} day(s) used: the allotment cannot be lower.` });
      }
    },
  });

  // The caller's own balances of a year (every type, zero when nothing is allotted).
  app.get<{ Querystring: { year?: number } }>(
    '/api/leave-balances/mine',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { year: { type: 'integer', minimum: 2000, maximum: 2100 } },
        },
        response: myBalancesAnswer,
      },
      config: { right: leaveBalancesResource.right },
    },
    async (req) => {
      const year = req.query.year ?? Number(businessToday().slice(0, 4));
      return { year, data: await balancesOf(db, actorOf(req).id, year) };
    },
  );

  leaveRoutes(app, db);
};
