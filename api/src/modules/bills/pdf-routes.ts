import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { idParamsSchema, kitValidatorCompiler } from '../../kit/index';
import { billDetail } from './bill-service';
import { CREDIT_NOTE_REASON_OPTIONS } from 'mfe-bills/model';
import { signPdf } from '../../pdf/sign';
import { creditNotePdf, invoicePdf, type CreditNoteDoc, type IrnPrint } from './pdf';
import { assertSupplierReady, supplierOf } from './supplier';
import { idParam } from './schemas';
import { one } from './sql';
import { amountInWords } from './words';
import { creditNotePdfFile, invoicePdfFile } from './answers';

const route = { validatorCompiler: kitValidatorCompiler };

const fileName = (s: string) => s.replace(/[^A-Za-z0-9-]+/g, '-');

/**
 * A bill's PDF: an issued invoice signed (the firm's document), a draft neither signed nor a tax
 * invoice. Also what the milestone mailer attaches and what a bank downloads of its own case's
 * invoice (bank-api). `req` decides only the moves read with the bill.
 */
export async function invoiceDocument({ handle, files }: Pick<AppContext, 'handle' | 'files'>, id: number, req: FastifyRequest) {
  const bill = await billDetail(handle, id, req);
  if (bill.invoice_no) await assertSupplierReady(handle, id);
  const supplier = await supplierOf(handle, id);
  const [einvoice] = await handle.query<IrnPrint>(
    `SELECT irn, irn_ack_no AS ack_no, to_char(irn_ack_date AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI:SS') AS ack_date,
            irn_signed_qr AS signed_qr FROM bills WHERE id = $1 AND irn IS NOT NULL`,
    [id],
  );
  const drawn = await invoicePdf(bill, supplier, einvoice ?? null);
  const pdf = bill.invoice_no ? await signPdf(drawn, files, `Tax invoice ${bill.invoice_no}`, supplier.branch_name) : drawn;
  return { pdf, name: `${fileName(bill.invoice_no ?? `draft-bill-${id}`)}.pdf` };
}

/** GET /api/bills/{id}/invoice.pdf and GET /api/credit-notes/{id}/credit-note.pdf. */
export async function pdfRoutes(app: FastifyInstance, { handle, files }: AppContext) {
  app.get<{ Params: { id: string } }>(
    '/api/bills/:id/invoice.pdf',
    { ...route, schema: { params: idParamsSchema, response: invoicePdfFile }, config: { right: 'bill_master_page' } },
    async (req, reply) => {
      const { pdf, name } = await invoiceDocument({ handle, files }, idParam(req), req);
      return reply.header('content-type', 'application/pdf').header('content-disposition', `inline; filename="${name}"`).send(pdf);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/credit-notes/:id/credit-note.pdf',
    { ...route, schema: { params: idParamsSchema, response: creditNotePdfFile }, config: { right: 'credit_note_created' } },
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
      if (n.credit_note_no) await assertSupplierReady(handle, n.bill_id);
      const supplier = await supplierOf(handle, n.bill_id);
      const drawn = await creditNotePdf({ ...n, reason, amount_in_words: amountInWords(n.total) }, bill, supplier);
      const pdf = n.credit_note_no ? await signPdf(drawn, files, `Credit note ${n.credit_note_no}`, supplier.branch_name) : drawn;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${fileName(n.credit_note_no ?? `draft-credit-note-${idParam(req)}`)}.pdf"`)
        .send(pdf);
    },
  );
}
