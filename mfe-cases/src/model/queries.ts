import { commentThreadResource, defineResource, LOOKUPS, type FieldOption, type OptionsSource, type ResourceDesc } from 'shared/resources';

/** Cases to link a record to, by case no. or applicant (GET /api/lookups/cases, any staff member). */
export const CASE_LOOKUP = {
  path: 'lookups/cases',
  valueField: 'id',
  labelField: 'name',
  searchable: true,
  table: 'cases',
  labelColumn: 'case_no',
} as const satisfies OptionsSource;

export const QUERY_SOURCE_OPTIONS: readonly FieldOption[] = [
  { value: 'BANK', label: 'Bank' },
  { value: 'INTERNAL', label: 'Internal' },
  { value: 'CLIENT', label: 'Client' },
];
export const QUERY_TYPE_OPTIONS: readonly FieldOption[] = [
  { value: 'REPORT_QUERY', label: 'Report query' },
  { value: 'REVISION_REQUEST', label: 'Revision request' },
  { value: 'VALUE_RECONSIDERATION', label: 'Value reconsideration' },
  { value: 'BILLING_DISPUTE', label: 'Billing dispute' },
];
export const QUERY_PRIORITY_OPTIONS: readonly FieldOption[] = [
  { value: 'LOW', label: 'Low' },
  { value: 'MEDIUM', label: 'Medium' },
  { value: 'HIGH', label: 'High' },
  { value: 'URGENT', label: 'Urgent' },
];
/** Hours from raising (or reopening) to the SLA due time. */
export const QUERY_SLA_HOURS: Record<string, number> = { URGENT: 4, HIGH: 24, MEDIUM: 48, LOW: 96 };

export const QUERY_STATUS_OPTIONS: readonly FieldOption[] = [
  { value: 'OPEN', label: 'Open' },
  { value: 'IN_PROGRESS', label: 'In progress' },
  { value: 'AWAITING_CLIENT', label: 'Awaiting client' },
  { value: 'RESOLVED', label: 'Resolved' },
  { value: 'CLOSED', label: 'Closed' },
];
/** A query still being worked: while a case has one, the case waits in QUERY_PENDING. */
export const QUERY_OPEN_STATES: readonly string[] = ['OPEN', 'IN_PROGRESS', 'AWAITING_CLIENT'];

export interface QueryMove {
  id: string;
  label: string;
  from: readonly string[];
  to: string;
  comment: 'required' | 'optional';
  /** Success popup text. */
  message: string;
}

/**
 * The query flow, declared once (DOMAIN.md "Ticket / query"): OPEN -> IN_PROGRESS ->
 * AWAITING_CLIENT -> RESOLVED -> CLOSED, reopen allowed. The page's buttons and the API's checks
 * both read it; the API also moves the linked case through the case flow (flow.ts).
 */
export const QUERY_MOVES: readonly QueryMove[] = [
  { id: 'start', label: 'Start work', from: ['OPEN'], to: 'IN_PROGRESS', comment: 'optional', message: 'Query In Progress!' },
  {
    id: 'ask-client',
    label: 'Ask client',
    from: ['OPEN', 'IN_PROGRESS'],
    to: 'AWAITING_CLIENT',
    comment: 'required',
    message: 'Query Awaiting Client!',
  },
  {
    id: 'client-replied',
    label: 'Client replied',
    from: ['AWAITING_CLIENT'],
    to: 'IN_PROGRESS',
    comment: 'optional',
    message: 'Query In Progress!',
  },
  { id: 'resolve', label: 'Resolve', from: QUERY_OPEN_STATES, to: 'RESOLVED', comment: 'required', message: 'Query Resolved!' },
  { id: 'close', label: 'Close', from: ['RESOLVED'], to: 'CLOSED', comment: 'optional', message: 'Query Closed!' },
  { id: 'reopen', label: 'Reopen', from: ['RESOLVED', 'CLOSED'], to: 'OPEN', comment: 'required', message: 'Query Reopened!' },
];

export const QUERY_COMMENT_REQUIRED = 'A comment is required for this action.';
const statusLabel = (s: string) => QUERY_STATUS_OPTIONS.find((o) => o.value === s)?.label ?? s;

/** The refusal of a move (status and words), or null when the flow allows it. */
export function queryMoveError(moveId: string, status: string, comment?: string | null): { status: 400 | 409; message: string } | null {
  const move = QUERY_MOVES.find((m) => m.id === moveId);
  if (!move) return { status: 400, message: 'Choose a valid action.' };
  if (!move.from.includes(status))
    return { status: 409, message: `A query cannot go from ${statusLabel(status)} to ${statusLabel(move.to)}.` };
  if (move.comment === 'required' && !comment?.trim()) return { status: 400, message: QUERY_COMMENT_REQUIRED };
  return null;
}

/** Queries on cases and reports (right queries): raised by a bank or internally, with a thread. */
export const queriesResource: ResourceDesc = defineResource({
  name: 'queries',
  title: 'Queries',
  singular: 'query',
  path: 'queries',
  right: 'queries',
  titleField: 'query_no',
  fields: [
    {
      name: 'case_id',
      label: 'Case',
      type: 'select',
      valueType: 'integer',
      required: true,
      requiredMessage: 'Choose the case',
      optionsFrom: { ...CASE_LOOKUP, rowLabel: 'case_no' },
      only: 'create',
    },
    { name: 'source', label: 'Source', type: 'select', options: QUERY_SOURCE_OPTIONS, required: true, default: 'BANK' },
    { name: 'type', label: 'Type', type: 'select', options: QUERY_TYPE_OPTIONS, required: true, default: 'REPORT_QUERY' },
    {
      name: 'priority',
      label: 'Priority',
      type: 'select',
      options: QUERY_PRIORITY_OPTIONS,
      ordered: true,
      required: true,
      default: 'MEDIUM',
    },
    {
      name: 'subject',
      label: 'Subject',
      type: 'text',
      required: true,
      requiredMessage: 'Subject is required',
      maxLength: 200,
      width: 'full',
    },
    {
      name: 'description',
      label: 'Description',
      type: 'textarea',
      required: true,
      requiredMessage: 'Description is required',
      maxLength: 4000,
      width: 'full',
    },
    {
      name: 'assigned_to',
      label: 'Assigned To',
      type: 'select',
      valueType: 'integer',
      optionsFrom: { ...LOOKUPS.users, rowLabel: 'assigned_to_name' },
    },
    { name: 'status', label: 'Status', type: 'select', options: QUERY_STATUS_OPTIONS, hidden: true, readOnly: true },
  ],
  columns: [
    { field: 'query_no', label: 'Query No.', sortable: true, width: '28' },
    { field: 'case_no', label: 'Case No.' },
    'subject',
    { field: 'type', label: 'Type' },
    { field: 'source', label: 'Source' },
    { field: 'assigned_to_name', label: 'Assigned To' },
    { field: 'sla_due', label: 'SLA Due', format: 'datetime', sortable: true },
    { field: 'status', sortable: true },
  ],
  searchable: ['query_no', 'subject'],
  defaultSort: { field: 'id', order: 'desc' },
  pageSizes: [10, 25, 50, 100],
  maxPageSize: 100,
  messages: { created: 'Query Raised!', updated: 'Successfully Updated The Query!', deleted: 'Query Deleted!' },
  operations: { delete: false },
});

/** One message of a query's thread, with an optional attachment. */
export const queryCommentsResource = commentThreadResource({ name: 'query-comments', parent: 'queries', right: 'queries' });
