import type { ResourceDesc } from 'shared/resources';
import { BANK_BRANCH_LOOKUP } from './email-contacts';
import { ACTIVE_OPTIONS } from './pincodes';

/** A set-password link for a new bank-branch login stays valid this long (a reset link: one hour). */
export const SET_PASSWORD_LINK_HOURS = 72;
export const SET_PASSWORD_LINK_SENT = 'Set-password link sent!';

/**
 * /admin/branchUsers (ungated in the menu; right bank_master_page, refused to bank-branch logins),
 * API /api/branch-users: the logins of the clients' branches. A new login has no usable password:
 * it gets a set-password link by e-mail (/banker-update-password?token=...), and can be sent another.
 */
export const branchUsersResource: ResourceDesc = {
  name: 'branch-users',
  title: 'Branch Users',
  singular: 'branch user',
  path: 'branch-users',
  right: 'bank_master_page',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true, requiredMessage: 'Name is required', maxLength: 100 },
    { name: 'email', label: 'Email', type: 'email', required: true, requiredMessage: 'Email is required', maxLength: 254, help: 'The sign-in e-mail; the set-password link goes here' },
    { name: 'bank_branch_id', label: 'Bank Branch', type: 'select', valueType: 'integer', required: true, requiredMessage: 'Bank Branch is required', optionsFrom: { ...BANK_BRANCH_LOOKUP, rowLabel: 'bank_branch_name' } },
    { name: 'designation', label: 'Designation', type: 'text', maxLength: 100 },
    { name: 'mobile', label: 'Mobile', type: 'text', format: 'mobile', maxLength: 16 },
    { name: 'status', label: 'Status', type: 'select', options: ACTIVE_OPTIONS, required: true, default: '1' },
  ],
  columns: [
    { field: 'name', label: 'Name', sortable: true },
    { field: 'email', label: 'Email', sortable: true },
    { field: 'bank_name', label: 'Bank' },
    { field: 'bank_branch_name', label: 'Bank Branch' },
    { field: 'mobile', label: 'Mobile' },
    { field: 'link_sent_at', label: 'Link Sent', format: 'datetime' },
    { field: 'status', label: 'Status', format: 'option' },
  ],
  searchable: ['name', 'email'],
  defaultSort: { field: 'name', order: 'asc' },
  pageSizes: [10, 25, 50, 100],
  defaultPageSize: 25,
  maxPageSize: 1000,
  messages: { created: 'Added The New Branch User!', updated: 'Successfully Updated The Branch User!', deleted: 'Successfully Delete The Data!' },
  bulkActions: [
    { id: 'activate', label: 'Activate', kind: 'update', set: { status: '1' }, message: 'Activated All Selected Users!' },
    { id: 'deactivate', label: 'Deactivate', kind: 'update', set: { status: '0' }, message: 'DeActivated All Selected Users!', confirm: 'Deactivate the selected branch users?' },
  ],
};
