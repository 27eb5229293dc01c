import { integer, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, date } from 'drizzle-orm/pg-core';

/** Mirrors the tables of migrations/0210_cases_workflow.sql (the SQL is the source of truth). */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const caseCounters = pgTable(
  'case_counters',
  {
    company_branch_id: integer('company_branch_id').notNull(),
    fy: text('fy').notNull(),
    kind: text('kind').notNull(),
    last_no: integer('last_no').notNull(),
  },
  (t) => [primaryKey({ columns: [t.company_branch_id, t.fy, t.kind] })],
);

export const holidays = pgTable('holidays', {
  day: date('day').primaryKey(),
  name: text('name').notNull(),
});

export const approvalMatrix = pgTable('approval_matrix', {
  id: serial('id').primaryKey(),
  bank_id: integer('bank_id'),
  value_from: numeric('value_from', { precision: 16, scale: 2, mode: 'number' }).notNull().default(0),
  value_to: numeric('value_to', { precision: 16, scale: 2, mode: 'number' }),
  levels: smallint('levels').notNull(),
  remarks: text('remarks'),
  status: text('status').notNull().default('1'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

export const caseDocuments = pgTable('case_documents', {
  id: serial('id').primaryKey(),
  case_id: integer('case_id').notNull(),
  doc_type: text('doc_type').notNull(),
  file_name: text('file_name').notNull(),
  stored_name: text('stored_name').notNull(),
  mime_type: text('mime_type').notNull(),
  size_bytes: integer('size_bytes').notNull(),
  latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
  longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
  taken_at: ts('taken_at'),
  uploaded_by: integer('uploaded_by'),
  uploaded_at: ts('uploaded_at').notNull().defaultNow(),
});
