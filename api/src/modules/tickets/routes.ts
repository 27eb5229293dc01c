import { and, eq, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { ticketComments, tickets } from '../../db/schema/index';
import { forbidden, notFound } from '../../http/errors';
import { idOf, idParamsSchema, kitValidatorCompiler, registerCommentThread, registerResource, userFullName } from '../../kit/index';
import { dataOf } from '../../http/answer-schemas';
import { recordAnswer } from '../../kit/answers';
import { actorOf, holds } from '../hr-common/actor';
import { assertMove, MOVE_MESSAGES, moveSchema } from '../hr-common/flow';
import { TICKET_FLOW, TICKET_SLA_HOURS, ticketCommentsResource as commentDesc, ticketRoles, ticketsResource as desc } from 'mfe-hr/model';

/** A user sees the tickets they raised or are assigned; administrators see all. */
function scope(req: FastifyRequest) {
  const me = actorOf(req);
  return holds(me, 'all_tickets') ? undefined : or(eq(tickets.raised_by, me.id), eq(tickets.assigned_to, me.id));
}

const slaFrom = (start: Date, priority: string) => new Date(start.getTime() + (TICKET_SLA_HOURS[priority] ?? 24) * 3_600_000);

/**
 * IT and HR tickets (right tickets): raise, edit, the flow of mfe-hr/model TICKET_FLOW, and a
 * comment thread with attachments. Visibility is enforced here, not only in the page.
 */
export const ticketRoutes: FastifyPluginAsync<AppContext> = async (app, { db, files }) => {
  const stored = files.at('tickets');

  async function visible(req: FastifyRequest, id: number, tx: Db = db) {
    const [row] = await tx
      .select()
      .from(tickets)
      .where(and(eq(tickets.id, id), scope(req)));
    if (!row) throw notFound('Ticket not found. It may not be yours to see; reload the list.');
    return row;
  }

  const store = registerResource(app, db, {
    desc,
    table: tickets,
    computed: {
      raised_by_name: userFullName(tickets.raised_by),
      assigned_to_name: userFullName(tickets.assigned_to),
      // The SLA at a glance: an open ticket past its due time, or one resolved after it.
      sla_note: sql<string>`CASE WHEN ${tickets.status} IN ('OPEN', 'IN_PROGRESS') AND ${tickets.sla_due} < now() THEN 'Overdue'
        WHEN ${tickets.resolved_at} > ${tickets.sla_due} THEN 'Resolved late' ELSE '' END`,
    },
    scope,
    routes: { read: false },
    beforeWrite: async ({ mode, columns, current, req }) => {
      const me = actorOf(req);
      if (mode === 'create') {
        columns.raised_by = me.id;
        columns.sla_due = slaFrom(new Date(), String(columns.priority ?? 'MEDIUM'));
        return;
      }
      const roles = ticketRoles(me, current!);
      if (!roles.length) throw notFound('Ticket not found. It may not be yours to see; reload the list.');
      if (
        'assigned_to' in columns &&
        columns.assigned_to !== current!.assigned_to &&
        !roles.includes('admin') &&
        !roles.includes('assignee')
      ) {
        throw forbidden('Only the assignee or an administrator can reassign a ticket.');
      }
      if (columns.priority && columns.priority !== current!.priority)
        columns.sla_due = slaFrom(current!.created_at as Date, String(columns.priority));
    },
    afterWrite: async ({ mode, id, db: tx }) => {
      if (mode === 'create')
        await tx
          .update(tickets)
          .set({ ticket_no: `TKT-${String(id).padStart(6, '0')}` })
          .where(eq(tickets.id, id));
    },
  });

  // Reading one ticket and a move answer the record as the kit reads it.
  const ticketAnswer = { 200: dataOf(recordAnswer(desc)) };
  app.get<{ Params: { id: string } }>(
    `/api/tickets/:id`,
    { validatorCompiler: kitValidatorCompiler, schema: { params: idParamsSchema, response: ticketAnswer }, config: { right: desc.right } },
    async (req) => {
      const id = idOf(req.params.id);
      await visible(req, id);
      return { data: await store.read(id) };
    },
  );

  app.post<{ Params: { id: string }; Body: { move: string; comment?: string; version: number } }>(
    '/api/tickets/:id/move',
    {
      validatorCompiler: kitValidatorCompiler,
      schema: { params: idParamsSchema, body: moveSchema(TICKET_FLOW), response: ticketAnswer },
      config: { right: desc.right, messages: MOVE_MESSAGES },
    },
    async (req) => {
      const me = actorOf(req);
      const id = idOf(req.params.id);
      const move = await db.transaction(async (tx) => {
        const row = await visible(req, id, tx);
        const m = assertMove(TICKET_FLOW, row, req.body, ticketRoles(me, row));
        const now = new Date();
        await tx
          .update(tickets)
          .set({
            status: m.to,
            ...(m.to === 'RESOLVED' ? { resolved_at: now } : {}),
            ...(m.to === 'CLOSED' ? { closed_at: now } : {}),
            ...(m.to === 'OPEN' ? { resolved_at: null, closed_at: null, sla_due: slaFrom(now, row.priority) } : {}),
            version: sql`${tickets.version} + 1`,
            updated_at: now,
          })
          .where(and(eq(tickets.id, id), eq(tickets.version, row.version)));
        const label = TICKET_FLOW.statuses.find((s) => s.value === m.to)?.label ?? m.to;
        const text = req.body.comment?.trim();
        await tx.insert(ticketComments).values({ ticket_id: id, author_id: me.id, move: m.id, body: text ? `${label}: ${text}` : label });
        return m;
      });
      return { data: await store.read(id), message: move.message };
    },
  );

  registerCommentThread(app, db, {
    path: 'tickets',
    desc: commentDesc,
    comments: { ...ticketComments, table: ticketComments, parent: ticketComments.ticket_id },
    stored,
    visible: async (req, id) => void (await visible(req, id)),
  });
};
