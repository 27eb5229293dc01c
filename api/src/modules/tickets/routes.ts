import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { ticketComments, tickets, users } from '../../db/schema/index';
import { badRequest, forbidden, notFound } from '../../http/errors';
import {
  bodySchema,
  fieldMessages,
  idOf,
  idParamsSchema,
  ID_PATTERN,
  kitValidatorCompiler,
  registerResource,
  type Row,
  userFullName,
} from '../../kit/index';
import { validateRecord } from 'shared/resources';
import { commitFiles, fileDto, readMultipart, sendStoredFile, type StoredFile } from '../../kit/uploads';
import { jsonBody } from '../../http/schemas';
import { actorOf, isAdmin } from '../hr-common/actor';
import { assertMove, MOVE_MESSAGES, moveSchema } from '../hr-common/flow';
import { TICKET_FLOW, TICKET_SLA_HOURS, ticketCommentsResource as commentDesc, ticketRoles, ticketsResource as desc } from 'mfe-hr/model';

/** A user sees the tickets they raised or are assigned; administrators see all. */
function scope(req: FastifyRequest) {
  const me = actorOf(req);
  return isAdmin(me) ? undefined : or(eq(tickets.raised_by, me.id), eq(tickets.assigned_to, me.id));
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
    computed: { raised_by_name: userFullName(tickets.raised_by), assigned_to_name: userFullName(tickets.assigned_to) },
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

  app.get<{ Params: { id: string } }>(
    `/api/tickets/:id`,
    { validatorCompiler: kitValidatorCompiler, schema: { params: idParamsSchema }, config: { right: desc.right } },
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
      schema: { params: idParamsSchema, body: moveSchema(TICKET_FLOW) },
      config: { right: desc.right, messages: MOVE_MESSAGES },
    },
    async (req) => {
      const me = actorOf(req);
      const id = idOf(req.params.id);
      const move = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
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

  const commentParams = {
    type: 'object',
    required: ['id', 'cid'],
    properties: { id: { type: 'string', pattern: ID_PATTERN }, cid: { type: 'string', pattern: ID_PATTERN } },
  };

  app.get<{ Params: { id: string } }>(
    '/api/tickets/:id/comments',
    { validatorCompiler: kitValidatorCompiler, schema: { params: idParamsSchema }, config: { right: desc.right } },
    async (req) => {
      const id = idOf(req.params.id);
      await visible(req, id);
      const rows = await db
        .select({
          id: ticketComments.id,
          body: ticketComments.body,
          move: ticketComments.move,
          attachment: ticketComments.attachment,
          author_name: users.name,
          created_at: ticketComments.created_at,
        })
        .from(ticketComments)
        .leftJoin(users, eq(users.id, ticketComments.author_id))
        .where(eq(ticketComments.ticket_id, id))
        .orderBy(asc(ticketComments.id));
      return {
        data: rows.map((r) => ({
          ...r,
          created_at: r.created_at.toISOString(),
          attachment: fileDto(r.attachment, `tickets/${id}/comments/${r.id}/attachment`),
        })),
      };
    },
  );

  app.post<{ Params: { id: string }; Body: Row }>(
    '/api/tickets/:id/comments',
    {
      validatorCompiler: kitValidatorCompiler,
      schema: { params: idParamsSchema, body: jsonBody(bodySchema(commentDesc, 'create')) },
      config: { right: desc.right, messages: fieldMessages(commentDesc) },
    },
    async (req, reply) => {
      const me = actorOf(req);
      const id = idOf(req.params.id);
      await visible(req, id);
      let body: Row;
      let staging;
      if (req.isMultipart()) ({ body, staging } = await readMultipart(req, commentDesc, bodySchema(commentDesc, 'create'), stored));
      else if (!req.body || typeof req.body !== 'object' || Array.isArray(req.body))
        throw badRequest({ _: 'Send a JSON object or a form.' });
      else body = req.body;
      try {
        const errors = validateRecord(commentDesc, body, 'create');
        if (Object.keys(errors).length) throw badRequest(errors);
        const [row] = await db
          .insert(ticketComments)
          .values({ ticket_id: id, author_id: me.id, body: String(body.body).trim() })
          .returning({ id: ticketComments.id });
        if (staging?.files.length) {
          const columns = await commitFiles(staging, stored, id);
          await db.update(ticketComments).set({ attachment: columns.attachment }).where(eq(ticketComments.id, row.id));
        }
        return reply.code(201).send({ data: { id: row.id }, message: commentDesc.messages.created });
      } finally {
        await staging?.cleanup();
      }
    },
  );

  app.get<{ Params: { id: string; cid: string } }>(
    '/api/tickets/:id/comments/:cid/attachment',
    { validatorCompiler: kitValidatorCompiler, schema: { params: commentParams }, config: { right: desc.right } },
    async (req, reply) => {
      const id = idOf(req.params.id);
      await visible(req, id);
      const [c] = await db
        .select({ attachment: ticketComments.attachment })
        .from(ticketComments)
        .where(and(eq(ticketComments.id, idOf(req.params.cid)), eq(ticketComments.ticket_id, id)));
      return sendStoredFile(reply, stored, c?.attachment as StoredFile | null);
    },
  );
};
