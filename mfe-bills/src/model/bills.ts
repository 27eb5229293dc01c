import type { ColumnDesc, FieldDesc, OptionsSource, PageName, ResourceDesc } from 'shared/resources';
import { BILL_LOOKUPS } from './lookups';
import { BILL_STATUS_OPTIONS, type BillStatus } from './options';

/** A lookup a bill points at: set by the bill screens, never in a list's form; it names the row's label. */
const pointer = (name: string, label: string, lookup: OptionsSource, rowLabel: string): FieldDesc => ({
  name,
  label,
  type: 'select',
  valueType: 'integer',
  hidden: true,
  readOnly: true,
  optionsFrom: { ...lookup, rowLabel },
});

const billFields: FieldDesc[] = [
  pointer('bank_id', 'Bank', BILL_LOOKUPS.banks, 'bank_name'),
  pointer('bank_branch_id', 'Bank Branch', BILL_LOOKUPS.bankBranches, 'bank_branch_name'),
  pointer('company_branch_id', 'Our Branch', BILL_LOOKUPS.companyBranches, 'company_branch_name'),
  { name: 'status', label: 'Status', type: 'select', options: BILL_STATUS_OPTIONS, hidden: true },
];

const columns: ColumnDesc[] = [
  { field: 'id', label: 'Bill', sortable: true, width: '5rem' },
  { field: 'invoice_no', label: 'Invoice No.', sortable: true },
  { field: 'invoice_date', label: 'Date', format: 'date', sortable: true },
  { field: 'bank_name', label: 'Bank' },
  { field: 'bank_branch_name', label: 'Bank Branch' },
  { field: 'company_branch_name', label: 'Our Branch' },
  { field: 'lines', label: 'Cases', format: 'number' },
  { field: 'taxable_value', label: 'Taxable', format: 'money', sortable: true },
  { field: 'total', label: 'Total', format: 'money', sortable: true },
  { field: 'credited_amount', label: 'Credited', format: 'money' },
  { field: 'outstanding', label: 'Outstanding', format: 'money' },
  { field: 'due_date', label: 'Due', format: 'date', sortable: true },
  { field: 'status', label: 'Status', format: 'option', optionsOf: 'status' },
];

/** One bill list per page: the same columns, scoped to the statuses that page works on, under its own right. */
export interface BillListDesc extends ResourceDesc {
  statuses: readonly BillStatus[] | null;
}

function billList(name: string, path: string, title: string, right: PageName, statuses: readonly BillStatus[] | null): BillListDesc {
  return {
    name,
    title,
    singular: 'bill',
    path,
    right,
    statuses,
    titleField: 'invoice_no',
    fields: billFields,
    columns,
    searchable: ['invoice_no', 'recipient_name'],
    defaultSort: { field: 'id', order: 'desc' },
    pageSizes: [10, 25, 50, 100],
    maxPageSize: 100,
    messages: { created: 'Added The New Bill!', updated: 'Successfully Updated The Bill!', deleted: 'Successfully Delete The Data!' },
    operations: { create: false, update: false, delete: false, export: true },
  };
}

export const billInitiationList = billList('bills-initiation', 'bills/initiation', 'Bill Initiation', 'bill_initiation_page', [
  'DRAFT',
  'REJECTED',
]);
export const billApprovalList = billList(
  'bills-approval',
  'bills/approval',
  'Bill Initiation And Approval',
  'bill_initiation_approval_page',
  ['INITIATED'],
);
export const billLevel3List = billList('bills-level3', 'bills/level3', 'CA Level', 'level3_page', ['APPROVED', 'CA_APPROVED']);
export const completedBillList = billList('bills-completed', 'bills/completed', 'Completed Bills', 'completed_bill_page', [
  'ISSUED',
  'PART_PAID',
  'PAID',
  'CREDITED',
]);
export const billHistoryList = billList('bills-history', 'bills/history', 'Bill History', 'bill_history', null);

export const BILL_LISTS: readonly BillListDesc[] = [
  billInitiationList,
  billApprovalList,
  billLevel3List,
  completedBillList,
  billHistoryList,
];
