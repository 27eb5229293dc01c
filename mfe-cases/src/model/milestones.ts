import { defineResource, type FieldOption, type OptionsSource, type ResourceDesc } from 'shared/resources';
import { MILESTONE_EVENTS } from './milestone-events';

/** The events a bank may be mailed or sent by webhook (every one but the screens' own). */
export const MILESTONE_EVENT_OPTIONS: readonly FieldOption[] = [
  { value: MILESTONE_EVENTS.requestAccepted, label: 'Request accepted' },
  { value: MILESTONE_EVENTS.siteVisitScheduled, label: 'Site visit scheduled' },
  { value: MILESTONE_EVENTS.queryRaised, label: 'Query raised by the firm' },
  { value: MILESTONE_EVENTS.reportReleased, label: 'Report released' },
  { value: MILESTONE_EVENTS.invoiceIssued, label: 'Invoice issued' },
];

/** Who is mailed: the contacts of one purpose in the Email Master (the branch's own, else the bank's), or nobody. */
export const MILESTONE_RECIPIENT_OPTIONS: readonly FieldOption[] = [
  { value: 'REPORTS', label: 'Report contacts' },
  { value: 'REQUESTS', label: 'Request contacts' },
  { value: 'BILLS', label: 'Bill contacts' },
  { value: 'OFF', label: 'Nobody (no mail)' },
];
/** Without a rule for a bank and event, the report contacts are mailed. */
export const DEFAULT_MILESTONE_RECIPIENTS = 'REPORTS';

const BANKS: OptionsSource = { path: 'lookups/banks', valueField: 'id', labelField: 'name', table: 'banks', labelColumn: 'name' };

/** /admin/milestoneMails (right email_master): which milestone mails whom, per bank. */
export const milestoneMailRulesResource: ResourceDesc = defineResource({
  name: 'milestone-mail-rules',
  title: 'Milestone Mails',
  singular: 'milestone mail rule',
  path: 'milestone-mail-rules',
  right: 'email_master',
  table: 'milestone_mail_rules',
  titleField: 'event',
  fields: [
    {
      name: 'bank_id',
      label: 'Bank',
      type: 'select',
      valueType: 'integer',
      required: true,
      requiredMessage: 'Bank is required',
      optionsFrom: { ...BANKS, rowLabel: 'bank_name' },
    },
    {
      name: 'event',
      label: 'Milestone',
      type: 'select',
      options: MILESTONE_EVENT_OPTIONS,
      required: true,
      requiredMessage: 'Choose the milestone',
    },
    {
      name: 'recipients',
      label: 'Mail to',
      type: 'select',
      options: MILESTONE_RECIPIENT_OPTIONS,
      required: true,
      default: DEFAULT_MILESTONE_RECIPIENTS,
      help: 'Without a rule, the report contacts of the Email Master are mailed',
    },
  ],
  columns: [{ field: 'bank_name', label: 'Bank' }, { field: 'event', sortable: true }, 'recipients'],
  searchable: [],
  defaultSort: { field: 'event', order: 'asc' },
  pageSizes: [10, 25, 50],
  defaultPageSize: 25,
  maxPageSize: 200,
  messages: { created: 'Milestone mail rule added!', updated: 'Milestone mail rule saved!', deleted: 'Milestone mail rule deleted!' },
});

export const MILESTONE_MAIL_STATUS_OPTIONS: readonly FieldOption[] = [
  { value: 'QUEUED', label: 'Queued' },
  { value: 'SENT', label: 'Sent' },
  { value: 'FAILED', label: 'Failed' },
];

/**
 * /admin/milestoneMailLog (right email_master): every queued milestone mail with its attempts and
 * last error; a failed one is queued again with 'Send again' (its retries start over).
 */
export const milestoneMailsResource: ResourceDesc = defineResource({
  name: 'milestone-mails',
  title: 'Milestone Mail Log',
  singular: 'milestone mail',
  path: 'milestone-mails',
  right: 'email_master',
  table: 'milestone_mails',
  titleField: 'to_email',
  operations: { create: false, update: false, delete: false },
  fields: [
    { name: 'event', label: 'Milestone', type: 'select', options: MILESTONE_EVENT_OPTIONS, readOnly: true, required: true },
    { name: 'case_no', label: 'Case No.', type: 'text', readOnly: true },
    { name: 'to_email', label: 'To', type: 'text', readOnly: true, required: true },
    { name: 'subject', label: 'Subject', type: 'text', readOnly: true, required: true },
    // Written by 'Send again' (the list has no form: create and update are off).
    { name: 'status', label: 'Status', type: 'select', options: MILESTONE_MAIL_STATUS_OPTIONS, required: true },
    { name: 'attempts', label: 'Attempts', type: 'number', integer: true, required: true },
    { name: 'last_error', label: 'Last error', type: 'text', readOnly: true },
  ],
  columns: [
    { field: 'created_at', label: 'Queued', format: 'datetime', sortable: true },
    'event',
    'case_no',
    'to_email',
    'subject',
    'status',
    'attempts',
    'last_error',
  ],
  searchable: ['to_email', 'case_no'],
  defaultSort: { field: 'created_at', order: 'desc' },
  pageSizes: [25, 50, 100],
  defaultPageSize: 25,
  maxPageSize: 500,
  bulkActions: [
    { id: 'resend', label: 'Send again', kind: 'update', set: { status: 'QUEUED', attempts: 0 }, message: 'Queued to be sent again!' },
  ],
  messages: { created: '', updated: '', deleted: '' },
});

/** Webhooks: each delivery's JSON body is signed `X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Signature';

const WEBHOOK_STATUS_OPTIONS: readonly FieldOption[] = [
  { value: '1', label: 'Active' },
  { value: '0', label: 'Paused' },
];

/** A signing secret as the server makes it: this prefix, then 32 random bytes in base64url. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** The answer that carries a signing secret, the only one that ever does (adding, 'New secret'). */
export interface WebhookSecretAnswer {
  secret: string;
  message: string;
}

export const WEBHOOK_SECRET_MESSAGES = {
  created: 'Webhook added: copy its signing secret now, it is not shown again.',
  rotated: 'New signing secret: copy it now, it is not shown again. The old one no longer signs.',
} as const;

/** POST {path}/{id}/secret: a new signing secret for the endpoint (the old one stops signing at once). */
export const webhookSecretPath = (id: number) => `webhook-endpoints/${id}/secret`;

/**
 * /admin/webhooks (right email_master, staff only): a bank's endpoints for the milestones. The
 * server makes the signing secret when an endpoint is added and again on 'New secret', answers it
 * in that one answer and never again (the API registers the resource with the column omitted:
 * api/src/modules/milestones/webhooks.ts).
 */
export const webhookEndpointsResource: ResourceDesc = defineResource({
  name: 'webhook-endpoints',
  title: 'Webhooks',
  singular: 'webhook endpoint',
  path: 'webhook-endpoints',
  right: 'email_master',
  titleField: 'url',
  fields: [
    {
      name: 'bank_id',
      label: 'Bank',
      type: 'select',
      valueType: 'integer',
      required: true,
      requiredMessage: 'Bank is required',
      optionsFrom: { ...BANKS, rowLabel: 'bank_name' },
    },
    {
      name: 'url',
      label: 'URL',
      type: 'text',
      required: true,
      requiredMessage: 'URL is required',
      maxLength: 500,
      pattern: '^(https://|http://(127\\.0\\.0\\.1|localhost)[:/])',
      patternMessage: 'Enter an https:// address (http only on this machine, for tests)',
    },
    // Made by the server (never typed, never sent, never answered but once): not in the form.
    { name: 'secret', label: 'Signing secret', type: 'text', required: true, readOnly: true, hidden: true },
    {
      name: 'events',
      label: 'Milestones',
      type: 'multiselect',
      options: MILESTONE_EVENT_OPTIONS,
      required: true,
      requiredMessage: 'Choose at least one milestone',
    },
    { name: 'status', label: 'Status', type: 'select', options: WEBHOOK_STATUS_OPTIONS, required: true, default: '1' },
  ],
  columns: [{ field: 'bank_name', label: 'Bank' }, { field: 'url', sortable: true }, 'events', 'status'],
  searchable: ['url'],
  defaultSort: { field: 'url', order: 'asc' },
  pageSizes: [10, 25, 50],
  defaultPageSize: 25,
  maxPageSize: 200,
  messages: { created: 'Webhook added!', updated: 'Webhook saved!', deleted: 'Webhook deleted!' },
});

export const WEBHOOK_DELIVERY_STATUS_OPTIONS: readonly FieldOption[] = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'DELIVERED', label: 'Delivered' },
  { value: 'FAILED', label: 'Failed' },
];

/**
 * /admin/webhookDeliveries (right email_master): every delivery with its status, attempts, last error
 * and response time; 'Send again' queues a delivery once more.
 */
export const webhookDeliveriesResource: ResourceDesc = defineResource({
  name: 'webhook-deliveries',
  title: 'Webhook Deliveries',
  singular: 'webhook delivery',
  path: 'webhook-deliveries',
  right: 'email_master',
  table: 'webhook_deliveries',
  titleField: 'url',
  operations: { create: false, update: false, delete: false },
  fields: [
    { name: 'url', label: 'URL', type: 'text', readOnly: true, required: true },
    { name: 'event', label: 'Milestone', type: 'select', options: MILESTONE_EVENT_OPTIONS, readOnly: true, required: true },
    { name: 'case_no', label: 'Case No.', type: 'text', readOnly: true },
    // Written by 'Send again' (the list has no form: create and update are off).
    { name: 'status', label: 'Status', type: 'select', options: WEBHOOK_DELIVERY_STATUS_OPTIONS, required: true },
    { name: 'attempts', label: 'Attempts', type: 'number', integer: true, required: true },
    { name: 'response_status', label: 'HTTP status', type: 'number', integer: true, readOnly: true },
    { name: 'response_ms', label: 'Response (ms)', type: 'number', integer: true, readOnly: true },
    { name: 'last_error', label: 'Last error', type: 'text', readOnly: true },
  ],
  columns: [
    { field: 'created_at', label: 'Queued', format: 'datetime', sortable: true },
    'url',
    'event',
    'case_no',
    'status',
    'attempts',
    'response_status',
    'response_ms',
    'last_error',
  ],
  searchable: ['url', 'case_no'],
  defaultSort: { field: 'created_at', order: 'desc' },
  pageSizes: [25, 50, 100],
  defaultPageSize: 25,
  maxPageSize: 500,
  bulkActions: [
    { id: 'resend', label: 'Send again', kind: 'update', set: { status: 'PENDING', attempts: 0 }, message: 'Queued to be sent again!' },
  ],
  messages: { created: '', updated: '', deleted: '' },
});
