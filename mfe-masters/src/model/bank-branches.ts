import { gstinStateError, LOOKUPS, STATE_OPTIONS, type ResourceDesc } from 'shared/resources';
import { BANK_LOOKUP, BANK_STATUS_OPTIONS } from './banks';

/**
 * The clients' branches (DOMAIN.md "Bank branch"): /admin/branch, right branch_page, API
 * /api/bank-branches. The GSTIN is the bill-to registration of the bank in the branch's state;
 * the servicing company branch is the firm's office that handles its cases.
 * The spec has no wording of its own for branches: they reuse the bank's messages.
 */
export const bankBranchesResource: ResourceDesc = {
  name: 'bank-branches',
  title: 'Bank Branches',
  singular: 'bank branch',
  path: 'bank-branches',
  right: 'branch_page',
  titleField: 'branch_name',
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
    { name: 'branch_name', label: 'Branch Name', type: 'text', required: true, requiredMessage: 'Branch Name is required', maxLength: 100 },
    {
      name: 'branch_code',
      label: 'Branch Code',
      type: 'text',
      maxLength: 20,
      pattern: '^[A-Za-z0-9-]{1,20}$',
      patternMessage: 'Branch Code: up to 20 letters, digits or -',
    },
    { name: 'ifsc', label: 'IFSC', type: 'text', format: 'ifsc', maxLength: 20 },
    { name: 'address', label: 'Address', type: 'textarea', maxLength: 500, width: 'full' },
    { name: 'city', label: 'City', type: 'text', maxLength: 100 },
    { name: 'district', label: 'District', type: 'text', maxLength: 100 },
    { name: 'state', label: 'State', type: 'select', options: STATE_OPTIONS },
    { name: 'state_code', label: 'State Code', type: 'text', readOnly: true, help: 'Set from the state' },
    { name: 'pincode', label: 'Pincode', type: 'text', format: 'pincode' },
    { name: 'gstin', label: 'GSTIN', type: 'text', format: 'gstin', maxLength: 20, help: 'The bank’s GSTIN in this state (bill-to)' },
    { name: 'contact_name', label: 'Contact Person', type: 'text', maxLength: 100 },
    { name: 'contact_mobile', label: 'Contact Mobile', type: 'text', format: 'mobile', maxLength: 16 },
    { name: 'contact_email', label: 'Contact Email', type: 'email', maxLength: 254 },
    {
      name: 'company_branch_id',
      label: 'Servicing Company Branch',
      type: 'select',
      valueType: 'integer',
      optionsFrom: { ...LOOKUPS.companyBranches, rowLabel: 'company_branch_name' },
    },
    { name: 'status', label: 'Status', type: 'select', options: BANK_STATUS_OPTIONS, required: true, default: '1' },
  ],
  columns: [
    { field: 'bank_name', label: 'Bank', sortable: true },
    { field: 'branch_name', label: 'Branch Name', sortable: true },
    { field: 'ifsc', label: 'IFSC', sortable: true },
    { field: 'city', label: 'City', sortable: true },
    { field: 'state', label: 'State', sortable: true },
    { field: 'gstin', label: 'GSTIN' },
    { field: 'company_branch_name', label: 'Servicing Branch' },
    { field: 'status', label: 'Status', format: 'option' },
  ],
  searchable: ['branch_name', 'branch_code', 'ifsc', 'city', 'pincode'],
  defaultSort: { field: 'bank_name', order: 'asc' },
  pageSizes: [10, 25, 50, 100],
  defaultPageSize: 25,
  maxPageSize: 1000,
  messages: {
    created: 'Added The New Bank!',
    updated: 'Successfully Updated The Bank!',
    deleted: 'Successfully Delete The Data!',
  },
  check: (v): Record<string, string> => {
    const gstin = gstinStateError(v.state, v.gstin);
    return gstin ? { gstin } : {};
  },
};
