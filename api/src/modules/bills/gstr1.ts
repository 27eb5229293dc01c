import type { BookCreditNote, BookInvoice } from './books-data';

/**
 * GSTR-1 as the GST portal's offline tool takes it (JSON): B2B invoices by recipient GSTIN, B2CL
 * (inter-state to an unregistered recipient above ₹1 lakh), B2CS (the rest to unregistered
 * recipients, net of their credit notes, by place of supply and rate), CDNR (credit notes to
 * registered recipients) and the HSN/SAC summary (net of credit notes). Amounts in rupees, 2 decimals.
 */
const r2 = (n: number) => Math.round(n * 100) / 100;
const dmy = (d: string) => d.split('-').reverse().join('-');
const B2CL_LIMIT = 100_000;

interface Taxes {
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
}
const rateOf = (x: { cgst_rate?: number; sgst_rate?: number; igst_rate?: number; rate?: number }) =>
  r2(x.rate ?? (x.cgst_rate ?? 0) + (x.sgst_rate ?? 0) + (x.igst_rate ?? 0));
const itm = (rt: number, t: Taxes) => ({
  num: 1,
  itm_det: { txval: r2(t.txval), rt, iamt: r2(t.iamt), camt: r2(t.camt), samt: r2(t.samt), csamt: 0 },
});
const taxesOf = (x: { taxable_value: number; igst_amount: number; cgst_amount: number; sgst_amount: number }): Taxes => ({
  txval: x.taxable_value,
  iamt: x.igst_amount,
  camt: x.cgst_amount,
  samt: x.sgst_amount,
});

function groupBy<T>(rows: T[], key: (r: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  }
  return m;
}

export function gstr1Json(gstin: string, month: string, invoices: BookInvoice[], notes: BookCreditNote[]) {
  const [y, m] = month.split('-');
  const registered = invoices.filter((i) => i.recipient_gstin);
  const unregistered = invoices.filter((i) => !i.recipient_gstin);
  const b2b = [...groupBy(registered, (i) => i.recipient_gstin!)].map(([ctin, list]) => ({
    ctin,
    inv: list.map((i) => ({
      inum: i.invoice_no,
      idt: dmy(i.invoice_date),
      val: r2(i.total),
      pos: i.place_of_supply.padStart(2, '0'),
      rchrg: 'N',
      inv_typ: 'R',
      itms: [itm(rateOf(i), taxesOf(i))],
    })),
  }));
  const isB2cl = (i: BookInvoice) => i.igst_amount > 0 && i.total > B2CL_LIMIT;
  const b2cl = [...groupBy(unregistered.filter(isB2cl), (i) => i.place_of_supply.padStart(2, '0'))].map(([pos, list]) => ({
    pos,
    inv: list.map((i) => ({ inum: i.invoice_no, idt: dmy(i.invoice_date), val: r2(i.total), itms: [itm(rateOf(i), taxesOf(i))] })),
  }));
  const small = [
    ...unregistered.filter((i) => !isB2cl(i)).map((i) => ({ pos: i.place_of_supply, rt: rateOf(i), s: 1, t: taxesOf(i) })),
    ...notes.filter((n) => !n.recipient_gstin).map((n) => ({ pos: n.place_of_supply, rt: rateOf(n), s: -1, t: taxesOf(n) })),
  ];
  const b2cs = [...groupBy(small, (x) => `${x.pos.padStart(2, '0')}|${x.rt}`)].map(([k, list]) => {
    const [pos, rt] = k.split('|');
    const sum = (f: keyof Taxes) => r2(list.reduce((a, x) => a + x.s * x.t[f], 0));
    return {
      sply_ty: sum('iamt') !== 0 ? 'INTER' : 'INTRA',
      pos,
      typ: 'OE',
      rt: Number(rt),
      txval: sum('txval'),
      iamt: sum('iamt'),
      camt: sum('camt'),
      samt: sum('samt'),
      csamt: 0,
    };
  });
  const cdnr = [
    ...groupBy(
      notes.filter((n) => n.recipient_gstin),
      (n) => n.recipient_gstin!,
    ),
  ].map(([ctin, list]) => ({
    ctin,
    nt: list.map((n) => ({
      ntty: 'C',
      nt_num: n.credit_note_no,
      nt_dt: dmy(n.credit_note_date),
      val: r2(n.total),
      pos: n.place_of_supply.padStart(2, '0'),
      rchrg: 'N',
      inv_typ: 'R',
      itms: [itm(rateOf(n), taxesOf(n))],
    })),
  }));
  const hsnRows = [
    ...invoices.map((i) => ({ sac: i.sac, rt: rateOf(i), s: 1, t: taxesOf(i) })),
    ...notes.map((n) => ({ sac: n.sac, rt: rateOf(n), s: -1, t: taxesOf(n) })),
  ];
  const hsn = {
    data: [...groupBy(hsnRows, (x) => `${x.sac}|${x.rt}`)].map(([k, list], idx) => {
      const [sac, rt] = k.split('|');
      const sum = (f: keyof Taxes) => r2(list.reduce((a, x) => a + x.s * x.t[f], 0));
      return {
        num: idx + 1,
        hsn_sc: sac,
        desc: 'Valuation services',
        uqc: 'NA',
        qty: 0,
        rt: Number(rt),
        txval: sum('txval'),
        iamt: sum('iamt'),
        camt: sum('camt'),
        samt: sum('samt'),
        csamt: 0,
      };
    }),
  };
  return { gstin, fp: `${m}${y}`, version: 'GST3.1.6', hash: 'hash', b2b, b2cl, b2cs, cdnr, hsn };
}

export type Gstr1 = ReturnType<typeof gstr1Json>;
