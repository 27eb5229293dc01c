import type { FieldOption } from 'shared/resources';

/** Option lists of the billing domain (DOMAIN.md "Bill, receipt, credit note"). */
const opts = (pairs: readonly (readonly [string, string])[]): FieldOption[] => pairs.map(([value, label]) => ({ value, label }));

export const BILL_STATUS_OPTIONS = opts([
  ['DRAFT', 'Draft'],
  ['INITIATED', 'Initiated'],
  ['APPROVED', 'Approved'],
  ['CA_APPROVED', 'CA Approved'],
  ['ISSUED', 'Issued'],
  ['PART_PAID', 'Part Paid'],
  ['PAID', 'Paid'],
  ['CREDITED', 'Credited'],
  ['REJECTED', 'Rejected'],
  ['CANCELLED', 'Cancelled'],
]);
export type BillStatus =
  'DRAFT' | 'INITIATED' | 'APPROVED' | 'CA_APPROVED' | 'ISSUED' | 'PART_PAID' | 'PAID' | 'CREDITED' | 'REJECTED' | 'CANCELLED';
/** Issued bills: they carry an invoice number and go into the returns (a fully credited one with its credit notes). */
export const ISSUED_STATUSES: readonly BillStatus[] = ['ISSUED', 'PART_PAID', 'PAID', 'CREDITED'];
/** Issued and not fully settled: what the ageing report and receipts work on. */
export const OPEN_STATUSES: readonly BillStatus[] = ['ISSUED', 'PART_PAID'];

export const CREDIT_NOTE_STATUS_OPTIONS = opts([
  ['DRAFT', 'Draft'],
  ['APPROVED', 'Approved'],
  ['ISSUED', 'Issued'],
  ['CANCELLED', 'Cancelled'],
]);
export type CreditNoteStatus = 'DRAFT' | 'APPROVED' | 'ISSUED' | 'CANCELLED';

export const CREDIT_NOTE_REASON_OPTIONS = opts([
  ['FEE_REVISION', 'Fee revision'],
  ['CASE_CANCELLED', 'Case cancelled'],
  ['DUPLICATE', 'Duplicate invoice'],
  ['RATE_ERROR', 'Rate error'],
  ['DEFICIENT_SERVICE', 'Deficient service'],
]);

export const RECEIPT_MODE_OPTIONS = opts([
  ['NEFT', 'NEFT'],
  ['RTGS', 'RTGS'],
  ['CHEQUE', 'Cheque'],
  ['UPI', 'UPI'],
]);

export const EXPENSE_STATUS_OPTIONS = opts([
  ['PENDING', 'Pending'],
  ['APPROVED', 'Approved'],
  ['REJECTED', 'Rejected'],
]);
export const EXPENSE_CATEGORY_OPTIONS = opts([
  ['TRAVEL', 'Travel'],
  ['FUEL', 'Fuel'],
  ['COURIER', 'Courier'],
  ['STATIONERY', 'Stationery'],
  ['FOOD', 'Food'],
  ['RENT', 'Rent'],
  ['UTILITIES', 'Utilities'],
  ['OTHER', 'Other'],
]);

/** One list for every domain (shared/resources): cases, fee slabs, brokers' quotes. */
export { PROPERTY_TYPE_OPTIONS } from 'shared/resources';

/** How a fee-schedule row prices a case: a flat fee, a percent of the property value, or so much per lakh of it. */
export const FEE_BASIS_OPTIONS = opts([
  ['FLAT', 'Flat fee'],
  ['PERCENT', 'Percent of value'],
  ['PER_LAKH', 'Per lakh of value'],
]);
export type FeeBasis = 'FLAT' | 'PERCENT' | 'PER_LAKH';

export const AGEING_BUCKETS = ['Current', '1-30', '31-60', '61-90', '90+'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** Unbilled cases older than this many days since release are flagged. */
export const UNBILLED_FLAG_DAYS = 30;
