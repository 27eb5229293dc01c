import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { idOf, idParamsSchema, kitValidatorCompiler } from '../../kit/index';
import { actorOf, listActorOf } from './actor';
import { createCase, DuplicateCaseError } from './create';
import { findDuplicates } from './duplicates';
import { findCases } from './find';
import { listCases, type CaseListQuery } from './list';
import { makeMove, moveCase, type MoveBody } from './moves';
import { readCase } from './read';
import { askFeedbackOnRelease } from './release-feedback';
import { caseMailRoutes } from './release-mail';
import { emitMove } from '../milestones/emit';
import { sendCaseMailsNow } from '../milestones/mail-queue';
import { reportPdf } from './report-pdf';
import { documentRoutes } from './documents';
import { caseExportRoutes } from './export';
import { siteCheckInRoutes } from './site-positions';
import { ndmaFillRoutes } from './ndma-fill';
import * as s from './schemas';
import * as a from './answers';
import * as la from './lookup-answers';
import { CASE_STATE_LABELS, type CaseState } from 'mfe-cases/model';
import { dto } from './sql';
import { rows } from '../../db/rows';
import { updateCase } from './workbench';
import { readRevisions } from './revisions';

const route = { validatorCompiler: kitValidatorCompiler };

/**
 * Valuation cases: GET/POST /api/cases, GET/PUT /api/cases/{id}, POST /api/cases/{id}/moves,
 * POST /api/cases/allocate, POST /api/cases/duplicates, POST /api/cases/{id}/ndma-fill, and the
 * case screens' lookups. Rights: each route its page's right; each move additionally the flow's `who` (mfe-cases/model flow.ts).
 */
export const caseRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db, config, mailer, files } = ctx;
  documentRoutes(app, db, files.at('cases'));
  caseMailRoutes(app, db);
  siteCheckInRoutes(app, db);
  ndmaFillRoutes(app, db);
  caseExportRoutes(app, db);

  app.get<{ Querystring: CaseListQuery }>(
    '/api/cases',
    { ...route, schema: { querystring: s.listQuery, response: a.caseList }, config: { right: 'case_master_page' } },
    (req) => listCases(db, req.query, listActorOf(req)),
  );

  app.get<{ Querystring: { q: string; view: 'wip' } }>(
    '/api/cases/find',
    { ...route, schema: { querystring: s.findQuery, response: a.found }, config: { right: 'case_master_page' } },
    async (req) => ({ data: await findCases(db, req.query.q, req.query.view, listActorOf(req)) }),
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/api/cases',
    {
      ...route,
      schema: { body: s.createBody, response: a.caseCreated },
      config: { right: 'initiated_case_page', messages: s.createMessages },
    },
    async (req, reply) => {
      try {
        const made = await createCase(db, req.body, actorOf(req));
        return reply.code(201).send({ data: await readCase(db, made.id, actorOf(req)), message: `Case ${made.case_no} initiated.` });
      } catch (err) {
        if (err instanceof DuplicateCaseError) return reply.code(409).send({ ...err.toBody(), duplicates: err.duplicates });
        throw err;
      }
    },
  );

  app.post<{ Body: Parameters<typeof findDuplicates>[1] }>(
    '/api/cases/duplicates',
    { ...route, schema: { body: s.duplicateBody, response: a.duplicates }, config: { right: 'initiated_case_page' } },
    async (req) => ({ data: await findDuplicates(db, req.body) }),
  );

  app.get<{ Params: { id: string } }>(
    '/api/cases/:id',
    { ...route, schema: { params: idParamsSchema, response: a.caseRead }, config: { right: 'case_master_page' } },
    async (req) => ({
      data: await readCase(db, idOf(req.params.id), actorOf(req)),
    }),
  );

  app.get<{ Params: { id: string } }>(
    '/api/cases/:id/report.pdf',
    { ...route, schema: { params: idParamsSchema, response: la.reportPdf }, config: { right: 'case_master_page' } },
    async (req, reply) => {
      actorOf(req);
      const { pdf, fileName, timing } = await reportPdf(db, idOf(req.params.id), files);
      return reply
        .header(
          'server-timing',
          Object.entries(timing)
            .map(([k, ms]) => `${k};dur=${ms.toFixed(1)}`)
            .join(', '),
        )
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/cases/:id/revisions',
    { ...route, schema: { params: idParamsSchema, response: a.revisions }, config: { right: 'case_master_page' } },
    async (req) => {
      actorOf(req);
      return { data: await readRevisions(db, idOf(req.params.id)) };
    },
  );

  app.put<{ Params: { id: string }; Body: Record<string, unknown> }>(
    '/api/cases/:id',
    {
      ...route,
      schema: { params: idParamsSchema, body: s.updateBody, response: a.caseSaved },
      config: { right: 'work_in_progress_case_page', messages: s.updateMessages },
    },
    async (req) => {
      const id = idOf(req.params.id);
      await updateCase(db, id, req.body, actorOf(req).id);
      return { data: await readCase(db, id, actorOf(req)), message: 'Case saved.' };
    },
  );

  app.post<{ Params: { id: string }; Body: MoveBody }>(
    '/api/cases/:id/moves',
    {
      ...route,
      schema: { params: idParamsSchema, body: s.moveBody, response: a.caseSaved },
      config: { right: 'case_master_page', messages: s.moveMessages },
    },
    async (req) => {
      const id = idOf(req.params.id);
      const actor = actorOf(req);
      const moved = await moveCase(db, id, req.body, actor);
      if (moved.status === 'RELEASED') {
        // Queued with the release; sent now when the mail server answers, else retried by the worker.
        await sendCaseMailsNow(ctx, id, req.log);
        await askFeedbackOnRelease({ db, mailer, config }, id, req.log);
      }
      return {
        data: await readCase(db, id, actor),
        message: `Case moved to ${CASE_STATE_LABELS[moved.status as CaseState] ?? moved.status}.`,
      };
    },
  );

  app.post<{
    Body: { cases: { id: number; version: number }[]; site_engineer_id: number; appointment_at?: string | null; comment?: string | null };
  }>(
    '/api/cases/allocate',
    {
      ...route,
      schema: { body: s.allocateBody, response: a.allocated },
      config: { right: 'case_allocation_page', messages: s.allocateMessages },
    },
    async (req) => {
      const actor = actorOf(req);
      const ids = new Set(req.body.cases.map((c) => c.id));
      if (ids.size !== req.body.cases.length) throw badRequest({ cases: 'The same case is selected twice.' });
      const { site_engineer_id, appointment_at, comment } = req.body;
      await db.transaction(async (tx) => {
        for (const c of req.body.cases) {
          const current = await rows<{ status: string }>(tx, sql`SELECT status FROM cases WHERE id = ${c.id}`);
          const move = current[0]?.status === 'ALLOCATED' ? 'reallocate' : 'allocate';
          const moved = await makeMove(tx, c.id, { move, version: c.version, site_engineer_id, appointment_at, comment }, actor);
          await emitMove(tx, c.id, { id: move, to: moved.status, appointmentSet: !!appointment_at });
        }
      });
      const n = req.body.cases.length;
      return { count: n, message: `Allocated ${n} case${n === 1 ? '' : 's'}.` };
    },
  );

  app.get<{ Querystring: { bank_id: number; search?: string } }>(
    '/api/cases/lookups/bank-branches',
    {
      ...route,
      schema: {
        querystring: {
          type: 'object',
          required: ['bank_id'],
          properties: { bank_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 }, search: { type: 'string', maxLength: 100 } },
        },
        response: la.bankBranches,
      },
      config: { right: 'initiated_case_page', messages: { bank_id: { default: 'Choose a bank first.' } } },
    },
    async (req) => {
      const word = (req.query.search ?? '').trim().toLowerCase();
      const list = await rows(
        db,
        sql`
        SELECT id, branch_name || coalesce(' (' || city || ')', '') AS name, company_branch_id, city, district, state
        FROM bank_branches WHERE bank_id = ${req.query.bank_id} AND status = '1'
          ${word ? sql`AND lower(branch_name) LIKE ${`${word.replace(/[\\%_]/g, '')}%`}` : sql``}
        ORDER BY branch_name LIMIT 200`,
      );
      return { data: list.map((r) => dto(r)) };
    },
  );

  app.get<{ Querystring: { pincode?: string; company_branch_id?: number } }>(
    '/api/cases/engineers',
    {
      ...route,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            pincode: { type: 'string', pattern: '^[1-9][0-9]{5}$' },
            company_branch_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
          },
        },
        response: la.engineers,
      },
      config: { right: 'case_allocation_page', messages: { pincode: { default: 'Pincode must be 6 digits.' } } },
    },
    async (req) => {
      const pin = req.query.pincode ?? '';
      const list = await rows(
        db,
        sql`
        SELECT u.id, trim(u.name || ' ' || coalesce(u.surname, '')) AS name, u.company_branch_id,
               (u.pincode = ${pin} OR coalesce(u.user_pincodes, '[]'::jsonb) @> to_jsonb(${pin}::text)) AS covers,
               (SELECT count(*)::int FROM cases c WHERE c.site_engineer_id = u.id AND c.status IN ('ALLOCATED', 'SITE_VISIT')) AS open_cases
        FROM users u
        WHERE u.status = '1' AND u.kind = 'employee' AND (u.role = 'Site Inspector' OR u.designation = 'Site Engineer')
          ${req.query.company_branch_id ? sql`AND (u.company_branch_id = ${req.query.company_branch_id} OR u.pincode = ${pin} OR coalesce(u.user_pincodes, '[]'::jsonb) @> to_jsonb(${pin}::text))` : sql``}
        ORDER BY covers DESC, open_cases, name LIMIT 50`,
      );
      return { data: list.map((r) => dto(r)) };
    },
  );
};
