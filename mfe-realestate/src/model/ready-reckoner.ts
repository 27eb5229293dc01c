import { defineResource, STATE_OPTIONS, type FieldDesc, type FieldOption } from 'shared/resources';

/** DOMAIN.md: what each state calls its ready-reckoner. */
export const RR_LOCAL_NAME_OPTIONS: readonly FieldOption[] = [
  { value: 'Ready Reckoner', label: 'Ready Reckoner' },
  { value: 'Circle rate', label: 'Circle rate' },
  { value: 'Guideline value', label: 'Guideline value' },
  { value: 'Jantri', label: 'Jantri' },
  { value: 'DLC rate', label: 'DLC rate' },
];

const rate = (name: string, label: string): FieldDesc => ({ name, label, type: 'money', min: 0, max: 100_000_000 });

/**
 * Ready-reckoner (circle / guideline) rates by area (/admin/ReadyRecknerMaster, right
 * ready_reckner_master): per sq m for each use, agricultural land per hectare. `pincodes` says which
 * pincodes a zone covers, so the AVM and the research graphs find the rate of a property's pincode.
 */
export const readyReckonerResource = defineResource({
  name: 'ready-reckoner',
  title: 'Ready Reckoner Rates',
  singular: 'ready-reckoner rate',
  path: 'ready-reckoner',
  table: 'ready_reckoner_rates',
  right: 'ready_reckner_master',
  titleField: 'district',
  fields: [
    { name: 'state', label: 'State', type: 'select', options: STATE_OPTIONS, required: true },
    { name: 'district', label: 'District', type: 'text', required: true, maxLength: 100 },
    { name: 'taluka', label: 'Taluka', type: 'text', maxLength: 100 },
    { name: 'local_body', label: 'Local Body', type: 'text', maxLength: 150 },
    { name: 'zone', label: 'Zone', type: 'text', required: true, maxLength: 100 },
    { name: 'sub_zone', label: 'Sub-zone', type: 'text', maxLength: 100 },
    { name: 'survey_numbers', label: 'Survey Numbers', type: 'text', maxLength: 1000, width: 'full', help: 'e.g. 12/1-12/9, 45, 46A' },
    { name: 'pincodes', label: 'Pincodes', type: 'tags', maxItems: 30, itemFormat: 'pincode', help: 'The pincodes the zone covers' },
    { name: 'year', label: 'Year', type: 'number', integer: true, required: true, min: 1990, max: 2100 },
    rate('rate_open_land', 'Open Land / sq m'),
    rate('rate_residential', 'Residential / sq m'),
    rate('rate_office', 'Office / sq m'),
    rate('rate_shop', 'Shop / sq m'),
    rate('rate_industrial', 'Industrial / sq m'),
    rate('rate_agricultural', 'Agricultural / hectare'),
    { name: 'local_name', label: 'Local Name', type: 'select', options: RR_LOCAL_NAME_OPTIONS, default: 'Ready Reckoner', required: true },
  ],
  columns: [
    { field: 'id', sortable: true },
    { field: 'state', sortable: true },
    { field: 'district', sortable: true },
    'taluka',
    'local_body',
    { field: 'zone', sortable: true },
    'sub_zone',
    'pincodes',
    { field: 'year', sortable: true },
    { field: 'rate_open_land', sortable: true },
    { field: 'rate_residential', sortable: true },
    'rate_office',
    'rate_shop',
    'rate_industrial',
    'rate_agricultural',
    'local_name',
  ],
  searchable: ['district', 'taluka', 'local_body', 'zone', 'sub_zone', 'survey_numbers'],
  defaultSort: { field: 'district', order: 'asc' },
  pageSizes: [10, 25, 50, 100],
  maxPageSize: 100,
  messages: {
    created: 'Added The New Ready Reckoner Rate!',
    updated: 'Successfully Updated The Ready Reckoner Rate!',
    deleted: 'Deleted The Ready Reckoner Rate!',
  },
});

/** One ready-reckoner import at most (a state's whole schedule is a few thousand zones). */
export const RR_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
