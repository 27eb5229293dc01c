import type { FieldDesc, ResourceDesc } from 'shared/resources';
import { CASE_RESOURCE, CASE_WORKBENCH_RESOURCE } from './case-tags';
import { CASE_STATES, CASE_STATE_LABELS } from './flow';
import { TAT_STATE_LABELS } from './tat';
import {
  AREA_UNIT_OPTIONS,
  BILLING_STATUS_OPTIONS,
  CASE_TYPE_OPTIONS,
  CHANNEL_OPTIONS,
  OCCUPANCY_OPTIONS,
  PRIORITY_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
  PURPOSE_OPTIONS,
  RELATION_OPTIONS,
  SEISMIC_ZONE_OPTIONS,
  STRUCTURE_OPTIONS,
  TENURE_OPTIONS,
  YES_NO_OPTIONS,
} from './options';

export const CASE_STATUS_OPTIONS = CASE_STATES.map((value) => ({ value, label: CASE_STATE_LABELS[value] }));
const TAT_OPTIONS = Object.entries(TAT_STATE_LABELS).map(([value, label]) => ({ value, label }));

/** Lookups the case forms read (any user with the page's right). */
export const CASE_LOOKUPS = {
  banks: { path: 'lookups/banks', valueField: 'id', labelField: 'name' },
  /** Filtered by the chosen bank: `?bank_id=`. */
  bankBranches: { path: 'cases/lookups/bank-branches', valueField: 'id', labelField: 'name' },
  companyBranches: { path: 'lookups/company-branches', valueField: 'id', labelField: 'name' },
} as const;

const MONEY_MAX = 1e12;
const money = (name: string, label: string, extra: Partial<FieldDesc> = {}): FieldDesc => ({
  name,
  label,
  type: 'money',
  min: 0,
  max: MONEY_MAX,
  ...extra,
});
const area = (name: string, label: string): FieldDesc => ({ name, label, type: 'number', min: 0, max: 1e9, step: 0.01 });
const yesNo = (name: string, label: string): FieldDesc => ({ name, label, type: 'select', options: YES_NO_OPTIONS });

/** Fields of the request, shared by the initiate form and the workbench's identity / parties / property. */
const requestFields: FieldDesc[] = [
  {
    name: 'bank_id',
    label: 'Bank',
    type: 'select',
    valueType: 'integer',
    optionsFrom: { ...CASE_LOOKUPS.banks, rowLabel: 'bank_name' },
    required: true,
    requiredMessage: 'Bank is required',
  },
  {
    name: 'bank_branch_id',
    label: 'Bank Branch',
    type: 'select',
    valueType: 'integer',
    optionsFrom: { ...CASE_LOOKUPS.bankBranches, rowLabel: 'bank_branch_name' },
    required: true,
    requiredMessage: 'Bank Branch is required',
  },
  {
    name: 'company_branch_id',
    label: 'Company Branch',
    type: 'select',
    valueType: 'integer',
    optionsFrom: { ...CASE_LOOKUPS.companyBranches, rowLabel: 'company_branch_name' },
    required: true,
    requiredMessage: 'Company Branch is required',
  },
  { name: 'bank_ref_no', label: 'Bank Reference No.', type: 'text', maxLength: 60 },
  { name: 'application_no', label: 'Application No.', type: 'text', maxLength: 60 },
  { name: 'bank_contact', label: 'Bank Contact', type: 'text', maxLength: 120 },
  { name: 'channel', label: 'Channel', type: 'select', options: CHANNEL_OPTIONS, default: 'EMAIL' },
  { name: 'purpose', label: 'Purpose', type: 'select', options: PURPOSE_OPTIONS, required: true, default: 'HOME_LOAN' },
  { name: 'case_type', label: 'Case Type', type: 'select', options: CASE_TYPE_OPTIONS, required: true, default: 'FRESH' },
  { name: 'priority', label: 'Priority', type: 'select', options: PRIORITY_OPTIONS, required: true, default: 'NORMAL' },
  {
    name: 'applicant_name',
    label: 'Applicant Name',
    type: 'text',
    required: true,
    requiredMessage: 'Applicant Name is required',
    maxLength: 150,
  },
  {
    name: 'co_applicants',
    label: 'Co-applicants',
    type: 'tags',
    maxItems: 6,
    itemMaxLength: 150,
    rows: { singular: 'co-applicant' },
  },
  { name: 'site_contact_name', label: 'Site Contact Name', type: 'text', maxLength: 150 },
  { name: 'site_contact_mobile', label: 'Site Contact Mobile', type: 'text', format: 'mobile' },
  { name: 'site_contact_relation', label: 'Relation to Applicant', type: 'select', options: RELATION_OPTIONS },
  {
    name: 'property_type',
    label: 'Property Type',
    type: 'select',
    options: PROPERTY_TYPE_OPTIONS,
    required: true,
    requiredMessage: 'Property Type is required',
  },
  {
    name: 'property_address',
    label: 'Property Address',
    type: 'textarea',
    required: true,
    requiredMessage: 'Property Address is required',
    maxLength: 500,
    width: 'full',
  },
  { name: 'city', label: 'City', type: 'text', maxLength: 80 },
  { name: 'district', label: 'District', type: 'text', maxLength: 80 },
  { name: 'state', label: 'State', type: 'text', maxLength: 80 },
  { name: 'pincode', label: 'Pincode', type: 'text', format: 'pincode', required: true, requiredMessage: 'Pincode is required' },
];

const pick = (names: string[]) => names.map((n) => requestFields.find((f) => f.name === n)!);

/** A field of the case as it is initiated, for a record that becomes a case (an online request). */
export const caseField = (name: string) => pick([name])[0];

/**
 * A valuation case as it is initiated: /admin/initiatedCases, right initiated_case_page, API
 * POST /api/cases (the case number, the TAT due time and the bank's percentages are the server's).
 */
export const caseResource: ResourceDesc = {
  name: CASE_RESOURCE,
  title: 'Cases',
  singular: 'case',
  path: 'cases',
  right: 'initiated_case_page',
  titleField: 'case_no',
  fields: [
    ...requestFields,
    {
      name: 'fee',
      label: 'Fee',
      type: 'money',
      min: 0,
      max: 10_000_000,
      help: 'From the bank’s fee schedule; leave empty if not agreed yet',
    },
    { name: 'status', label: 'Status', type: 'select', options: CASE_STATUS_OPTIONS, readOnly: true, hidden: true },
    { name: 'tat_state', label: 'TAT', type: 'select', options: TAT_OPTIONS, readOnly: true, hidden: true },
    { name: 'billing_status', label: 'Billing', type: 'select', options: BILLING_STATUS_OPTIONS, readOnly: true, hidden: true },
  ],
  columns: [
    { field: 'case_no', label: 'Case No.', sortable: true, width: '11rem' },
    { field: 'received_at', label: 'Received', format: 'datetime', sortable: true },
    { field: 'bank_name', label: 'Bank' },
    // 'Lapsed YYYY-MM-DD' when the bank's empanelment has ended (releasing then needs an acknowledgement).
    { field: 'panel_note', label: 'Panel', filter: false },
    { field: 'bank_branch_name', label: 'Bank Branch' },
    { field: 'applicant_name', label: 'Applicant', sortable: true },
    { field: 'property_address', label: 'Property' },
    { field: 'pincode', label: 'Pincode', sortable: true },
    { field: 'engineer_name', label: 'Site Engineer' },
    { field: 'status', label: 'Status', format: 'option', optionsOf: 'status', sortable: true },
    { field: 'tat_due_at', label: 'TAT Due', format: 'datetime', sortable: true },
    { field: 'tat_state', label: 'TAT', format: 'option', optionsOf: 'tat_state' },
  ],
  searchable: ['case_no', 'applicant_name', 'bank_ref_no', 'property_address'],
  defaultSort: { field: 'received_at', order: 'desc' },
  pageSizes: [10, 25, 50, 100],
  maxPageSize: 100,
  messages: { created: 'Case initiated.', updated: 'Case saved.', deleted: 'Case deleted.' },
  operations: { create: true, update: true, delete: false, export: true },
};

/** The workbench's further fields: /admin/viewWorkInProgress/{id}, right work_in_progress_case_page, PUT /api/cases/{id}. */
const workbenchFields: FieldDesc[] = [
  {
    name: 'owners',
    label: 'Owners',
    type: 'json',
    maxLength: 4000,
    rows: {
      singular: 'owner',
      fields: [
        { name: 'name', label: 'Name', maxLength: 150 },
        { name: 'share', label: 'Share', maxLength: 20 },
      ],
    },
  },
  { name: 'tenure', label: 'Tenure', type: 'select', options: TENURE_OPTIONS },
  { name: 'site_address', label: 'Address at Site', type: 'textarea', maxLength: 500, width: 'full' },
  { name: 'survey_no', label: 'Survey / CTS / Plot / Unit No.', type: 'text', maxLength: 120 },
  { name: 'village', label: 'Village', type: 'text', maxLength: 80 },
  { name: 'taluka', label: 'Taluka', type: 'text', maxLength: 80 },
  { name: 'latitude', label: 'Latitude', type: 'number', min: -90, max: 90, step: 0.000001 },
  { name: 'longitude', label: 'Longitude', type: 'number', min: -180, max: 180, step: 0.000001 },
  { name: 'project_name', label: 'Project / Society', type: 'text', maxLength: 150 },
  { name: 'floor', label: 'Floor', type: 'text', maxLength: 40 },
  { name: 'floors', label: 'Floors in Building', type: 'number', integer: true, min: 0, max: 200 },
  { name: 'structure_type', label: 'Structure', type: 'select', options: STRUCTURE_OPTIONS },
  { name: 'age_years', label: 'Age (years)', type: 'number', integer: true, min: 0, max: 200 },
  { name: 'occupancy', label: 'Occupancy', type: 'select', options: OCCUPANCY_OPTIONS },
  { name: 'area_unit', label: 'Area Unit', type: 'select', options: AREA_UNIT_OPTIONS, default: 'SQFT' },
  area('land_area_doc', 'Land Area (documents)'),
  area('land_area_site', 'Land Area (site)'),
  area('land_area_considered', 'Land Area (considered)'),
  area('built_up_area', 'Built-up Area'),
  area('carpet_area', 'Carpet Area'),
  area('super_built_up_area', 'Super Built-up Area'),
  money('rr_rate', 'Ready-Reckoner Rate'),
  money('rr_value', 'Ready-Reckoner Value'),
  money('market_rate_min', 'Market Rate (from)'),
  money('market_rate_max', 'Market Rate (to)'),
  money('rate_adopted', 'Rate Adopted'),
  money('fair_market_value', 'Fair Market Value'),
  {
    name: 'realisable_pct',
    label: 'Realisable %',
    type: 'number',
    min: 0,
    max: 100,
    step: 0.01,
    help: 'From the bank; change only with reason',
  },
  {
    name: 'distress_pct',
    label: 'Distress %',
    type: 'number',
    min: 0,
    max: 100,
    step: 0.01,
    help: 'From the bank; change only with reason',
  },
  money('realisable_value', 'Realisable Value', { readOnly: true }),
  money('distress_value', 'Distress Value', { readOnly: true }),
  money('insurable_value', 'Insurable Value'),
  { name: 'seismic_zone', label: 'Seismic Zone', type: 'select', options: SEISMIC_ZONE_OPTIONS },
  yesNo('flood_prone', 'Flood-prone'),
  yesNo('cyclone_prone', 'Cyclone-prone'),
  yesNo('landslide_prone', 'Landslide-prone'),
  yesNo('coastal_zone', 'Coastal Regulation Zone'),
  yesNo('caution_area', 'Caution Area'),
  yesNo('negative_area', 'Negative Area'),
  { name: 'risk_note', label: 'Caution / Negative Remarks', type: 'textarea', maxLength: 1000, width: 'full' },
  { name: 'boundary_north', label: 'Boundary North', type: 'text', maxLength: 150 },
  { name: 'boundary_south', label: 'Boundary South', type: 'text', maxLength: 150 },
  { name: 'boundary_east', label: 'Boundary East', type: 'text', maxLength: 150 },
  { name: 'boundary_west', label: 'Boundary West', type: 'text', maxLength: 150 },
  { name: 'deviations', label: 'Deviations', type: 'textarea', maxLength: 1000, width: 'full' },
  { name: 'observations', label: 'Site Observations', type: 'textarea', maxLength: 2000, width: 'full' },
];

/** The workbench sections, in screen and report order. */
export const WORKBENCH_SECTIONS: readonly { id: string; title: string; fields: readonly string[] }[] = [
  {
    id: 'identity',
    title: 'Identity',
    fields: ['bank_ref_no', 'application_no', 'bank_contact', 'channel', 'purpose', 'case_type', 'priority'],
  },
  {
    id: 'parties',
    title: 'Parties',
    fields: ['applicant_name', 'co_applicants', 'owners', 'site_contact_name', 'site_contact_mobile', 'site_contact_relation'],
  },
  {
    id: 'property',
    title: 'Property',
    fields: [
      'property_type',
      'tenure',
      'property_address',
      'site_address',
      'survey_no',
      'village',
      'taluka',
      'city',
      'district',
      'state',
      'pincode',
      'latitude',
      'longitude',
      'project_name',
      'floor',
      'floors',
      'structure_type',
      'age_years',
      'occupancy',
      'boundary_north',
      'boundary_south',
      'boundary_east',
      'boundary_west',
      'deviations',
      'observations',
    ],
  },
  {
    id: 'areas',
    title: 'Areas',
    fields: ['area_unit', 'land_area_doc', 'land_area_site', 'land_area_considered', 'built_up_area', 'carpet_area', 'super_built_up_area'],
  },
  {
    id: 'valuation',
    title: 'Valuation',
    fields: [
      'rr_rate',
      'rr_value',
      'market_rate_min',
      'market_rate_max',
      'rate_adopted',
      'fair_market_value',
      'realisable_pct',
      'realisable_value',
      'distress_pct',
      'distress_value',
      'insurable_value',
    ],
  },
  {
    id: 'risk',
    title: 'NDMA Risk and Flags',
    fields: [
      'seismic_zone',
      'flood_prone',
      'cyclone_prone',
      'landslide_prone',
      'coastal_zone',
      'caution_area',
      'negative_area',
      'risk_note',
    ],
  },
];

/** Everything the workbench edits (PUT /api/cases/{id}); bank, branches and fee stay as initiated. */
export const caseWorkbenchResource: ResourceDesc = {
  ...caseResource,
  name: CASE_WORKBENCH_RESOURCE,
  right: 'work_in_progress_case_page',
  fields: [
    ...pick(requestFields.map((f) => f.name).filter((n) => !['bank_id', 'bank_branch_id', 'company_branch_id'].includes(n))),
    ...workbenchFields,
    { name: 'status', label: 'Status', type: 'select', options: CASE_STATUS_OPTIONS, readOnly: true, hidden: true },
  ],
  messages: { ...caseResource.messages },
  check: (v) => {
    const errors: Record<string, string> = {};
    const min = v.market_rate_min as number | null | undefined;
    const max = v.market_rate_max as number | null | undefined;
    if (min != null && max != null && min > max) errors.market_rate_max = 'Market Rate (to) cannot be below Market Rate (from)';
    const owners = v.owners;
    if (
      owners != null &&
      (!Array.isArray(owners) ||
        owners.some(
          (o) => !o || typeof o !== 'object' || typeof (o as { name?: unknown }).name !== 'string' || !(o as { name: string }).name.trim(),
        ))
    ) {
      errors.owners = 'Each owner needs a name';
    }
    return errors;
  },
};
