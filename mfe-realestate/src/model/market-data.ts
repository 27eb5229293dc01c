import { AREA_UNIT_OPTIONS, defineResource, PROPERTY_TYPE_OPTIONS } from 'shared/resources';

/**
 * Registered sale transactions from outside sources (IGR extracts, data vendors), imported on
 * /admin/externalDataUpload and browsed on /admin/externalData (right external_page). A row is
 * stored once: its natural key (date, locality, pincode, type, area, unit, consideration) is
 * unique, so importing the same file again adds nothing.
 */
export const marketTransactionsResource = defineResource({
  name: 'market-transactions',
  title: 'Market Transactions',
  singular: 'market transaction',
  path: 'market-transactions',
  table: 'market_transactions',
  right: 'external_page',
  titleField: 'locality',
  fields: [
    { name: 'registration_date', label: 'Registration Date', type: 'date', required: true },
    { name: 'locality', label: 'Locality', type: 'text', required: true, maxLength: 120 },
    { name: 'pincode', label: 'Pincode', type: 'text', format: 'pincode', required: true },
    { name: 'latitude', label: 'Latitude', type: 'number', min: 6, max: 37.5 },
    { name: 'longitude', label: 'Longitude', type: 'number', min: 68, max: 97.5 },
    { name: 'property_type', label: 'Property Type', type: 'select', options: PROPERTY_TYPE_OPTIONS, required: true },
    { name: 'area', label: 'Area', type: 'number', required: true, min: 0.01, max: 100_000_000 },
    { name: 'area_unit', label: 'Area Unit', type: 'select', options: AREA_UNIT_OPTIONS, default: 'SQFT', required: true },
    { name: 'consideration', label: 'Consideration Value', type: 'money', required: true, min: 1, max: 100_000_000_000 },
  ],
  columns: [
    { field: 'id', sortable: true },
    { field: 'registration_date', sortable: true },
    { field: 'locality', sortable: true },
    { field: 'pincode', sortable: true },
    'property_type',
    { field: 'area', sortable: true },
    'area_unit',
    { field: 'consideration', sortable: true },
    'latitude',
    'longitude',
  ],
  searchable: ['locality', 'pincode'],
  defaultSort: { field: 'registration_date', order: 'desc' },
  pageSizes: [10, 25, 50, 100],
  maxPageSize: 100,
  messages: {
    created: 'Added The New Market Transaction!',
    updated: 'Successfully Updated The Market Transaction!',
    deleted: 'Deleted The Market Transaction!',
  },
});

/** One request of an import (a CSV is sent in parts of MARKET_PART_ROWS rows): 20 MB, 200,000 rows. */
export const MARKET_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const MARKET_IMPORT_MAX_ROWS = 200_000;
export const MARKET_PART_ROWS = 10_000;
