import { assertSupplierReady } from './supplier';
import type { FastifyRequest } from 'fastify';
import type { DbHandle, RawSql } from '../../db/client';
import { HttpError, badRequest } from '../../http/errors';
import { STALE_VERSION_MESSAGE } from './words';
import { addHistory, canOf, userIdOf } from './bill-service';
import { CREDIT_NOTE_FLOW, creditNoteAmounts, financialYearOf, formatInvoiceNo, fromPaise, moveError, toPaise } from 'mfe-bills/model';
import type { CreditNoteRequest } from 'mfe-bills/model';
import { checkMakerChecker } from './maker-checker';
import { settleStatus } from './receipt-service';
import { bizToday, one } from './sql';

const rupees = (n: number) => `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * What may still be credited on an invoice: its outstanding amount less the credit notes already
 * drafted or approved against it (so two drafts cannot together exceed it).
 */
async function remainder(tx: RawSql, billId: number, exceptNote: number | null) {
  const b = await one<{
    invoice_no: string | null;
    status: string;
    out: string;
    pending: string;
    cgst_rate: string;
    sgst_rate: string;
    igst_rate: string;
  }>(
    tx,
    `SELECT invoice_no, status, total - received_amount - tds_deducted - credited_amount AS out, cgst_rate, sgst_rate, igst_rate,
            (SELECT coalesce(sum(total), 0) FROM credit_notes n WHERE n.bill_id = b.id AND n.status IN ('DRAFT', 'APPROVED')
               AND ($2::int IS NULL OR n.id <> $2::int)) AS pending
     FROM bills b WHERE id = $1 FOR UPDATE`,
    [billId, exceptNote],
    'No such bill.',
  );
  return { ...b, left: fromPaise(toPaise(Number(b.out)) - toPaise(Number(b.pending))) };
}

export async function createCreditNote(handle: DbHandle, body: CreditNoteRequest, by: number | null): Promise<number> {
  return handle.transaction(async (tx) => {
    const b = await remainder(tx, body.bill_id, null).catch((e) => {
      if (e instanceof HttpError && e.statusCode === 404) throw badRequest({ bill_id: 'Choose an issued invoice.' });
      throw e;
    });
    if (!['ISSUED', 'PART_PAID', 'PAID'].includes(b.status))
      throw badRequest({ bill_id: 'A credit note can only be raised against an issued invoice.' });
    const a = creditNoteAmounts(body.taxable_value, {
      cgst_rate: Number(b.cgst_rate),
      sgst_rate: Number(b.sgst_rate),
      igst_rate: Number(b.igst_rate),
    });
    if (a.total > b.left) {
      throw badRequest({
        taxable_value: `The credit note total ${rupees(a.total)} is more than what remains on invoice ${b.invoice_no} (${rupees(Math.max(b.left, 0))}).`,
      });
    }
    const today = await bizToday(tx);
    const [{ id }] = await tx.query<{ id: number }>(
      `INSERT INTO credit_notes (credit_note_date, bill_id, reason, description, taxable_value, cgst_amount, sgst_amount, igst_amount, total, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        today,
        body.bill_id,
        body.reason,
        body.description?.trim() || null,
        a.taxable_value,
        a.cgst_amount,
        a.sgst_amount,
        a.igst_amount,
        a.total,
        by,
      ],
    );
    await addHistory(tx, 'credit_note', id, null, 'DRAFT', by);
    return id;
  });
}

/** A move of the credit-note flow; issuing numbers it in its own series and reduces the invoice. */
export async function moveCreditNote(
  handle: DbHandle,
  id: number,
  body: { to: string; comment?: string; version: number },
  req: FastifyRequest,
) {
  const by = userIdOf(req);
  return handle.transaction(async (tx) => {
    const n = await one<{ status: string; version: number; bill_id: number; total: string }>(
      tx,
      'SELECT status, version, bill_id, total FROM credit_notes WHERE id = $1 FOR UPDATE',
      [id],
      'No such credit note.',
    );
    if (n.version !== body.version) throw new HttpError(409, STALE_VERSION_MESSAGE);
    const err = moveError(CREDIT_NOTE_FLOW, n.status, body.to, { can: canOf(req), comment: body.comment });
    if (err) throw new HttpError(err.status, err.message);
    await checkMakerChecker(tx, CREDIT_NOTE_FLOW, 'credit_note', id, n.status, body.to, by);
    let number: string | null = null;
    if (body.to === 'ISSUED') {
      await assertSupplierReady(tx, n.bill_id);
      const b = await remainder(tx, n.bill_id, id);
      if (Number(n.total) > b.left)
        throw new HttpError(
          409,
          `The credit note total ${rupees(Number(n.total))} is more than what remains on invoice ${b.invoice_no} (${rupees(Math.max(b.left, 0))}).`,
        );
      const s = await one<{ gstin: string | null; code: string }>(
        tx,
        'SELECT coalesce(b.supplier_gstin, cb.gstin) AS gstin, cb.code FROM bills b JOIN company_branches cb ON cb.id = b.company_branch_id WHERE b.id = $1',
        [n.bill_id],
        'No such bill.',
      );
      const today = await bizToday(tx);
      const fy = financialYearOf(today);
      const prefix = `${s.code}/CN/`;
      await tx.query('INSERT INTO invoice_series (gstin, prefix, fy, last_no) VALUES ($1, $2, $3, 0) ON CONFLICT DO NOTHING', [
        s.gstin ?? '',
        prefix,
        fy,
      ]);
      const [{ last_no }] = await tx.query<{ last_no: number }>(
        'UPDATE invoice_series SET last_no = last_no + 1 WHERE gstin = $1 AND prefix = $2 AND fy = $3 RETURNING last_no',
        [s.gstin ?? '', prefix, fy],
      );
      number = formatInvoiceNo(prefix, fy, last_no);
      await tx.query('UPDATE credit_notes SET credit_note_no = $2, credit_note_date = $3 WHERE id = $1', [id, number, today]);
      await tx.query('UPDATE bills SET credited_amount = credited_amount + $2, version = version + 1, updated_at = now() WHERE id = $1', [
        n.bill_id,
        n.total,
      ]);
      await settleStatus(tx, n.bill_id, by, `Credit note ${number}`);
    }
    await tx.query('UPDATE credit_notes SET status = $2, version = version + 1, updated_at = now() WHERE id = $1', [id, body.to]);
    await addHistory(tx, 'credit_note', id, n.status, body.to, by, body.comment ?? (number ? `Credit note ${number}` : null));
    return number;
  });
}
