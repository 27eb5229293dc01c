import type { FieldOption, ResourceDesc } from 'shared/resources';
import { ROLE_OPTIONS } from './users';

export const DUMMY_SOURCE_OPTIONS: readonly FieldOption[] = [
  { value: 'PLACEHOLDER', label: 'Placeholder' },
  { value: 'SELF_REGISTRATION', label: 'Self-registration' },
  { value: 'REFERRAL', label: 'Referral' },
];

/**
 * Dummy users: provisional people (a placeholder for a new joiner, a self-registration awaiting
 * verification) that an admin later turns into a real user. Saving a user with delete_id set
 * deletes the dummy afterwards. Spec paths: GET/POST users_dummy, DELETE users_dummy/{id}.
 */
export const usersDummyResource: ResourceDesc = {
  name: 'users-dummy',
  title: 'Dummy Users',
  singular: 'dummy user',
  path: 'users_dummy',
  right: 'user_creation_page',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true, requiredMessage: 'Name is required', maxLength: 100 },
    { name: 'email', label: 'Email', type: 'email' },
    { name: 'mobile_no', label: 'Mobile Number', type: 'text', format: 'mobile' },
    { name: 'role', label: 'Role', type: 'select', options: ROLE_OPTIONS, default: 'N/A' },
    { name: 'designation', label: 'Designation', type: 'text', maxLength: 100 },
    { name: 'pincode', label: 'Pincode', type: 'text', format: 'pincode' },
    { name: 'join_date', label: 'Expected Joining Date', type: 'date' },
    { name: 'source', label: 'Source', type: 'select', options: DUMMY_SOURCE_OPTIONS, default: 'PLACEHOLDER', required: true },
    { name: 'notes', label: 'Notes', type: 'textarea', maxLength: 1000, width: 'full' },
  ],
  columns: [
    { field: 'id', label: 'ID', sortable: true, width: '16' },
    { field: 'name', label: 'Name', sortable: true },
    { field: 'email', label: 'Email' },
    { field: 'mobile_no', label: 'Mobile' },
    { field: 'role', label: 'Role' },
    { field: 'source', label: 'Source', format: 'option', optionsOf: 'source' },
    { field: 'created_at', label: 'Added On', format: 'date', sortable: true },
  ],
  searchable: ['name', 'email', 'mobile_no'],
  defaultSort: { field: 'id', order: 'desc' },
  pageSizes: [10, 25, 50],
  maxPageSize: 100,
  messages: {
    created: 'Added The New Dummy User!',
    updated: 'Successfully Updated The Dummy User!',
    deleted: 'Dummy User Deleted Successfully!',
  },
  operations: { update: false },
  bulkActions: [
    {
      id: 'delete',
      label: 'Delete selected',
      kind: 'delete',
      message: 'Dummy User Deleted Successfully!',
      confirm: 'Delete the selected dummy users?',
    },
  ],
};
