/**
 * GST and TDS arithmetic of a tax invoice, in whole paise so that nothing drifts: each tax is
 * rounded half-up to the paisa on the taxable value. Rates are inputs (stored on each bill,
 * defaulted from masters), never constants here.
 *
 * Place of supply for services on immovable property (valuation, SAC 997224) is where the
 * property is (IGST Act s.12(3)): CGST + SGST when that is the supplier's own state, IGST otherwise.
 */

export interface InvoiceLineInput {
  fee: number;
  expenses: number;
}

export interface InvoiceInput {
  lines: readonly InvoiceLineInput[];
  /** GST state code (first two digits of a GSTIN) of the supplying office. */
  supplierStateCode: string;
  /** GST state code of the place of supply. */
  placeOfSupply: string;
  /** The total GST rate in percent (split in halves within a state). */
  gstRate: number;
  /** TDS percent the client deducts (on the value before GST). */
  tdsRate: number;
}

export interface InvoiceAmounts {
  taxable_value: number;
  cgst_rate: number;
  sgst_rate: number;
  igst_rate: number;
  cgst_amount: number;
  sgst_amount: number;
  igst_amount: number;
  total: number;
  tds_rate: number;
  tds_amount: number;
  net_receivable: number;
}

/** Rupees -> paise, refusing what is not an amount of at most 2 decimals. */
export function toPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError('Amount must be a number.');
  const p = Math.round(rupees * 100);
  if (Math.abs(p - rupees * 100) > 1e-6 * Math.max(1, Math.abs(rupees))) throw new RangeError('Amounts have at most 2 decimals.');
  return p;
}

export const fromPaise = (p: number): number => p / 100;

/** paise x rate% rounded half-up to the paisa, exactly (rates have at most 2 decimals). */
export function percentOf(paise: number, rate: number): number {
  const bp = Math.round(rate * 100); // basis points
  return Math.floor((paise * bp + 5000) / 10000);
}

export const sameState = (a: string, b: string): boolean => a.trim().padStart(2, '0') === b.trim().padStart(2, '0');

/** The rates a bill stores: half the GST each as CGST and SGST within a state, all as IGST across. */
export function gstSplit(gstRate: number, intraState: boolean): { cgst_rate: number; sgst_rate: number; igst_rate: number } {
  return intraState ? { cgst_rate: gstRate / 2, sgst_rate: gstRate / 2, igst_rate: 0 } : { cgst_rate: 0, sgst_rate: 0, igst_rate: gstRate };
}

/** The amounts of an invoice from its stored rates. */
export function amountsFromRates(
  taxablePaise: number,
  rates: { cgst_rate: number; sgst_rate: number; igst_rate: number; tds_rate: number },
): InvoiceAmounts {
  const cgst = percentOf(taxablePaise, rates.cgst_rate);
  const sgst = percentOf(taxablePaise, rates.sgst_rate);
  const igst = percentOf(taxablePaise, rates.igst_rate);
  const total = taxablePaise + cgst + sgst + igst;
  const tds = percentOf(taxablePaise, rates.tds_rate);
  return {
    taxable_value: fromPaise(taxablePaise),
    cgst_rate: rates.cgst_rate,
    sgst_rate: rates.sgst_rate,
    igst_rate: rates.igst_rate,
    cgst_amount: fromPaise(cgst),
    sgst_amount: fromPaise(sgst),
    igst_amount: fromPaise(igst),
    total: fromPaise(total),
    tds_rate: rates.tds_rate,
    tds_amount: fromPaise(tds),
    net_receivable: fromPaise(total - tds),
  };
}

export function computeInvoice(input: InvoiceInput): InvoiceAmounts {
  const taxable = input.lines.reduce((s, l) => s + toPaise(l.fee) + toPaise(l.expenses), 0);
  const split = gstSplit(input.gstRate, sameState(input.supplierStateCode, input.placeOfSupply));
  return amountsFromRates(taxable, { ...split, tds_rate: input.tdsRate });
}

/** What is still owed on an invoice: total - receipts - TDS deducted - credit notes. */
export function outstanding(b: { total: number; received_amount: number; tds_deducted: number; credited_amount: number }): number {
  return fromPaise(toPaise(b.total) - toPaise(b.received_amount) - toPaise(b.tds_deducted) - toPaise(b.credited_amount));
}

/** A credit note's taxes at the invoice's own rates. */
export function creditNoteAmounts(
  taxableValue: number,
  invoice: { cgst_rate: number; sgst_rate: number; igst_rate: number },
): Pick<InvoiceAmounts, 'taxable_value' | 'cgst_amount' | 'sgst_amount' | 'igst_amount' | 'total'> {
  const a = amountsFromRates(toPaise(taxableValue), { ...invoice, tds_rate: 0 });
  return {
    taxable_value: a.taxable_value,
    cgst_amount: a.cgst_amount,
    sgst_amount: a.sgst_amount,
    igst_amount: a.igst_amount,
    total: a.total,
  };
}
