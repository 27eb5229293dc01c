import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { idParamsSchema, kitValidatorCompiler } from '../../kit/index';
import { userIdOf } from './bill-service';
import { createCreditNote, moveCreditNote } from './credit-note-service';
import { CREDIT_NOTE_REASON_OPTIONS, RECEIPT_MODE_OPTIONS } from 'mfe-bills/model';
import type { CreditNoteRequest, ReceiptRequest } from 'mfe-bills/model';
import { recordReceipt } from './receipt-service';
import { ageing, ageingCsv, tdsReport, type TdsGroup } from './reports';
import { messages, bodyOf, checkDate, checkMoney, DATE, ID, idParam, MONEY, obj, TEXT, VERSION } from './schemas';
import { MONEY_KEYS, numbers } from './sql';
import { businessToday } from '../../kit/business-time';

const route = { validatorCompiler: kitValidatorCompiler };
const PAGE = {
  page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100 },
} as const;

const receiptSchema = obj(['bank_id', 'receipt_date', 'mode', 'reference', 'gross_amount', 'tds_amount'], {
  bank_id: ID,
  receipt_date: DATE,
  mode: { type: 'string', enum: RECEIPT_MODE_OPTIONS.map((o) => o.value) },
  reference: { type: 'string', minLength: 3, maxLength: 50, pattern: '^[A-Za-z0-9/ -]+$' },
  gross_amount: MONEY,
  tds_amount: MONEY,
  allocations: {
    type: 'array',
    maxItems: 500,
    items: obj(['bill_id', 'amount', 'tds_amount'], { bill_id: ID, amount: MONEY, tds_amount: MONEY }),
  },
});
const receiptMessages = {
  bank_id: { default: 'Choose a valid Bank' },
  receipt_date: { default: 'Receipt Date must be a date (YYYY-MM-DD)' },
  mode: { default: 'Mode must be NEFT, RTGS, CHEQUE or UPI' },
  reference: { default: 'Reference: 3 to 50 letters, digits, spaces, / or -' },
  gross_amount: { default: 'Gross Amount must be an amount of at least 0' },
  tds_amount: { default: 'TDS Deducted must be an amount of at least 0' },
};
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

/** Receipts, credit notes, and the TDS and ageing reports. */
export async function moneyRoutes(app: FastifyInstance, { handle }: AppContext) {
  app.get<{ Querystring: { bank_id: number } }>(
    '/api/receipts/open-bills',
    {
      ...route,
      schema: { querystring: { type: 'object', required: ['bank_id'], properties: { bank_id: ID } } },
      config: { right: 'completed_bill_page' },
    },
    async (req) => ({
      data: (
        await handle.query(
          `SELECT id, invoice_no, to_char(invoice_date, 'YYYY-MM-DD') AS invoice_date, to_char(due_date, 'YYYY-MM-DD') AS due_date, status,
              total, tds_amount, tds_deducted, received_amount, credited_amount,
              total - received_amount - tds_deducted - credited_amount AS outstanding
       FROM bills WHERE bank_id = $1 AND status IN ('ISSUED', 'PART_PAID') ORDER BY due_date, id LIMIT 500`,
          [req.query.bank_id],
        )
      ).map((r) => numbers(r as Record<string, unknown>, MONEY_KEYS)),
    }),
  );

  app.get<{ Querystring: { page?: number; pageSize?: number; bank_id?: number } }>(
    '/api/receipts',
    {
      ...route,
      schema: { querystring: { type: 'object', properties: { ...PAGE, bank_id: ID } } },
      config: { right: 'completed_bill_page' },
    },
    async (req) => {
      const page = req.query.page ?? 1;
      const pageSize = req.query.pageSize ?? 25;
      const bank = req.query.bank_id ?? null;
      const [{ total }] = await handle.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM receipts WHERE $1::int IS NULL OR bank_id = $1::int',
        [bank],
      );
      const data = await handle.query(
        `SELECT r.id, r.version, to_char(r.receipt_date, 'YYYY-MM-DD') AS receipt_date, r.bank_id, b.name AS bank_name, r.mode, r.reference,
              r.gross_amount::float8 AS gross_amount, r.tds_amount::float8 AS tds_amount,
              (SELECT string_agg(coalesce(bl.invoice_no, 'Bill ' || bl.id), ', ' ORDER BY bl.id) FROM receipt_allocations a
               JOIN bills bl ON bl.id = a.bill_id WHERE a.receipt_id = r.id) AS invoices
       FROM receipts r JOIN banks b ON b.id = r.bank_id WHERE $1::int IS NULL OR r.bank_id = $1::int
       ORDER BY r.receipt_date DESC, r.id DESC LIMIT $2 OFFSET $3`,
        [bank, pageSize, (page - 1) * pageSize],
      );
      return { data, total, page, pageSize };
    },
  );

  app.post(
    '/api/receipts',
    { ...route, schema: { body: receiptSchema }, config: { right: 'completed_bill_page', messages: messages(receiptMessages) } },
    async (req, reply) => {
      const body = bodyOf<ReceiptRequest>(req);
      checkDate('receipt_date', body.receipt_date, 'Receipt Date');
      checkMoney('gross_amount', body.gross_amount, 'Gross Amount');
      checkMoney('tds_amount', body.tds_amount, 'TDS Deducted');
      for (const a of body.allocations ?? []) {
        checkMoney('allocations', a.amount, 'Amount');
        checkMoney('allocations', a.tds_amount, 'TDS');
      }
      if (body.gross_amount + body.tds_amount <= 0) throw badRequest({ gross_amount: 'Enter the amount received or the TDS deducted.' });
      const id = await recordReceipt(handle, body, userIdOf(req));
      return reply.code(201).send({ data: { id }, message: 'Added The New Receipt!' });
    },
  );

  app.get<{ Querystring: { page?: number; pageSize?: number; status?: string; bill_id?: number } }>(
    '/api/credit-notes',
    {
      ...route,
      schema: {
        querystring: {
          type: 'object',
          properties: { ...PAGE, status: { type: 'string', enum: ['DRAFT', 'APPROVED', 'ISSUED', 'CANCELLED', 'OPEN'] }, bill_id: ID },
        },
      },
      config: { right: 'credit_note_created' },
    },
    async (req) => creditNoteList(req.query),
  );
  app.get<{ Querystring: { page?: number; pageSize?: number; status?: string } }>(
    '/api/credit-notes/approval',
    {
      ...route,
      schema: { querystring: { type: 'object', properties: PAGE } },
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
    { ...route, schema: { body: creditSchema }, config: { right: 'credit_note_created', messages: messages(creditMessages) } },
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
      schema: { params: idParamsSchema, body: moveSchema },
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
      schema: { querystring: { type: 'object', properties: { bank_id: ID } } },
      config: { right: 'pending_amount' },
    },
    (req) => ageing(handle, req.query),
  );
  app.get<{ Querystring: { bank_id?: number } }>(
    '/api/bills/ageing.csv',
    {
      ...route,
      schema: { querystring: { type: 'object', properties: { bank_id: ID } } },
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
