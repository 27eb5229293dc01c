import type { ResourceDesc } from 'shared/resources';
import { BILL_LOOKUPS } from './lookups';
import { EXPENSE_CATEGORY_OPTIONS, EXPENSE_STATUS_OPTIONS } from './options';
import { EXPENSE_FLOW } from './flows';
import { toStatusFlow } from './workflow';

/** Office and field expenses, by branch, user and case, with the receipt uploaded; approved case expenses are billed. */
export const expensesResource: ResourceDesc = {
  name: 'expenses',
  title: 'Expense Management',
  singular: 'expense',
  path: 'expenses',
  right: 'expense_management',
  titleField: 'description',
  fields: [
    { name: 'expense_date', label: 'Expense Date', type: 'date', required: true },
    {
      name: 'company_branch_id',
      label: 'Company Branch',
      type: 'select',
      valueType: 'integer',
      required: true,
      optionsFrom: { ...BILL_LOOKUPS.companyBranches, rowLabel: 'company_branch_name' },
    },
    {
      name: 'user_id',
      label: 'Spent By',
      type: 'select',
      valueType: 'integer',
      optionsFrom: { ...BILL_LOOKUPS.users, rowLabel: 'user_name' },
    },
    {
      name: 'case_no',
      label: 'Case No.',
      type: 'text',
      maxLength: 30,
      transient: true,
      pattern: '^[A-Za-z0-9/-]{3,30}$',
      patternMessage: 'Case No.: letters, digits, / and -',
      help: 'For a case expense: it can then be billed to the bank',
    },
    { name: 'category', label: 'Category', type: 'select', options: EXPENSE_CATEGORY_OPTIONS, required: true },
    { name: 'amount', label: 'Amount (₹)', type: 'money', required: true, min: 1, max: 1_000_000 },
    { name: 'description', label: 'Description', type: 'text', maxLength: 300, width: 'full' },
    {
      name: 'receipt_file',
      label: 'Receipt',
      type: 'file',
      accept: ['application/pdf', 'image/jpeg', 'image/png'],
      maxBytes: 5 * 1024 * 1024,
      help: 'PDF, JPEG or PNG, at most 5 MB',
    },
    { name: 'status', label: 'Status', type: 'select', options: EXPENSE_STATUS_OPTIONS, required: true, default: 'PENDING' },
    {
      name: 'reject_reason',
      label: 'Reason For Rejection',
      type: 'text',
      maxLength: 300,
      requiredWhen: { field: 'status', values: ['REJECTED'] },
      width: 'full',
    },
  ],
  columns: [
    { field: 'expense_date', label: 'Date', format: 'date', sortable: true },
    { field: 'company_branch_name', label: 'Branch' },
    { field: 'user_name', label: 'Spent By' },
    { field: 'case_no', label: 'Case No.' },
    { field: 'category', label: 'Category', format: 'option', optionsOf: 'category', sortable: true },
    { field: 'description', label: 'Description' },
    { field: 'amount', label: 'Amount', format: 'money', sortable: true },
    { field: 'status', label: 'Status', format: 'option', optionsOf: 'status', sortable: true },
    { field: 'billed_invoice_no', label: 'Billed On' },
  ],
  searchable: ['description'],
  defaultSort: { field: 'expense_date', order: 'desc' },
  pageSizes: [10, 25, 50, 100],
  maxPageSize: 100,
  messages: { created: 'Added The New Expense!', updated: 'Successfully Updated The Expense!', deleted: 'Successfully Delete The Data!' },
  statusFlow: toStatusFlow(EXPENSE_FLOW),
};
