import { defineResource, LOOKUPS, type FieldOption } from 'shared/resources';

/** Task status: '0' pending, '1' in progress, '2' done, '3' cancelled. */
export type TaskStatus = '0' | '1' | '2' | '3';

export const TASK_STATUS_OPTIONS: readonly (FieldOption & { value: TaskStatus })[] = [
  { value: '0', label: 'Pending' },
  { value: '1', label: 'In progress' },
  { value: '2', label: 'Done' },
  { value: '3', label: 'Cancelled' },
];
/** Status -> label, for summaries and reports (the one list is TASK_STATUS_OPTIONS). */
export const TASK_STATUS_LABELS = Object.fromEntries(TASK_STATUS_OPTIONS.map((o) => [o.value, o.label])) as Record<TaskStatus, string>;
export const TASK_TYPE_OPTIONS: readonly FieldOption[] = [
  { value: 'CASE', label: 'Case' },
  { value: 'BILL', label: 'Bill' },
  { value: 'COURIER', label: 'Courier' },
  { value: 'MASTER', label: 'Master' },
  { value: 'HR', label: 'HR' },
  { value: 'GENERAL', label: 'General' },
];
/** What a task links to: a case or a bill, by number. */
export const TASK_LINK_LOOKUP = { path: 'lookups/task-links', valueField: 'id', labelField: 'name', searchable: true } as const;

/** In their order of urgency: a sort by priority follows this order, not the codes' spelling. */
export const TASK_PRIORITY_OPTIONS: readonly FieldOption[] = [
  { value: 'LOW', label: 'Low' },
  { value: 'MEDIUM', label: 'Medium' },
  { value: 'HIGH', label: 'High' },
  { value: 'URGENT', label: 'Urgent' },
];

/**
 * Tasks (spec: GET/POST tasks, PUT/DELETE tasks/{id}; status '0' is pending). Every change
 * invalidates the 'Task' tag so the top bar's pending count follows.
 */
export const tasksResource = defineResource({
  name: 'tasks',
  title: 'Task Management',
  singular: 'task',
  path: 'tasks',
  right: 'task_management',
  titleField: 'title',
  fields: [
    { name: 'title', label: 'Title', type: 'text', required: true, requiredMessage: 'Title is required', maxLength: 200, width: 'full' },
    { name: 'description', label: 'Description', type: 'textarea', maxLength: 2000, width: 'full' },
    { name: 'type', label: 'Type', type: 'select', options: TASK_TYPE_OPTIONS, default: 'GENERAL' },
    {
      name: 'priority',
      label: 'Priority',
      type: 'select',
      options: TASK_PRIORITY_OPTIONS,
      ordered: true,
      default: 'MEDIUM',
      required: true,
    },
    {
      name: 'assigned_to',
      label: 'Assigned To',
      type: 'select',
      valueType: 'integer',
      optionsFrom: { ...LOOKUPS.users, rowLabel: 'assigned_to_name' },
    },
    { name: 'due_date', label: 'Due Date', type: 'date' },
    // Picked from a search of cases and bills (GET /api/lookups/task-links); the stored link is 'case:<no.>' or 'bill:<no.>'.
    {
      name: 'linked_entity',
      label: 'Linked To',
      type: 'select',
      optionsFrom: { ...TASK_LINK_LOOKUP, rowLabel: 'linked_label' },
      help: 'Search a case or bill by its number',
    },
    { name: 'status', label: 'Status', type: 'select', options: TASK_STATUS_OPTIONS, default: '0', required: true },
    // Set by the server to the creator; named in every row.
    {
      name: 'assigned_by',
      label: 'Assigned By',
      type: 'select',
      valueType: 'integer',
      hidden: true,
      readOnly: true,
      optionsFrom: { ...LOOKUPS.users, rowLabel: 'assigned_by_name' },
    },
  ],
  columns: [
    { field: 'id', sortable: true },
    { field: 'title', sortable: true },
    'type',
    'assigned_to',
    { field: 'due_date', sortable: true },
    { field: 'priority', sortable: true },
    { field: 'status', sortable: true },
  ],
  searchable: ['title'],
  defaultSort: { field: 'id', order: 'desc' },
  pageSizes: [10, 25, 50, 100],
  defaultPageSize: 100,
  reloadAfterChange: { page: 1, pageSize: 100 },
  maxPageSize: 100,
  messages: {
    created: 'Added The New Task!',
    updated: 'Successfully Updated The Task!',
    deleted: 'Delete The New tasks!',
  },
  bulkActions: [
    { id: 'done', label: 'Mark done', kind: 'update', set: { status: '2' }, message: 'Successfully Updated The Task!' },
    { id: 'delete', label: 'Delete selected', kind: 'delete', message: 'Delete The New tasks!', confirm: 'Delete the selected tasks?' },
  ],
  invalidates: ['Task'],
  overdue: { field: 'due_date', closed: { field: 'status', values: ['2', '3'] } },
});
