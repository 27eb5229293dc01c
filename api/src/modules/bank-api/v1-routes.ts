import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { FileStore } from '../../files/index';
import { bankKeyOf } from '../../http/auth';
import { badRequest, forbidden } from '../../http/errors';
import { jsonBody } from '../../http/schemas';
import {
  allowedSorts,
  idOf,
  idParamsSchema,
  kitValidatorCompiler,
  listQuerySchema,
  type ListParams,
  type ResourceStore,
} from '../../kit/index';
import { filterQuerySchema } from '../../kit/filters';
import { hitOrThrow } from '../auth/throttle';
import { one } from '../../db/rows';
import { requestMessages, requestSchema } from '../online-requests/check';
import { submitRequest } from '../online-requests/submit';
import { caseDetail, caseList, messageOnly, pdfAnswer, queryMade, refusals, requestMade } from './api-schemas';
import { answerBankQuery, answerBody, bankQueryMessages, raiseBankQuery, raiseQueryBody } from './bank-queries';
import { readBankCase } from './case-detail';
import { sendBankInvoice, sendBankReport } from './documents';
import { bankScopeOf } from './scope';
import { sql } from 'drizzle-orm';
import type { BankKeyScope } from 'mfe-masters/model';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The API key scope a /api/v1/bank route needs. */
    scope?: BankKeyScope;
  }
}

export const BANK_API_PREFIX = '/api/v1/bank';
const route = { validatorCompiler: kitValidatorCompiler };
const ID = idParamsSchema.properties.id;
const queryParams = { type: 'object', required: ['id', 'query'], properties: { id: ID, query: ID } };
const tags = ['Bank API'];
const security = [{ apiKey: [] }];
const spec = (scope: BankKeyScope, summary: string, schema: Record<string, unknown>) => ({
  ...route,
  schema: { tags, security, summary: `${summary} (scope ${scope})`, ...schema },
  config: { right: 'bank_key' as const, scope, messages: bankQueryMessages },
});

/** The branch a request is made for: the key's own branch, or for a bank-wide key the one named (of its bank). */
async function requestBranch(ctx: AppContext, req: FastifyRequest<{ Querystring: { bank_branch_id?: number } }>) {
  const p = bankKeyOf(req);
  if (!p) throw forbidden();
  const asked = req.query.bank_branch_id;
  if (p.key.bank_branch_id !== null) {
    if (asked !== undefined && asked !== p.key.bank_branch_id) throw badRequest({ bank_branch_id: 'This key is for another branch.' });
    return p.key.bank_branch_id;
  }
  if (asked === undefined) throw badRequest({ bank_branch_id: 'Name the branch the request is for (bank_branch_id).' });
  const ok = await one(ctx.db, sql`SELECT 1 FROM bank_branches WHERE id = ${asked} AND bank_id = ${p.key.bank_id}`);
  if (!ok) throw badRequest({ bank_branch_id: 'Choose a branch of your bank.' });
  return asked;
}

/**
 * The bank API (issue 27) for a bank's own systems, authenticated by its API keys (keys.ts): each
 * route needs the key's scope, each key is held to its rate per minute (the throttle the sign-in
 * limits use), and every read goes through the same scoped layer as the branch portal.
 */
export function v1Routes(app: FastifyInstance, ctx: AppContext, store: ResourceStore, requests: FileStore) {
  app.addHook('preHandler', async (req) => {
    const p = req.principal;
    if (p?.kind !== 'bankKey') return;
    await hitOrThrow(
      ctx.db,
      [{ key: `bank-key:${p.key.id}`, limit: p.key.rate_per_minute, windowSec: 60 }],
      'Too many requests with this API key: wait and try again.',
    );
    const scope = req.routeOptions.config?.scope;
    if (scope && !p.key.scopes.includes(scope)) throw forbidden(`This API key does not have the scope ${scope}.`);
  });

  const listSchema = listQuerySchema(store.desc, allowedSorts(store.desc));
  const listQuery = { ...listSchema, properties: { ...(listSchema.properties as object), ...filterQuerySchema(store.desc, store.own) } };
  app.get<{ Querystring: ListParams }>(
    `${BANK_API_PREFIX}/cases`,
    spec('cases:read', 'The bank’s cases, newest first, with their stage', {
      querystring: listQuery,
      response: { 200: caseList, ...refusals },
    }),
    (req) => store.list(req.query, req),
  );
  app.get<{ Params: { id: string } }>(
    `${BANK_API_PREFIX}/cases/:id`,
    spec('cases:read', 'One case with its timeline, invoices and queries', {
      params: idParamsSchema,
      response: { 200: caseDetail, ...refusals },
    }),
    async (req) => ({ data: await readBankCase(ctx.db, bankScopeOf(req), idOf(req.params.id)) }),
  );
  app.get<{ Params: { id: string } }>(
    `${BANK_API_PREFIX}/cases/:id/report.pdf`,
    spec('documents:read', 'The signed valuation report of a released case', {
      params: idParamsSchema,
      response: { ...pdfAnswer, ...refusals },
    }),
    (req, reply) => sendBankReport(ctx, bankScopeOf(req), idOf(req.params.id), reply),
  );
  app.get<{ Params: { id: string } }>(
    `${BANK_API_PREFIX}/cases/:id/invoice.pdf`,
    spec('documents:read', 'The signed tax invoice of a case (the latest issued)', {
      params: idParamsSchema,
      response: { ...pdfAnswer, ...refusals },
    }),
    (req, reply) => sendBankInvoice(ctx, bankScopeOf(req), idOf(req.params.id), req, reply),
  );
  app.post<{ Params: { id: string }; Body: { subject: string; body: string } }>(
    `${BANK_API_PREFIX}/cases/:id/queries`,
    spec('queries:write', 'Raise a query on a case', {
      params: idParamsSchema,
      body: raiseQueryBody,
      response: { 201: queryMade, ...refusals },
    }),
    async (req, reply) => {
      const made = await raiseBankQuery(ctx.db, bankScopeOf(req), idOf(req.params.id), req.body);
      return reply.code(201).send({ data: made, message: `Query ${made.query_no} sent to the firm.` });
    },
  );
  app.post<{ Params: { id: string; query: string }; Body: { body: string } }>(
    `${BANK_API_PREFIX}/cases/:id/queries/:query/comments`,
    spec('queries:write', 'Post to a query’s thread', {
      params: queryParams,
      body: answerBody,
      response: { 201: messageOnly, ...refusals },
    }),
    async (req, reply) => {
      await answerBankQuery(ctx.db, bankScopeOf(req), idOf(req.params.id), idOf(req.params.query), req.body);
      return reply.code(201).send({ message: 'Reply sent to the firm.' });
    },
  );
  app.post<{ Querystring: { bank_branch_id?: number } }>(
    `${BANK_API_PREFIX}/requests`,
    {
      ...spec('requests:write', 'Request a valuation: JSON, or multipart/form-data with each document as a file part named by its type', {
        querystring: { type: 'object', properties: { bank_branch_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } },
        body: jsonBody(requestSchema),
        response: { 201: requestMade, ...refusals },
      }),
      config: { right: 'bank_key' as const, scope: 'requests:write' as const, messages: requestMessages },
    },
    async (req, reply) => {
      const bankBranchId = await requestBranch(ctx, req);
      const id = await submitRequest(req, ctx.db, requests, { bankBranchId, loginId: null });
      const made = await one(ctx.db, sql`SELECT id, status, bank_branch_id, created_at FROM online_requests WHERE id = ${id}`);
      return reply.code(201).send({ data: made, message: `Request ${id} sent.` });
    },
  );
}
