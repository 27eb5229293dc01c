import { bigint, date, integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Mirrors migrations/0100_kit_users.sql and 0103_kit_dispatch.sql (the SQL is the source of truth). */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const usersDummy = pgTable('users_dummy', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email'),
  mobile_no: text('mobile_no'),
  role: text('role').notNull().default('N/A'),
  designation: text('designation'),
  pincode: text('pincode'),
  join_date: date('join_date', { mode: 'string' }),
  source: text('source').notNull().default('PLACEHOLDER'),
  notes: text('notes'),
  created_by: integer('created_by'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

/** A stored upload: what the record keeps about it. */
export interface StoredFile {
  name: string;
  stored: string;
  mime: string;
  size: number;
}

export const dispatchHardCopies = pgTable('dispatch_hard_copies', {
  id: serial('id').primaryKey(),
  dispatch_no: text('dispatch_no').notNull(),
  company_branch_id: integer('company_branch_id').notNull(),
  addressee: text('addressee').notNull(),
  address: text('address'),
  case_nos: text('case_nos').array().notNull().default([]),
  enclosures: text('enclosures').array().notNull().default([]),
  copies: integer('copies').notNull().default(1),
  courier_company: text('courier_company'),
  awb_no: text('awb_no'),
  dispatched_on: date('dispatched_on', { mode: 'string' }),
  charges: numeric('charges', { precision: 12, scale: 2, mode: 'number' }),
  status: text('status').notNull().default('PREPARED'),
  delivered_at: date('delivered_at', { mode: 'string' }),
  received_by: text('received_by'),
  pod_file: jsonb('pod_file').$type<StoredFile | null>(),
  created_by: integer('created_by'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

/** Exact row counts kept by statement triggers (migrations/0104_kit_row_counts.sql). */
export const kitRowCounts = pgTable('kit_row_counts', {
  table_name: text('table_name').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
