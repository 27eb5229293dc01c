import { STATE_OPTIONS, type FieldOption, type ResourceDesc } from 'shared/resources';

/** The legal entity types by the PAN's fourth letter (DOMAIN.md): a GSTIN's PAN must carry the firm's. */
export const ENTITY_TYPE_OPTIONS: readonly FieldOption[] = [
  { value: 'C', label: 'Company' },
  { value: 'F', label: 'Firm / LLP' },
  { value: 'P', label: 'Individual (proprietor)' },
  { value: 'H', label: 'Hindu undivided family' },
  { value: 'A', label: 'Association of persons' },
  { value: 'T', label: 'Trust' },
  { value: 'B', label: 'Body of individuals' },
  { value: 'L', label: 'Local authority' },
  { value: 'J', label: 'Artificial juridical person' },
  { value: 'G', label: 'Government' },
  { value: 'K', label: 'Krishi (agricultural) body' },
];

/**
 * The firm's own profile (one record): /admin/companymaster, right company_master, API
 * /api/company-profile. GSTINs are per office, in the branch master. No delete: the firm always
 * has a profile once entered.
 */
export const companyProfileResource: ResourceDesc = {
  name: 'company-profile',
  title: 'Company Profile',
  singular: 'company profile',
  path: 'company-profile',
  right: 'company_master',
  titleField: 'legal_name',
  fields: [
    {
      name: 'legal_name',
      label: 'Legal Name',
      type: 'text',
      required: true,
      requiredMessage: 'Legal Name is required',
      maxLength: 200,
      width: 'full',
    },
    { name: 'trade_name', label: 'Trade Name', type: 'text', maxLength: 200 },
    {
      name: 'entity_type',
      label: 'Legal Entity Type',
      type: 'select',
      options: ENTITY_TYPE_OPTIONS,
      help: 'The fourth letter of the PAN in each office’s GSTIN must match it',
    },
    { name: 'pan', label: 'PAN', type: 'text', format: 'pan', maxLength: 12 },
    {
      name: 'cin',
      label: 'CIN / LLPIN',
      type: 'text',
      maxLength: 25,
      pattern: '^([LUlu][0-9]{5}[A-Za-z]{2}[0-9]{4}[A-Za-z]{3}[0-9]{6}|[A-Za-z]{3}-[0-9]{4})$',
      patternMessage: 'CIN / LLPIN: 21 characters such as U74999MH2015PTC123456, or an LLPIN such as AAB-1234',
    },
    { name: 'registered_address', label: 'Registered Address', type: 'textarea', maxLength: 500, width: 'full' },
    { name: 'city', label: 'City', type: 'text', maxLength: 100 },
    { name: 'state', label: 'State', type: 'select', options: STATE_OPTIONS },
    { name: 'pincode', label: 'Pincode', type: 'text', format: 'pincode' },
    { name: 'email', label: 'Contact Email', type: 'email', maxLength: 254 },
    {
      name: 'phone',
      label: 'Contact Phone',
      type: 'text',
      maxLength: 20,
      pattern: '^\\+?[0-9][0-9 -]{5,18}$',
      patternMessage: 'Contact Phone: digits, spaces and - only, e.g. 022 2654 1234',
    },
    {
      name: 'website',
      label: 'Website',
      type: 'text',
      maxLength: 200,
      pattern: '^https?://[^\\s]+$',
      patternMessage: 'Website must start with http:// or https://',
    },
    {
      name: 'logo_url',
      label: 'Logo URL',
      type: 'text',
      maxLength: 500,
      pattern: '^(https?://|/)[^\\s]+$',
      patternMessage: 'Logo URL must start with https://, http:// or /',
      help: 'Shown on reports and letters',
      width: 'full',
    },
  ],
  columns: [
    { field: 'legal_name', label: 'Legal Name' },
    { field: 'pan', label: 'PAN' },
    { field: 'city', label: 'City' },
    { field: 'email', label: 'Contact Email' },
    { field: 'phone', label: 'Contact Phone' },
  ],
  searchable: [],
  defaultSort: { field: 'id', order: 'asc' },
  pageSizes: [1],
  maxPageSize: 1,
  messages: {
    created: 'Added The Company Profile!',
    updated: 'Successfully Updated The Company Profile!',
    deleted: 'Successfully Delete The Data!',
  },
  operations: { delete: false, export: false },
};
