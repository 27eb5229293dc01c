import { defineResource, type FieldOption, type ResourceDesc } from 'shared/resources';
import { ACTIVE_OPTIONS } from './pincodes';

/** The mails the suite sends whose wording the firm may change. */
export const MAIL_TEMPLATE_OPTIONS: readonly FieldOption[] = [
  { value: 'PASSWORD_RESET', label: 'Password reset' },
  { value: 'REGISTRATION', label: 'Registration received' },
  { value: 'REPORT_RELEASE', label: 'Report released (feedback link)' },
  { value: 'MIS', label: 'MIS report' },
];

/** The placeholders each mail fills in, written {{name}} in a subject or body. */
export const MAIL_PLACEHOLDERS: Record<string, readonly string[]> = {
  PASSWORD_RESET: ['name', 'link'],
  REGISTRATION: ['name'],
  REPORT_RELEASE: ['case_no', 'link', 'days'],
  MIS: ['report', 'name', 'rows', 'days', 'date'],
};

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** Placeholders a template uses that its mail does not know (shown as the form's error). */
export function unknownPlaceholders(code: string, text: string): string[] {
  const known = MAIL_PLACEHOLDERS[code] ?? [];
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]).filter((p) => !known.includes(p)))];
}

/** The template with its placeholders filled (an unknown one stays as written). */
export function fillPlaceholders(text: string, vars: Record<string, string | number>): string {
  return text.replace(PLACEHOLDER, (whole, key: string) => (key in vars ? String(vars[key]) : whole));
}

/** What POST /api/mail-settings/test answers. */
export interface MailTestResult {
  message: string;
}

/**
 * /admin/mailSettings (right mail_setting_page), API /api/mail-settings: the sender every mail of
 * the suite carries and, optionally, the SMTP server to send through (SMTP_URL, when set, wins).
 * One record. The password is write-only: never answered, kept when an edit leaves it empty.
 */
export const mailSenderResource: ResourceDesc = defineResource({
  name: 'mail-settings',
  title: 'Mail Settings',
  singular: 'mail sender',
  path: 'mail-settings',
  right: 'mail_setting_page',
  titleField: 'sender_email',
  fields: [
    { name: 'sender_name', label: 'Sender Name', type: 'text', required: true, requiredMessage: 'Sender Name is required', maxLength: 100 },
    {
      name: 'sender_email',
      label: 'Sender Email',
      type: 'email',
      required: true,
      requiredMessage: 'Sender Email is required',
      maxLength: 254,
    },
    { name: 'reply_to', label: 'Reply To', type: 'email', maxLength: 254 },
    {
      name: 'smtp_host',
      label: 'SMTP Host',
      type: 'text',
      maxLength: 253,
      pattern: '^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$',
      patternMessage: 'SMTP Host: a host name such as smtp.example.com',
      help: 'Empty: mails go to the outbox (or SMTP_URL when the server sets it)',
    },
    { name: 'smtp_port', label: 'SMTP Port', type: 'number', integer: true, min: 1, max: 65535, default: 587 },
    { name: 'smtp_user', label: 'SMTP User', type: 'text', maxLength: 254 },
    { name: 'smtp_password', label: 'SMTP Password', type: 'password', maxLength: 128, help: 'Never shown; leave empty to keep it' },
  ],
  columns: ['sender_name', 'sender_email', 'smtp_host', 'smtp_port', 'smtp_user'],
  searchable: [],
  defaultSort: { field: 'id', order: 'asc' },
  pageSizes: [1],
  maxPageSize: 1,
  messages: {
    created: 'Added The Mail Settings!',
    updated: 'Successfully Updated The Mail Settings!',
    deleted: 'Successfully Delete The Data!',
  },
  operations: { delete: false, export: false },
});

/** /admin/mailSettings, API /api/mail-templates: the wording of each mail, with placeholders. */
export const mailTemplatesResource: ResourceDesc = defineResource({
  name: 'mail-templates',
  title: 'Mail Templates',
  singular: 'mail template',
  path: 'mail-templates',
  right: 'mail_setting_page',
  titleField: 'subject',
  fields: [
    { name: 'code', label: 'Mail', type: 'select', options: MAIL_TEMPLATE_OPTIONS, required: true, requiredMessage: 'Mail is required' },
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
      name: 'body',
      label: 'Body',
      type: 'textarea',
      required: true,
      requiredMessage: 'Body is required',
      maxLength: 5000,
      width: 'full',
      help: 'Placeholders: password reset {{name}} {{link}}; registration {{name}}; report released {{case_no}} {{link}} {{days}}; MIS {{report}} {{name}} {{rows}} {{days}} {{date}}',
    },
    { name: 'status', label: 'Status', type: 'select', options: ACTIVE_OPTIONS, required: true, default: '1' },
  ],
  columns: [{ field: 'code', sortable: true }, { field: 'subject', sortable: true }, 'status'],
  searchable: ['subject'],
  defaultSort: { field: 'code', order: 'asc' },
  pageSizes: [10, 25, 50],
  defaultPageSize: 10,
  maxPageSize: 100,
  messages: {
    created: 'Added The New Mail Template!',
    updated: 'Successfully Updated The Mail Template!',
    deleted: 'Successfully Delete The Data!',
  },
});
