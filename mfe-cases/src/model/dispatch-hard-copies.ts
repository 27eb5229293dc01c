import { defineResource, LOOKUPS, type FieldOption } from 'shared/resources';

export const DISPATCH_STATUS_OPTIONS: readonly FieldOption[] = [
  { value: 'PREPARED', label: 'Prepared' },
  { value: 'BOOKED', label: 'Booked' },
  { value: 'IN_TRANSIT', label: 'In transit' },
  { value: 'DELIVERED', label: 'Delivered' },
  { value: 'RETURNED', label: 'Returned' },
  { value: 'LOST', label: 'Lost' },
];

export const DISPATCH_ENCLOSURE_OPTIONS: readonly FieldOption[] = [
  { value: 'VALUATION_REPORT', label: 'Valuation report' },
  { value: 'INVOICE', label: 'Invoice' },
  { value: 'PHOTOGRAPHS', label: 'Photographs' },
  { value: 'SITE_PLAN', label: 'Site plan' },
  { value: 'ORIGINAL_DOCUMENTS', label: 'Original documents returned' },
  { value: 'OTHER', label: 'Other' },
];

const BOOKED_OR_LATER = ['BOOKED', 'IN_TRANSIT', 'DELIVERED', 'RETURNED', 'LOST'];

/**
 * Hard-copy dispatches by courier (DOMAIN.md "Courier dispatch"); spec path dispatch-hard-copies,
 * right courier_details. Status: PREPARED -> BOOKED -> IN_TRANSIT -> DELIVERED, or RETURNED / LOST.
 * The dispatch number is given by the server (DSP/{financial year}/{serial}).
 */
export const dispatchResource = defineResource({
  name: 'dispatch-hard-copies',
  title: 'Hard Copy Dispatch',
  singular: 'dispatch',
  path: 'dispatch-hard-copies',
  right: 'courier_details',
  titleField: 'dispatch_no',
  fields: [
    { name: 'dispatch_no', label: 'Dispatch No.', type: 'text', readOnly: true, only: 'update' },
    { name: 'company_branch_id', label: 'Company Branch', type: 'select', valueType: 'integer', required: true, optionsFrom: { ...LOOKUPS.companyBranches, rowLabel: 'company_branch_name' } },
    { name: 'addressee', label: 'Addressee', type: 'text', required: true, requiredMessage: 'Addressee is required', maxLength: 150 },
    { name: 'address', label: 'Address', type: 'textarea', maxLength: 500, width: 'full' },
    { name: 'case_nos', label: 'Cases In The Packet', type: 'tags', itemFormat: 'case-no', maxItems: 50, itemMaxLength: 30, help: 'One case number per line', width: 'full' },
    { name: 'enclosures', label: 'Enclosures', type: 'multiselect', options: DISPATCH_ENCLOSURE_OPTIONS, width: 'full' },
    { name: 'copies', label: 'Copies', type: 'number', integer: true, min: 1, max: 50, default: 1, required: true },
    { name: 'courier_company', label: 'Courier Company', type: 'text', maxLength: 100, requiredWhen: { field: 'status', values: BOOKED_OR_LATER } },
    { name: 'awb_no', label: 'AWB No.', type: 'text', maxLength: 30, pattern: '^[A-Za-z0-9-]{4,30}$', patternMessage: 'AWB No.: 4 to 30 letters, digits or -', requiredWhen: { field: 'status', values: BOOKED_OR_LATER } },
    { name: 'dispatched_on', label: 'Dispatched On', type: 'date', requiredWhen: { field: 'status', values: BOOKED_OR_LATER } },
    { name: 'charges', label: 'Charges', type: 'money' },
    { name: 'status', label: 'Status', type: 'select', options: DISPATCH_STATUS_OPTIONS, default: 'PREPARED', required: true },
    { name: 'delivered_at', label: 'Delivered On', type: 'date', requiredWhen: { field: 'status', values: ['DELIVERED'] } },
    { name: 'received_by', label: 'Received By', type: 'text', maxLength: 100, requiredWhen: { field: 'status', values: ['DELIVERED'] } },
    { name: 'pod_file', label: 'Proof Of Delivery', type: 'file', accept: ['application/pdf', 'image/jpeg', 'image/png'], maxBytes: 5 * 1024 * 1024, help: 'PDF, JPEG or PNG, at most 5 MB' },
  ],
  columns: [
    { field: 'dispatch_no', sortable: true },
    { field: 'company_branch_id', label: 'Branch' },
    { field: 'addressee', sortable: true },
    { field: 'case_nos', label: 'Cases' },
    { field: 'courier_company', label: 'Courier' },
    'awb_no',
    { field: 'dispatched_on', sortable: true },
    { field: 'charges', sortable: true },
    { field: 'status', sortable: true },
  ],
  searchable: ['dispatch_no', 'addressee', 'awb_no', 'courier_company'],
  defaultSort: { field: 'id', order: 'desc' },
  pageSizes: [10, 25, 50, 100],
  maxPageSize: 100,
  messages: {
    created: 'Added The New Hard Copy Dispatch!',
    updated: 'Successfully Updated The Hard Copy Dispatch!',
    deleted: 'Successfully Delete The Data!',
  },
  bulkActions: [
    { id: 'in-transit', label: 'Mark in transit', kind: 'update', set: { status: 'IN_TRANSIT' }, message: 'Successfully Updated The Hard Copy Dispatch!' },
  ],
  statusFlow: {
    field: 'status',
    initial: ['PREPARED', 'BOOKED'],
    transitions: {
      PREPARED: ['BOOKED'],
      BOOKED: ['IN_TRANSIT', 'RETURNED'],
      IN_TRANSIT: ['DELIVERED', 'RETURNED', 'LOST'],
      DELIVERED: [],
      RETURNED: [],
      LOST: [],
    },
    message: 'A dispatch cannot move from {from} to {to}.',
  },
  check: (v): Record<string, string> => {
    const on = v.dispatched_on;
    const at = v.delivered_at;
    if (typeof on === 'string' && typeof at === 'string' && at < on) {
      return { delivered_at: 'Delivered On cannot be before Dispatched On' };
    }
    return {};
  },
});
