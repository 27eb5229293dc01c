import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { idParamsSchema, kitValidatorCompiler } from '../../kit/index';
import { userIdOf } from './bill-service';
import { createCreditNote, moveCreditNote } from './credit-note-service';
import { CREDIT_NOTE_REASON_OPTIONS } from 'mfe-bills/model';
import type { CreditNoteRequest } from 'mfe-bills/model';
import { ageing, ageingCsv, ageingInvoices, tdsReport, type TdsGroup } from './reports';
import { messages, bodyOf, checkDate, checkMoney, DATE, ID, idParam, obj, TEXT, VERSION } from './schemas';
import { businessToday } from '../../kit/business-time';
import {
  ageingAnswer,
  ageingCsvFile,
  ageingInvoicesAnswer,
  creditNoteCreated,
  creditNoteMoved,
  creditNotesAnswer,
  tdsAnswer,
} from './money-answers';

const route = { validatorCompiler: kitValidatorCompiler };
const PAGE = {
  page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100 },
} as const;

const creditSchema = obj(['bill_id', 'reason', 'taxable_value'], {
  bill_id: ID,
  reason: { type: 'string', enum: CREDIT_NOTE_REASON_OPTIONS.map((o) => o.value) },
  taxable_value: { type: 'number', exclusiveMinimum: 0, maximum: 9_999_999_999 },
  description: TEXT(500),
});
const creditMessages = {
  bill_id: { default: 'Choose an issued invoice.' },
  reason: { default: 'Choose a reason: FEE_REVISION, CASE_CANCELLED, DUPLICATE, RATE_ERROR or DEFICIENT_SERVICE' },
  taxable_value: { default: 'Taxable Value must be an amount above 0' },
};
const moveSchema = obj(['to', 'version'], { to: { type: 'string', maxLength: 20 }, comment: TEXT(500), version: VERSION });

/** Credit notes, and the TDS and ageing reports (receipts: receipt-routes.ts). */
export async function moneyRoutes(app: FastifyInstance, { handle }: AppContext) {
  app.get<{ Querystring: { page?: number; pageSize?: number; status?: string; bill_id?: number } }>(
    '/api/credit-notes',
    {
      ...route,
      schema: {
        querystring: {
          type: 'object',
          properties: { ...PAGE, status: { type: 'string', enum: ['DRAFT', 'APPROVED', 'ISSUED', 'CANCELLED', 'OPEN'] }, bill_id: ID },
        },
        response: creditNotesAnswer,
      },
      config: { right: 'credit_note_created' },
    },
    async (req) => creditNoteList(req.query),
  );
  app.get<{ Querystring: { page?: number; pageSize?: number; status?: string } }>(
    '/api/credit-notes/approval',
    {
      ...route,
      schema: { querystring: { type: 'object', properties: PAGE }, response: creditNotesAnswer },
      config: { right: 'credit_note_approval' },
    },
    async (req) => creditNoteList({ ...req.query, status: 'OPEN' }),
  );

  async function creditNoteList(q: { page?: number; pageSize?: number; status?: string; bill_id?: number }) {
    const page = q.page ?? 1;
    const pageSize = q.pageSize ?? 25;
    const statuses = q.status === 'OPEN' ? ['DRAFT', 'APPROVED'] : q.status ? [q.status] : null;
    const where = '($1::text[] IS NULL OR n.status = ANY($1::text[])) AND ($2::int IS NULL OR n.bill_id = $2::int)';
    const [{ total }] = await handle.query<{ total: number }>(`SELECT count(*)::int AS total FROM credit_notes n WHERE ${where}`, [
      statuses,
      q.bill_id ?? null,
    ]);
    const data = await handle.query(
      `SELECT n.id, n.version, n.credit_note_no, to_char(n.credit_note_date, 'YYYY-MM-DD') AS credit_note_date, n.bill_id, b.invoice_no,
              to_char(b.invoice_date, 'YYYY-MM-DD') AS invoice_date, bk.name AS bank_name, n.reason, n.description,
              n.taxable_value::float8 AS taxable_value, n.cgst_amount::float8 AS cgst_amount, n.sgst_amount::float8 AS sgst_amount,
              n.igst_amount::float8 AS igst_amount, n.total::float8 AS total, n.status
       FROM credit_notes n JOIN bills b ON b.id = n.bill_id JOIN banks bk ON bk.id = b.bank_id
       WHERE ${where} ORDER BY n.id DESC LIMIT $3 OFFSET $4`,
      [statuses, q.bill_id ?? null, pageSize, (page - 1) * pageSize],
    );
    return { data, total, page, pageSize };
  }

  app.post(
    '/api/credit-notes',
    {
      ...route,
      schema: { body: creditSchema, response: creditNoteCreated },
      config: { right: 'credit_note_created', messages: messages(creditMessages) },
    },
    async (req, reply) => {
      const body = bodyOf<CreditNoteRequest>(req);
      checkMoney('taxable_value', body.taxable_value, 'Taxable Value');
      const id = await createCreditNote(handle, body, userIdOf(req));
      return reply.code(201).send({ data: { id }, message: 'Added The New Credit Note!' });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/credit-notes/:id/move',
    {
      ...route,
      schema: { params: idParamsSchema, body: moveSchema, response: creditNoteMoved },
      config: { right: 'bill_master_page', messages: messages() },
    },
    async (req) => {
      const number = await moveCreditNote(handle, idParam(req), bodyOf<{ to: string; comment?: string; version: number }>(req), req);
      return {
        data: { id: idParam(req), credit_note_no: number },
        message: number ? `Issued Credit Note ${number}!` : 'Successfully Updated The Credit Note!',
      };
    },
  );

  app.get<{ Querystring: { bank_id?: number } }>(
    '/api/bills/ageing',
    {
      ...route,
      schema: { querystring: { type: 'object', properties: { bank_id: ID } }, response: ageingAnswer },
      config: { right: 'pending_amount' },
    },
    (req) => ageing(handle, req.query),
  );
  app.get<{ Querystring: { bank_id: number; bank_branch_id?: number } }>(
    '/api/bills/ageing/invoices',
    {
      ...route,
      schema: {
        querystring: {
          type: 'object',
          required: ['bank_id'],
          properties: { bank_id: ID, bank_branch_id: { type: 'integer', minimum: 0, maximum: 2147483647 } },
        },
        response: ageingInvoicesAnswer,
      },
      config: { right: 'pending_amount', messages: messages({ bank_id: { default: 'Choose a valid Bank' } }) },
    },
    async (req) => ({ data: await ageingInvoices(handle, req.query) }),
  );
  app.get<{ Querystring: { bank_id?: number } }>(
    '/api/bills/ageing.csv',
    {
      ...route,
      schema: { querystring: { type: 'object', properties: { bank_id: ID } }, response: ageingCsvFile },
      config: { right: 'pending_amount' },
    },
    async (req, reply) => {
      const { data } = await ageing(handle, req.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="pending-amount-${businessToday()}.csv"`)
        .send(ageingCsv(data));
    },
  );
  app.get<{ Querystring: { group?: TdsGroup; from?: string; to?: string } }>(
    '/api/bills/tds',
    {
      ...route,
      schema: {
        querystring: {
          type: 'object',
          properties: { group: { type: 'string', enum: ['bill', 'bank', 'section', 'quarter'] }, from: DATE, to: DATE },
        },
        response: tdsAnswer,
      },
      config: { right: 'tds_details' },
    },
    (req) => {
      checkDate('from', req.query.from, 'From Date');
      checkDate('to', req.query.to, 'To Date');
      if (req.query.from && req.query.to && req.query.to < req.query.from) throw badRequest({ to: 'To Date cannot be before From Date' });
      return tdsReport(handle, req.query);
    },
  );
}
