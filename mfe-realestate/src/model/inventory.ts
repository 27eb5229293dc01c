import { AREA_UNIT_OPTIONS, defineResource, type FieldOption } from 'shared/resources';
import { projectField } from './projects';

export const UNIT_STATUS_OPTIONS: readonly FieldOption[] = [
  { value: 'SOLD', label: 'Sold' },
  { value: 'UNSOLD', label: 'Unsold' },
  { value: 'MORTGAGED', label: 'Mortgaged' },
];

/** The units of APF projects (/admin/inventoryReport, Case menu, right case_master_page). */
export const projectUnitsResource = defineResource({
  name: 'project-units',
  title: 'Inventory Report',
  singular: 'unit',
  path: 'project-units',
  table: 'project_units',
  right: 'case_master_page',
  titleField: 'unit_no',
  fields: [
    projectField,
    { name: 'tower', label: 'Tower', type: 'text', required: true, maxLength: 40 },
    { name: 'floor', label: 'Floor', type: 'number', integer: true, min: -5, max: 200, required: true },
    { name: 'unit_no', label: 'Unit', type: 'text', required: true, maxLength: 40 },
    { name: 'area', label: 'Area', type: 'number', min: 1, max: 1_000_000, required: true },
    { name: 'area_unit', label: 'Area Unit', type: 'select', options: AREA_UNIT_OPTIONS.slice(0, 2), default: 'SQFT', required: true },
    { name: 'status', label: 'Status', type: 'select', options: UNIT_STATUS_OPTIONS, required: true, default: 'UNSOLD' },
    { name: 'rate', label: 'Rate', type: 'money', min: 1, max: 10_000_000, help: 'Per unit of area' },
  ],
  columns: [
    { field: 'id', sortable: true },
    { field: 'project_id', sortable: true },
    { field: 'tower', sortable: true },
    { field: 'floor', sortable: true },
    { field: 'unit_no', sortable: true },
    'area',
    'area_unit',
    { field: 'status', sortable: true },
    { field: 'rate', sortable: true },
  ],
  searchable: ['tower', 'unit_no'],
  defaultSort: { field: 'unit_no', order: 'asc' },
  pageSizes: [25, 50, 100],
  maxPageSize: 100,
  messages: { created: 'Added The New Unit!', updated: 'Successfully Updated The Unit!', deleted: 'Deleted The Unit!' },
});
