import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { idParamsSchema, kitValidatorCompiler } from '../../kit/index';
import { userIdOf } from './bill-service';
import { messages, bodyOf, ID, idParam, obj } from './schemas';
import { confirmLine, ignoreLine, importStatement } from './statement-service';
import { confirmation, lineConfirmed, statementImported, statementLinesAnswer, statementsAnswer } from './money-answers';

const route = { validatorCompiler: kitValidatorCompiler };
const config = { right: 'completed_bill_page' as const };

/** Bank statements: import (CSV) with suggested matches, the lines, and a person's confirm or ignore per line. */
export async function statementRoutes(app: FastifyInstance, { handle }: AppContext) {
  app.post(
    '/api/receipts/statements',
    {
      ...route,
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        body: obj(['payment_account_id', 'file_name', 'content'], {
          payment_account_id: ID,
          file_name: { type: 'string', minLength: 1, maxLength: 200 },
          content: { type: 'string', minLength: 1, maxLength: 8_000_000 },
        }),
        response: statementImported,
      },
      config: {
        ...config,
        messages: messages({
          payment_account_id: { default: 'Choose the account the statement is of (Payment Master).' },
          content: { default: 'Choose a CSV file of the statement.' },
        }),
      },
    },
    async (req, reply) => {
      const r = await importStatement(handle, bodyOf(req), userIdOf(req));
      return reply
        .code(201)
        .send({ data: r, message: `Imported ${r.lines} credit lines: ${r.suggested} matched to invoices, to confirm.` });
    },
  );

  app.get('/api/receipts/statements', { schema: { response: statementsAnswer }, config }, async () => ({
    data: await handle.query(
      `SELECT i.id, i.file_name, i.lines, to_char(i.imported_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI') AS imported_at,
              p.bank_name || ' ' || right(p.account_number, 4) AS account,
              (SELECT count(*)::int FROM statement_lines l WHERE l.import_id = i.id AND l.status = 'SUGGESTED') AS to_confirm
       FROM statement_imports i JOIN payment_accounts p ON p.id = i.payment_account_id ORDER BY i.id DESC LIMIT 20`,
    ),
  }));

  app.get<{ Params: { id: string } }>(
    '/api/receipts/statements/:id',
    { ...route, schema: { params: idParamsSchema, response: statementLinesAnswer }, config },
    async (req) => ({
      data: await handle.query(
        `SELECT l.id, l.line_no, to_char(l.txn_date, 'YYYY-MM-DD') AS txn_date, l.narration, l.reference, l.credit::float8 AS credit,
                l.status, l.bill_id, b.invoice_no, bk.name AS bank_name, l.tds_amount::float8 AS tds_amount,
                (b.total - b.received_amount - b.tds_deducted - b.credited_amount)::float8 AS outstanding, r.receipt_no
         FROM statement_lines l LEFT JOIN bills b ON b.id = l.bill_id LEFT JOIN banks bk ON bk.id = b.bank_id
         LEFT JOIN receipts r ON r.id = l.receipt_id
         WHERE l.import_id = $1 ORDER BY (l.status = 'SUGGESTED') DESC, l.line_no LIMIT 5000`,
        [idParam(req)],
      ),
    }),
  );

  app.post<{ Params: { id: string } }>(
    '/api/receipts/statement-lines/:id/confirm',
    {
      ...route,
      schema: { params: idParamsSchema, body: obj([], { bill_id: ID }), response: lineConfirmed },
      config: { ...config, messages: messages({ bill_id: { default: 'Choose the invoice this credit pays.' } }) },
    },
    async (req) => {
      const receiptId = await confirmLine(handle, idParam(req), bodyOf<{ bill_id?: number }>(req).bill_id, userIdOf(req));
      const [{ receipt_no }] = await handle.query<{ receipt_no: string }>('SELECT receipt_no FROM receipts WHERE id = $1', [receiptId]);
      return { data: { receipt_id: receiptId, receipt_no }, message: `Confirmed: receipt ${receipt_no} recorded.` };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/receipts/statement-lines/:id/ignore',
    { ...route, schema: { params: idParamsSchema, response: confirmation }, config },
    async (req) => {
      await ignoreLine(handle, idParam(req), userIdOf(req));
      return { message: 'Line ignored.' };
    },
  );
}
