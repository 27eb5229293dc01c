import { date, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Mirrors banks and bank_branches (migrations/0200_cases_core.sql) and company_profile (0401); the SQL is the source of truth. */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const banks = pgTable('banks', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  short_name: text('short_name'),
  client_type: text('client_type').notNull().default('PSB'),
  empanelment_no: text('empanelment_no'),
  empanelled_from: date('empanelled_from', { mode: 'string' }),
  empanelled_to: date('empanelled_to', { mode: 'string' }),
  default_tat_days: integer('default_tat_days').notNull().default(5),
  realisable_pct: numeric('realisable_pct', { precision: 5, scale: 2, mode: 'number' }),
  distress_pct: numeric('distress_pct', { precision: 5, scale: 2, mode: 'number' }),
  tds_section: text('tds_section'),
  report_layout: text('report_layout').notNull().default('DEFAULT'),
  report_declaration: text('report_declaration'),
  status: text('status').notNull().default('1'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

export const bankBranches = pgTable('bank_branches', {
  id: serial('id').primaryKey(),
  bank_id: integer('bank_id').notNull(),
  branch_name: text('branch_name').notNull(),
  branch_code: text('branch_code'),
  ifsc: text('ifsc'),
  address: text('address'),
  city: text('city'),
  district: text('district'),
  state: text('state'),
  state_code: text('state_code'),
  pincode: text('pincode'),
  gstin: text('gstin'),
  contact_name: text('contact_name'),
  contact_mobile: text('contact_mobile'),
  contact_email: text('contact_email'),
  company_branch_id: integer('company_branch_id'),
  status: text('status').notNull().default('1'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

/** Mirrors migrations/0401_company_profile.sql: the firm's own profile, one row at most. */
export const companyProfile = pgTable('company_profile', {
  id: serial('id').primaryKey(),
  legal_name: text('legal_name').notNull(),
  entity_type: text('entity_type'),
  trade_name: text('trade_name'),
  pan: text('pan'),
  cin: text('cin'),
  registered_address: text('registered_address'),
  city: text('city'),
  state: text('state'),
  pincode: text('pincode'),
  email: text('email'),
  phone: text('phone'),
  website: text('website'),
  logo_url: text('logo_url'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});
