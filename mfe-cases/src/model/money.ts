/** Money as the case screens show it; amounts in words are shared/resources' amountInWords (one rule for reports and invoices). */
/** ₹12,34,567.00 */
export function formatInr(amount: number | null | undefined): string {
  if (amount == null || !Number.isFinite(amount)) return '';
  return `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
