import type { ResourceDesc } from 'shared/resources';
import { BANK_OPTIONS_SOURCE } from './common';

/**
 * The approval matrix: how many review levels (1 to 3) a valuation report needs, by bank (empty:
 * any bank) and fair-market-value slab. /admin/matrixs, right matrix_management, API
 * /api/approval-matrix. The cases API applies the most specific active rule (the bank's own before
 * "any bank", the highest slab start that the value reaches); no rule means one level.
 */
export const approvalMatrixResource: ResourceDesc = {
  name: 'approval-matrix',
  title: 'Approval Matrix',
  singular: 'rule',
  path: 'approval-matrix',
  right: 'matrix_management',
  titleField: 'slab',
  fields: [
    {
      name: 'bank_id',
      label: 'Bank',
      type: 'select',
      valueType: 'integer',
      optionsFrom: { ...BANK_OPTIONS_SOURCE, rowLabel: 'bank_name', emptyLabel: 'Any bank' },
      help: 'Leave empty for every bank without a rule of its own',
    },
    {
      name: 'value_from',
      label: 'Value From',
      type: 'money',
      min: 0,
      max: 1e12,
      required: true,
      requiredMessage: 'Value From is required',
      default: 0,
    },
    { name: 'value_to', label: 'Value Up To', type: 'money', min: 0, max: 1e12, help: 'Excluded; empty: no upper limit' },
    {
      name: 'levels',
      label: 'Review Levels',
      type: 'number',
      integer: true,
      min: 1,
      max: 3,
      required: true,
      requiredMessage: 'Review Levels is required',
      default: 1,
    },
    { name: 'remarks', label: 'Remarks', type: 'textarea', maxLength: 500, width: 'full' },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      options: [
        { value: '1', label: 'Active' },
        { value: '0', label: 'Inactive' },
      ],
      required: true,
      default: '1',
    },
  ],
  columns: [
    { field: 'bank_name', label: 'Bank' },
    { field: 'value_from', label: 'Value From', format: 'money', sortable: true },
    { field: 'value_to', label: 'Value Up To', format: 'money', sortable: true },
    { field: 'levels', label: 'Review Levels', format: 'number', sortable: true },
    { field: 'remarks', label: 'Remarks' },
    { field: 'status', label: 'Status', format: 'option', optionsOf: 'status' },
  ],
  searchable: ['remarks'],
  defaultSort: { field: 'value_from', order: 'asc' },
  pageSizes: [25, 50, 100],
  maxPageSize: 100,
  messages: {
    created: 'Added The New Approval Rule!',
    updated: 'Successfully Updated The Approval Rule!',
    deleted: 'Successfully Delete The Data!',
  },
  check: (v): Record<string, string> => {
    const from = v.value_from as number | null | undefined;
    const to = v.value_to as number | null | undefined;
    return from != null && to != null && to <= from ? { value_to: 'Value Up To must be more than Value From' } : {};
  },
};
