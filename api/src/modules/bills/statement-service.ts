import type { DbHandle, RawSql } from '../../db/client';
import { HttpError, badRequest } from '../../http/errors';
import { fromPaise, toPaise } from 'mfe-bills/model';
import type { ReceiptRequest } from 'mfe-bills/model';
import { recordReceiptIn } from './receipt-service';
import { one } from './sql';
import { parseStatementCsv, type StatementLine } from './statement-csv';

const norm = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');

interface Open {
  id: number;
  invoice_no: string;
  out: number;
  tds_due: number;
}

/**
 * Suggests, for each credit line, the one open invoice whose number appears in the narration or
 * reference (punctuation ignored) and whose outstanding equals the credit, or equals it once the
 * bank's expected TDS is taken off (the bank paid net of TDS). No invoice is suggested twice.
 */
export function matchLines(lines: StatementLine[], open: Open[], usedRefs: Set<string>) {
  const byAmount = new Map<number, { bill: Open; tds: number }[]>();
  const add = (k: number, v: { bill: Open; tds: number }) => byAmount.set(k, [...(byAmount.get(k) ?? []), v]);
  for (const b of open) {
    add(b.out, { bill: b, tds: 0 });
    if (b.tds_due > 0 && b.tds_due < b.out) add(b.out - b.tds_due, { bill: b, tds: b.tds_due });
  }
  const taken = new Set<number>();
  return lines.map((l) => {
    if (l.reference && usedRefs.has(l.reference.toLowerCase())) return { ...l, status: 'DUPLICATE', bill_id: null, tds_amount: 0 };
    const hay = norm(`${l.narration} ${l.reference}`);
    const hits = (byAmount.get(toPaise(l.credit)) ?? []).filter((c) => !taken.has(c.bill.id) && hay.includes(norm(c.bill.invoice_no)));
    if (hits.length !== 1) return { ...l, status: 'UNMATCHED', bill_id: null, tds_amount: 0 };
    taken.add(hits[0].bill.id);
    return { ...l, status: 'SUGGESTED', bill_id: hits[0].bill.id, tds_amount: fromPaise(hits[0].tds) };
  });
}

/** Imports a statement of one of the firm's accounts: its credit lines, each with its suggested invoice. */
export async function importStatement(
  handle: DbHandle,
  body: { payment_account_id: number; file_name: string; content: string },
  by: number | null,
) {
  let lines: StatementLine[];
  try {
    lines = await parseStatementCsv(body.content);
  } catch (e) {
    throw badRequest({ content: (e as Error).message });
  }
  if (!lines.length) throw badRequest({ content: 'The statement has no credit lines.' });
  if (lines.length > 20_000) throw badRequest({ content: 'Import at most 20,000 lines at a time.' });
  return handle.transaction(async (tx) => {
    const [acct] = await tx.query(`SELECT id FROM payment_accounts WHERE id = $1 AND status = '1'`, [body.payment_account_id]);
    if (!acct) throw badRequest({ payment_account_id: 'Choose the account the statement is of (Payment Master).' });
    const open = (
      await tx.query<{ id: number; invoice_no: string; out: string; tds_due: string }>(
        `SELECT id, invoice_no, total - received_amount - tds_deducted - credited_amount AS out, greatest(tds_amount - tds_deducted, 0) AS tds_due
         FROM bills WHERE status IN ('ISSUED', 'PART_PAID') AND invoice_no IS NOT NULL`,
      )
    ).map((b) => ({ id: b.id, invoice_no: b.invoice_no, out: toPaise(Number(b.out)), tds_due: toPaise(Number(b.tds_due)) }));
    const refs = lines.map((l) => l.reference.toLowerCase()).filter(Boolean);
    const used = new Set(
      (await tx.query<{ r: string }>('SELECT lower(reference) AS r FROM receipts WHERE lower(reference) = ANY($1::text[])', [refs])).map(
        (x) => x.r,
      ),
    );
    const matched = matchLines(lines, open, used);
    const [{ id }] = await tx.query<{ id: number }>(
      'INSERT INTO statement_imports (payment_account_id, file_name, lines, imported_by) VALUES ($1, $2, $3, $4) RETURNING id',
      [body.payment_account_id, body.file_name.slice(0, 200), matched.length, by],
    );
    await tx.query(
      `INSERT INTO statement_lines (import_id, line_no, txn_date, narration, reference, credit, status, bill_id, tds_amount)
       SELECT $1, x.line_no, x.txn_date, x.narration, x.reference, x.credit, x.status, x.bill_id, x.tds_amount
       FROM jsonb_to_recordset($2::jsonb) AS x(line_no int, txn_date date, narration text, reference text, credit numeric, status text,
                                               bill_id int, tds_amount numeric)`,
      [id, JSON.stringify(matched)],
    );
    return { id, lines: matched.length, suggested: matched.filter((m) => m.status === 'SUGGESTED').length };
  });
}

const modeOf = (narration: string): ReceiptRequest['mode'] =>
  /RTGS/i.test(narration) ? 'RTGS' : /UPI/i.test(narration) ? 'UPI' : /\b(CHQ|CHEQUE|CLG)\b/i.test(narration) ? 'CHEQUE' : 'NEFT';

/**
 * A person confirms a line: its receipt is recorded into the statement's account, allocated to the
 * suggested invoice (or the one they chose), TDS as the match found it; anything over stays on account.
 */
export async function confirmLine(handle: DbHandle, lineId: number, chosen: number | undefined, by: number | null) {
  return handle.transaction(async (tx) => {
    const l = await one<{
      import_id: number;
      line_no: number;
      txn_date: string;
      narration: string;
      reference: string;
      credit: string;
      status: string;
      bill_id: number | null;
      tds_amount: string;
      payment_account_id: number;
    }>(
      tx,
      `SELECT l.import_id, l.line_no, to_char(l.txn_date, 'YYYY-MM-DD') AS txn_date, l.narration, l.reference, l.credit, l.status, l.bill_id,
              l.tds_amount, i.payment_account_id
       FROM statement_lines l JOIN statement_imports i ON i.id = l.import_id WHERE l.id = $1 FOR UPDATE OF l`,
      [lineId],
      'No such statement line.',
    );
    if (!['SUGGESTED', 'UNMATCHED'].includes(l.status)) throw new HttpError(409, `This line is ${l.status.toLowerCase()} already.`);
    const billId = chosen ?? l.bill_id;
    if (!billId) throw badRequest({ bill_id: 'Choose the invoice this credit pays.' });
    const b = await one<{ bank_id: number; out: string; status: string }>(
      tx,
      'SELECT bank_id, status, total - received_amount - tds_deducted - credited_amount AS out FROM bills WHERE id = $1',
      [billId],
      'No such bill.',
    );
    if (!['ISSUED', 'PART_PAID'].includes(b.status)) throw new HttpError(409, 'That invoice is not open any more.');
    const tds = billId === l.bill_id ? toPaise(Number(l.tds_amount)) : 0;
    const cash = Math.min(toPaise(Number(l.credit)), toPaise(Number(b.out)) - tds);
    const reference = (l.reference.replace(/[^A-Za-z0-9/ -]/g, '-').trim() || `STMT ${l.import_id}-${l.line_no}`)
      .padEnd(3, '-')
      .slice(0, 50);
    const receiptId = await recordReceiptIn(
      tx,
      {
        bank_id: b.bank_id,
        payment_account_id: l.payment_account_id,
        receipt_date: l.txn_date,
        mode: modeOf(l.narration),
        reference,
        narration: l.narration,
        gross_amount: Number(l.credit),
        tds_amount: fromPaise(tds),
        allocations: [{ bill_id: billId, amount: fromPaise(Math.max(cash, 0)), tds_amount: fromPaise(tds) }],
      },
      by,
    );
    await tx.query(
      `UPDATE statement_lines SET status = 'CONFIRMED', bill_id = $2, receipt_id = $3, decided_by = $4, decided_at = now() WHERE id = $1`,
      [lineId, billId, receiptId, by],
    );
    return receiptId;
  });
}

export async function ignoreLine(db: RawSql, lineId: number, by: number | null) {
  const rows = await db.query(
    `UPDATE statement_lines SET status = 'IGNORED', decided_by = $2, decided_at = now()
     WHERE id = $1 AND status IN ('SUGGESTED', 'UNMATCHED', 'DUPLICATE') RETURNING id`,
    [lineId, by],
  );
  if (!rows.length) throw new HttpError(409, 'This line is confirmed or ignored already.');
}
