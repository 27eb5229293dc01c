import type { FieldOption, ResourceDesc } from 'shared/resources';
import { LOOKUPS } from 'shared/resources';

export const ASSET_CATEGORY_OPTIONS: readonly FieldOption[] = [
  { value: 'LAPTOP', label: 'Laptop' },
  { value: 'MOBILE', label: 'Mobile' },
  { value: 'TABLET', label: 'Tablet' },
  { value: 'CAMERA', label: 'Camera' },
  { value: 'DISTANCE_METER', label: 'Distance meter' },
  { value: 'VEHICLE', label: 'Vehicle' },
  { value: 'SIM', label: 'SIM card' },
];
export const ASSET_STATUS_OPTIONS: readonly FieldOption[] = [
  { value: 'IN_STOCK', label: 'In stock' },
  { value: 'ASSIGNED', label: 'Assigned' },
  { value: 'UNDER_REPAIR', label: 'Under repair' },
  { value: 'RETIRED', label: 'Retired' },
  { value: 'LOST', label: 'Lost' },
];
export const ASSET_CONDITION_OPTIONS: readonly FieldOption[] = [
  { value: 'NEW', label: 'New' },
  { value: 'GOOD', label: 'Good' },
  { value: 'FAIR', label: 'Fair' },
  { value: 'DAMAGED', label: 'Damaged' },
];
/** Warranty ending within this many days is flagged in the list. */
export const WARRANTY_WARNING_DAYS = 30;

export const ASSET_MESSAGES = {
  notInStock: 'Only an asset in stock can be issued.',
  notAssigned: 'This asset is not issued to anyone.',
  returnBeforeIssue: 'The return date cannot be before the issue date ({issued}).',
  issueBeforePurchase: 'The issue date cannot be before the purchase date ({purchased}).',
  issueBeforeReturn: 'The issue date cannot be before the last return ({returned}): the asset was with someone else.',
  assignedByIssue: 'Use Issue to assign an asset and Return to take it back.',
  deleteAssigned: 'This asset is issued to someone: Return it before deleting it.',
} as const;

/** The asset register. ASSIGNED is entered and left only through Issue and Return. */
export const assetsResource: ResourceDesc = {
  name: 'assets',
  title: 'Assets Master',
  singular: 'asset',
  path: 'assets',
  right: 'assets',
  titleField: 'tag',
  fields: [
    {
      name: 'tag',
      label: 'Asset Tag',
      type: 'text',
      required: true,
      requiredMessage: 'Asset Tag is required',
      maxLength: 30,
      pattern: '^[A-Za-z0-9/-]+$',
      patternMessage: 'Use letters, digits, - and / only',
    },
    { name: 'category', label: 'Category', type: 'select', options: ASSET_CATEGORY_OPTIONS, required: true },
    {
      name: 'make_model',
      label: 'Make / Model',
      type: 'text',
      required: true,
      requiredMessage: 'Make / Model is required',
      maxLength: 120,
    },
    { name: 'serial_no', label: 'Serial No.', type: 'text', maxLength: 60 },
    { name: 'purchase_date', label: 'Purchase Date', type: 'date' },
    { name: 'cost', label: 'Cost', type: 'money', min: 0, max: 100_000_000 },
    { name: 'warranty_to', label: 'Warranty To', type: 'date' },
    { name: 'status', label: 'Status', type: 'select', options: ASSET_STATUS_OPTIONS, required: true, default: 'IN_STOCK' },
    { name: 'notes', label: 'Notes', type: 'textarea', maxLength: 1000, width: 'full' },
  ],
  columns: [
    { field: 'tag', label: 'Asset Tag', sortable: true },
    { field: 'category', label: 'Category', format: 'option', optionsOf: 'category', sortable: true },
    { field: 'make_model', label: 'Make / Model' },
    { field: 'serial_no', label: 'Serial No.' },
    { field: 'assigned_to_name', label: 'With' },
    { field: 'purchase_date', label: 'Purchased', format: 'date', sortable: true },
    { field: 'cost', label: 'Cost', format: 'money', sortable: true },
    { field: 'warranty_to', label: 'Warranty To', format: 'date', sortable: true },
    { field: 'warranty_note', label: 'Warranty' },
    { field: 'status', label: 'Status', format: 'option', optionsOf: 'status', sortable: true },
  ],
  searchable: ['tag', 'make_model', 'serial_no'],
  defaultSort: { field: 'tag', order: 'asc' },
  pageSizes: [10, 25, 50, 100],
  maxPageSize: 100,
  messages: { created: 'Added The New Asset!', updated: 'Successfully Updated The Asset!', deleted: 'Successfully Delete The Data!' },
  statusFlow: {
    field: 'status',
    initial: ['IN_STOCK'],
    transitions: {
      IN_STOCK: ['UNDER_REPAIR', 'RETIRED', 'LOST'],
      UNDER_REPAIR: ['IN_STOCK', 'RETIRED'],
      ASSIGNED: ['LOST'],
      LOST: ['IN_STOCK'],
      RETIRED: [],
    },
    message: 'An asset cannot move from {from} to {to}.',
  },
  check: (v): Record<string, string> =>
    typeof v.warranty_to === 'string' && typeof v.purchase_date === 'string' && v.warranty_to < v.purchase_date
      ? { warranty_to: 'Warranty To cannot be before the Purchase Date' }
      : {},
};

/** Issue an asset to a person (POST assets/{id}/issue). */
export const assetIssueResource: ResourceDesc = {
  ...assetsResource,
  name: 'asset-issue',
  statusFlow: undefined,
  check: undefined,
  fields: [
    {
      name: 'user_id',
      label: 'Issue To',
      type: 'select',
      valueType: 'integer',
      required: true,
      requiredMessage: 'Issue To is required',
      optionsFrom: LOOKUPS.users,
    },
    { name: 'issued_on', label: 'Issued On', type: 'date', required: true, requiredMessage: 'Issued On is required' },
    { name: 'condition', label: 'Condition', type: 'select', options: ASSET_CONDITION_OPTIONS, required: true, default: 'GOOD' },
    { name: 'note', label: 'Note', type: 'textarea', maxLength: 500, width: 'full' },
  ],
  messages: { ...assetsResource.messages, created: 'Asset Issued!' },
};

/** Take an asset back with its condition (POST assets/{id}/return); damaged goes under repair. */
export const assetReturnResource: ResourceDesc = {
  ...assetIssueResource,
  name: 'asset-return',
  fields: [
    { name: 'returned_on', label: 'Returned On', type: 'date', required: true, requiredMessage: 'Returned On is required' },
    { name: 'condition', label: 'Condition', type: 'select', options: ASSET_CONDITION_OPTIONS, required: true, default: 'GOOD' },
    { name: 'note', label: 'Note', type: 'textarea', maxLength: 500, width: 'full' },
  ],
  messages: { ...assetsResource.messages, created: 'Asset Returned!' },
};

export interface AssetAssignment {
  id: number;
  user_name: string | null;
  issued_on: string;
  issue_condition: string;
  returned_on: string | null;
  return_condition: string | null;
  note: string | null;
}
