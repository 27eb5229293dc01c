import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Mirrors online_requests (migrations/0220_cases_online_requests.sql; the SQL is the source of truth). */
export const onlineRequests = pgTable('online_requests', {
  id: serial('id').primaryKey(),
  bank_id: integer('bank_id').notNull(),
  bank_branch_id: integer('bank_branch_id').notNull(),
  branch_user_id: integer('branch_user_id'),
  applicant_name: text('applicant_name').notNull(),
  contact_name: text('contact_name'),
  contact_mobile: text('contact_mobile').notNull(),
  property_type: text('property_type').notNull(),
  property_address: text('property_address').notNull(),
  pincode: text('pincode').notNull(),
  purpose: text('purpose').notNull(),
  bank_ref_no: text('bank_ref_no'),
  remarks: text('remarks'),
  source: text('source').notNull(),
  status: text('status').notNull(),
  reject_reason: text('reject_reason'),
  case_id: integer('case_id'),
  decided_by: integer('decided_by'),
  decided_at: ts('decided_at'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});
