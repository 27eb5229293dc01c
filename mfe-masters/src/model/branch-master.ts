import { defineResource, gstinStateError, LOOKUPS, STATE_OPTIONS } from 'shared/resources';

/** The firm's own offices (DOMAIN.md "Company branch"); spec path branch-master, right branch_master. */
export const branchMasterResource = defineResource({
  name: 'branch-master',
  title: 'Branch Master',
  singular: 'branch',
  path: 'branch-master',
  right: 'branch_master',
  titleField: 'branch_name',
  fields: [
    {
      name: 'code',
      label: 'Branch Code',
      type: 'text',
      required: true,
      maxLength: 10,
      pattern: '^[A-Za-z0-9]{2,10}$',
      patternMessage: 'Branch Code: 2 to 10 letters or digits',
    },
    { name: 'branch_name', label: 'Branch Name', type: 'text', required: true, requiredMessage: 'Branch Name is required', maxLength: 100 },
    { name: 'address', label: 'Address', type: 'textarea', maxLength: 500, width: 'full' },
    { name: 'state', label: 'State', type: 'select', options: STATE_OPTIONS, required: true },
    { name: 'state_code', label: 'State Code', type: 'text', readOnly: true, help: 'Set from the state' },
    { name: 'pincode', label: 'Pincode', type: 'text', format: 'pincode' },
    { name: 'gstin', label: 'GSTIN', type: 'text', format: 'gstin', maxLength: 15 },
    {
      name: 'invoice_prefix',
      label: 'Invoice Series Prefix',
      type: 'text',
      maxLength: 10,
      pattern: '^[A-Za-z0-9/-]{1,10}$',
      patternMessage: 'Invoice Series Prefix: letters, digits, - and / only',
    },
    {
      name: 'branch_head_id',
      label: 'Branch Head',
      type: 'select',
      valueType: 'integer',
      optionsFrom: { ...LOOKUPS.users, rowLabel: 'branch_head_name' },
    },
  ],
  columns: [
    { field: 'id', sortable: true },
    { field: 'code', label: 'Code', sortable: true },
    { field: 'branch_name', sortable: true },
    { field: 'state', sortable: true },
    'pincode',
    'gstin',
    'branch_head_id',
  ],
  searchable: ['branch_name', 'code', 'state', 'pincode'],
  defaultSort: { field: 'branch_name', order: 'asc' },
  pageSizes: [10, 25, 50, 100, 10_000],
  defaultPageSize: 10_000,
  reloadAfterChange: { page: 1, pageSize: 10_000 },
  maxPageSize: 10_000,
  messages: {
    created: 'Successfully Added New Branch Master!',
    updated: 'Successfully Updated The Branch Master!',
    deleted: 'Deleted Selected Branch Master!',
  },
  bulkActions: [
    {
      id: 'delete',
      label: 'Delete selected',
      kind: 'delete',
      message: 'Deleted Selected Branch Master!',
      confirm: 'Delete the selected branches?',
    },
  ],
  check: (v): Record<string, string> => {
    const gstin = gstinStateError(v.state, v.gstin);
    return gstin ? { gstin } : {};
  },
});
