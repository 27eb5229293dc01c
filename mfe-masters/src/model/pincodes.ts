import { LOOKUPS, STATE_OPTIONS, type FieldOption, type ResourceDesc } from 'shared/resources';

export const ACTIVE_OPTIONS: readonly FieldOption[] = [
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];

/** The columns a pincode CSV carries, in this order after a header row (branch_code may be empty). */
export const PINCODE_CSV_COLUMNS = ['pincode', 'locality', 'district', 'state', 'branch_code'] as const;
/** One import at most: all of India is about 19,000 pincodes and 155,000 post offices. */
export const PINCODE_IMPORT_MAX_ROWS = 50_000;
export const PINCODE_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * What POST /api/pincodes/import answers: counts, the header row used (0: none, the columns in
 * order), the lines taken and, for every refused row, its line and why. `checked`: a preview.
 */
export interface PincodeImportReport {
  rows: number;
  inserted: number;
  updated: number;
  errors: { line: number; pincode: string; message: string }[];
  taken: { from: number; to: number }[];
  header_line: number;
  ignored: number;
  checked: boolean;
  message: string;
}

/** What GET /api/lookups/pincodes/{pincode} answers: the place and who services it (case forms, allocation). */
export interface PincodeInfo {
  pincode: string;
  district: string;
  state: string;
  localities: string[];
  company_branch_id: number | null;
  company_branch_name: string | null;
  engineer_id: number | null;
  engineer_name: string | null;
  backup_engineer_id: number | null;
  backup_engineer_name: string | null;
}

/**
 * /admin/pincodes (right pincode_master), API /api/pincodes: a pincode and its localities (one row
 * per post-office locality, as India Post lists them), the district and state, the firm's branch
 * that services it and the engineers who cover it. Case allocation and the dashboards read it.
 */
export const pincodesResource: ResourceDesc = {
  name: 'pincodes',
  title: 'Pincodes',
  singular: 'pincode',
  path: 'pincodes',
  right: 'pincode_master',
  titleField: 'locality',
  fields: [
    { name: 'pincode', label: 'Pincode', type: 'text', format: 'pincode', required: true, requiredMessage: 'Pincode is required' },
    { name: 'locality', label: 'Locality', type: 'text', required: true, requiredMessage: 'Locality is required', maxLength: 150 },
    { name: 'district', label: 'District', type: 'text', required: true, requiredMessage: 'District is required', maxLength: 100 },
    { name: 'state', label: 'State', type: 'select', options: STATE_OPTIONS, required: true, requiredMessage: 'State is required' },
    {
      name: 'company_branch_id',
      label: 'Servicing Company Branch',
      type: 'select',
      valueType: 'integer',
      optionsFrom: { ...LOOKUPS.companyBranches, rowLabel: 'company_branch_name' },
    },
    {
      name: 'engineer_id',
      label: 'Site Engineer',
      type: 'select',
      valueType: 'integer',
      optionsFrom: { ...LOOKUPS.users, rowLabel: 'engineer_name' },
    },
    {
      name: 'backup_engineer_id',
      label: 'Backup Engineer',
      type: 'select',
      valueType: 'integer',
      optionsFrom: { ...LOOKUPS.users, rowLabel: 'backup_engineer_name' },
    },
    { name: 'status', label: 'Status', type: 'select', options: ACTIVE_OPTIONS, required: true, default: '1' },
  ],
  columns: [
    { field: 'pincode', label: 'Pincode', sortable: true, width: '7rem' },
    { field: 'locality', label: 'Locality', sortable: true },
    { field: 'district', label: 'District', sortable: true },
    { field: 'state', label: 'State', sortable: true },
    { field: 'company_branch_name', label: 'Servicing Branch' },
    { field: 'engineer_name', label: 'Site Engineer' },
    { field: 'status', label: 'Status', format: 'option' },
  ],
  searchable: ['pincode', 'locality', 'district', 'state'],
  defaultSort: { field: 'pincode', order: 'asc' },
  pageSizes: [10, 25, 50, 100],
  defaultPageSize: 25,
  maxPageSize: 1000,
  messages: {
    created: 'Added The New Pincode!',
    updated: 'Successfully Updated The Pincode!',
    deleted: 'Successfully Delete The Data!',
  },
  check: (v): Record<string, string> =>
    v.engineer_id != null && v.engineer_id === v.backup_engineer_id
      ? { backup_engineer_id: 'Backup Engineer must be someone other than the Site Engineer' }
      : {},
};
