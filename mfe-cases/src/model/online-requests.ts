import { defineResource, type FieldOption } from 'shared/resources';
import { caseField } from './case';

export const ONLINE_REQUEST_STATUS_OPTIONS: readonly FieldOption[] = [
  { value: 'SUBMITTED', label: 'Submitted' },
  { value: 'ACCEPTED', label: 'Accepted' },
  { value: 'REJECTED', label: 'Rejected' },
];

const SOURCE_OPTIONS: readonly FieldOption[] = [
  { value: 'FORM', label: 'Form' },
  { value: 'XLSX', label: 'Excel sheet' },
];

/** At most this many documents ride with one request; each is a case document (documents.ts rules). */
export const ONLINE_REQUEST_MAX_DOCUMENTS = 5;
/** The largest request sheet accepted, and its rows. */
export const ONLINE_REQUEST_SHEET_MAX_BYTES = 5 * 1024 * 1024;
export const ONLINE_REQUEST_SHEET_MAX_ROWS = 10_000;

/**
 * A valuation request a bank-branch login sends online (form or Excel sheet); spec page
 * /admin/CasesUplaodedOnline, right cases_uploaded_online_field. The branch, bank and sender are
 * the server's (the signed-in branch login's); staff accept it into an initiated case (channel
 * PORTAL) or reject it with a reason the branch sees. SUBMITTED -> ACCEPTED | REJECTED.
 */
export const onlineRequestResource = defineResource({
  name: 'online-requests',
  title: 'Cases Uploaded Online',
  singular: 'request',
  path: 'online-requests',
  right: 'cases_uploaded_online_field',
  titleField: 'applicant_name',
  fields: [
    caseField('applicant_name'),
    { name: 'contact_name', label: 'Contact Name', type: 'text', maxLength: 150 },
    {
      name: 'contact_mobile',
      label: 'Contact Mobile',
      type: 'text',
      format: 'mobile',
      required: true,
      requiredMessage: 'Contact Mobile is required',
    },
    caseField('property_type'),
    caseField('property_address'),
    caseField('pincode'),
    caseField('purpose'),
    caseField('bank_ref_no'),
    { name: 'remarks', label: 'Remarks', type: 'textarea', maxLength: 1000, width: 'full' },
    { name: 'status', label: 'Status', type: 'select', options: ONLINE_REQUEST_STATUS_OPTIONS, readOnly: true, hidden: true },
    { name: 'source', label: 'Sent As', type: 'select', options: SOURCE_OPTIONS, readOnly: true, hidden: true },
    { name: 'reject_reason', label: 'Reason', type: 'text', readOnly: true, hidden: true },
  ],
  columns: [
    { field: 'id', label: 'Request No.', sortable: true, width: '7rem' },
    { field: 'created_at', label: 'Received', format: 'datetime', sortable: true },
    { field: 'bank_name', label: 'Bank' },
    { field: 'bank_branch_name', label: 'Bank Branch' },
    { field: 'applicant_name', sortable: true },
    'contact_mobile',
    'property_address',
    { field: 'pincode', sortable: true },
    'purpose',
    { field: 'documents', label: 'Documents' },
    { field: 'status', sortable: true },
    { field: 'case_no', label: 'Case No.' },
    { field: 'reject_reason', label: 'Rejection Reason', filter: false },
  ],
  searchable: ['applicant_name', 'property_address', 'bank_ref_no', 'contact_mobile'],
  defaultSort: { field: 'id', order: 'desc' },
  pageSizes: [10, 25, 50, 100],
  maxPageSize: 100,
  messages: { created: 'Request sent.', updated: 'Request saved.', deleted: 'Request deleted.' },
  operations: { create: false, update: false, delete: false, export: true },
});

/** The fields a request sheet's columns map to (by label or name), in the template's order. */
export const ONLINE_REQUEST_SHEET_FIELDS = [
  'applicant_name',
  'contact_name',
  'contact_mobile',
  'property_type',
  'property_address',
  'pincode',
  'purpose',
  'bank_ref_no',
  'remarks',
] as const;

/** One sheet row as the server checked it (row = the sheet's row number). */
export interface OnlineRequestSheetRow {
  row: number;
  values: Record<string, string | null>;
  errors: Record<string, string>;
}

export interface OnlineRequestSheetCheck {
  rows: OnlineRequestSheetRow[];
  valid: number;
  invalid: number;
  /** The sheet row the header was found on (title rows above it are passed over). */
  header_line: number;
}

/** The refusal of a sheet with bad rows sent without the user's confirmation. */
export const sheetNeedsConfirmMessage = (invalid: number) =>
  `${invalid} row${invalid === 1 ? ' has' : 's have'} errors. Confirm to import only the valid rows.`;

/** A branch login's own requests (GET /api/online-requests/mine): the same record, its branch implied. */
export const myOnlineRequestsResource = {
  ...onlineRequestResource,
  name: 'online-requests-mine',
  title: 'My Requests',
  path: 'online-requests/mine',
  columns: onlineRequestResource.columns.filter((c) => !['bank_name', 'bank_branch_name'].includes(c.field)),
  operations: { create: false, update: false, delete: false, export: false },
};
