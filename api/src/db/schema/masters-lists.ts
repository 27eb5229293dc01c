import { sql } from 'drizzle-orm';
import { date, integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { StoredFile } from './kit';

/** The report and bank masters of issue 13 (migrations 0410-0499 are the source of truth). */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const stamps = () => ({
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

/** migrations/0410_masters_pincodes.sql */
export const pincodes = pgTable('pincodes', {
  id: serial('id').primaryKey(),
  pincode: text('pincode').notNull(),
  locality: text('locality').notNull(),
  district: text('district').notNull(),
  state: text('state').notNull(),
  company_branch_id: integer('company_branch_id'),
  engineer_id: integer('engineer_id'),
  backup_engineer_id: integer('backup_engineer_id'),
  status: text('status').notNull().default('1'),
  ...stamps(),
});

/** migrations/0411_masters_document_types.sql */
export const documentTypes = pgTable('document_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull(),
  applies_to: text('applies_to').notNull(),
  file_types: jsonb('file_types').$type<string[]>().notNull(),
  max_size_kb: integer('max_size_kb').notNull(),
  status: text('status').notNull().default('1'),
  ...stamps(),
});

/** migrations/0412_masters_ndma_hazards.sql */
export const ndmaHazards = pgTable('ndma_hazards', {
  id: serial('id').primaryKey(),
  state: text('state').notNull(),
  district: text('district').notNull(),
  seismic_zone: text('seismic_zone').notNull(),
  basic_wind_speed: text('basic_wind_speed').notNull(),
  flood_prone: text('flood_prone').notNull().default('NO'),
  cyclone_prone: text('cyclone_prone').notNull().default('NO'),
  landslide_prone: text('landslide_prone').notNull().default('NO'),
  coastal_regulation_zone: text('coastal_regulation_zone').notNull().default('NO'),
  remarks: text('remarks'),
  ...stamps(),
});

/** migrations/0413_masters_email_contacts.sql */
export const emailContacts = pgTable('email_contacts', {
  id: serial('id').primaryKey(),
  bank_id: integer('bank_id').notNull(),
  bank_branch_id: integer('bank_branch_id'),
  purpose: text('purpose').notNull(),
  contact_name: text('contact_name').notNull(),
  designation: text('designation'),
  email: text('email').notNull(),
  mobile: text('mobile'),
  status: text('status').notNull().default('1'),
  ...stamps(),
});

/**
 * The bank-branch logins as the Branch Users master sees them: `branch_users` of 0001_core.sql with
 * the columns 0414 adds (core.ts keeps the sign-in view of the same table).
 */
export const branchUserAccounts = pgTable('branch_users', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  password_hash: text('password_hash').notNull(),
  bank_branch_id: integer('bank_branch_id').notNull(),
  designation: text('designation'),
  mobile: text('mobile'),
  status: text('status').notNull().default('1'),
  link_sent_at: ts('link_sent_at'),
  ...stamps(),
});

/** migrations/0415_masters_notes.sql */
export const notes = pgTable('notes', {
  id: serial('id').primaryKey(),
  bank_id: integer('bank_id').notNull(),
  bank_branch_id: integer('bank_branch_id'),
  subject: text('subject').notNull(),
  note: text('note').notNull(),
  author_id: integer('author_id'),
  ...stamps(),
});

/** migrations/0416_masters_agreements.sql */
export const agreements = pgTable('agreements', {
  id: serial('id').primaryKey(),
  bank_id: integer('bank_id').notNull(),
  agreement_no: text('agreement_no').notNull(),
  valid_from: date('valid_from', { mode: 'string' }).notNull(),
  valid_to: date('valid_to', { mode: 'string' }).notNull(),
  fee_terms: text('fee_terms'),
  file: jsonb('file').$type<StoredFile | null>(),
  ...stamps(),
});

/** migrations/0417_masters_feedback.sql */
export const feedbackQuestions = pgTable('feedback_questions', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  kind: text('kind').notNull(),
  sort_order: integer('sort_order').notNull().default(1),
  required: text('required').notNull().default('1'),
  status: text('status').notNull().default('1'),
  ...stamps(),
});

export const feedbackRequests = pgTable('feedback_requests', {
  id: serial('id').primaryKey(),
  token_hash: text('token_hash').notNull(),
  bank_id: integer('bank_id').notNull(),
  bank_branch_id: integer('bank_branch_id'),
  case_ref: text('case_ref').notNull(),
  /** The report number's parts as words, for the search (migration 1047). */
  case_ref_parts: text('case_ref_parts').generatedAlwaysAs(
    sql`regexp_replace(case_ref, '[^A-Za-z0-9]+', ' ', 'g') || ' ' || regexp_replace(case_ref, '^[A-Za-z0-9]*[^A-Za-z0-9]', '')`,
  ),
  engineer_id: integer('engineer_id'),
  contact_email: text('contact_email').notNull(),
  sent_at: ts('sent_at').notNull().defaultNow(),
  expires_at: ts('expires_at').notNull(),
  answered_at: ts('answered_at'),
  avg_rating: numeric('avg_rating', { precision: 3, scale: 1, mode: 'number' }),
  comments: text('comments'),
  ...stamps(),
});

export const feedbackAnswers = pgTable('feedback_answers', {
  id: serial('id').primaryKey(),
  request_id: integer('request_id').notNull(),
  question_id: integer('question_id'),
  question: text('question').notNull(),
  rating: integer('rating'),
  answer: text('answer'),
  created_at: ts('created_at').notNull().defaultNow(),
});

/** migrations/0418_masters_mis_reports.sql */
export const misReports = pgTable('mis_reports', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  report: text('report').notNull(),
  bank_id: integer('bank_id'),
  bank_branch_id: integer('bank_branch_id'),
  frequency: text('frequency').notNull(),
  extra_emails: text('extra_emails').array().notNull().default([]),
  status: text('status').notNull().default('1'),
  last_sent_at: ts('last_sent_at'),
  ...stamps(),
});

/** migrations/0419_masters_payment_accounts.sql */
export const paymentAccounts = pgTable('payment_accounts', {
  id: serial('id').primaryKey(),
  company_branch_id: integer('company_branch_id').notNull(),
  account_name: text('account_name').notNull(),
  account_number: text('account_number').notNull(),
  ifsc: text('ifsc').notNull(),
  bank_name: text('bank_name').notNull(),
  branch_name: text('branch_name'),
  upi_id: text('upi_id'),
  is_default: text('is_default').notNull().default('0'),
  status: text('status').notNull().default('1'),
  ...stamps(),
});

/** migrations/0420_masters_company_documents.sql */
export const companyDocuments = pgTable('company_documents', {
  id: serial('id').primaryKey(),
  document_type_id: integer('document_type_id').notNull(),
  title: text('title').notNull(),
  number: text('number'),
  issued_by: text('issued_by'),
  valid_from: date('valid_from', { mode: 'string' }),
  valid_to: date('valid_to', { mode: 'string' }),
  file: jsonb('file').$type<StoredFile | null>(),
  ...stamps(),
});
