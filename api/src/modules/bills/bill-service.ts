import { assertSupplierReady } from './supplier';
import type { FastifyRequest } from 'fastify';
import type { PageName } from 'shared/resources';
import type { DbHandle, RawSql } from '../../db/client';
import { principalCan } from '../../http/auth';
import { HttpError, badRequest } from '../../http/errors';
import { STALE_VERSION_MESSAGE, stateCodeOf } from './words';
import {
  amountsFromRates,
  BILL_FLOW,
  computeInvoice,
  financialYearOf,
  formatInvoiceNo,
  gstSplit,
  lineFeeState,
  moveError,
  movesFrom,
  sameState,
  toPaise,
} from 'mfe-bills/model';
import { amountInWords, INDIAN_STATES } from './words';
import { bizToday, one } from './sql';
import { quoteFee } from './fee-quote';
import { allowedMoves, checkMakerChecker } from './maker-checker';
import { emitInvoicesIssued } from '../milestones/emit';
import type { BillDetail, BillDraftRequest, BillDraftUpdate } from 'mfe-bills/model';

const SAC = '997224';
const STATE_NAMES = new Map(INDIAN_STATES.map((s) => [s.code, s.name]));

export const userIdOf = (req: FastifyRequest): number | null => (req.principal?.kind === 'user' ? req.principal.user.id : null);
export const canOf = (req: FastifyRequest) => (right: PageName) => !!req.principal && principalCan(req.principal, right);

export async function addHistory(
  tx: RawSql,
  entity: 'bill' | 'credit_note' | 'expense',
  id: number,
  from: string | null,
  to: string,
  by: number | null,
  comment?: string | null,
) {
  await tx.query(
    'INSERT INTO billing_history (entity, entity_id, from_status, to_status, changed_by, comment) VALUES ($1, $2, $3, $4, $5, $6)',
    [entity, id, from, to, by, comment?.trim() || null],
  );
}

interface CaseRow {
  id: number;
  case_no: string;
  bank_id: number;
  bank_branch_id: number;
  company_branch_id: number;
  fee: string | null;
  state: string | null;
  property_type: string | null;
  status: string;
  released_at: string | null;
  billing_status: string;
  applicant_name: string | null;
  report_no: string | null;
  fair_market_value: string | null;
}

/** A draft bill from unbilled cases of one bank, one office and one property state (place of supply). */
export async function createDraft(handle: DbHandle, body: BillDraftRequest, by: number | null): Promise<number> {
  return handle.transaction(async (tx) => {
    const rows = await tx.query<CaseRow>(
      `SELECT id, case_no, bank_id, bank_branch_id, company_branch_id, fee, state, property_type, status, released_at,
              billing_status, applicant_name, report_no, fair_market_value
       FROM cases WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
      [body.case_ids],
    );
    const missing = body.case_ids.filter((id) => !rows.some((r) => r.id === id));
    if (missing.length) throw new HttpError(404, `No case with id ${missing.join(', ')}.`);
    const bad = rows.find((r) => !r.released_at || r.status === 'CANCELLED');
    if (bad) throw badRequest({ case_ids: `Case ${bad.case_no} is not released yet; only released or dispatched cases can be billed.` });
    const billed = rows.find((r) => r.billing_status !== 'UNBILLED');
    if (billed) throw new HttpError(409, `Case ${billed.case_no} is already on a bill.`);
    const overrides = new Map((body.overrides ?? []).map((o) => [o.case_id, o]));
    for (const id of overrides.keys())
      if (!body.case_ids.includes(id)) throw badRequest({ overrides: `Fee override for case id ${id}, which is not selected.` });
    // A case without its own fee takes the fee schedule's quote for its bank, property type and value.
    const quoted = new Map<number, number>();
    for (const r of rows.filter((x) => x.fee === null && !overrides.has(x.id))) {
      const q = await quoteFee(tx, r.bank_id, r.property_type, Number(r.fair_market_value ?? 0));
      if (q.fee === null)
        throw badRequest({
          case_ids: `Case ${r.case_no} has no fee and the fee schedule has none for it; set its fee (with a reason) first.`,
        });
      quoted.set(r.id, q.fee);
    }
    const first = rows[0];
    if (rows.some((r) => r.bank_id !== first.bank_id)) throw badRequest({ case_ids: 'Select cases of one bank for one bill.' });
    if (rows.some((r) => r.company_branch_id !== first.company_branch_id))
      throw badRequest({ case_ids: 'Select cases of one company branch for one bill.' });

    const supplier = await one<{ gstin: string | null; state_code: string | null }>(
      tx,
      'SELECT gstin, state_code FROM company_branches WHERE id = $1',
      [first.company_branch_id],
      'Company branch not found.',
    );
    const recipient = await one<{
      bank_name: string;
      tds_section: string | null;
      branch_name: string;
      address: string | null;
      gstin: string | null;
      state_code: string | null;
    }>(
      tx,
      `SELECT b.name AS bank_name, b.tds_section, bb.branch_name, bb.address, bb.gstin, bb.state_code
       FROM banks b JOIN bank_branches bb ON bb.id = $2 WHERE b.id = $1`,
      [first.bank_id, first.bank_branch_id],
      'Bank branch not found.',
    );
    // Place of supply: where the property is (valuation is a service on immovable property).
    const places = new Set(rows.map((r) => stateCodeOf(r.state) ?? recipient.state_code));
    if (places.size > 1)
      throw badRequest({ case_ids: 'Select cases whose properties are in one state: the place of supply must be one per invoice.' });
    const place = [...places][0];
    if (!place || !supplier.state_code)
      throw badRequest({ case_ids: 'The property state or the company branch state is missing; complete the masters first.' });
    const [gst] = await tx.query<{ rate: string }>('SELECT rate FROM gst_rates WHERE sac = $1', [SAC]);
    if (!gst) throw new HttpError(409, `No GST rate is set for SAC ${SAC}.`);
    const [tds] = recipient.tds_section
      ? await tx.query<{ rate: string }>('SELECT rate FROM tds_sections WHERE section = $1', [recipient.tds_section])
      : [];
    const exp = await tx.query<{ case_id: number; amount: string }>(
      `SELECT case_id, sum(amount) AS amount FROM expenses
       WHERE case_id = ANY($1::int[]) AND status = 'APPROVED' AND bill_id IS NULL GROUP BY case_id`,
      [body.case_ids],
    );
    const expOf = (id: number) => Number(exp.find((e) => e.case_id === id)?.amount ?? 0);
    const lines = rows.map((r) => {
      const o = overrides.get(r.id);
      const fee = o ? o.fee : (quoted.get(r.id) ?? Number(r.fee));
      const quoted_fee = quoted.get(r.id) ?? null;
      const state = lineFeeState({ fee, case_fee: r.fee === null ? null : Number(r.fee), quoted_fee });
      return {
        case_id: r.id,
        description:
          `Valuation fee: ${r.case_no}${r.report_no ? ` (report ${r.report_no})` : ''}${r.applicant_name ? `, ${r.applicant_name}` : ''}`.slice(
            0,
            300,
          ),
        fee,
        quoted_fee,
        expenses: expOf(r.id),
        reason: state === 'OVERRIDDEN' ? (o?.reason.trim() ?? null) : null,
      };
    });
    const a = computeInvoice({
      lines,
      supplierStateCode: supplier.state_code,
      placeOfSupply: place,
      gstRate: Number(gst.rate),
      tdsRate: tds ? Number(tds.rate) : 0,
    });
    const today = await bizToday(tx);
    const single = rows.every((r) => r.bank_branch_id === first.bank_branch_id);
    const [{ id }] = await tx.query<{ id: number }>(
      `INSERT INTO bills (invoice_date, company_branch_id, supplier_gstin, bank_id, bank_branch_id, recipient_name, recipient_address,
         recipient_gstin, recipient_state_code, place_of_supply, sac, taxable_value, cgst_rate, sgst_rate, igst_rate, cgst_amount,
         sgst_amount, igst_amount, total, tds_section, tds_rate, tds_amount, net_receivable, due_date, status, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23,
               coalesce($24::date, $1::date + 30), 'DRAFT', $25) RETURNING id`,
      [
        today,
        first.company_branch_id,
        supplier.gstin,
        first.bank_id,
        single ? first.bank_branch_id : null,
        single ? `${recipient.bank_name}, ${recipient.branch_name}` : recipient.bank_name,
        recipient.address,
        recipient.gstin,
        recipient.state_code,
        place,
        SAC,
        a.taxable_value,
        a.cgst_rate,
        a.sgst_rate,
        a.igst_rate,
        a.cgst_amount,
        a.sgst_amount,
        a.igst_amount,
        a.total,
        tds ? recipient.tds_section : null,
        tds ? a.tds_rate : null,
        a.tds_amount,
        a.net_receivable,
        body.due_date ?? null,
        by,
      ],
    );
    await tx.query(
      `INSERT INTO bill_lines (bill_id, case_id, description, fee, quoted_fee, expenses, fee_override_reason)
       SELECT $1, x.case_id, x.description, x.fee, x.quoted_fee, x.expenses, x.reason
       FROM jsonb_to_recordset($2::jsonb) AS x(case_id int, description text, fee numeric, quoted_fee numeric, expenses numeric, reason text)`,
      [id, JSON.stringify(lines)],
    );
    await tx.query(`UPDATE expenses SET bill_id = $1 WHERE case_id = ANY($2::int[]) AND status = 'APPROVED' AND bill_id IS NULL`, [
      id,
      body.case_ids,
    ]);
    await tx.query(`UPDATE cases SET billing_status = 'BILLED', updated_at = now() WHERE id = ANY($1::int[])`, [body.case_ids]);
    await addHistory(tx, 'bill', id, null, 'DRAFT', by);
    return id;
  });
}

/** Recomputes a draft's amounts from its lines and stored rates (after an edit). */
async function recompute(tx: RawSql, id: number) {
  const b = await one<{ cgst_rate: string; sgst_rate: string; igst_rate: string; tds_rate: string | null }>(
    tx,
    'SELECT cgst_rate, sgst_rate, igst_rate, tds_rate FROM bills WHERE id = $1',
    [id],
    'No such bill.',
  );
  const [{ taxable }] = await tx.query<{ taxable: string }>(
    'SELECT coalesce(sum(fee + expenses), 0) AS taxable FROM bill_lines WHERE bill_id = $1',
    [id],
  );
  const a = amountsFromRates(toPaise(Number(taxable)), {
    cgst_rate: Number(b.cgst_rate),
    sgst_rate: Number(b.sgst_rate),
    igst_rate: Number(b.igst_rate),
    tds_rate: Number(b.tds_rate ?? 0),
  });
  await tx.query(
    `UPDATE bills SET taxable_value = $2, cgst_amount = $3, sgst_amount = $4, igst_amount = $5, total = $6, tds_amount = $7,
       net_receivable = $8 WHERE id = $1`,
    [id, a.taxable_value, a.cgst_amount, a.sgst_amount, a.igst_amount, a.total, a.tds_amount, a.net_receivable],
  );
}

/** Edits a draft: due date, recipient particulars, place of supply, TDS section, line fees (an override needs a reason). */
export async function updateDraft(handle: DbHandle, id: number, body: BillDraftUpdate): Promise<void> {
  await handle.transaction(async (tx) => {
    const b = await one<{
      status: string;
      version: number;
      cgst_rate: string;
      sgst_rate: string;
      igst_rate: string;
      supplier_state: string | null;
    }>(
      tx,
      `SELECT b.status, b.version, b.cgst_rate, b.sgst_rate, b.igst_rate, cb.state_code AS supplier_state
       FROM bills b JOIN company_branches cb ON cb.id = b.company_branch_id WHERE b.id = $1 FOR UPDATE OF b`,
      [id],
      'No such bill.',
    );
    if (b.version !== body.version) throw new HttpError(409, STALE_VERSION_MESSAGE);
    if (b.status !== 'DRAFT') throw new HttpError(409, 'Only a draft bill can be edited; send it back to draft first.');
    const set: string[] = [];
    const params: unknown[] = [id];
    const put = (col: string, v: unknown) => {
      params.push(v);
      set.push(`${col} = $${params.length}`);
    };
    if (body.due_date !== undefined) put('due_date', body.due_date);
    if (body.recipient_name !== undefined) put('recipient_name', body.recipient_name.trim());
    if (body.recipient_address !== undefined) put('recipient_address', body.recipient_address);
    if (body.recipient_gstin !== undefined) put('recipient_gstin', body.recipient_gstin);
    if (body.place_of_supply !== undefined) {
      const gst = Number(b.cgst_rate) + Number(b.sgst_rate) + Number(b.igst_rate);
      const split = gstSplit(gst, sameState(b.supplier_state ?? '', body.place_of_supply));
      put('place_of_supply', body.place_of_supply);
      put('cgst_rate', split.cgst_rate);
      put('sgst_rate', split.sgst_rate);
      put('igst_rate', split.igst_rate);
    }
    if (body.tds_section !== undefined) {
      if (body.tds_section === null) {
        put('tds_section', null);
        put('tds_rate', null);
      } else {
        const [t] = await tx.query<{ rate: string }>('SELECT rate FROM tds_sections WHERE section = $1', [body.tds_section]);
        if (!t) throw badRequest({ tds_section: 'Choose a TDS section from the list.' });
        put('tds_section', body.tds_section);
        put('tds_rate', body.tds_rate ?? Number(t.rate));
      }
    } else if (body.tds_rate !== undefined) put('tds_rate', body.tds_rate);
    for (const line of body.lines ?? []) {
      const [l] = await tx.query<{ case_fee: number | null; quoted_fee: number | null }>(
        `SELECT c.fee::float8 AS case_fee, l.quoted_fee::float8 AS quoted_fee
         FROM bill_lines l LEFT JOIN cases c ON c.id = l.case_id WHERE l.id = $1 AND l.bill_id = $2`,
        [line.id, id],
      );
      if (!l) throw badRequest({ lines: `Line ${line.id} is not on this bill.` });
      const overridden = lineFeeState({ ...l, fee: line.fee }) === 'OVERRIDDEN';
      if (overridden && !line.fee_override_reason?.trim())
        throw badRequest({ lines: "A fee that differs from the case fee or the fee schedule's quote needs a reason." });
      await tx.query('UPDATE bill_lines SET fee = $2, expenses = $3, fee_override_reason = $4 WHERE id = $1', [
        line.id,
        line.fee,
        line.expenses,
        overridden ? line.fee_override_reason!.trim() : null,
      ]);
    }
    set.push('version = version + 1', 'updated_at = now()');
    await tx.query(`UPDATE bills SET ${set.join(', ')} WHERE id = $1`, params);
    await recompute(tx, id);
  });
}

/**
 * Takes the next n serials of a series (row-locked by the UPDATE, so concurrent issues queue and
 * never repeat or skip). A new series starts after any number already given in it.
 */
async function takeSerials(tx: RawSql, gstin: string, prefix: string, fy: string, n: number): Promise<number[]> {
  const head = `${prefix}${fy}/`;
  const next = () =>
    tx.query<{ last_no: number }>(
      'UPDATE invoice_series SET last_no = last_no + $4 WHERE gstin = $1 AND prefix = $2 AND fy = $3 RETURNING last_no',
      [gstin, prefix, fy, n],
    );
  let taken = await next();
  if (!taken.length) {
    await tx.query(
      `INSERT INTO invoice_series (gstin, prefix, fy, last_no)
       SELECT $1, $2, $3, coalesce(max(substring(invoice_no FROM $5::int)::int), 0) FROM bills
       WHERE left(invoice_no, $4::int) = $6 AND substring(invoice_no FROM $5::int) ~ '^[0-9]{1,9}$'
       ON CONFLICT DO NOTHING`,
      [gstin, prefix, fy, head.length, head.length + 1, head],
    );
    taken = await next();
  }
  const last = taken[0].last_no;
  return Array.from({ length: n }, (_, i) => last - n + 1 + i);
}

/** Gives the next number of the bill's series and issues it (inside the caller's transaction). */
export async function issueInTx(tx: RawSql, id: number, by: number | null, today: string): Promise<string> {
  const b = await one<{ status: string; supplier_gstin: string | null; gstin: string | null; prefix: string | null; code: string }>(
    tx,
    `SELECT b.status, b.supplier_gstin, cb.gstin, cb.invoice_prefix AS prefix, cb.code
     FROM bills b JOIN company_branches cb ON cb.id = b.company_branch_id WHERE b.id = $1 FOR UPDATE OF b`,
    [id],
    'No such bill.',
  );
  if (b.status !== 'CA_APPROVED') throw new HttpError(409, `Bill ${id} is ${b.status}; only a CA approved bill can be issued.`);
  const gstin = b.supplier_gstin ?? b.gstin;
  if (!gstin) throw new HttpError(409, 'The company branch has no GSTIN; add it in the Branch Master before issuing.');
  await assertSupplierReady(tx, id);
  const prefix = b.prefix ?? `${b.code}/`;
  const fy = financialYearOf(today);
  try {
    formatInvoiceNo(prefix, fy, 1);
  } catch (e) {
    throw new HttpError(409, (e as Error).message);
  }
  const [last_no] = await takeSerials(tx, gstin, prefix, fy, 1);
  const invoiceNo = formatInvoiceNo(prefix, fy, last_no);
  await tx.query(
    `UPDATE bills SET status = 'ISSUED', invoice_no = $2, due_date = $3::date + greatest(coalesce(due_date - invoice_date, 30), 0),
       invoice_date = $3, supplier_gstin = $4, issued_at = now(), issued_by = $5, rejection_reason = NULL,
       version = version + 1, updated_at = now() WHERE id = $1`,
    [id, invoiceNo, today, gstin, by],
  );
  await addHistory(tx, 'bill', id, 'CA_APPROVED', 'ISSUED', by, `Invoice ${invoiceNo}`);
  return invoiceNo;
}

/**
 * Rework of a rejected bill: its cases come back onto it, provided none has gone on another bill
 * since the rejection released them; their approved, unbilled expenses come back too.
 */
async function reclaimCases(tx: RawSql, id: number) {
  const taken = await tx.query<{ case_no: string }>(
    `SELECT c.case_no FROM bill_lines l JOIN cases c ON c.id = l.case_id
     WHERE l.bill_id = $1 AND c.billing_status <> 'UNBILLED' ORDER BY c.case_no FOR UPDATE OF c`,
    [id],
  );
  if (taken.length)
    throw new HttpError(
      409,
      `Case ${taken.map((c) => c.case_no).join(', ')} is on another bill now; cancel this bill and draft a new one for the rest.`,
    );
  await tx.query(
    `UPDATE cases SET billing_status = 'BILLED', updated_at = now() WHERE id IN (SELECT case_id FROM bill_lines WHERE bill_id = $1)`,
    [id],
  );
  await tx.query(
    `UPDATE expenses SET bill_id = $1 WHERE status = 'APPROVED' AND bill_id IS NULL
       AND case_id IN (SELECT case_id FROM bill_lines WHERE bill_id = $1)`,
    [id],
  );
}

/** One move of the declared bill flow, checked against the caller's rights; issuing numbers the invoice. */
export async function moveBill(handle: DbHandle, id: number, body: { to: string; comment?: string; version: number }, req: FastifyRequest) {
  const by = userIdOf(req);
  return handle.transaction(async (tx) => {
    const b = await one<{ status: string; version: number }>(
      tx,
      'SELECT status, version FROM bills WHERE id = $1 FOR UPDATE',
      [id],
      'No such bill.',
    );
    if (b.version !== body.version) throw new HttpError(409, STALE_VERSION_MESSAGE);
    const err = moveError(BILL_FLOW, b.status, body.to, { can: canOf(req), comment: body.comment });
    if (err) throw new HttpError(err.status, err.message);
    await checkMakerChecker(tx, BILL_FLOW, 'bill', id, b.status, body.to, by);
    if (body.to === 'ISSUED') return { invoice_no: await issueInTx(tx, id, by, await bizToday(tx)) };
    if (body.to === 'DRAFT') await reclaimCases(tx, id);
    await tx.query(
      `UPDATE bills SET status = $2, rejection_reason = CASE WHEN $2 = 'REJECTED' THEN $3 ELSE rejection_reason END,
         version = version + 1, updated_at = now() WHERE id = $1`,
      [id, body.to, body.comment?.trim() || null],
    );
    if (body.to === 'CANCELLED' || body.to === 'REJECTED') {
      // The cases and their expenses are free to go on another bill (Unbilled Details lists them again).
      await tx.query(
        `UPDATE cases SET billing_status = 'UNBILLED', updated_at = now()
                      WHERE id IN (SELECT case_id FROM bill_lines WHERE bill_id = $1) AND billing_status = 'BILLED'`,
        [id],
      );
      await tx.query('UPDATE expenses SET bill_id = NULL WHERE bill_id = $1', [id]);
    }
    await addHistory(tx, 'bill', id, b.status, body.to, by, body.comment);
    return { invoice_no: null };
  });
}

/**
 * Issues many CA approved bills in one transaction, set-based: each series' serials taken at once,
 * given in id order (consecutive), all bills updated and their history written in one statement each.
 */
export async function issueMany(handle: DbHandle, ids: number[], req: FastifyRequest): Promise<{ id: number; invoice_no: string }[]> {
  const by = userIdOf(req);
  return handle.transaction(async (tx) => {
    const today = await bizToday(tx);
    const fy = financialYearOf(today);
    const rows = await tx.query<{ id: number; status: string; gstin: string | null; prefix: string }>(
      `SELECT b.id, b.status, coalesce(b.supplier_gstin, cb.gstin) AS gstin, coalesce(cb.invoice_prefix, cb.code || '/') AS prefix
       FROM bills b JOIN company_branches cb ON cb.id = b.company_branch_id WHERE b.id = ANY($1::int[]) ORDER BY b.id FOR UPDATE OF b`,
      [ids],
    );
    const missing = ids.find((id) => !rows.some((r) => r.id === id));
    if (missing) throw new HttpError(404, `No bill with id ${missing}.`);
    const bad = rows.find((r) => r.status !== 'CA_APPROVED');
    if (bad) throw new HttpError(409, `Bill ${bad.id} is ${bad.status}; only a CA approved bill can be issued.`);
    if (rows.some((r) => !r.gstin))
      throw new HttpError(409, 'The company branch has no GSTIN; add it in the Branch Master before issuing.');
    for (const r of rows) await assertSupplierReady(tx, r.id);
    const out: { id: number; invoice_no: string; gstin: string }[] = [];
    const series = new Map<string, typeof rows>();
    for (const r of rows) series.set(`${r.gstin}|${r.prefix}`, [...(series.get(`${r.gstin}|${r.prefix}`) ?? []), r]);
    for (const list of series.values()) {
      const { gstin, prefix } = list[0];
      try {
        formatInvoiceNo(prefix, fy, 1);
      } catch (e) {
        throw new HttpError(409, (e as Error).message);
      }
      const serials = await takeSerials(tx, gstin!, prefix, fy, list.length);
      list.forEach((r, i) => out.push({ id: r.id, invoice_no: formatInvoiceNo(prefix, fy, serials[i]), gstin: gstin! }));
    }
    out.sort((a, b) => a.id - b.id);
    const json = JSON.stringify(out);
    await tx.query(
      `UPDATE bills b SET status = 'ISSUED', invoice_no = x.invoice_no,
         due_date = $2::date + greatest(coalesce(b.due_date - b.invoice_date, 30), 0), invoice_date = $2, supplier_gstin = x.gstin,
         issued_at = now(), issued_by = $3, rejection_reason = NULL, version = b.version + 1, updated_at = now()
       FROM jsonb_to_recordset($1::jsonb) AS x(id int, invoice_no text, gstin text) WHERE b.id = x.id`,
      [json, today, by],
    );
    await tx.query(
      `INSERT INTO billing_history (entity, entity_id, from_status, to_status, changed_by, comment)
       SELECT 'bill', x.id, 'CA_APPROVED', 'ISSUED', $2, 'Invoice ' || x.invoice_no FROM jsonb_to_recordset($1::jsonb) AS x(id int, invoice_no text)`,
      [json, by],
    );
    await emitInvoicesIssued(tx, out);
    return out.map(({ id, invoice_no }) => ({ id, invoice_no }));
  });
}

/** A bill with its lines, history, amount in words and the moves the caller may make. */
export async function billDetail(handle: RawSql, id: number, req: FastifyRequest): Promise<BillDetail> {
  // Money as float8, as the lines below: the row is the answer's own shape, no text to convert.
  const bill = await one<Omit<BillDetail, 'place_of_supply_name' | 'amount_in_words' | 'lines' | 'history' | 'moves'>>(
    handle,
    `SELECT b.id, b.version, b.status, b.invoice_no, to_char(b.invoice_date, 'YYYY-MM-DD') AS invoice_date, b.company_branch_id,
            cb.branch_name AS company_branch_name, cb.address AS supplier_address, cb.state AS supplier_state, b.supplier_gstin,
            b.bank_id, b.bank_branch_id, b.recipient_name, b.recipient_address, b.recipient_gstin, b.recipient_state_code,
            b.place_of_supply, b.sac, b.taxable_value::float8 AS taxable_value, b.cgst_rate::float8 AS cgst_rate,
            b.sgst_rate::float8 AS sgst_rate, b.igst_rate::float8 AS igst_rate, b.cgst_amount::float8 AS cgst_amount,
            b.sgst_amount::float8 AS sgst_amount, b.igst_amount::float8 AS igst_amount, b.total::float8 AS total, b.tds_section,
            b.tds_rate::float8 AS tds_rate, b.tds_amount::float8 AS tds_amount, b.net_receivable::float8 AS net_receivable,
            to_char(b.due_date, 'YYYY-MM-DD') AS due_date, b.received_amount::float8 AS received_amount,
            b.tds_deducted::float8 AS tds_deducted, b.credited_amount::float8 AS credited_amount,
            (b.total - b.received_amount - b.tds_deducted - b.credited_amount)::float8 AS outstanding, b.rejection_reason
     FROM bills b JOIN company_branches cb ON cb.id = b.company_branch_id WHERE b.id = $1`,
    [id],
    'No such bill.',
  );
  const stored = await handle.query<Omit<BillDetail['lines'][number], 'fee_state'>>(
    `SELECT l.id, l.case_id, c.case_no, l.description, l.fee::float8 AS fee, l.expenses::float8 AS expenses, l.fee_override_reason,
            c.fee::float8 AS case_fee, l.quoted_fee::float8 AS quoted_fee
     FROM bill_lines l LEFT JOIN cases c ON c.id = l.case_id WHERE l.bill_id = $1 ORDER BY l.id`,
    [id],
  );
  const lines = stored.map((l) => ({ ...l, fee_state: lineFeeState(l) }));
  const history = await handle.query<BillDetail['history'][number]>(
    `SELECT h.from_status, h.to_status, trim(u.name || ' ' || coalesce(u.surname, '')) AS changed_by_name,
            to_char(h.changed_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI') AS changed_at, h.comment
     FROM billing_history h LEFT JOIN users u ON u.id = h.changed_by
     WHERE h.entity = 'bill' AND h.entity_id = $1 ORDER BY h.changed_at, h.id`,
    [id],
  );
  const place = bill.place_of_supply;
  return {
    ...bill,
    place_of_supply_name: place ? (STATE_NAMES.get(place.padStart(2, '0')) ?? null) : null,
    amount_in_words: amountInWords(bill.total),
    lines,
    history,
    moves: (await allowedMoves(handle, BILL_FLOW.name, 'bill', id, movesFrom(BILL_FLOW, bill.status, canOf(req)), userIdOf(req))).map(
      (m) => ({ to: m.to, label: m.label, comment: m.comment === 'required' }),
    ),
  };
}
