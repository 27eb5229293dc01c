import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import {
  bodySchema,
  fieldMessages,
  idOf,
  idParamsSchema,
  kitValidatorCompiler,
  registerCommentThread,
  registerResource,
  userFullName,
} from '../../kit/index';
import { kitAnswers } from '../../kit/answers';
import { withDefaults } from '../../kit/schema';
import { STALE_VERSION_MESSAGE, toColumns, validateRecord } from 'shared/resources';
import { actorOf } from '../cases/actor';
import { one } from '../../db/rows';
import {
  MILESTONE_EVENTS,
  QUERY_MOVES,
  QUERY_SLA_HOURS,
  queriesResource as desc,
  queryCommentsResource,
  queryMoveError,
} from 'mfe-cases/model';
import { syncCaseWithQueries } from './case-link';
import { emitMilestone, emitQueryRaised } from '../milestones/emit';
import { caseLookupRoute } from './case-lookup';
import { caseQueries, caseQueryComments } from '../../db/schema/index';

const route = { validatorCompiler: kitValidatorCompiler };
// A raised query and a moved one answer as the kit's create and update do: the record and a message.
const answers = kitAnswers(desc);
const slaFrom = (start: Date, priority: string) => new Date(start.getTime() + (QUERY_SLA_HOURS[priority] ?? 48) * 3_600_000);

const moveBody = {
  type: 'object',
  additionalProperties: false,
  required: ['move', 'version'],
  properties: {
    move: { type: 'string', enum: QUERY_MOVES.map((m) => m.id) },
    comment: { type: 'string', maxLength: 1000 },
    version: { type: 'integer', minimum: 1, maximum: 2147483647 },
  },
} as const;
const moveMessages = {
  _: { default: 'Send a JSON object: { move, comment, version }.' },
  move: { required: 'Choose an action.', default: 'Choose a valid action.' },
  comment: { maxLength: 'The comment must be at most 1000 characters.', default: 'The comment must be text.' },
  version: { required: 'The record version is required.', default: 'The record version must be a whole number.' },
};

/**
 * Queries on cases (right queries): list / read / edit from the kit; raising one and each move of
 * the query flow (mfe-cases/model queries.ts) run in one transaction with the linked case's move
 * into or out of QUERY_PENDING (case-link.ts), so a refused case move leaves no query behind.
 */
export const queryRoutes: FastifyPluginAsync<AppContext> = async (app, { db, files }) => {
  caseLookupRoute(app, db);
  registerCommentThread(app, db, {
    path: 'queries',
    desc: queryCommentsResource,
    comments: { ...caseQueryComments, table: caseQueryComments, parent: caseQueryComments.query_id },
    stored: files.at('queries'),
    visible: async (_req, id) => {
      const [q] = await db.select({ id: caseQueries.id }).from(caseQueries).where(eq(caseQueries.id, id));
      if (!q) throw notFound('Query not found. It may have been deleted; reload the list.');
    },
  });

  const store = registerResource(app, db, {
    desc,
    table: caseQueries,
    computed: { raised_by_name: userFullName(caseQueries.raised_by) },
    routes: { create: false },
    beforeWrite: ({ mode, columns, current }) => {
      if (mode === 'update' && columns.priority && columns.priority !== current!.priority)
        columns.sla_due = slaFrom(current!.created_at as Date, String(columns.priority));
    },
  });

  app.post<{ Body: Record<string, unknown> }>(
    '/api/queries',
    {
      ...route,
      schema: { body: bodySchema(desc, 'create'), response: answers.created },
      config: { right: desc.right, messages: fieldMessages(desc) },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      const body = withDefaults(desc, req.body);
      const errors = validateRecord(desc, body, 'create');
      if (Object.keys(errors).length) throw badRequest(errors);
      const columns = toColumns(desc, body, 'create');
      const id = await db.transaction(async (tx) => {
        const c = await one<{ case_no: string }>(tx, sql`SELECT case_no FROM cases WHERE id = ${columns.case_id as number}`);
        if (!c) throw badRequest({ case_id: 'Choose an existing case.' });
        if (columns.assigned_to != null && !(await one(tx, sql`SELECT 1 FROM users WHERE id = ${columns.assigned_to as number}`)))
          throw badRequest({ assigned_to: 'Choose a valid Assigned To' });
        const [row] = await tx
          .insert(caseQueries)
          .values({
            ...(columns as typeof caseQueries.$inferInsert),
            raised_by: actor.id,
            sla_due: slaFrom(new Date(), String(columns.priority)),
          })
          .returning({ id: caseQueries.id });
        await tx
          .update(caseQueries)
          .set({ query_no: `QRY-${String(row.id).padStart(6, '0')}` })
          .where(eq(caseQueries.id, row.id));
        await tx
          .insert(caseQueryComments)
          .values({ query_id: row.id, author_id: actor.id, move: 'raise', body: String(columns.description) });
        await syncCaseWithQueries(
          tx,
          columns.case_id as number,
          actor,
          `Query QRY-${String(row.id).padStart(6, '0')}: ${String(columns.subject)}`,
        );
        await emitQueryRaised(tx, columns, `QRY-${String(row.id).padStart(6, '0')}`);
        return row.id;
      });
      return reply.code(201).send({ data: await store.read(id), message: desc.messages.created });
    },
  );

  app.post<{ Params: { id: string }; Body: { move: string; comment?: string; version: number } }>(
    '/api/queries/:id/move',
    {
      ...route,
      schema: { params: idParamsSchema, body: moveBody, response: answers.updated },
      config: { right: desc.right, messages: moveMessages },
    },
    async (req) => {
      const actor = actorOf(req);
      const id = idOf(req.params.id);
      const move = QUERY_MOVES.find((m) => m.id === req.body.move)!;
      await db.transaction(async (tx) => {
        const [q] = await tx.select().from(caseQueries).where(eq(caseQueries.id, id)).for('update');
        if (!q) throw notFound('Query not found. It may have been deleted; reload the list.');
        if (q.version !== req.body.version) throw conflict(STALE_VERSION_MESSAGE);
        const refusal = queryMoveError(move.id, q.status, req.body.comment);
        if (refusal)
          throw refusal.status === 409 ? conflict(refusal.message) : new HttpError(400, refusal.message, { comment: refusal.message });
        const now = new Date();
        await tx
          .update(caseQueries)
          .set({
            status: move.to,
            ...(move.to === 'RESOLVED' ? { resolved_at: now } : {}),
            ...(move.to === 'CLOSED' ? { closed_at: now } : {}),
            ...(move.to === 'OPEN' ? { resolved_at: null, closed_at: null, sla_due: slaFrom(now, q.priority) } : {}),
            version: sql`${caseQueries.version} + 1`,
            updated_at: now,
          })
          .where(and(eq(caseQueries.id, id), eq(caseQueries.version, q.version)));
        const text = req.body.comment?.trim();
        const label = `${move.label}${text ? `: ${text}` : ''}`;
        await tx.insert(caseQueryComments).values({ query_id: id, author_id: actor.id, move: move.id, body: label });
        await syncCaseWithQueries(tx, q.case_id, actor, `Query ${q.query_no}: ${label}`.slice(0, 1000));
        await emitMilestone(tx, { event: MILESTONE_EVENTS.caseMoved, caseId: q.case_id });
      });
      return { data: await store.read(id), message: move.message };
    },
  );
};
