import { defineResource, SEISMIC_ZONE_OPTIONS, YES_NO_OPTIONS, type FieldDesc, type FieldOption } from 'shared/resources';

export const PROJECT_STATUS_OPTIONS: readonly FieldOption[] = [
  { value: 'APF_APPROVED', label: 'APF approved' },
  { value: 'UNDER_CONSTRUCTION', label: 'Under construction' },
  { value: 'COMPLETED', label: 'Completed' },
  { value: 'NEGATIVE', label: 'Negative' },
  { value: 'NPA', label: 'NPA' },
];

/**
 * The project choice of every form that names a project (listings, APFs, stage visits, units and
 * the case initiation form): id and name only, for any firm user.
 */
export const PROJECT_LOOKUP = {
  path: 'lookups/projects',
  valueField: 'id',
  labelField: 'name',
  searchable: true,
  table: 'projects',
  labelColumn: 'name',
} as const;

/** The bank choice (answered by the banks module for any signed-in user). */
export const BANK_LOOKUP = { path: 'lookups/banks', valueField: 'id', labelField: 'name', table: 'banks', labelColumn: 'name' } as const;

/** A project reference, labelled in list rows as `project_name`. */
export const projectField: FieldDesc = {
  name: 'project_id',
  label: 'Project',
  type: 'select',
  valueType: 'integer',
  required: true,
  optionsFrom: { ...PROJECT_LOOKUP, rowLabel: 'project_name' },
};

export const bankField: FieldDesc = {
  name: 'bank_id',
  label: 'Bank',
  type: 'select',
  valueType: 'integer',
  required: true,
  optionsFrom: { ...BANK_LOOKUP, rowLabel: 'bank_name' },
};

const HAZARD_HELP = 'From the NDMA master when left empty';
const flag = (name: string, label: string): FieldDesc => ({ name, label, type: 'select', options: YES_NO_OPTIONS, help: HAZARD_HELP });

/**
 * The hazards of the project's place, with a case's NDMA values: the database fills those left
 * empty from the NDMA master by the pincode's district when the project is created (0744).
 */
export const PROJECT_HAZARD_FIELDS: readonly FieldDesc[] = [
  { name: 'seismic_zone', label: 'Seismic Zone', type: 'select', options: SEISMIC_ZONE_OPTIONS, help: HAZARD_HELP },
  flag('flood_prone', 'Flood-prone'),
  flag('cyclone_prone', 'Cyclone-prone'),
  flag('landslide_prone', 'Landslide-prone'),
  flag('coastal_zone', 'Coastal Regulation Zone'),
];

const PROJECT_FIELDS: readonly FieldDesc[] = [
  { name: 'name', label: 'Project Name', type: 'text', required: true, maxLength: 150 },
  { name: 'developer', label: 'Developer', type: 'text', required: true, maxLength: 150 },
  { name: 'address', label: 'Address', type: 'textarea', required: true, maxLength: 500, width: 'full' },
  { name: 'city', label: 'City', type: 'text', required: true, maxLength: 80 },
  { name: 'pincode', label: 'Pincode', type: 'text', format: 'pincode', required: true },
  { name: 'latitude', label: 'Latitude', type: 'number', min: 6, max: 38, step: 0.000001 },
  { name: 'longitude', label: 'Longitude', type: 'number', min: 68, max: 98, step: 0.000001 },
  {
    name: 'rera_no',
    label: 'RERA No.',
    type: 'text',
    maxLength: 40,
    pattern: '^[A-Za-z0-9/-]+$',
    patternMessage: 'RERA No. takes letters, digits, / and - only',
  },
  { name: 'towers', label: 'Towers', type: 'number', integer: true, min: 1, max: 200, required: true },
  { name: 'units', label: 'Units', type: 'number', integer: true, min: 1, max: 100_000, required: true },
  { name: 'status', label: 'Status', type: 'select', options: PROJECT_STATUS_OPTIONS, required: true, default: 'UNDER_CONSTRUCTION' },
  ...PROJECT_HAZARD_FIELDS,
];

/** Projects (/admin/projects, right project_page): the buildings banks finance flats in. */
export const projectsResource = defineResource({
  name: 'projects',
  title: 'Projects',
  singular: 'project',
  path: 'projects',
  table: 'projects',
  right: 'project_page',
  titleField: 'name',
  fields: PROJECT_FIELDS,
  columns: [
    { field: 'id', sortable: true },
    { field: 'name', sortable: true },
    { field: 'developer', sortable: true },
    { field: 'city', sortable: true },
    { field: 'pincode', sortable: true },
    'rera_no',
    'towers',
    'units',
    { field: 'status', sortable: true },
    { field: 'seismic_zone', sortable: true },
    'flood_prone',
    'cyclone_prone',
    'landslide_prone',
    'coastal_zone',
  ],
  searchable: ['name', 'developer', 'city', 'pincode', 'rera_no'],
  defaultSort: { field: 'name', order: 'asc' },
  pageSizes: [10, 25, 50, 100],
  maxPageSize: 100,
  messages: { created: 'Added The New Project!', updated: 'Successfully Updated The Project!', deleted: 'Deleted The Project!' },
});

const READ_ONLY = { create: false, update: false, delete: false, export: true } as const;

/**
 * Under-construction projects (/admin/underConstructionProjects, right under_contruction_page):
 * the projects in that status with their last stage visit (registered by the projects module,
 * scoped to the status).
 */
export const underConstructionProjectsResource = defineResource({
  ...projectsResource,
  name: 'under-construction-projects',
  title: 'Under Construction Projects',
  path: 'under-construction-projects',
  table: undefined,
  right: 'under_contruction_page',
  operations: READ_ONLY,
  columns: [
    { field: 'id', sortable: true },
    { field: 'name', sortable: true },
    { field: 'developer', sortable: true },
    { field: 'city', sortable: true },
    'rera_no',
    'units',
    { field: 'last_visit_on', label: 'Last Visit', format: 'date', filter: false },
    { field: 'last_overall_pct', label: 'Overall %', format: 'number', percent: true, filter: false },
  ],
});

/**
 * Project report (/ProjectReport, right project_report): every project with its APF banks, its
 * negative and NPA listings, its last stage % and its units sold.
 */
export const projectReportResource = defineResource({
  ...projectsResource,
  name: 'project-report',
  title: 'Project Report',
  path: 'project-report',
  table: undefined,
  right: 'project_report',
  operations: READ_ONLY,
  columns: [
    { field: 'id', sortable: true },
    { field: 'name', sortable: true },
    { field: 'developer', sortable: true },
    { field: 'city', sortable: true },
    { field: 'status', sortable: true },
    { field: 'apf_count', label: 'APFs', format: 'number', filter: false },
    { field: 'negative_count', label: 'Negative Listings', format: 'number', filter: false },
    { field: 'npa_count', label: 'NPA Listings', format: 'number', filter: false },
    { field: 'last_overall_pct', label: 'Overall %', format: 'number', percent: true, filter: false },
    { field: 'units_sold', label: 'Units Sold', format: 'number', filter: false },
  ],
});
