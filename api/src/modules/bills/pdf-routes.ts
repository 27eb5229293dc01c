import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { RawSql } from '../../db/client';
import { idParamsSchema, kitValidatorCompiler } from '../../kit/index';
import { billDetail } from './bill-service';
import { CREDIT_NOTE_REASON_OPTIONS } from 'mfe-bills/model';
import { creditNotePdf, invoicePdf, type CreditNoteDoc, type Supplier } from './pdf';
import { idParam } from './schemas';
import { one } from './sql';
import { amountInWords } from './words';

const route = { validatorCompiler: kitValidatorCompiler };

async function supplierOf(db: RawSql, billId: number): Promise<Supplier> {
  return one<Supplier>(
    db,
    `SELECT coalesce((SELECT legal_name FROM company_profile LIMIT 1), 'Valuation Services') AS legal_name,
            (SELECT pan FROM company_profile LIMIT 1) AS pan,
            cb.branch_name, cb.address, cb.state, cb.state_code, coalesce(b.supplier_gstin, cb.gstin) AS gstin,
            (SELECT json_build_object('account_name', p.account_name, 'account_number', p.account_number, 'ifsc', p.ifsc,
                                      'bank_name', p.bank_name, 'branch_name', p.branch_name, 'upi_id', p.upi_id)
             FROM payment_accounts p WHERE p.company_branch_id = cb.id AND p.is_default = '1' AND p.status = '1') AS account
     FROM bills b JOIN company_branches cb ON cb.id = b.company_branch_id WHERE b.id = $1`,
    [billId],
    'No such bill.',
  );
}

const fileName = (s: string) => s.replace(/[^A-Za-z0-9-]+/g, '-');

/** GET /api/bills/{id}/invoice.pdf and GET /api/credit-notes/{id}/credit-note.pdf. */
export async function pdfRoutes(app: FastifyInstance, { handle }: AppContext) {
  app.get<{ Params: { id: string } }>(
    '/api/bills/:id/invoice.pdf',
    { ...route, schema: { params: idParamsSchema }, config: { right: 'bill_master_page' } },
    async (req, reply) => {
      const id = idParam(req);
      const bill = await billDetail(handle, id, req);
      const pdf = await invoicePdf(bill, await supplierOf(handle, id));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${fileName(bill.invoice_no ?? `draft-bill-${id}`)}.pdf"`)
        .send(pdf);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/credit-notes/:id/credit-note.pdf',
    { ...route, schema: { params: idParamsSchema }, config: { right: 'credit_note_created' } },
    async (req, reply) => {
      const n = await one<Omit<CreditNoteDoc, 'amount_in_words'> & { bill_id: number; status: string }>(
        handle,
        `SELECT bill_id, credit_note_no, to_char(credit_note_date, 'YYYY-MM-DD') AS credit_note_date, reason, description, taxable_value::float8 AS taxable_value,
              cgst_amount::float8 AS cgst_amount, sgst_amount::float8 AS sgst_amount, igst_amount::float8 AS igst_amount, total::float8 AS total, status
       FROM credit_notes WHERE id = $1`,
        [idParam(req)],
        'No such credit note.',
      );
      const bill = await billDetail(handle, n.bill_id, req);
      const reason = CREDIT_NOTE_REASON_OPTIONS.find((o) => o.value === n.reason)?.label ?? n.reason;
      const pdf = await creditNotePdf({ ...n, reason, amount_in_words: amountInWords(n.total) }, bill, await supplierOf(handle, n.bill_id));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${fileName(n.credit_note_no ?? `draft-credit-note-${idParam(req)}`)}.pdf"`)
        .send(pdf);
    },
  );
}
