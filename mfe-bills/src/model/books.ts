import type { AgeingBucket } from './options';
import type { MakerCheckerRule } from './workflow';

/** Issue 28's API types: billing settings, the Pending Amount drill-down, receipts as vouchers. */

export type LedgerRole = 'income' | 'cgst' | 'sgst' | 'igst' | 'tds' | 'round_off';

export const LEDGER_ROLE_LABELS: Record<LedgerRole, string> = {
  income: 'Income (valuation fees)',
  cgst: 'Output CGST',
  sgst: 'Output SGST',
  igst: 'Output IGST',
  tds: 'TDS receivable',
  round_off: 'Round off',
};

export const RULE_LABELS: Record<MakerCheckerRule, string> = {
  initiator_not_approver: 'Whoever initiated a bill or drafted a credit note cannot approve it',
  approver_not_ca: 'Whoever approved a bill or credit note cannot CA-approve or issue it',
};

export interface BillingSettings {
  rules: { key: MakerCheckerRule; enabled: boolean; version: number; updated_by_name: string | null; updated_at: string }[];
  changes: { key: MakerCheckerRule; enabled: boolean; reason: string; changed_by_name: string | null; changed_at: string }[];
  ledgers: Record<LedgerRole, string>;
  parties: { bank_id: number; bank_name: string; ledger: string | null }[];
}

/** One open invoice of the Pending Amount drill-down. */
export interface AgeingInvoice {
  id: number;
  invoice_no: string;
  invoice_date: string;
  due_date: string;
  status: string;
  total: number;
  credited_amount: number;
  outstanding: number;
  days_overdue: number;
  bucket: AgeingBucket;
  last_receipt_date: string | null;
  last_receipt_no: string | null;
}

/** One bank and quarter of TDS: expected (invoices), deducted (receipts), shown in 26AS, the Form 16A, and the gaps in words. */
export interface TdsQuarterRow {
  bank_id: number;
  bank_name: string;
  quarter: number;
  expected: number;
  deducted: number;
  in_26as: number;
  form16a_no: string | null;
  cert_date: string | null;
  cert_amount: number | null;
  gaps: string[];
}
