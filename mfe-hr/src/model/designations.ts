import { ACTIVE_STATUS_OPTIONS, defineResource, type FieldOption } from 'shared/resources';

export const DEPARTMENT_OPTIONS: readonly FieldOption[] = [
  { value: 'VALUATION', label: 'Valuation' },
  { value: 'TECHNICAL', label: 'Technical' },
  { value: 'ACCOUNTS', label: 'Accounts' },
  { value: 'ADMINISTRATION', label: 'Administration' },
  { value: 'HR', label: 'HR' },
  { value: 'SALES', label: 'Sales' },
];

/**
 * The designations staff hold (Site Engineer, Valuer, …), kept by HR: /admin/designations, right
 * user_creation_page, API /api/designations. A plain resource: `table` is all the API needs.
 */
export const designationsResource = defineResource({
  name: 'designations',
  title: 'Designations',
  singular: 'designation',
  path: 'designations',
  table: 'designations',
  right: 'user_creation_page',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Designation', type: 'text', required: true, requiredMessage: 'Designation is required', maxLength: 100 },
    { name: 'department', label: 'Department', type: 'select', options: DEPARTMENT_OPTIONS },
    { name: 'status', label: 'Status', type: 'select', options: ACTIVE_STATUS_OPTIONS, default: '1', required: true },
  ],
  columns: [{ field: 'id', sortable: true }, { field: 'name', sortable: true }, { field: 'department', sortable: true }, 'status'],
  searchable: ['name'],
  defaultSort: { field: 'name', order: 'asc' },
  pageSizes: [10, 25, 50, 100],
  maxPageSize: 100,
  messages: {
    created: 'Added The New Designation!',
    updated: 'Successfully Updated The Designation!',
    deleted: 'Deleted The Designation!',
  },
});
