import type { FieldOption, ResourceDesc, RightDTO } from 'shared/resources';
import { canView, commentThreadResource, LOOKUPS } from 'shared/resources';
import { toStatusFlow, type Workflow } from './workflow';

export const TICKET_TYPE_OPTIONS: readonly FieldOption[] = [
  { value: 'IT', label: 'IT' },
  { value: 'HR', label: 'HR' },
];
export const TICKET_PRIORITY_OPTIONS: readonly FieldOption[] = [
  { value: 'LOW', label: 'Low' },
  { value: 'MEDIUM', label: 'Medium' },
  { value: 'HIGH', label: 'High' },
  { value: 'URGENT', label: 'Urgent' },
];
/** Hours from raising (or from a change of priority) to the SLA due time. */
export const TICKET_SLA_HOURS: Record<string, number> = { URGENT: 4, HIGH: 8, MEDIUM: 24, LOW: 72 };

export const TICKET_STATUS_OPTIONS: readonly FieldOption[] = [
  { value: 'OPEN', label: 'Open' },
  { value: 'IN_PROGRESS', label: 'In progress' },
  { value: 'RESOLVED', label: 'Resolved' },
  { value: 'CLOSED', label: 'Closed' },
];

/** raiser: who raised it. assignee: who works on it. admin: a holder of the all_tickets right (sees and may do everything). */
export type TicketRole = 'raiser' | 'assignee' | 'admin';

export function ticketRoles(me: { id: number; rights: readonly RightDTO[] }, row: Record<string, unknown>): TicketRole[] {
  const roles: TicketRole[] = [];
  if (row.raised_by === me.id) roles.push('raiser');
  if (row.assigned_to === me.id) roles.push('assignee');
  if (canView(me.rights, 'all_tickets')) roles.push('admin');
  return roles;
}

export const TICKET_FLOW: Workflow<TicketRole> = {
  field: 'status',
  statuses: TICKET_STATUS_OPTIONS,
  initial: 'OPEN',
  moves: [
    {
      id: 'start',
      label: 'Start',
      from: ['OPEN'],
      to: 'IN_PROGRESS',
      who: ['assignee', 'admin'],
      comment: 'optional',
      message: 'Ticket In Progress!',
    },
    {
      id: 'resolve',
      label: 'Resolve',
      from: ['OPEN', 'IN_PROGRESS'],
      to: 'RESOLVED',
      who: ['assignee', 'admin'],
      comment: 'required',
      message: 'Ticket Resolved!',
    },
    {
      id: 'close',
      label: 'Close',
      from: ['RESOLVED'],
      to: 'CLOSED',
      who: ['raiser', 'admin'],
      comment: 'optional',
      message: 'Ticket Closed!',
    },
    {
      id: 'reopen',
      label: 'Reopen',
      from: ['RESOLVED', 'CLOSED'],
      to: 'OPEN',
      who: ['raiser', 'admin'],
      comment: 'required',
      message: 'Ticket Reopened!',
      destructive: true,
    },
  ],
  roleMessage: {
    raiser: 'Only the person who raised this ticket (or an administrator) can do this.',
    assignee: 'Only the assignee (or an administrator) can do this.',
    admin: 'Only an administrator can do this.',
  },
};

export const ticketsResource: ResourceDesc = {
  name: 'tickets',
  title: 'Tickets',
  singular: 'ticket',
  path: 'tickets',
  right: 'tickets',
  titleField: 'ticket_no',
  fields: [
    {
      name: 'subject',
      label: 'Subject',
      type: 'text',
      required: true,
      requiredMessage: 'Subject is required',
      maxLength: 200,
      width: 'full',
    },
    { name: 'type', label: 'Type', type: 'select', options: TICKET_TYPE_OPTIONS, required: true, default: 'IT' },
    {
      name: 'priority',
      label: 'Priority',
      type: 'select',
      options: TICKET_PRIORITY_OPTIONS,
      ordered: true,
      required: true,
      default: 'MEDIUM',
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
      label: 'Assignee',
      type: 'select',
      valueType: 'integer',
      optionsFrom: { ...LOOKUPS.users, rowLabel: 'assigned_to_name' },
    },
    { name: 'status', label: 'Status', type: 'select', options: TICKET_STATUS_OPTIONS, hidden: true, readOnly: true },
  ],
  columns: [
    { field: 'ticket_no', label: 'Ticket No.', sortable: true, width: '28' },
    { field: 'subject', label: 'Subject' },
    { field: 'type', label: 'Type', width: '12' },
    { field: 'priority', label: 'Priority', format: 'option', optionsOf: 'priority', sortable: true },
    { field: 'raised_by_name', label: 'Raised By' },
    { field: 'assigned_to_name', label: 'Assignee' },
    { field: 'sla_due', label: 'SLA Due', format: 'datetime', sortable: true },
    { field: 'sla_note', label: 'SLA' },
    { field: 'status', label: 'Status', format: 'option', optionsOf: 'status', sortable: true },
  ],
  searchable: ['subject', 'ticket_no'],
  defaultSort: { field: 'id', order: 'desc' },
  pageSizes: [10, 25, 50, 100],
  maxPageSize: 100,
  messages: { created: 'Ticket Raised!', updated: 'Successfully Updated The Ticket!', deleted: 'Ticket Deleted!' },
  operations: { delete: false },
  statusFlow: toStatusFlow(TICKET_FLOW, 'A ticket cannot go from {from} to {to}.'),
};

/** One message of a ticket's thread, with an optional attachment. */
export const ticketCommentsResource = commentThreadResource({ name: 'ticket-comments', parent: 'tickets', right: 'tickets' });
