import type { RawSql } from '../../db/client';
import { HttpError } from '../../http/errors';
import { one } from './sql';

/**
 * The e-invoice payload (schema INV-01, version 1.1) of an issued invoice, to upload to the invoice
 * registration portal: Version, TranDtls, DocDtls, SellerDtls, BuyerDtls, ItemList, ValDtls. A
 * valuation is a service (IsServc Y, SAC as HsnCd), one item per invoice line.
 */
interface Row {
  invoice_no: string | null;
  invoice_date: string;
  status: string;
  supplier_gstin: string | null;
  legal_name: string;
  s_address: string | null;
  s_loc: string;
  s_pin: string | null;
  s_state: string | null;
  recipient_gstin: string | null;
  recipient_name: string;
  b_address: string | null;
  b_city: string | null;
  b_pin: string | null;
  b_state: string | null;
  place_of_supply: string;
  sac: string;
  cgst_rate: number;
  sgst_rate: number;
  igst_rate: number;
  taxable_value: number;
  cgst_amount: number;
  sgst_amount: number;
  igst_amount: number;
  total: number;
  lines: { description: string; amount: number }[];
}

const r2 = (n: number) => Math.round(n * 100) / 100;
const addr = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

export async function einvoicePayload(db: RawSql, id: number) {
  const b = await one<Row>(
    db,
    `SELECT b.invoice_no, to_char(b.invoice_date, 'DD/MM/YYYY') AS invoice_date, b.status, b.supplier_gstin,
            coalesce((SELECT legal_name FROM company_profile LIMIT 1), 'Valuation Services') AS legal_name,
            cb.address AS s_address, cb.branch_name AS s_loc, cb.pincode AS s_pin, cb.state_code AS s_state,
            b.recipient_gstin, b.recipient_name, coalesce(b.recipient_address, bb.address) AS b_address, bb.city AS b_city,
            bb.pincode AS b_pin, coalesce(b.recipient_state_code, bb.state_code) AS b_state, b.place_of_supply, b.sac,
            b.cgst_rate::float8 AS cgst_rate, b.sgst_rate::float8 AS sgst_rate, b.igst_rate::float8 AS igst_rate,
            b.taxable_value::float8 AS taxable_value, b.cgst_amount::float8 AS cgst_amount, b.sgst_amount::float8 AS sgst_amount,
            b.igst_amount::float8 AS igst_amount, b.total::float8 AS total,
            (SELECT json_agg(json_build_object('description', l.description, 'amount', (l.fee + l.expenses)::float8) ORDER BY l.id)
             FROM bill_lines l WHERE l.bill_id = b.id) AS lines
     FROM bills b JOIN company_branches cb ON cb.id = b.company_branch_id LEFT JOIN bank_branches bb ON bb.id = b.bank_branch_id
     WHERE b.id = $1`,
    [id],
    'No such bill.',
  );
  if (!b.invoice_no) throw new HttpError(409, 'Only an issued invoice has an e-invoice.');
  const missing = [
    !b.supplier_gstin && 'our GSTIN',
    !addr(b.s_address) && 'our branch address',
    !/^[1-9][0-9]{5}$/.test(b.s_pin ?? '') && 'our branch pincode',
    !b.recipient_gstin && "the recipient's GSTIN (an e-invoice is for registered recipients)",
    !addr(b.b_address) && "the recipient's address",
    !/^[1-9][0-9]{5}$/.test(b.b_pin ?? '') && "the recipient branch's pincode",
  ].filter(Boolean);
  if (missing.length) throw new HttpError(409, `Complete ${missing.join(', ')} before the e-invoice can be made.`);
  const rate = r2(b.cgst_rate + b.sgst_rate + b.igst_rate);
  const lines = b.lines?.length ? b.lines : [{ description: 'Valuation services', amount: b.taxable_value }];
  // The invoice's taxes spread over its lines in proportion, the last line taking the rounding.
  const share = (total: number, i: number, amount: number, sofar: number) =>
    i === lines.length - 1 ? r2(total - sofar) : r2((total * amount) / (b.taxable_value || 1));
  const sums = { igst: 0, cgst: 0, sgst: 0 };
  const items = lines.map((l, i) => {
    const igst = share(b.igst_amount, i, l.amount, sums.igst);
    const cgst = share(b.cgst_amount, i, l.amount, sums.cgst);
    const sgst = share(b.sgst_amount, i, l.amount, sums.sgst);
    sums.igst = r2(sums.igst + igst);
    sums.cgst = r2(sums.cgst + cgst);
    sums.sgst = r2(sums.sgst + sgst);
    return {
      SlNo: String(i + 1),
      PrdDesc: l.description.slice(0, 300),
      IsServc: 'Y',
      HsnCd: b.sac,
      Qty: 1,
      Unit: 'OTH',
      UnitPrice: r2(l.amount),
      TotAmt: r2(l.amount),
      AssAmt: r2(l.amount),
      GstRt: rate,
      IgstAmt: igst,
      CgstAmt: cgst,
      SgstAmt: sgst,
      TotItemVal: r2(l.amount + igst + cgst + sgst),
    };
  });
  return {
    Version: '1.1',
    TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
    DocDtls: { Typ: 'INV', No: b.invoice_no, Dt: b.invoice_date },
    SellerDtls: {
      Gstin: b.supplier_gstin,
      LglNm: b.legal_name,
      Addr1: addr(b.s_address).slice(0, 100),
      Loc: b.s_loc.slice(0, 50),
      Pin: Number(b.s_pin),
      Stcd: (b.s_state ?? b.supplier_gstin!.slice(0, 2)).padStart(2, '0'),
    },
    BuyerDtls: {
      Gstin: b.recipient_gstin,
      LglNm: b.recipient_name.slice(0, 100),
      Pos: b.place_of_supply.padStart(2, '0'),
      Addr1: addr(b.b_address).slice(0, 100),
      Loc: (b.b_city ?? b.recipient_name).slice(0, 50),
      Pin: Number(b.b_pin),
      Stcd: (b.b_state ?? b.recipient_gstin!.slice(0, 2)).padStart(2, '0'),
    },
    ItemList: items,
    ValDtls: {
      AssVal: r2(b.taxable_value),
      CgstVal: r2(b.cgst_amount),
      SgstVal: r2(b.sgst_amount),
      IgstVal: r2(b.igst_amount),
      TotInvVal: r2(b.total),
    },
  };
}

export interface IrnDetails {
  irn: string;
  ack_no: string;
  ack_date: string;
  signed_qr: string;
}

/** The portal's answer as it comes (AckNo, AckDt, Irn, SignedQRCode), or already in our names. */
export function irnFrom(body: Record<string, unknown>): IrnDetails {
  const pick = (...k: string[]) => {
    const v = k.map((x) => body[x]).find((x) => x !== undefined && x !== null);
    return v === undefined ? '' : String(v).trim();
  };
  return {
    irn: pick('irn', 'Irn').toLowerCase(),
    ack_no: pick('ack_no', 'AckNo'),
    ack_date: pick('ack_date', 'AckDt'),
    signed_qr: pick('signed_qr', 'SignedQRCode'),
  };
}

export async function saveIrn(db: RawSql, id: number, d: IrnDetails) {
  const errors: string[] = [];
  if (!/^[0-9a-f]{64}$/.test(d.irn)) errors.push('IRN must be the 64 hexadecimal characters the portal gave');
  if (!/^[0-9]{10,20}$/.test(d.ack_no)) errors.push('Ack No. must be the 10 to 20 digits the portal gave');
  const when = new Date(d.ack_date.replace(' ', 'T') + (/[zZ]|[+-]\d\d:?\d\d$/.test(d.ack_date) ? '' : '+05:30'));
  if (Number.isNaN(when.getTime())) errors.push('Ack Date must be a date and time (YYYY-MM-DD HH:MM:SS)');
  if (d.signed_qr.split('.').length !== 3) errors.push('Signed QR must be the signed QR code text (a JWT of three parts)');
  if (errors.length) throw new HttpError(400, `${errors.join('; ')}.`);
  const [b] = await db.query<{ invoice_no: string | null }>('SELECT invoice_no FROM bills WHERE id = $1', [id]);
  if (!b) throw new HttpError(404, 'No such bill.');
  if (!b.invoice_no) throw new HttpError(409, 'Only an issued invoice has an e-invoice.');
  const [dup] = await db.query<{ invoice_no: string }>('SELECT invoice_no FROM bills WHERE irn = $1 AND id <> $2', [d.irn, id]);
  if (dup) throw new HttpError(409, `This IRN is already on invoice ${dup.invoice_no}.`);
  await db.query(
    'UPDATE bills SET irn = $2, irn_ack_no = $3, irn_ack_date = $4, irn_signed_qr = $5, version = version + 1, updated_at = now() WHERE id = $1',
    [id, d.irn, d.ack_no, when.toISOString(), d.signed_qr],
  );
}
