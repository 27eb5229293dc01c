import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { idOf, idParamsSchema, kitValidatorCompiler } from '../../kit/index';
import { answerBankQuery, answerBody, bankQueryMessages, cancelBankCase, cancelBody, raiseBankQuery, raiseQueryBody } from './bank-queries';
import { readBankCase } from './case-detail';
import * as answers from './portal-answers';
import { sendBankInvoice, sendBankReport } from './documents';
import { bankScopeOf } from './scope';
import { branchCasesResource } from 'mfe-cases/model';

const route = { validatorCompiler: kitValidatorCompiler };
const ID = idParamsSchema.properties.id;
const twoIds = (second: string) => ({ type: 'object', required: ['id', second], properties: { id: ID, [second]: ID } });

/**
 * The bank branch's portal (issue 27), a branch login's own cases: the list (the kit's, in
 * case-store.ts), one case with its timeline, invoices and query threads, its signed report and tax
 * invoice, a query raised or answered, and a cancellation before allocation. Every route reads
 * through the caller's scope (scope.ts): another branch's case is not found.
 */
export function portalRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const config = { right: branchCasesResource.right, messages: bankQueryMessages };
  const base = '/api/portal/cases/:id';

  app.get<{ Params: { id: string } }>(
    base,
    { ...route, schema: { params: idParamsSchema, response: answers.portalCase }, config },
    async (req) => ({
      data: await readBankCase(db, bankScopeOf(req), idOf(req.params.id)),
    }),
  );
  app.get<{ Params: { id: string } }>(
    `${base}/report.pdf`,
    { ...route, schema: { params: idParamsSchema, response: answers.portalReport }, config },
    (req, reply) => sendBankReport(ctx, bankScopeOf(req), idOf(req.params.id), reply),
  );
  app.get<{ Params: { id: string; bill: string } }>(
    `${base}/invoices/:bill/invoice.pdf`,
    { ...route, schema: { params: twoIds('bill'), response: answers.portalInvoice }, config },
    (req, reply) => sendBankInvoice(ctx, bankScopeOf(req), idOf(req.params.id), req, reply, idOf(req.params.bill)),
  );
  app.post<{ Params: { id: string }; Body: { subject: string; body: string } }>(
    `${base}/queries`,
    { ...route, schema: { params: idParamsSchema, body: raiseQueryBody, response: answers.queryRaised }, config },
    async (req, reply) => {
      const made = await raiseBankQuery(db, bankScopeOf(req), idOf(req.params.id), req.body);
      return reply.code(201).send({ data: made, message: `Query ${made.query_no} sent to the firm.` });
    },
  );
  app.post<{ Params: { id: string; query: string }; Body: { body: string } }>(
    `${base}/queries/:query/comments`,
    { ...route, schema: { params: twoIds('query'), body: answerBody, response: answers.replied }, config },
    async (req, reply) => {
      await answerBankQuery(db, bankScopeOf(req), idOf(req.params.id), idOf(req.params.query), req.body);
      return reply.code(201).send({ message: 'Reply sent to the firm.' });
    },
  );
  app.post<{ Params: { id: string }; Body: { reason: string } }>(
    `${base}/cancel`,
    { ...route, schema: { params: idParamsSchema, body: cancelBody, response: answers.cancelled }, config },
    async (req) => {
      await cancelBankCase(db, bankScopeOf(req), idOf(req.params.id), req.body.reason);
      return { message: 'Request cancelled.' };
    },
  );
}
