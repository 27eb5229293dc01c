import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../http/errors';
import { invoiceDocument } from '../bills/pdf-routes';
import { reportPdf } from '../cases/report-pdf';
import { one } from '../../db/rows';
import { ownCase, type BankScope } from './scope';
import { BANK_REPORT_STATES } from 'mfe-cases/model';

const pdf = (reply: FastifyReply, body: Buffer, name: string) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(body);

/** The signed report of the bank's own case, once released (409 before). */
export async function sendBankReport(ctx: AppContext, scope: BankScope, caseId: number, reply: FastifyReply) {
  const c = await ownCase(ctx.db, scope, caseId);
  if (!BANK_REPORT_STATES.includes(c.status)) throw conflict('The report is not released yet.');
  const { pdf: body, fileName } = await reportPdf(ctx.db, caseId, ctx.files);
  return pdf(reply, body, fileName);
}

/**
 * The signed tax invoice of the bank's own case: the one given (a case billed twice), else the latest
 * issued; 404 when none is issued or the bill is not of this case.
 */
export async function sendBankInvoice(
  ctx: AppContext,
  scope: BankScope,
  caseId: number,
  req: FastifyRequest,
  reply: FastifyReply,
  billId?: number,
) {
  await ownCase(ctx.db, scope, caseId);
  const bill = await one<{ id: number }>(
    ctx.db,
    sql`SELECT b.id FROM bills b JOIN bill_lines l ON l.bill_id = b.id
        WHERE l.case_id = ${caseId} AND b.invoice_no IS NOT NULL AND b.status IN ('ISSUED', 'PART_PAID', 'PAID')
          ${billId === undefined ? sql`` : sql`AND b.id = ${billId}`}
        ORDER BY b.id DESC LIMIT 1`,
  );
  if (!bill) throw notFound('No tax invoice is issued for this case yet.');
  const { pdf: body, name: fileName } = await invoiceDocument(ctx, bill.id, req);
  return pdf(reply, body, fileName);
}
