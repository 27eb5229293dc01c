import type { DbHandle, RawSql } from '../../db/client';
import { HttpError, badRequest } from '../../http/errors';
import { addHistory } from './bill-service';
import { fromPaise, toPaise } from 'mfe-bills/model';
import type { ReceiptAllocation, ReceiptRequest } from 'mfe-bills/model';
import { one } from './sql';

interface OpenBill {
  id: number;
  invoice_no: string;
  status: string;
  out: string;
  tds_due: string;
}

const rupees = (p: number) => `₹${fromPaise(p).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;

/**
 * After money or a credit reaches a bill, its status says which: receipts (cash or TDS) make it
 * PART_PAID, then PAID once nothing is left; credit notes alone leave it ISSUED (the credited amount
 * shows beside it) or, when they take it to nothing, CREDITED. Its cases' billing status follows.
 */
export async function settleStatus(tx: RawSql, billId: number, by: number | null, comment: string) {
  const b = await one<{ status: string; out: string; paid: string }>(
    tx,
    `SELECT status, total - received_amount - tds_deducted - credited_amount AS out, received_amount + tds_deducted AS paid
     FROM bills WHERE id = $1`,
    [billId],
    'No such bill.',
  );
  const paid = Number(b.paid) > 0;
  const to = Number(b.out) <= 0 ? (paid ? 'PAID' : 'CREDITED') : paid ? 'PART_PAID' : 'ISSUED';
  if (to !== b.status) {
    await tx.query('UPDATE bills SET status = $2, version = version + 1, updated_at = now() WHERE id = $1', [billId, to]);
    await addHistory(tx, 'bill', billId, b.status, to, by, comment);
  }
  await tx.query(
    `UPDATE cases SET billing_status = $2, updated_at = now()
     WHERE id IN (SELECT case_id FROM bill_lines WHERE bill_id = $1) AND billing_status <> $2`,
    [billId, to === 'ISSUED' || to === 'CREDITED' ? 'BILLED' : to],
  );
}

const openBills = (tx: RawSql, bankId: number) =>
  tx.query<OpenBill>(
    `SELECT id, invoice_no, status, total - received_amount - tds_deducted - credited_amount AS out,
            greatest(tds_amount - tds_deducted, 0) AS tds_due
     FROM bills WHERE bank_id = $1 AND status IN ('ISSUED', 'PART_PAID') ORDER BY due_date, id FOR UPDATE`,
    [bankId],
  );

/**
 * Checks allocations against the bank's open bills and what the receipt has left (paise): no bill
 * twice, none beyond what it owes, together no more than the receipt's cash and TDS left.
 */
function checkAllocations(open: OpenBill[], given: ReceiptAllocation[], cash: number, tds: number) {
  const seen = new Set<number>();
  for (const a of given) {
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
  }
  if (cash < 0 || tds < 0)
    throw badRequest({
      allocations: `The allocations are more than the receipt has to allocate (${rupees(Math.max(-cash, 0))} cash and ${rupees(Math.max(-tds, 0))} TDS too much).`,
    });
}

/** Oldest due first: each bill's expected TDS first, then cash; what no bill takes stays on account. */
function autoAllocate(open: OpenBill[], cash: number, tds: number): ReceiptAllocation[] {
  const out: ReceiptAllocation[] = [];
  for (const b of open) {
    if (cash <= 0 && tds <= 0) break;
    const owed = toPaise(Number(b.out));
    const t = Math.min(tds, toPaise(Number(b.tds_due)), owed);
    const c = Math.min(cash, owed - t);
    if (t + c <= 0) continue;
    tds -= t;
    cash -= c;
    out.push({ bill_id: b.id, amount: fromPaise(c), tds_amount: fromPaise(t) });
  }
  return out;
}

async function applyAllocations(tx: RawSql, receiptId: number, alloc: ReceiptAllocation[], by: number | null, comment: string) {
  for (const a of alloc) {
    if (toPaise(a.amount) + toPaise(a.tds_amount) <= 0) continue;
    await tx.query(
      `INSERT INTO receipt_allocations (receipt_id, bill_id, amount, tds_amount) VALUES ($1, $2, $3, $4)
       ON CONFLICT (receipt_id, bill_id) DO UPDATE SET amount = receipt_allocations.amount + EXCLUDED.amount,
         tds_amount = receipt_allocations.tds_amount + EXCLUDED.tds_amount`,
      [receiptId, a.bill_id, a.amount, a.tds_amount],
    );
    await tx.query(
      'UPDATE bills SET received_amount = received_amount + $2, tds_deducted = tds_deducted + $3, version = version + 1, updated_at = now() WHERE id = $1',
      [a.bill_id, a.amount, a.tds_amount],
    );
    await settleStatus(tx, a.bill_id, by, comment);
  }
}

/** Refuses a UTR (any mode but cheque) already recorded, or a cheque number already recorded for the bank. */
async function checkReference(tx: RawSql, body: Pick<ReceiptRequest, 'bank_id' | 'mode' | 'reference'>) {
  const [dup] = await tx.query<{ receipt_no: string }>(
    `SELECT receipt_no FROM receipts WHERE lower(reference) = lower($1)
       AND (($2 <> 'CHEQUE' AND mode <> 'CHEQUE') OR ($2 = 'CHEQUE' AND mode = 'CHEQUE' AND bank_id = $3)) LIMIT 1`,
    [body.reference.trim(), body.mode, body.bank_id],
  );
  if (dup)
    throw new HttpError(
      409,
      `${body.mode === 'CHEQUE' ? 'Cheque No.' : 'UTR'} ${body.reference.trim()} is already recorded on receipt ${dup.receipt_no}.`,
    );
}

/**
 * Records a receipt voucher (numbered in its year's series by the database) into one of the firm's
 * accounts and allocates it across the bank's open bills: as given, or oldest due first. What is
 * not allocated stays on account for the bank (an advance) until allocated later.
 */
export function recordReceipt(handle: DbHandle, body: ReceiptRequest, by: number | null): Promise<number> {
  return handle.transaction((tx) => recordReceiptIn(tx, body, by));
}

/** recordReceipt inside the caller's transaction (a confirmed statement line records its receipt so). */
export async function recordReceiptIn(tx: RawSql, body: ReceiptRequest, by: number | null): Promise<number> {
  {
    await one(tx, 'SELECT id FROM banks WHERE id = $1', [body.bank_id], 'No such bank.').catch(() => {
      throw badRequest({ bank_id: 'Choose a valid Bank' });
    });
    const [acct] = await tx.query(`SELECT id FROM payment_accounts WHERE id = $1 AND status = '1'`, [body.payment_account_id]);
    if (!acct) throw badRequest({ payment_account_id: 'Choose the account the money came into (Payment Master).' });
    await checkReference(tx, body);
    const open = await openBills(tx, body.bank_id);
    const cash = toPaise(body.gross_amount);
    const tds = toPaise(body.tds_amount);
    const alloc = body.allocations ?? autoAllocate(open, cash, tds);
    if (body.allocations) checkAllocations(open, alloc, cash, tds);
    const [{ id, receipt_no }] = await tx.query<{ id: number; receipt_no: string }>(
      `INSERT INTO receipts (bank_id, payment_account_id, receipt_date, mode, reference, narration, gross_amount, tds_amount, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id, receipt_no`,
      [
        body.bank_id,
        body.payment_account_id,
        body.receipt_date,
        body.mode,
        body.reference.trim(),
        body.narration?.trim() || null,
        body.gross_amount,
        body.tds_amount,
        by,
      ],
    );
    await applyAllocations(tx, id, alloc, by, `Receipt ${receipt_no} (${body.mode} ${body.reference.trim()})`);
    return id;
  }
}

/** What a receipt has not yet allocated (cash and TDS, in paise), with its bank; the row locked. */
async function leftOf(tx: RawSql, receiptId: number) {
  const r = await one<{ bank_id: number; receipt_no: string; mode: string; reference: string; cash: string; tds: string }>(
    tx,
    `SELECT r.bank_id, r.receipt_no, r.mode, r.reference,
            r.gross_amount - coalesce((SELECT sum(amount) FROM receipt_allocations a WHERE a.receipt_id = r.id), 0) AS cash,
            r.tds_amount - coalesce((SELECT sum(tds_amount) FROM receipt_allocations a WHERE a.receipt_id = r.id), 0) AS tds
     FROM receipts r WHERE r.id = $1 FOR UPDATE OF r`,
    [receiptId],
    'No such receipt.',
  );
  return { ...r, cash: toPaise(Number(r.cash)), tds: toPaise(Number(r.tds)) };
}

/** Allocates (part of) what a receipt holds on account to the bank's open bills. */
export async function allocateLater(handle: DbHandle, receiptId: number, given: ReceiptAllocation[], by: number | null) {
  await handle.transaction(async (tx) => {
    const r = await leftOf(tx, receiptId);
    if (r.cash + r.tds <= 0) throw new HttpError(409, `Receipt ${r.receipt_no} has nothing left on account.`);
    const open = await openBills(tx, r.bank_id);
    checkAllocations(open, given, r.cash, r.tds);
    await applyAllocations(tx, receiptId, given, by, `Receipt ${r.receipt_no} (on account, ${r.mode} ${r.reference})`);
  });
}
