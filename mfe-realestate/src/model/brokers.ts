import { AREA_UNIT_OPTIONS, defineResource, PROPERTY_TYPE_OPTIONS } from 'shared/resources';

/** Any signed-in user with broker_page may pick a broker for a quote (id and name only). */
export const BROKER_LOOKUP = {
  path: 'lookups/brokers',
  valueField: 'id',
  labelField: 'name',
  searchable: true,
  table: 'brokers',
  labelColumn: 'name',
} as const;

/** Brokers the firm asks for market rates (/admin/brokers, right broker_page). */
export const brokersResource = defineResource({
  name: 'brokers',
  title: 'Brokers',
  singular: 'broker',
  path: 'brokers',
  table: 'brokers',
  right: 'broker_page',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 120 },
    { name: 'firm', label: 'Firm', type: 'text', maxLength: 150 },
    { name: 'mobile', label: 'Mobile', type: 'text', format: 'mobile', required: true },
    { name: 'email', label: 'E-mail', type: 'text', format: 'email', maxLength: 150 },
    {
      name: 'localities',
      label: 'Localities',
      type: 'tags',
      maxItems: 30,
      itemMaxLength: 80,
      width: 'full',
      help: 'One locality per line',
    },
    { name: 'pincodes', label: 'Pincodes', type: 'tags', maxItems: 30, itemFormat: 'pincode', width: 'full' },
    { name: 'property_types', label: 'Property Types', type: 'multiselect', options: PROPERTY_TYPE_OPTIONS, width: 'full' },
  ],
  columns: [
    { field: 'id', sortable: true },
    { field: 'name', sortable: true },
    { field: 'firm', sortable: true },
    'mobile',
    'localities',
    'pincodes',
    'property_types',
  ],
  searchable: ['name', 'firm', 'mobile'],
  defaultSort: { field: 'name', order: 'asc' },
  pageSizes: [10, 25, 50, 100],
  maxPageSize: 100,
  messages: { created: 'Added The New Broker!', updated: 'Successfully Updated The Broker!', deleted: 'Deleted The Broker!' },
});

/** A broker's quoted rate range for a locality and property type on a date (per sq ft or sq m). */
export const brokerQuotesResource = defineResource({
  name: 'broker-quotes',
  title: 'Broker Rate Quotes',
  singular: 'rate quote',
  path: 'broker-quotes',
  table: 'broker_quotes',
  right: 'broker_page',
  titleField: 'locality',
  fields: [
    {
      name: 'broker_id',
      label: 'Broker',
      type: 'select',
      valueType: 'integer',
      required: true,
      optionsFrom: { ...BROKER_LOOKUP, rowLabel: 'broker_name' },
    },
    { name: 'quoted_on', label: 'Quoted On', type: 'date', required: true },
    { name: 'locality', label: 'Locality', type: 'text', required: true, maxLength: 120 },
    { name: 'pincode', label: 'Pincode', type: 'text', format: 'pincode', required: true },
    { name: 'property_type', label: 'Property Type', type: 'select', options: PROPERTY_TYPE_OPTIONS, required: true },
    { name: 'unit', label: 'Per', type: 'select', options: AREA_UNIT_OPTIONS.slice(0, 2), default: 'SQFT', required: true },
    { name: 'rate_min', label: 'Rate Min', type: 'money', required: true, min: 1, max: 10_000_000 },
    { name: 'rate_max', label: 'Rate Max', type: 'money', required: true, min: 1, max: 10_000_000 },
  ],
  columns: [
    { field: 'id', sortable: true },
    { field: 'quoted_on', sortable: true },
    { field: 'broker_id', sortable: true },
    { field: 'locality', sortable: true },
    'pincode',
    'property_type',
    'unit',
    { field: 'rate_min', sortable: true },
    { field: 'rate_max', sortable: true },
  ],
  searchable: ['locality', 'pincode'],
  defaultSort: { field: 'quoted_on', order: 'desc' },
  pageSizes: [10, 25, 50, 100],
  maxPageSize: 100,
  messages: { created: 'Added The New Rate Quote!', updated: 'Successfully Updated The Rate Quote!', deleted: 'Deleted The Rate Quote!' },
  check: (v): Record<string, string> =>
    typeof v.rate_min === 'number' && typeof v.rate_max === 'number' && v.rate_min > v.rate_max
      ? { rate_max: 'Rate Max must not be below Rate Min' }
      : {},
});
