/**
 * Runtime values of the billing model (mfe-bills/model) for the API: the same descriptions, flows
 * and arithmetic the pages use. Read through the namespace's default export because tsx loads the
 * remote's .ts files as CommonJS (its package.json has no "type": "module"; see src/lib/shared.ts).
 */
import * as ns from 'mfe-bills/model';

type Model = typeof ns;
const model: Model = (ns as unknown as { default?: Model }).default ?? ns;

export const {
  BILL_FLOW,
  CREDIT_NOTE_FLOW,
  EXPENSE_FLOW,
  BILL_LISTS,
  ISSUED_STATUSES,
  OPEN_STATUSES,
  UNBILLED_FLAG_DAYS,
  AGEING_BUCKETS,
  CREDIT_NOTE_REASON_OPTIONS,
  RECEIPT_MODE_OPTIONS,
  feeSchedulesResource,
  expensesResource,
  moveError,
  movesFrom,
  findMove,
  computeInvoice,
  amountsFromRates,
  creditNoteAmounts,
  outstanding,
  toPaise,
  fromPaise,
  gstSplit,
  sameState,
  feeFor,
  financialYearOf,
  formatInvoiceNo,
  serialOf,
} = model;
export type * from 'mfe-bills/model';
