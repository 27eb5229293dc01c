import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { idParamsSchema, kitValidatorCompiler } from '../../kit/index';
import { billDetail, createDraft, issueMany, moveBill, updateDraft, userIdOf } from './bill-service';
import type { BillDraftRequest, BillDraftUpdate, MoveRequest } from 'mfe-bills/model';
import { messages, bodyOf, checkDate, checkMoney, DATE, ID, idParam, MONEY, obj, TEXT, VERSION } from './schemas';
import { unbilledChoices, unbilledList, unbilledQuerySchema, type UnbilledQuery } from './unbilled';
import { billAnswer, billCreated, billsIssued, unbilledAnswer, unbilledChoicesAnswer } from './answers';

const route = { validatorCompiler: kitValidatorCompiler };
const CASE_IDS = { type: 'array', minItems: 1, maxItems: 200, uniqueItems: true, items: ID } as const;

const draftSchema = obj(['case_ids'], {
  case_ids: CASE_IDS,
  overrides: { type: 'array', maxItems: 200, items: obj(['case_id', 'fee', 'reason'], { case_id: ID, fee: MONEY, reason: TEXT(300, 3) }) },
  due_date: DATE,
});
const draftMessages = {
  case_ids: {
    required: 'Select at least one case.',
    minItems: 'Select at least one case.',
    maxItems: 'Select at most 200 cases for one bill.',
    uniqueItems: 'The same case is selected twice.',
    default: 'Case ids must be a list of case ids.',
  },
  due_date: { default: 'Due Date must be a date (YYYY-MM-DD)' },
};
const updateSchema = obj(['version'], {
  version: VERSION,
  due_date: DATE,
  recipient_name: TEXT(200, 2),
  recipient_address: { anyOf: [TEXT(500), { type: 'null' }] },
  recipient_gstin: {
    anyOf: [{ type: 'string', pattern: '^[0-9]{2}[A-Z]{3}[ABCFGHLJPTK][A-Z][0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$' }, { type: 'null' }],
  },
  place_of_supply: { type: 'string', pattern: '^[0-9]{2}$' },
  tds_section: { anyOf: [TEXT(20, 2), { type: 'null' }] },
  tds_rate: { type: 'number', minimum: 0, maximum: 100 },
  lines: {
    type: 'array',
    maxItems: 200,
    items: obj(['id', 'fee', 'expenses'], {
      id: ID,
      fee: MONEY,
      expenses: MONEY,
      fee_override_reason: { anyOf: [TEXT(300), { type: 'null' }] },
    }),
  },
});
const moveSchema = obj(['to', 'version'], { to: { type: 'string', maxLength: 20 }, comment: TEXT(500), version: VERSION });
const issueSchema = obj(['ids'], { ids: { type: 'array', minItems: 1, maxItems: 1000, uniqueItems: true, items: ID } });

/**
 * Bills: the unbilled list, drafts from selected cases, the declared flow's moves (each checked
 * against the caller's page rights), issuing with the invoice series, and a bill's full record.
 */
export async function billRoutes(app: FastifyInstance, { handle }: AppContext) {
  app.get<{ Querystring: UnbilledQuery }>(
    '/api/bills/unbilled',
    { ...route, schema: { querystring: unbilledQuerySchema, response: unbilledAnswer }, config: { right: 'un_billed_details' } },
    (req) => unbilledList(handle, req.query),
  );
  app.get<{ Querystring: { bank_id?: number } }>(
    '/api/bills/unbilled/choices',
    {
      ...route,
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: { bank_id: ID } },
        response: unbilledChoicesAnswer,
      },
      config: { right: 'un_billed_details' },
    },
    (req) => unbilledChoices(handle, req.query.bank_id),
  );

  app.post(
    '/api/bills',
    {
      ...route,
      schema: { body: draftSchema, response: billCreated },
      config: { right: 'bill_initiation_page', messages: messages(draftMessages) },
    },
    async (req, reply) => {
      const body = bodyOf<BillDraftRequest>(req);
      checkDate('due_date', body.due_date, 'Due Date');
      for (const o of body.overrides ?? []) checkMoney('overrides', o.fee, 'Fee');
      const id = await createDraft(handle, body, userIdOf(req));
      return reply.code(201).send({ data: await billDetail(handle, id, req), message: 'Added The New Bill!' });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/bills/:id',
    { ...route, schema: { params: idParamsSchema, response: billAnswer }, config: { right: 'bill_master_page' } },
    async (req) => ({ data: await billDetail(handle, idParam(req), req) }),
  );

  app.put<{ Params: { id: string } }>(
    '/api/bills/:id',
    {
      ...route,
      schema: { params: idParamsSchema, body: updateSchema, response: billAnswer },
      config: { right: 'bill_initiation_page', messages: messages() },
    },
    async (req) => {
      const body = bodyOf<BillDraftUpdate>(req);
      checkDate('due_date', body.due_date, 'Due Date');
      for (const l of body.lines ?? []) {
        checkMoney('lines', l.fee, 'Fee');
        checkMoney('lines', l.expenses, 'Expenses');
      }
      if (body.recipient_name !== undefined && !body.recipient_name.trim())
        throw badRequest({ recipient_name: 'Recipient Name is required' });
      const id = idParam(req);
      await updateDraft(handle, id, body);
      return { data: await billDetail(handle, id, req), message: 'Successfully Updated The Bill!' };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/bills/:id/move',
    {
      ...route,
      schema: { params: idParamsSchema, body: moveSchema, response: billAnswer },
      config: { right: 'bill_master_page', messages: messages() },
    },
    async (req) => {
      const id = idParam(req);
      const { invoice_no } = await moveBill(handle, id, bodyOf<MoveRequest>(req), req);
      return {
        data: await billDetail(handle, id, req),
        message: invoice_no ? `Issued Invoice ${invoice_no}!` : 'Successfully Updated The Bill!',
      };
    },
  );

  app.post(
    '/api/bills/issue',
    {
      ...route,
      schema: { body: issueSchema, response: billsIssued },
      config: { right: 'level3_page', messages: messages({ ids: { default: 'Ids must be a list of 1 to 1000 bill ids.' } }) },
    },
    async (req) => {
      const issued = await issueMany(handle, bodyOf<{ ids: number[] }>(req).ids, req);
      return { data: issued, message: `Issued ${issued.length} invoices!` };
    },
  );
}
