import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Tables of migration 0230 (queries on cases and their thread). */
export const caseQueries = pgTable('case_queries', {
  id: serial('id').primaryKey(),
  query_no: text('query_no'),
  case_id: integer('case_id').notNull(),
  source: text('source').notNull(),
  type: text('type').notNull(),
  priority: text('priority').notNull().default('MEDIUM'),
  subject: text('subject').notNull(),
  description: text('description').notNull(),
  raised_by: integer('raised_by'),
  assigned_to: integer('assigned_to'),
  sla_due: ts('sla_due').notNull(),
  status: text('status').notNull().default('OPEN'),
  resolved_at: ts('resolved_at'),
  closed_at: ts('closed_at'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

export const caseQueryComments = pgTable('case_query_comments', {
  id: serial('id').primaryKey(),
  query_id: integer('query_id').notNull(),
  author_id: integer('author_id'),
  body: text('body').notNull(),
  move: text('move'),
  attachment: jsonb('attachment'),
  created_at: ts('created_at').notNull().defaultNow(),
  // 1010: the bank branch, for a comment a bank wrote (no staff author)
  author_label: text('author_label'),
});
