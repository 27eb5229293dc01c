import type { FieldOption, OptionsSource, ResourceDesc } from 'shared/resources';
import { BANK_OPTIONS_SOURCE as BANK_LOOKUP } from './common';
import { ACTIVE_OPTIONS } from './pincodes';

/** What a contact receives from the firm. */
export const CONTACT_PURPOSE_OPTIONS: readonly FieldOption[] = [
  { value: 'REQUESTS', label: 'Valuation requests' },
  { value: 'REPORTS', label: 'Reports' },
  { value: 'BILLS', label: 'Bills' },
  { value: 'MIS', label: 'MIS reports' },
  { value: 'FEEDBACK', label: 'Feedback' },
];

/** Active bank branches ("Bank - Branch (IFSC)") for staff forms, searchable. */
export const BANK_BRANCH_LOOKUP: OptionsSource = {
  path: 'lookups/bank-branches',
  valueField: 'id',
  labelField: 'name',
  searchable: true,
  table: 'bank_branches',
  labelColumn: 'branch_name',
};

/**
 * /admin/emailDetail (right email_master, Bank Master group), API /api/email-contacts: who at a bank
 * or bank branch receives requests, reports, bills, MIS reports and feedback links. Without a
 * branch the contact serves the whole bank.
 */
export const emailContactsResource: ResourceDesc = {
  name: 'email-contacts',
  title: 'Email Details',
  singular: 'e-mail contact',
  path: 'email-contacts',
  right: 'email_master',
  titleField: 'email',
  fields: [
    {
      name: 'bank_id',
      label: 'Bank',
      type: 'select',
      valueType: 'integer',
      required: true,
      requiredMessage: 'Bank is required',
      optionsFrom: { ...BANK_LOOKUP, rowLabel: 'bank_name' },
    },
    {
      name: 'bank_branch_id',
      label: 'Bank Branch',
      type: 'select',
      valueType: 'integer',
      optionsFrom: { ...BANK_BRANCH_LOOKUP, rowLabel: 'bank_branch_name' },
      help: 'Empty: the contact serves the whole bank',
    },
    { name: 'purpose', label: 'Purpose', type: 'select', options: CONTACT_PURPOSE_OPTIONS, required: true, default: 'REPORTS' },
    {
      name: 'contact_name',
      label: 'Contact Name',
      type: 'text',
      required: true,
      requiredMessage: 'Contact Name is required',
      maxLength: 100,
    },
    { name: 'designation', label: 'Designation', type: 'text', maxLength: 100 },
    { name: 'email', label: 'Email', type: 'email', required: true, requiredMessage: 'Email is required', maxLength: 254 },
    { name: 'mobile', label: 'Mobile', type: 'text', format: 'mobile', maxLength: 16 },
    { name: 'status', label: 'Status', type: 'select', options: ACTIVE_OPTIONS, required: true, default: '1' },
  ],
  columns: [
    { field: 'bank_name', label: 'Bank' },
    { field: 'bank_branch_name', label: 'Bank Branch' },
    { field: 'purpose', label: 'Purpose', format: 'option', sortable: true },
    { field: 'contact_name', label: 'Contact Name', sortable: true },
    { field: 'email', label: 'Email', sortable: true },
    { field: 'mobile', label: 'Mobile' },
    { field: 'status', label: 'Status', format: 'option' },
  ],
  searchable: ['contact_name', 'email', 'designation'],
  // Own columns only: sorting 100,000 contacts by a joined bank name would sort them all per page.
  defaultSort: { field: 'contact_name', order: 'asc' },
  pageSizes: [10, 25, 50, 100],
  defaultPageSize: 25,
  maxPageSize: 1000,
  messages: {
    created: 'Added The New Email Detail!',
    updated: 'Successfully Updated The Email Detail!',
    deleted: 'Successfully Delete The Data!',
  },
};
