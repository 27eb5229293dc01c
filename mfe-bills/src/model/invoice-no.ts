/**
 * Invoice numbers: at most 16 characters of letters, digits, '-' and '/', unique and consecutive
 * within a financial year and a GSTIN series (CGST Rules r.46(b)). A series is the supplier's GSTIN
 * with the office's prefix: `{prefix}{fy}/{serial}`, e.g. MUM/2526/00001.
 */
export const INVOICE_NO_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;

export const isInvoiceNo = (s: string): boolean => INVOICE_NO_PATTERN.test(s);

/** The Indian financial year (April to March) of a YYYY-MM-DD date, as '2526' for 2025-26. */
export function financialYearOf(isoDate: string): string {
  const [y, m] = isoDate.split('-').map(Number);
  const start = m >= 4 ? y : y - 1;
  return `${String(start % 100).padStart(2, '0')}${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The serial's width: five digits (99,999 invoices a year per series) unless the prefix leaves less room. */
export function formatInvoiceNo(prefix: string, fy: string, serial: number): string {
  const head = `${prefix}${fy}/`;
  const width = Math.max(String(serial).length, Math.min(5, 16 - head.length));
  const no = `${head}${String(serial).padStart(width, '0')}`;
  if (!isInvoiceNo(no))
    throw new RangeError(`Invoice number ${no} is longer than 16 characters or has characters other than letters, digits, - and /.`);
  return no;
}

/** The serial at the end of an invoice number of this series, or null. */
export function serialOf(invoiceNo: string, prefix: string, fy: string): number | null {
  const head = `${prefix}${fy}/`;
  if (!invoiceNo.startsWith(head)) return null;
  const tail = invoiceNo.slice(head.length);
  return /^[0-9]+$/.test(tail) ? Number(tail) : null;
}
