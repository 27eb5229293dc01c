import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Mail settings and the case document checklist (migrations 0421, 0422 are the source of truth). */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const stamps = () => ({
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

/** migrations/0421_masters_mail_settings.sql (one row) */
export const mailSettings = pgTable('mail_settings', {
  id: serial('id').primaryKey(),
  sender_name: text('sender_name').notNull(),
  sender_email: text('sender_email').notNull(),
  reply_to: text('reply_to'),
  smtp_host: text('smtp_host'),
  smtp_port: integer('smtp_port'),
  smtp_user: text('smtp_user'),
  smtp_password: text('smtp_password'),
  ...stamps(),
});

/** migrations/0421_masters_mail_settings.sql */
export const mailTemplates = pgTable('mail_templates', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  status: text('status').notNull().default('1'),
  ...stamps(),
});

/** migrations/0422_masters_required_documents.sql */
export const requiredDocuments = pgTable('required_documents', {
  id: serial('id').primaryKey(),
  bank_id: integer('bank_id'),
  purpose: text('purpose'),
  property_type: text('property_type'),
  document_type_id: integer('document_type_id').notNull(),
  note: text('note'),
  status: text('status').notNull().default('1'),
  ...stamps(),
});
