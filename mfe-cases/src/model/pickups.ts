import { defineResource, LOOKUPS, type FieldOption } from 'shared/resources';
import { DOCUMENT_TYPE_OPTIONS } from './options';
import { CASE_LOOKUP } from './queries';

export const PICKUP_FROM_OPTIONS: readonly FieldOption[] = [
  { value: 'BANK_BRANCH', label: 'Bank branch' },
  { value: 'APPLICANT', label: 'Applicant' },
];
export const PICKUP_SLOT_OPTIONS: readonly FieldOption[] = [
  { value: '10-12', label: '10 am to 12 noon' },
  { value: '12-14', label: '12 noon to 2 pm' },
  { value: '14-16', label: '2 pm to 4 pm' },
  { value: '16-18', label: '4 pm to 6 pm' },
];
export const PICKUP_STATUS_OPTIONS: readonly FieldOption[] = [
  { value: 'REQUESTED', label: 'Requested' },
  { value: 'SCHEDULED', label: 'Scheduled' },
  { value: 'PICKED', label: 'Picked up' },
  { value: 'RECEIVED', label: 'Received at office' },
  { value: 'CANCELLED', label: 'Cancelled' },
];
const SCHEDULED_OR_LATER = ['SCHEDULED', 'PICKED', 'RECEIVED'];

/**
 * Pickups of physical documents from a bank branch or an applicant (/admin/documentPickupRequests,
 * Case menu): REQUESTED -> SCHEDULED -> PICKED -> RECEIVED, or CANCELLED with a reason. A plain
 * resource: this description and its table (0233) are all there is.
 */
export const documentPickupsResource = defineResource({
  name: 'document-pickups',
  title: 'Document Pickup Requests',
  singular: 'pickup',
  path: 'document-pickups',
  right: 'case_master_page',
  table: 'document_pickups',
  titleField: 'contact_name',
  fields: [
    {
      name: 'case_id',
      label: 'Case',
      type: 'select',
      valueType: 'integer',
      optionsFrom: { ...CASE_LOOKUP, rowLabel: 'case_no' },
    },
    { name: 'pickup_from', label: 'Pick Up From', type: 'select', options: PICKUP_FROM_OPTIONS, required: true, default: 'BANK_BRANCH' },
    {
      name: 'contact_name',
      label: 'Contact Person',
      type: 'text',
      required: true,
      requiredMessage: 'Contact Person is required',
      maxLength: 100,
    },
    { name: 'contact_mobile', label: 'Contact Mobile', type: 'text', format: 'mobile', required: true },
    {
      name: 'address',
      label: 'Pickup Address',
      type: 'textarea',
      required: true,
      requiredMessage: 'Pickup Address is required',
      maxLength: 500,
      width: 'full',
    },
    { name: 'pincode', label: 'Pincode', type: 'text', format: 'pincode', required: true },
    {
      name: 'documents',
      label: 'Documents To Collect',
      type: 'multiselect',
      options: DOCUMENT_TYPE_OPTIONS,
      required: true,
      width: 'full',
    },
    { name: 'slot_date', label: 'Slot Date', type: 'date', requiredWhen: { field: 'status', values: SCHEDULED_OR_LATER } },
    {
      name: 'slot',
      label: 'Slot',
      type: 'select',
      options: PICKUP_SLOT_OPTIONS,
      requiredWhen: { field: 'status', values: SCHEDULED_OR_LATER },
    },
    {
      name: 'runner_id',
      label: 'Runner',
      type: 'select',
      valueType: 'integer',
      optionsFrom: { ...LOOKUPS.users, rowLabel: 'runner_name' },
      requiredWhen: { field: 'status', values: SCHEDULED_OR_LATER },
    },
    { name: 'picked_on', label: 'Picked Up On', type: 'date', requiredWhen: { field: 'status', values: ['PICKED', 'RECEIVED'] } },
    { name: 'received_on', label: 'Received On', type: 'date', requiredWhen: { field: 'status', values: ['RECEIVED'] } },
    { name: 'status', label: 'Status', type: 'select', options: PICKUP_STATUS_OPTIONS, default: 'REQUESTED', required: true },
    {
      name: 'cancel_reason',
      label: 'Cancellation Reason',
      type: 'text',
      maxLength: 300,
      requiredWhen: { field: 'status', values: ['CANCELLED'] },
      requiredMessage: 'A reason is required to cancel a pickup.',
      width: 'full',
    },
  ],
  columns: [
    { field: 'case_id', label: 'Case' },
    'pickup_from',
    { field: 'contact_name', sortable: true },
    'contact_mobile',
    'pincode',
    { field: 'slot_date', sortable: true },
    'slot',
    { field: 'runner_id', label: 'Runner' },
    { field: 'status', sortable: true },
  ],
  searchable: ['contact_name', 'address', 'pincode'],
  defaultSort: { field: 'id', order: 'desc' },
  pageSizes: [10, 25, 50, 100],
  maxPageSize: 100,
  messages: {
    created: 'Added The New Pickup Request!',
    updated: 'Successfully Updated The Pickup Request!',
    deleted: 'Successfully Delete The Data!',
  },
  statusFlow: {
    field: 'status',
    initial: ['REQUESTED', 'SCHEDULED'],
    transitions: {
      REQUESTED: ['SCHEDULED', 'CANCELLED'],
      SCHEDULED: ['PICKED', 'CANCELLED'],
      PICKED: ['RECEIVED'],
      RECEIVED: [],
      CANCELLED: [],
    },
    message: 'A pickup cannot move from {from} to {to}.',
  },
  check: (v): Record<string, string> => {
    const { picked_on: picked, received_on: received } = v;
    if (typeof picked === 'string' && typeof received === 'string' && received < picked)
      return { received_on: 'Received On cannot be before Picked Up On' };
    return {};
  },
});
