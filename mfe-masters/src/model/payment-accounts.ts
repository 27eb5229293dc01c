import { LOOKUPS, type ResourceDesc } from 'shared/resources';
import { ACTIVE_OPTIONS } from './pincodes';

const YES_NO = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
];

/** What GET /api/lookups/payment-accounts/{company_branch_id} answers: the account an invoice prints. */
export interface PaymentAccount {
  account_name: string;
  account_number: string;
  ifsc: string;
  bank_name: string;
  branch_name: string | null;
  upi_id: string | null;
}

/**
 * /admin/payment-master (right payment_master, Company Detail Master group), API
 * /api/payment-accounts: the firm's bank accounts for receiving payment, one default per company
 * branch (marking another default clears the previous one); invoices print the default.
 */
export const paymentAccountsResource: ResourceDesc = {
  name: 'payment-accounts',
  title: 'Payment Master',
  singular: 'bank account',
  path: 'payment-accounts',
  right: 'payment_master',
  titleField: 'account_number',
  fields: [
    {
      name: 'company_branch_id',
      label: 'Company Branch',
      type: 'select',
      valueType: 'integer',
      required: true,
      requiredMessage: 'Company Branch is required',
      optionsFrom: { ...LOOKUPS.companyBranches, rowLabel: 'company_branch_name' },
    },
    {
      name: 'account_name',
      label: 'Account Name',
      type: 'text',
      required: true,
      requiredMessage: 'Account Name is required',
      maxLength: 150,
    },
    {
      name: 'account_number',
      label: 'Account Number',
      type: 'text',
      required: true,
      requiredMessage: 'Account Number is required',
      pattern: '^[0-9]{9,18}$',
      patternMessage: 'Account Number: 9 to 18 digits',
    },
    { name: 'ifsc', label: 'IFSC', type: 'text', format: 'ifsc', required: true, requiredMessage: 'IFSC is required' },
    { name: 'bank_name', label: 'Bank', type: 'text', required: true, requiredMessage: 'Bank is required', maxLength: 100 },
    { name: 'branch_name', label: 'Branch', type: 'text', maxLength: 100 },
    {
      name: 'upi_id',
      label: 'UPI ID',
      type: 'text',
      maxLength: 60,
      pattern: '^[A-Za-z0-9._-]{2,49}@[A-Za-z][A-Za-z0-9]{1,30}$',
      patternMessage: 'UPI ID: e.g. valuers@hdfcbank',
    },
    {
      name: 'is_default',
      label: 'Default For The Branch',
      type: 'select',
      options: YES_NO,
      required: true,
      default: '0',
      help: 'Printed on this branch’s invoices',
    },
    { name: 'status', label: 'Status', type: 'select', options: ACTIVE_OPTIONS, required: true, default: '1' },
  ],
  columns: [
    { field: 'company_branch_name', label: 'Company Branch' },
    { field: 'account_name', label: 'Account Name', sortable: true },
    { field: 'account_number', label: 'Account Number', sortable: true },
    { field: 'ifsc', label: 'IFSC', sortable: true },
    { field: 'bank_name', label: 'Bank', sortable: true },
    { field: 'upi_id', label: 'UPI ID' },
    { field: 'is_default', label: 'Default', format: 'option' },
    { field: 'status', label: 'Status', format: 'option' },
  ],
  searchable: ['account_name', 'account_number', 'ifsc', 'bank_name'],
  defaultSort: { field: 'account_name', order: 'asc' },
  pageSizes: [10, 25, 50, 100],
  defaultPageSize: 25,
  maxPageSize: 1000,
  messages: {
    created: 'Added The New Bank Account!',
    updated: 'Successfully Updated The Bank Account!',
    deleted: 'Successfully Delete The Data!',
  },
  check: (v): Record<string, string> =>
    v.is_default === '1' && v.status === '0' ? { is_default: 'An inactive account cannot be the default' } : {},
};
