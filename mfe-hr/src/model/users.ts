import { ACTIVE_STATUS_OPTIONS, LOOKUPS, options, PASSWORD_MIN_LENGTH, type FieldOption, type ResourceDesc } from 'shared/resources';

/** Spec section 5 role options. */
export const ROLE_OPTIONS: readonly FieldOption[] = [
  ...options(['Site Inspector', 'Level-1', 'Level-2', 'Level-3']),
  // Stored as the spec sends them; shown in the casing of the others.
  { value: 'others', label: 'Others' },
  { value: 'N/A', label: 'No role' },
];
export const USER_STATUS_OPTIONS = ACTIVE_STATUS_OPTIONS;
export const USER_KIND_OPTIONS: readonly FieldOption[] = [
  { value: 'employee', label: 'Employee' },
  { value: 'admin', label: 'Administrator' },
];

/**
 * Staff users (spec section 7: GET users, POST userSearch, POST users, PUT users/{id},
 * POST userStatus), right user_creation_page. Aadhaar is entered in full, checked, and only its
 * last 4 digits are stored (aadhaar_last4).
 */
export const usersResource: ResourceDesc = {
  name: 'users',
  title: 'Users',
  singular: 'user',
  path: 'users',
  right: 'user_creation_page',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true, requiredMessage: 'Name is required', maxLength: 100 },
    { name: 'surname', label: 'Surname', type: 'text', maxLength: 100 },
    { name: 'email', label: 'Email', type: 'email', required: true, requiredMessage: 'Email is required' },
    {
      name: 'password',
      label: 'Password',
      type: 'password',
      required: 'create',
      requiredMessage: 'Password is required',
      minLength: PASSWORD_MIN_LENGTH,
      only: 'create',
      transient: true,
    },
    {
      name: 'password_confirmation',
      label: 'Confirm Password',
      type: 'password',
      required: 'create',
      requiredMessage: 'This field is required',
      sameAs: 'password',
      sameAsMessage: 'Passwords must match',
      only: 'create',
      transient: true,
    },
    { name: 'kind', label: 'Login Type', type: 'select', options: USER_KIND_OPTIONS, default: 'employee', required: true },
    { name: 'role', label: 'Role', type: 'select', options: ROLE_OPTIONS, required: true, requiredMessage: 'Role is required' },
    { name: 'designation', label: 'Designation', type: 'text', maxLength: 100, default: 'N/A' },
    {
      name: 'qualification',
      label: 'Qualification',
      type: 'text',
      maxLength: 150,
      help: 'Printed under a valuer’s signature, e.g. B.E. (Civil), FIV',
    },
    {
      name: 'valuer_reg_no',
      label: 'Valuer Registration No.',
      type: 'text',
      maxLength: 50,
      help: 'IBBI / CCIT registration of a registered valuer, printed on the reports the user signs',
    },
    {
      name: 'company_branch_id',
      label: 'Company Branch',
      type: 'select',
      valueType: 'integer',
      optionsFrom: { ...LOOKUPS.companyBranches, rowLabel: 'company_branch_name' },
    },
    {
      name: 'reporting_manager_id',
      label: 'Reporting Manager',
      type: 'select',
      valueType: 'integer',
      optionsFrom: { ...LOOKUPS.users, rowLabel: 'reporting_manager_name' },
    },
    { name: 'mobile_no', label: 'Mobile Number', type: 'text', format: 'mobile' },
    { name: 'pan', label: 'PAN', type: 'text', format: 'pan', maxLength: 10 },
    {
      name: 'aadhaar_no',
      label: 'Aadhaar Number',
      type: 'text',
      format: 'aadhaar',
      storeAs: 'aadhaar_last4',
      maxLength: 14,
      help: 'Only the last 4 digits are kept',
    },
    { name: 'join_date', label: 'Joining Date', type: 'date' },
    { name: 'rating', label: 'Rating', type: 'number', min: 0, max: 5, step: 0.1, default: 0 },
    { name: 'status', label: 'Status', type: 'select', options: USER_STATUS_OPTIONS, default: '1', required: true },
    { name: 'address', label: 'Address', type: 'textarea', maxLength: 500, width: 'full' },
    { name: 'city', label: 'City', type: 'text', maxLength: 100 },
    { name: 'pincode', label: 'Pincode', type: 'text', format: 'pincode' },
    // Filled at registration, shown on the user's own profile; this screen does not edit them.
    { name: 'country', label: 'Country', type: 'text', hidden: true, readOnly: true },
    { name: 'about', label: 'About Me', type: 'textarea', hidden: true, readOnly: true },
    {
      // Chosen from the pincode master by a search (stored as before: a JSON list of pincodes).
      name: 'user_pincodes',
      label: 'Pincodes Served',
      type: 'multiselect',
      optionsFrom: LOOKUPS.pincodes,
      itemFormat: 'pincode',
      itemMaxLength: 6,
      maxItems: 200,
      width: 'full',
    },
    {
      name: 'delete_id',
      label: 'Dummy User To Remove',
      type: 'select',
      valueType: 'integer',
      optionsFrom: LOOKUPS.dummyUsers,
      transient: true,
      help: 'The provisional record this user replaces; it is deleted after saving',
    },
  ],
  columns: [
    { field: 'id', label: 'ID', sortable: true, width: '16' },
    { field: 'name', label: 'Name', sortable: true },
    { field: 'email', label: 'Email', sortable: true },
    { field: 'role', label: 'Role', sortable: true },
    { field: 'company_branch_name', label: 'Company Branch' },
    { field: 'mobile_no', label: 'Mobile' },
    { field: 'join_date', label: 'Joining Date', format: 'date', sortable: true },
    { field: 'rating', label: 'Rating', format: 'number', decimals: 1, sortable: true },
    { field: 'status', label: 'Status', format: 'option', optionsOf: 'status', sortable: true },
  ],
  searchable: ['name', 'surname', 'email', 'mobile_no'],
  defaultSort: { field: 'id', order: 'asc' },
  pageSizes: [10, 25, 50, 100],
  defaultPageSize: 25,
  maxPageSize: 100,
  messages: {
    created: 'Added The New User!',
    updated: 'Successfully Updated The User!',
    deleted: 'Deleted The User!',
  },
  operations: { delete: false },
  searchVia: { method: 'POST', path: 'userSearch' },
  bulkActions: [
    {
      id: 'activate',
      label: 'Activate',
      kind: 'update',
      set: { status: '1' },
      message: 'Activated All Selected Users!',
      path: 'userStatus',
    },
    {
      id: 'deactivate',
      label: 'Deactivate',
      kind: 'update',
      set: { status: '0' },
      message: 'DeActivated All Selected Users!',
      path: 'userStatus',
    },
  ],
  invalidates: ['User'],
};

/** PATCH userPatch/{id}: 'Password has been changed!' */
export const userPasswordResource: ResourceDesc = {
  ...usersResource,
  name: 'user-password',
  title: 'Change Password',
  path: 'userPatch',
  fields: [
    {
      name: 'password',
      label: 'New Password',
      type: 'password',
      required: true,
      requiredMessage: 'This field is required',
      minLength: PASSWORD_MIN_LENGTH,
      transient: true,
    },
    {
      name: 'password_confirmation',
      label: 'Confirm Password',
      type: 'password',
      required: true,
      requiredMessage: 'This field is required',
      sameAs: 'password',
      sameAsMessage: 'Passwords must match',
      transient: true,
    },
  ],
  messages: { created: 'Password has been changed!', updated: 'Password has been changed!', deleted: '' },
  bulkActions: [],
};
