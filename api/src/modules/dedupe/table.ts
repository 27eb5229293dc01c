import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Migration 0231: suspected duplicate pairs (case_a older than case_b). */
export const caseDuplicatePairs = pgTable('case_duplicate_pairs', {
  id: serial('id').primaryKey(),
  case_a: integer('case_a').notNull(),
  case_b: integer('case_b').notNull(),
  reasons: jsonb('reasons').notNull(),
  found_at: ts('found_at').notNull().defaultNow(),
  status: text('status').notNull().default('OPEN'),
  note: text('note'),
  cancelled_case_id: integer('cancelled_case_id'),
  decided_by: integer('decided_by'),
  decided_at: ts('decided_at'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});
