import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { idParamsSchema, kitValidatorCompiler } from '../../kit/index';
import { userIdOf } from './bill-service';
import { RECEIPT_MODE_OPTIONS } from 'mfe-bills/model';
import type { ReceiptAllocation, ReceiptRequest } from 'mfe-bills/model';
import { allocateLater, recordReceipt } from './receipt-service';
import { receiptVoucherPdf } from './receipt-voucher';
import { messages, bodyOf, checkDate, checkMoney, DATE, ID, idParam, MONEY, obj, TEXT } from './schemas';
import { MONEY_KEYS, numbers } from './sql';
import { accountsAnswer, confirmation, openBillsAnswer, receiptCreated, receiptsAnswer, voucherPdf } from './money-answers';

const route = { validatorCompiler: kitValidatorCompiler };
const PAGE = {
  page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100 },
} as const;
const ALLOCATIONS = {
  type: 'array',
  maxItems: 500,
  items: obj(['bill_id', 'amount', 'tds_amount'], { bill_id: ID, amount: MONEY, tds_amount: MONEY }),
} as const;

const receiptSchema = obj(['bank_id', 'payment_account_id', 'receipt_date', 'mode', 'reference', 'gross_amount', 'tds_amount'], {
  bank_id: ID,
  payment_account_id: ID,
  receipt_date: DATE,
  mode: { type: 'string', enum: RECEIPT_MODE_OPTIONS.map((o) => o.value) },
  reference: { type: 'string', minLength: 3, maxLength: 50, pattern: '^[A-Za-z0-9/ -]+$' },
  narration: TEXT(300),
  gross_amount: MONEY,
  tds_amount: MONEY,
  allocations: ALLOCATIONS,
});
const receiptMessages = {
  bank_id: { default: 'Choose a valid Bank' },
  payment_account_id: { default: 'Choose the account the money came into (Payment Master).' },
  receipt_date: { default: 'Receipt Date must be a date (YYYY-MM-DD)' },
  mode: { default: 'Mode must be NEFT, RTGS, CHEQUE or UPI' },
  reference: { default: 'UTR / Cheque No.: 3 to 50 letters, digits, spaces, / or -' },
  gross_amount: { default: 'Gross Amount must be an amount of at least 0' },
  tds_amount: { default: 'TDS Deducted must be an amount of at least 0' },
};

function checkAllocationMoney(list: ReceiptAllocation[] | undefined) {
  for (const a of list ?? []) {
    checkMoney('allocations', a.amount, 'Amount');
    checkMoney('allocations', a.tds_amount, 'TDS');
  }
}

/** Receipts as vouchers: record, list (with what stays on account), allocate later, the PDF voucher. */
export async function receiptRoutes(app: FastifyInstance, { handle }: AppContext) {
  app.get<{ Querystring: { bank_id: number } }>(
    '/api/receipts/open-bills',
    {
      ...route,
      schema: { querystring: { type: 'object', required: ['bank_id'], properties: { bank_id: ID } }, response: openBillsAnswer },
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

  app.get('/api/receipts/accounts', { schema: { response: accountsAnswer }, config: { right: 'completed_bill_page' } }, async () => ({
    data: await handle.query<{ id: number; label: string }>(
      `SELECT p.id, p.bank_name || ' ' || right(p.account_number, 4) || ' (' || cb.branch_name || ')' AS label
       FROM payment_accounts p JOIN company_branches cb ON cb.id = p.company_branch_id WHERE p.status = '1'
       ORDER BY p.is_default DESC, p.bank_name, p.id`,
    ),
  }));

  app.get<{ Querystring: { page?: number; pageSize?: number; bank_id?: number; on_account?: boolean } }>(
    '/api/receipts',
    {
      ...route,
      schema: {
        querystring: { type: 'object', properties: { ...PAGE, bank_id: ID, on_account: { type: 'boolean' } } },
        response: receiptsAnswer,
      },
      config: { right: 'completed_bill_page' },
    },
    async (req) => {
      const page = req.query.page ?? 1;
      const pageSize = req.query.pageSize ?? 25;
      const bank = req.query.bank_id ?? null;
      const left = `(r.gross_amount + r.tds_amount - coalesce((SELECT sum(a.amount + a.tds_amount) FROM receipt_allocations a WHERE a.receipt_id = r.id), 0))`;
      const where = `($1::int IS NULL OR r.bank_id = $1::int) AND (NOT $2::boolean OR ${left} > 0)`;
      const params = [bank, req.query.on_account ?? false];
      const [{ total }] = await handle.query<{ total: number }>(`SELECT count(*)::int AS total FROM receipts r WHERE ${where}`, params);
      const data = await handle.query(
        `SELECT r.id, r.version, r.receipt_no, to_char(r.receipt_date, 'YYYY-MM-DD') AS receipt_date, r.bank_id, b.name AS bank_name,
                r.mode, r.reference, r.narration, r.payment_account_id, p.bank_name || ' ' || right(p.account_number, 4) AS account,
                r.gross_amount::float8 AS gross_amount, r.tds_amount::float8 AS tds_amount, ${left}::float8 AS on_account,
                (SELECT string_agg(coalesce(bl.invoice_no, 'Bill ' || bl.id), ', ' ORDER BY bl.id) FROM receipt_allocations a
                 JOIN bills bl ON bl.id = a.bill_id WHERE a.receipt_id = r.id) AS invoices
         FROM receipts r JOIN banks b ON b.id = r.bank_id LEFT JOIN payment_accounts p ON p.id = r.payment_account_id
         WHERE ${where} ORDER BY r.receipt_date DESC, r.id DESC LIMIT $3 OFFSET $4`,
        [...params, pageSize, (page - 1) * pageSize],
      );
      return { data, total, page, pageSize };
    },
  );

  app.post(
    '/api/receipts',
    {
      ...route,
      schema: { body: receiptSchema, response: receiptCreated },
      config: { right: 'completed_bill_page', messages: messages(receiptMessages) },
    },
    async (req, reply) => {
      const body = bodyOf<ReceiptRequest>(req);
      checkDate('receipt_date', body.receipt_date, 'Receipt Date');
      checkMoney('gross_amount', body.gross_amount, 'Gross Amount');
      checkMoney('tds_amount', body.tds_amount, 'TDS Deducted');
      checkAllocationMoney(body.allocations);
      if (body.gross_amount + body.tds_amount <= 0) throw badRequest({ gross_amount: 'Enter the amount received or the TDS deducted.' });
      const id = await recordReceipt(handle, body, userIdOf(req));
      const [{ receipt_no }] = await handle.query<{ receipt_no: string }>('SELECT receipt_no FROM receipts WHERE id = $1', [id]);
      return reply.code(201).send({ data: { id, receipt_no }, message: 'Added The New Receipt!' });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/receipts/:id/allocate',
    {
      ...route,
      schema: {
        params: idParamsSchema,
        body: obj(['allocations'], { allocations: { ...ALLOCATIONS, minItems: 1 } }),
        response: confirmation,
      },
      config: { right: 'completed_bill_page', messages: messages({ allocations: { default: 'Allocate to at least one open bill.' } }) },
    },
    async (req) => {
      const { allocations } = bodyOf<{ allocations: ReceiptAllocation[] }>(req);
      checkAllocationMoney(allocations);
      await allocateLater(handle, idParam(req), allocations, userIdOf(req));
      return { message: 'Successfully Allocated The Receipt!' };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/receipts/:id/voucher.pdf',
    { ...route, schema: { params: idParamsSchema, response: voucherPdf }, config: { right: 'completed_bill_page' } },
    async (req, reply) => {
      const { pdf, receipt_no } = await receiptVoucherPdf(handle, idParam(req));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${receipt_no.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf"`)
        .send(pdf);
    },
  );
}
