import type { DbHandle, RawSql } from '../../db/client';
import { HttpError, badRequest } from '../../http/errors';
import { addHistory } from './bill-service';
import { fromPaise, toPaise } from 'mfe-bills/model';
import type { ReceiptRequest } from 'mfe-bills/model';
import { one } from './sql';

interface OpenBill {
  id: number;
  invoice_no: string;
  status: string;
  out: string;
  tds_due: string;
}

const rupees = (p: number) => `₹${fromPaise(p).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;

/** After money or a credit reaches a bill: PART_PAID or PAID, and its cases' billing status follows. */
export async function settleStatus(tx: RawSql, billId: number, by: number | null, comment: string) {
  const b = await one<{ status: string; out: string }>(
    tx,
    'SELECT status, total - received_amount - tds_deducted - credited_amount AS out FROM bills WHERE id = $1',
    [billId],
    'No such bill.',
  );
  const to = Number(b.out) <= 0 ? 'PAID' : b.status === 'ISSUED' && Number(b.out) > 0 ? 'PART_PAID' : b.status;
  if (to !== b.status) {
    await tx.query('UPDATE bills SET status = $2, version = version + 1, updated_at = now() WHERE id = $1', [billId, to]);
    await addHistory(tx, 'bill', billId, b.status, to, by, comment);
  }
  await tx.query(
    `UPDATE cases SET billing_status = $2, updated_at = now()
     WHERE id IN (SELECT case_id FROM bill_lines WHERE bill_id = $1) AND billing_status <> $2`,
    [billId, to === 'ISSUED' ? 'BILLED' : to],
  );
}

/**
 * Records a receipt and allocates it across the bank's open bills: as given, or oldest due first
 * (each bill's expected TDS first, then cash). The whole receipt must be allocated, and no bill
 * may receive more than it still owes.
 */
export async function recordReceipt(handle: DbHandle, body: ReceiptRequest, by: number | null): Promise<number> {
  return handle.transaction(async (tx) => {
    await one(tx, 'SELECT id FROM banks WHERE id = $1', [body.bank_id], 'No such bank.').catch(() => {
      throw badRequest({ bank_id: 'Choose a valid Bank' });
    });
    const open = await tx.query<OpenBill>(
      `SELECT id, invoice_no, status, total - received_amount - tds_deducted - credited_amount AS out,
              greatest(tds_amount - tds_deducted, 0) AS tds_due
       FROM bills WHERE bank_id = $1 AND status IN ('ISSUED', 'PART_PAID') ORDER BY due_date, id FOR UPDATE`,
      [body.bank_id],
    );
    let cash = toPaise(body.gross_amount);
    let tds = toPaise(body.tds_amount);
    const alloc: { bill_id: number; amount: number; tds_amount: number }[] = [];
    if (body.allocations?.length) {
      const seen = new Set<number>();
      for (const a of body.allocations) {
        const bill = open.find((b) => b.id === a.bill_id);
        if (!bill) throw badRequest({ allocations: `Bill ${a.bill_id} is not an open bill of this bank.` });
        if (seen.has(a.bill_id)) throw badRequest({ allocations: `Bill ${bill.invoice_no} is allocated twice.` });
        seen.add(a.bill_id);
        const p = toPaise(a.amount) + toPaise(a.tds_amount);
        if (p > toPaise(Number(bill.out)))
          throw badRequest({
            allocations: `Invoice ${bill.invoice_no} owes ${rupees(toPaise(Number(bill.out)))}; ${rupees(p)} is more than that.`,
          });
        cash -= toPaise(a.amount);
        tds -= toPaise(a.tds_amount);
        alloc.push(a);
      }
      if (cash !== 0 || tds !== 0)
        throw badRequest({
          allocations: `Allocate the whole receipt: the amounts must add up to the gross amount and the TDS (${rupees(cash)} and ${rupees(tds)} left).`,
        });
    } else {
      for (const b of open) {
        if (cash <= 0 && tds <= 0) break;
        const out = toPaise(Number(b.out));
        const t = Math.min(tds, toPaise(Number(b.tds_due)), out);
        const c = Math.min(cash, out - t);
        if (t + c <= 0) continue;
        tds -= t;
        cash -= c;
        alloc.push({ bill_id: b.id, amount: fromPaise(c), tds_amount: fromPaise(t) });
      }
      if (cash > 0 || tds > 0)
        throw badRequest({ gross_amount: `The receipt is more than this bank's open bills: ${rupees(cash + tds)} would be left over.` });
    }
    const [{ id }] = await tx.query<{ id: number }>(
      `INSERT INTO receipts (bank_id, receipt_date, mode, reference, gross_amount, tds_amount, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [body.bank_id, body.receipt_date, body.mode, body.reference.trim(), body.gross_amount, body.tds_amount, by],
    );
    for (const a of alloc) {
      await tx.query('INSERT INTO receipt_allocations (receipt_id, bill_id, amount, tds_amount) VALUES ($1, $2, $3, $4)', [
        id,
        a.bill_id,
        a.amount,
        a.tds_amount,
      ]);
      await tx.query(
        'UPDATE bills SET received_amount = received_amount + $2, tds_deducted = tds_deducted + $3, version = version + 1, updated_at = now() WHERE id = $1',
        [a.bill_id, a.amount, a.tds_amount],
      );
      await settleStatus(tx, a.bill_id, by, `Receipt ${body.mode} ${body.reference.trim()}`);
    }
    if (!alloc.length) throw new HttpError(409, 'This bank has no open bill to allocate the receipt to.');
    return id;
  });
}
