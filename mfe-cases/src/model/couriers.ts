import { defineResource, LOOKUPS } from 'shared/resources';
import { DOCUMENT_TYPE_OPTIONS } from './options';

/**
 * Inward couriers (/admin/receivedCourier, right received_courier): packets the firm receives from
 * banks and applicants — courier company, AWB no., sender, received on and by, the cases they
 * belong to and the documents inside. A plain resource: this description and its table (0233).
 */
export const receivedCouriersResource = defineResource({
  name: 'received-couriers',
  title: 'Received Courier',
  singular: 'courier',
  path: 'received-couriers',
  right: 'received_courier',
  table: 'received_couriers',
  titleField: 'awb_no',
  fields: [
    {
      name: 'courier_company',
      label: 'Courier Company',
      type: 'text',
      required: true,
      requiredMessage: 'Courier Company is required',
      maxLength: 100,
    },
    {
      name: 'awb_no',
      label: 'AWB No.',
      type: 'text',
      required: true,
      maxLength: 30,
      pattern: '^[A-Za-z0-9-]{4,30}$',
      patternMessage: 'AWB No.: 4 to 30 letters, digits or -',
    },
    { name: 'sender', label: 'Sender', type: 'text', required: true, requiredMessage: 'Sender is required', maxLength: 150 },
    { name: 'sender_address', label: 'Sender Address', type: 'textarea', maxLength: 500, width: 'full' },
    { name: 'received_on', label: 'Received On', type: 'date', required: true },
    {
      name: 'received_by',
      label: 'Received By',
      type: 'select',
      valueType: 'integer',
      required: true,
      optionsFrom: { ...LOOKUPS.users, rowLabel: 'received_by_name' },
    },
    {
      name: 'case_nos',
      label: 'Linked Cases',
      type: 'tags',
      itemFormat: 'case-no',
      maxItems: 50,
      itemMaxLength: 30,
      help: 'One case number per line',
      width: 'full',
    },
    { name: 'documents', label: 'Documents Received', type: 'multiselect', options: DOCUMENT_TYPE_OPTIONS, required: true, width: 'full' },
    { name: 'packets', label: 'Packets', type: 'number', integer: true, min: 1, max: 50, default: 1, required: true },
    { name: 'remarks', label: 'Remarks', type: 'textarea', maxLength: 1000, width: 'full' },
  ],
  columns: [
    { field: 'received_on', sortable: true },
    { field: 'courier_company', label: 'Courier', sortable: true },
    'awb_no',
    { field: 'sender', sortable: true },
    { field: 'case_nos', label: 'Cases' },
    'documents',
    { field: 'received_by', label: 'Received By' },
  ],
  searchable: ['awb_no', 'sender', 'courier_company'],
  defaultSort: { field: 'received_on', order: 'desc' },
  pageSizes: [10, 25, 50, 100],
  maxPageSize: 100,
  messages: {
    created: 'Added The New Received Courier!',
    updated: 'Successfully Updated The Received Courier!',
    deleted: 'Successfully Delete The Data!',
  },
});
