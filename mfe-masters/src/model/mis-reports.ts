import type { FieldOption, ResourceDesc } from 'shared/resources';
import { BANK_OPTIONS_SOURCE } from './common';
import { BANK_BRANCH_LOOKUP } from './email-contacts';
import { ACTIVE_OPTIONS } from './pincodes';

export const MIS_REPORT_OPTIONS: readonly FieldOption[] = [
  { value: 'CASES', label: 'Cases received' },
  { value: 'TAT', label: 'TAT of released reports' },
  { value: 'BILLS', label: 'Bills issued' },
  { value: 'RECEIVABLES', label: 'Receivables (open invoices)' },
];
export const MIS_FREQUENCY_OPTIONS: readonly FieldOption[] = [
  { value: 'DAILY', label: 'Daily' },
  { value: 'WEEKLY', label: 'Weekly' },
  { value: 'MONTHLY', label: 'Monthly' },
];
/** Days a report covers (and between two automatic sends). */
export const MIS_PERIOD_DAYS: Record<string, number> = { DAILY: 1, WEEKLY: 7, MONTHLY: 30 };

/** What POST /api/mis-reports/{id}/send answers. */
export interface MisSendResult {
  message: string;
  rows: number;
  recipients: string[];
  file: string;
}

/**
 * /admin/misMaster (right mis_page), API /api/mis-reports: MIS report definitions: which report,
 * for which bank or branch, how often, to whom (the bank's e-mail contacts for MIS, plus extra
 * addresses). "Send now" builds the .xlsx and mails it; due reports are also sent automatically.
 */
export const misReportsResource: ResourceDesc = {
  name: 'mis-reports',
  title: 'MIS Master',
  singular: 'MIS report',
  path: 'mis-reports',
  right: 'mis_page',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Report Name', type: 'text', required: true, requiredMessage: 'Report Name is required', maxLength: 120 },
    { name: 'report', label: 'Report', type: 'select', options: MIS_REPORT_OPTIONS, required: true, default: 'CASES' },
    { name: 'bank_id', label: 'Bank', type: 'select', valueType: 'integer', optionsFrom: { ...BANK_OPTIONS_SOURCE, rowLabel: 'bank_name' }, help: 'Empty: every bank' },
    { name: 'bank_branch_id', label: 'Bank Branch', type: 'select', valueType: 'integer', optionsFrom: { ...BANK_BRANCH_LOOKUP, rowLabel: 'bank_branch_name' }, help: 'Empty: every branch of the bank' },
    { name: 'frequency', label: 'Frequency', type: 'select', options: MIS_FREQUENCY_OPTIONS, required: true, default: 'WEEKLY' },
    { name: 'extra_emails', label: 'Also Send To', type: 'tags', itemFormat: 'email', maxItems: 20, itemMaxLength: 254, help: 'Besides the e-mail contacts for MIS of the bank / branch; one per line' },
    { name: 'status', label: 'Status', type: 'select', options: ACTIVE_OPTIONS, required: true, default: '1' },
  ],
  columns: [
    { field: 'name', label: 'Report Name', sortable: true },
    { field: 'report', label: 'Report', format: 'option', sortable: true },
    { field: 'bank_name', label: 'Bank' },
    { field: 'bank_branch_name', label: 'Bank Branch' },
    { field: 'frequency', label: 'Frequency', format: 'option' },
    { field: 'last_sent_at', label: 'Last Sent', format: 'datetime', sortable: true },
    { field: 'status', label: 'Status', format: 'option' },
  ],
  searchable: ['name'],
  defaultSort: { field: 'name', order: 'asc' },
  pageSizes: [10, 25, 50, 100],
  defaultPageSize: 25,
  maxPageSize: 1000,
  messages: { created: 'Added The New MIS Report!', updated: 'Successfully Updated The MIS Report!', deleted: 'Successfully Delete The Data!' },
  check: (v): Record<string, string> => (v.bank_branch_id != null && v.bank_id == null ? { bank_id: 'Choose the bank of the branch' } : {}),
};
