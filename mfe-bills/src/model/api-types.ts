import type { AgeingBucket, BillStatus, CreditNoteStatus, FeeBasis } from './options';
import type { LineFeeState } from './fees';

/** What the billing API answers and accepts (besides the kit's lists). */

export interface UnbilledCase {
  id: number;
  case_no: string;
  report_no: string | null;
  bank_id: number;
  bank_name: string;
  bank_branch_id: number;
  bank_branch_name: string;
  company_branch_id: number;
  company_branch_name: string;
  property_state: string | null;
  engineer_name: string | null;
  pincode: string | null;
  property_type: string | null;
  applicant_name: string | null;
  released_at: string;
  days_since_release: number;
  flagged: boolean;
  fee: number;
  expenses: number;
}

export interface BillLine {
  id: number;
  case_id: number | null;
  case_no: string | null;
  description: string;
  fee: number;
  expenses: number;
  fee_override_reason: string | null;
  /** The case's own fee (null when it had none). */
  case_fee: number | null;
  /** The fee schedule's quote the line was drafted with, when the case had no fee of its own. */
  quoted_fee: number | null;
  /** From lineFeeState: CASE, QUOTED, or OVERRIDDEN (with its reason). */
  fee_state: LineFeeState;
}

export interface BillHistoryRow {
  from_status: string | null;
  to_status: string;
  changed_by_name: string | null;
  changed_at: string;
  comment: string | null;
}

export interface BillDetail {
  id: number;
  version: number;
  status: BillStatus;
  invoice_no: string | null;
  invoice_date: string;
  company_branch_id: number;
  company_branch_name: string;
  supplier_address: string | null;
  supplier_state: string | null;
  supplier_gstin: string | null;
  bank_id: number;
  bank_branch_id: number | null;
  recipient_name: string;
  recipient_address: string | null;
  recipient_gstin: string | null;
  recipient_state_code: string | null;
  place_of_supply: string | null;
  place_of_supply_name: string | null;
  sac: string;
  taxable_value: number;
  cgst_rate: number;
  sgst_rate: number;
  igst_rate: number;
  cgst_amount: number;
  sgst_amount: number;
  igst_amount: number;
  total: number;
  amount_in_words: string;
  tds_section: string | null;
  tds_rate: number | null;
  tds_amount: number;
  net_receivable: number;
  due_date: string | null;
  received_amount: number;
  tds_deducted: number;
  credited_amount: number;
  outstanding: number;
  rejection_reason: string | null;
  lines: BillLine[];
  history: BillHistoryRow[];
  /** The moves the caller may make now (from the declared flow and the caller's rights). */
  moves: { to: BillStatus; label: string; comment: boolean }[];
}

/** POST /api/bills: a draft from selected unbilled cases of one bank. */
export interface BillDraftRequest {
  case_ids: number[];
  /** Fee overrides, each with a reason. */
  overrides?: { case_id: number; fee: number; reason: string }[];
  due_date?: string;
}

/** PUT /api/bills/{id}: a draft's editable particulars (version for optimistic concurrency). */
export interface BillDraftUpdate {
  version: number;
  due_date?: string;
  recipient_name?: string;
  recipient_address?: string | null;
  recipient_gstin?: string | null;
  place_of_supply?: string;
  tds_section?: string | null;
  tds_rate?: number;
  lines?: { id: number; fee: number; expenses: number; fee_override_reason?: string | null }[];
}

export interface MoveRequest {
  to: string;
  comment?: string;
  version: number;
}

export interface ReceiptRequest {
  bank_id: number;
  receipt_date: string;
  mode: 'NEFT' | 'RTGS' | 'CHEQUE' | 'UPI';
  reference: string;
  gross_amount: number;
  tds_amount: number;
  /** The firm's account the money came into (Payment Master). */
  payment_account_id: number;
  narration?: string;
  /**
   * Omitted: allocated oldest due first across the bank's open bills. Given (even empty): as given.
   * Whatever is not allocated stays on account for the bank, to be allocated later.
   */
  allocations?: ReceiptAllocation[];
}

export interface ReceiptAllocation {
  bill_id: number;
  amount: number;
  tds_amount: number;
}

export interface CreditNoteRequest {
  bill_id: number;
  reason: 'FEE_REVISION' | 'CASE_CANCELLED' | 'DUPLICATE' | 'RATE_ERROR' | 'DEFICIENT_SERVICE';
  taxable_value: number;
  description?: string;
}

export interface CreditNoteRow {
  id: number;
  version: number;
  credit_note_no: string | null;
  credit_note_date: string;
  bill_id: number;
  invoice_no: string;
  invoice_date: string;
  bank_name: string;
  reason: string;
  description: string | null;
  taxable_value: number;
  cgst_amount: number;
  sgst_amount: number;
  igst_amount: number;
  total: number;
  status: CreditNoteStatus;
}

export interface AgeingRow {
  bank_id: number;
  bank_name: string;
  bank_branch_id: number | null;
  bank_branch_name: string | null;
  bills: number;
  buckets: Record<AgeingBucket, number>;
  outstanding: number;
}

export interface TdsRow {
  key: string;
  label: string;
  bills: number;
  expected: number;
  deducted: number;
  gap: number;
}

export interface FeeQuote {
  case_id: number;
  fee: number | null;
  basis: FeeBasis | null;
  schedule_id: number | null;
}
