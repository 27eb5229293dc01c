import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { holidays, leaveBalances, users } from '../../db/schema/index';
import { badRequest, forbidden } from '../../http/errors';
import { registerResource } from '../../kit/index';
import { actorOf, isAdmin } from '../hr-common/actor';
import { hrModel } from '../hr-common/model';
import { leaveRoutes } from './leaves';

const { holidaysResource, leaveBalancesResource } = hrModel;

const adminsOnly = ({ req }: { req: FastifyRequest }) => {
  if (!isAdmin(actorOf(req))) throw forbidden('Only an administrator can change this.');
};

/**
 * Leave (right leave_management): the holiday list, leave applications with their flow
 * (mfe-hr/model LEAVE_FLOW), and the balance per user, year and type.
 */
export const leaveModuleRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  registerResource(app, db, { desc: holidaysResource, table: holidays, beforeWrite: adminsOnly, beforeDelete: adminsOnly });

  const pending = sql<number>`(SELECT coalesce(sum(l.days), 0) FROM leaves l WHERE l.user_id = ${leaveBalances.user_id}
    AND l.leave_type = ${leaveBalances.leave_type} AND l.status = 'PENDING'
    AND l.from_date >= make_date(${leaveBalances.year}, 1, 1) AND l.from_date < make_date(${leaveBalances.year} + 1, 1, 1))`;
  registerResource(app, db, {
    desc: leaveBalancesResource,
    table: leaveBalances,
    columns: {
      id: leaveBalances.id,
      user_id: leaveBalances.user_id,
      user_name: sql<string>`${users.name} || coalesce(' ' || ${users.surname}, '')`,
      year: leaveBalances.year,
      leave_type: leaveBalances.leave_type,
      allotted: leaveBalances.allotted,
      used: leaveBalances.used,
      pending: pending.mapWith(Number),
      available: sql<number>`${leaveBalances.allotted} - ${leaveBalances.used} - ${pending}`.mapWith(Number),
      version: leaveBalances.version,
    },
    join: (q) => q.leftJoin(users, eq(users.id, leaveBalances.user_id)),
    scope: (req) => (isAdmin(actorOf(req)) ? undefined : eq(leaveBalances.user_id, actorOf(req).id)),
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

  leaveRoutes(app, db);
};
