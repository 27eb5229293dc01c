import type { BillStatus, CreditNoteStatus } from './options';
import type { Workflow } from './workflow';

/**
 * The bill's life: a billing user drafts and initiates it, the billing approver approves it, the CA
 * (level 3) approves it and issues it, which gives the invoice number. Any approver can send it back
 * (REJECTED, with a reason), which frees its cases for another bill; a rejected bill is reworked as a
 * draft (taking its cases back while they are still unbilled) or cancelled. Receipts move an issued
 * bill to PART_PAID and PAID (system moves); credit notes alone never do: a bill they reduce to
 * nothing is CREDITED. Maker-checker: the initiator may not approve, the approver may not CA-approve.
 */
export const BILL_FLOW: Workflow<BillStatus> = {
  name: 'bill',
  initial: 'DRAFT',
  states: ['DRAFT', 'INITIATED', 'APPROVED', 'CA_APPROVED', 'ISSUED', 'PART_PAID', 'PAID', 'CREDITED', 'REJECTED', 'CANCELLED'],
  moves: [
    { from: 'DRAFT', to: 'INITIATED', label: 'Initiate', who: 'bill_initiation_page' },
    { from: 'DRAFT', to: 'CANCELLED', label: 'Cancel', who: 'bill_initiation_page', comment: 'required' },
    {
      from: 'INITIATED',
      to: 'APPROVED',
      label: 'Approve',
      who: 'bill_initiation_approval_page',
      notBy: { step: 'INITIATED', rule: 'initiator_not_approver', as: 'initiated' },
    },
    { from: 'INITIATED', to: 'REJECTED', label: 'Reject', who: 'bill_initiation_approval_page', comment: 'required' },
    {
      from: 'APPROVED',
      to: 'CA_APPROVED',
      label: 'CA Approve',
      who: 'level3_page',
      notBy: { step: 'APPROVED', rule: 'approver_not_ca', as: 'approved' },
    },
    { from: 'APPROVED', to: 'REJECTED', label: 'Reject', who: 'level3_page', comment: 'required' },
    { from: 'CA_APPROVED', to: 'ISSUED', label: 'Issue Invoice', who: 'level3_page' },
    { from: 'CA_APPROVED', to: 'REJECTED', label: 'Reject', who: 'level3_page', comment: 'required' },
    { from: 'REJECTED', to: 'DRAFT', label: 'Rework', who: 'bill_initiation_page' },
    { from: 'REJECTED', to: 'CANCELLED', label: 'Cancel', who: 'bill_initiation_page', comment: 'required' },
    { from: 'ISSUED', to: 'PART_PAID', label: 'Part paid', who: 'system' },
    { from: 'ISSUED', to: 'PAID', label: 'Paid', who: 'system' },
    { from: 'PART_PAID', to: 'PAID', label: 'Paid', who: 'system' },
    { from: 'ISSUED', to: 'CREDITED', label: 'Credited', who: 'system' },
  ],
};

/** Bill statuses whose lines and amounts may still be edited. */
export const EDITABLE_BILL_STATUSES: readonly BillStatus[] = ['DRAFT'];

/**
 * Credit notes: drafted by billing, approved, then issued with their own series number. The same
 * maker-checker rules: whoever drafted it may not approve it, whoever approved it may not issue it.
 */
export const CREDIT_NOTE_FLOW: Workflow<CreditNoteStatus> = {
  name: 'credit note',
  initial: 'DRAFT',
  states: ['DRAFT', 'APPROVED', 'ISSUED', 'CANCELLED'],
  moves: [
    {
      from: 'DRAFT',
      to: 'APPROVED',
      label: 'Approve',
      who: 'credit_note_approval',
      notBy: { step: 'DRAFT', rule: 'initiator_not_approver', as: 'drafted' },
    },
    { from: 'DRAFT', to: 'CANCELLED', label: 'Cancel', who: 'credit_note_created', comment: 'required' },
    {
      from: 'APPROVED',
      to: 'ISSUED',
      label: 'Issue',
      who: 'credit_note_approval',
      notBy: { step: 'APPROVED', rule: 'approver_not_ca', as: 'approved' },
    },
    { from: 'APPROVED', to: 'CANCELLED', label: 'Cancel', who: 'credit_note_approval', comment: 'required' },
  ],
};

export type ExpenseStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

export const EXPENSE_FLOW: Workflow<ExpenseStatus> = {
  name: 'expense',
  initial: 'PENDING',
  states: ['PENDING', 'APPROVED', 'REJECTED'],
  moves: [
    { from: 'PENDING', to: 'APPROVED', label: 'Approve', who: 'expense_management' },
    { from: 'PENDING', to: 'REJECTED', label: 'Reject', who: 'expense_management', comment: 'required' },
  ],
};
