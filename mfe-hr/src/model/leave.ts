import type { FieldOption, ResourceDesc, RightDTO } from 'shared/resources';
import { canView, LOOKUPS } from 'shared/resources';
import { toStatusFlow, type Workflow } from './workflow';

/** An option's label (the calendar's entries read as the lists do). */
const labelIn = (options: readonly FieldOption[], value: unknown) => options.find((o) => o.value === String(value))?.label ?? String(value);
const LEAVE_TONES: Record<string, 'green' | 'orange' | 'gray'> = { APPROVED: 'green', PENDING: 'orange' };
const HOLIDAY_TONES: Record<string, 'red' | 'purple' | 'blue'> = { NATIONAL: 'red', FESTIVAL: 'purple', REGIONAL: 'blue' };

export const LEAVE_TYPE_OPTIONS: readonly FieldOption[] = [
  { value: 'CL', label: 'Casual Leave (CL)' },
  { value: 'SL', label: 'Sick Leave (SL)' },
  { value: 'EL', label: 'Earned Leave (EL)' },
  { value: 'COMP_OFF', label: 'Compensatory Off' },
  { value: 'LWP', label: 'Leave Without Pay (LWP)' },
  { value: 'MATERNITY', label: 'Maternity Leave' },
  { value: 'PATERNITY', label: 'Paternity Leave' },
];
export type LeaveType = 'CL' | 'SL' | 'EL' | 'COMP_OFF' | 'LWP' | 'MATERNITY' | 'PATERNITY';
/** The only type whose balance may go below zero (it is unpaid: there is nothing to run out of). */
export const UNLIMITED_LEAVE_TYPES: readonly string[] = ['LWP'];

export const HALF_DAY_OPTIONS: readonly FieldOption[] = [
  { value: 'NONE', label: 'Full days' },
  { value: 'FIRST', label: 'First day half' },
  { value: 'LAST', label: 'Last day half' },
  { value: 'BOTH', label: 'First and last day half' },
];

export const LEAVE_STATUS_OPTIONS: readonly FieldOption[] = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'REJECTED', label: 'Rejected' },
  { value: 'CANCELLED', label: 'Cancelled' },
];

/** owner: the person on leave. approver: their reporting manager, or a holder of leave_approval_all other than the owner. */
export type LeaveRole = 'owner' | 'approver';

/** The roles a signed-in person holds on one leave (the same answer in the page and the API). */
export function leaveRoles(me: { id: number; rights: readonly RightDTO[] }, row: Record<string, unknown>): LeaveRole[] {
  if (row.user_id === me.id) return ['owner'];
  if (canView(me.rights, 'leave_approval_all') || (row.reporting_manager_id ?? null) === me.id) return ['approver'];
  return [];
}

export const LEAVE_FLOW: Workflow<LeaveRole> = {
  field: 'status',
  statuses: LEAVE_STATUS_OPTIONS,
  initial: 'PENDING',
  moves: [
    {
      id: 'approve',
      label: 'Approve',
      from: ['PENDING'],
      to: 'APPROVED',
      who: ['approver'],
      comment: 'optional',
      message: 'Leave Approved!',
    },
    {
      id: 'reject',
      label: 'Reject',
      from: ['PENDING'],
      to: 'REJECTED',
      who: ['approver'],
      comment: 'required',
      message: 'Leave Rejected!',
      destructive: true,
    },
    {
      id: 'cancel',
      label: 'Cancel',
      from: ['PENDING', 'APPROVED'],
      to: 'CANCELLED',
      who: ['owner', 'approver'],
      comment: 'optional',
      message: 'Leave Cancelled!',
      destructive: true,
    },
  ],
  roleMessage: {
    owner: 'Only the employee on leave can do this.',
    approver: 'Only the reporting manager or an administrator can decide on this leave (never on their own).',
  },
};

export const LEAVE_MESSAGES = {
  overlap: 'This leave overlaps another leave of the same person ({from} to {to}).',
  noWorkingDay: 'The dates chosen have no working day (weekends and holidays are not counted).',
  crossesYear: 'A leave cannot cross the year end: apply for each year separately.',
  balance: 'Not enough {type} balance: {available} day(s) left, {days} asked.',
  otherUser: 'Only an administrator can apply on behalf of someone else.',
} as const;

export const leavesResource: ResourceDesc = {
  name: 'leaves',
  title: 'Leave Applications',
  singular: 'leave',
  path: 'leaves',
  right: 'leave_management',
  titleField: 'title',
  fields: [
    {
      name: 'user_id',
      label: 'Employee',
      type: 'select',
      valueType: 'integer',
      optionsFrom: { ...LOOKUPS.users, rowLabel: 'user_name' },
      help: 'Leave empty to apply for yourself.',
      serverFills: true,
    },
    {
      name: 'leave_type',
      label: 'Leave Type',
      type: 'select',
      options: LEAVE_TYPE_OPTIONS,
      required: true,
      requiredMessage: 'Leave Type is required',
    },
    { name: 'from_date', label: 'From Date', type: 'date', required: true, requiredMessage: 'From Date is required' },
    { name: 'to_date', label: 'To Date', type: 'date', required: true, requiredMessage: 'To Date is required' },
    { name: 'half_days', label: 'Half Days', type: 'select', options: HALF_DAY_OPTIONS, default: 'NONE', required: true },
    {
      name: 'reason',
      label: 'Reason',
      type: 'textarea',
      required: true,
      requiredMessage: 'Reason is required',
      maxLength: 500,
      width: 'full',
    },
    { name: 'status', label: 'Status', type: 'select', options: LEAVE_STATUS_OPTIONS, hidden: true, readOnly: true },
  ],
  columns: [
    { field: 'user_name', label: 'Employee' },
    { field: 'leave_type', label: 'Type', format: 'option', optionsOf: 'leave_type', sortable: true },
    { field: 'from_date', label: 'From', format: 'date', sortable: true },
    { field: 'to_date', label: 'To', format: 'date', sortable: true },
    { field: 'days', label: 'Days', format: 'number', decimals: 1 },
    { field: 'reason', label: 'Reason' },
    { field: 'status', label: 'Status', format: 'option', optionsOf: 'status', sortable: true },
    { field: 'decision_comment', label: 'Comment' },
  ],
  searchable: ['reason'],
  defaultSort: { field: 'from_date', order: 'desc' },
  pageSizes: [10, 25, 50, 100],
  maxPageSize: 100,
  messages: { created: 'Leave Applied!', updated: 'Leave Updated!', deleted: 'Leave Deleted!' },
  operations: { update: false, delete: false },
  calendar: {
    start: 'from_date',
    end: 'to_date',
    title: (r) => `${String(r.user_name ?? '')}: ${labelIn(LEAVE_TYPE_OPTIONS, r.leave_type)} (${labelIn(LEAVE_STATUS_OPTIONS, r.status)})`,
    tone: (r) => LEAVE_TONES[String(r.status)] ?? 'gray',
  },
  statusFlow: toStatusFlow(LEAVE_FLOW, 'A leave cannot go from {from} to {to}.'),
  check: (v) => {
    const out: Record<string, string> = {};
    if (typeof v.from_date === 'string' && typeof v.to_date === 'string' && v.to_date < v.from_date) {
      out.to_date = 'To Date cannot be before From Date';
    } else if (typeof v.from_date === 'string' && typeof v.to_date === 'string' && v.from_date.slice(0, 4) !== v.to_date.slice(0, 4)) {
      out.to_date = LEAVE_MESSAGES.crossesYear;
    }
    return out;
  },
};

export const leaveBalancesResource: ResourceDesc = {
  name: 'leave-balances',
  title: 'Leave Balances',
  singular: 'leave balance',
  path: 'leave-balances',
  right: 'leave_management',
  titleField: 'user_name',
  fields: [
    {
      name: 'user_id',
      label: 'Employee',
      type: 'select',
      valueType: 'integer',
      required: true,
      requiredMessage: 'Employee is required',
      optionsFrom: { ...LOOKUPS.users, rowLabel: 'user_name' },
      only: 'create',
    },
    { name: 'year', label: 'Year', type: 'number', integer: true, min: 2000, max: 2100, required: true, only: 'create' },
    { name: 'leave_type', label: 'Leave Type', type: 'select', options: LEAVE_TYPE_OPTIONS, required: true, only: 'create' },
    { name: 'allotted', label: 'Allotted Days', type: 'number', min: 0, max: 366, step: 0.5, required: true },
  ],
  columns: [
    { field: 'user_name', label: 'Employee' },
    { field: 'year', label: 'Year', sortable: true, width: '20' },
    { field: 'leave_type', label: 'Type', format: 'option', optionsOf: 'leave_type', sortable: true },
    { field: 'allotted', label: 'Allotted', format: 'number', decimals: 1 },
    { field: 'used', label: 'Used', format: 'number', decimals: 1 },
    { field: 'pending', label: 'Pending', format: 'number', decimals: 1 },
    { field: 'available', label: 'Available', format: 'number', decimals: 1 },
  ],
  searchable: [],
  defaultSort: { field: 'year', order: 'desc' },
  pageSizes: [10, 25, 50, 100],
  maxPageSize: 100,
  messages: { created: 'Leave Balance Added!', updated: 'Leave Balance Updated!', deleted: 'Leave Balance Deleted!' },
  operations: { delete: false },
  check: (v): Record<string, string> =>
    typeof v.allotted === 'number' && Math.round(v.allotted * 2) !== v.allotted * 2 ? { allotted: 'Allot whole or half days.' } : {},
};

/** One row of GET leave-balances/mine: the signed-in person's balance of one type this year. */
export interface MyLeaveBalance {
  leave_type: string;
  allotted: number;
  used: number;
  pending: number;
  available: number;
}

export const HOLIDAY_KIND_OPTIONS: readonly FieldOption[] = [
  { value: 'NATIONAL', label: 'National' },
  { value: 'FESTIVAL', label: 'Festival' },
  { value: 'REGIONAL', label: 'Regional' },
];

export const holidaysResource: ResourceDesc = {
  name: 'holidays',
  title: 'Holiday List',
  singular: 'holiday',
  path: 'holidays',
  right: 'leave_management',
  titleField: 'name',
  fields: [
    { name: 'day', label: 'Date', type: 'date', required: true, requiredMessage: 'Date is required' },
    { name: 'name', label: 'Holiday', type: 'text', required: true, requiredMessage: 'Holiday is required', maxLength: 120 },
    { name: 'kind', label: 'Kind', type: 'select', options: HOLIDAY_KIND_OPTIONS, default: 'FESTIVAL', required: true },
  ],
  columns: [
    { field: 'day', label: 'Date', format: 'date', sortable: true },
    { field: 'name', label: 'Holiday', sortable: true },
    { field: 'kind', label: 'Kind', format: 'option', optionsOf: 'kind' },
  ],
  searchable: ['name'],
  defaultSort: { field: 'day', order: 'asc' },
  pageSizes: [25, 50, 100],
  maxPageSize: 100,
  messages: { created: 'Added The New Holiday!', updated: 'Successfully Updated The Holiday!', deleted: 'Successfully Delete The Data!' },
  calendar: {
    start: 'day',
    title: (r) => `${String(r.name)} (${labelIn(HOLIDAY_KIND_OPTIONS, r.kind)})`,
    tone: (r) => HOLIDAY_TONES[String(r.kind)] ?? 'blue',
  },
};
