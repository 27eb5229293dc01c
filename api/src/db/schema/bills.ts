import { date, integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { StoredFile } from './kit';

/**
 * The billing tables the API kit lists and writes (migrations/0300_bills_core.sql). Bills, receipts
 * and credit notes are read and written with SQL in api/src/modules/bills (their moves and sums
 * are transactions of several statements).
 */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const amount = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const feeSchedules = pgTable('fee_schedules', {
  id: serial('id').primaryKey(),
  bank_id: integer('bank_id').notNull(),
  property_type: text('property_type'),
  value_from: numeric('value_from', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  value_to: numeric('value_to', { precision: 14, scale: 2, mode: 'number' }),
  basis: text('basis').notNull(),
  rate: amount('rate').notNull(),
  min_fee: amount('min_fee'),
  max_fee: amount('max_fee'),
  status: text('status').notNull().default('1'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

/** The expenses table with the columns billing added (receipt, rejection reason, the bill it went on). */
export const expenseClaims = pgTable('expenses', {
  id: serial('id').primaryKey(),
  expense_date: date('expense_date', { mode: 'string' }).notNull(),
  company_branch_id: integer('company_branch_id').notNull(),
  user_id: integer('user_id'),
  case_id: integer('case_id'),
  category: text('category').notNull(),
  amount: amount('amount').notNull(),
  description: text('description'),
  status: text('status').notNull().default('PENDING'),
  approved_by: integer('approved_by'),
  receipt_file: jsonb('receipt_file').$type<StoredFile | null>(),
  reject_reason: text('reject_reason'),
  bill_id: integer('bill_id'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});
