import { bigint, boolean, date, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Mirrors migrations/0001_core.sql. The SQL migration is the source of truth. */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const companyBranches = pgTable('company_branches', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  branch_name: text('branch_name').notNull(),
  address: text('address'),
  state: text('state').notNull(),
  state_code: text('state_code'),
  pincode: text('pincode'),
  gstin: text('gstin'),
  invoice_prefix: text('invoice_prefix'),
  branch_head_id: integer('branch_head_id'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  surname: text('surname'),
  email: text('email').notNull(),
  password_hash: text('password_hash').notNull(),
  kind: text('kind').$type<'admin' | 'employee'>().notNull().default('employee'),
  role: text('role').notNull().default('N/A'),
  designation: text('designation').notNull().default('N/A'),
  qualification: text('qualification'),
  valuer_reg_no: text('valuer_reg_no'),
  mobile_no: text('mobile_no'),
  address: text('address'),
  city: text('city'),
  country: text('country'),
  pincode: text('pincode'),
  about: text('about'),
  join_date: date('join_date', { mode: 'string' }),
  company_branch_id: integer('company_branch_id'),
  reporting_manager_id: integer('reporting_manager_id'),
  pan: text('pan'),
  aadhaar_last4: text('aadhaar_last4'),
  rating: numeric('rating', { precision: 3, scale: 1, mode: 'number' }).notNull().default(0),
  status: text('status').$type<'1' | '0'>().notNull().default('1'),
  user_type: text('user_type'),
  ref_name: text('ref_name'),
  ref_number: text('ref_number'),
  account_number: text('account_number'),
  acc_name: text('acc_name'),
  ifsc_code: text('ifsc_code'),
  bank_name: text('bank_name'),
  branch_name: text('branch_name'),
  joing_type: text('joing_type'),
  branch_head_approval: text('branch_head_approval').notNull().default('No'),
  master_approval: text('master_approval'),
  personal_contact: text('personal_contact'),
  father_contact: text('father_contact'),
  mother_contact: text('mother_contact'),
  ref_type_1: text('ref_type_1'),
  ref_name_1: text('ref_name_1'),
  ref_number_1: text('ref_number_1'),
  ref_type_2: text('ref_type_2'),
  ref_name_2: text('ref_name_2'),
  ref_number_2: text('ref_number_2'),
  user_pincodes: jsonb('user_pincodes'),
  banks: text('banks'),
  branch_master_id: integer('branch_master_id'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
  /** TOTP second factor (0922): the secret, when it was confirmed, the last accepted time step. */
  totp_secret: text('totp_secret'),
  totp_enabled_at: ts('totp_enabled_at'),
  totp_last_step: bigint('totp_last_step', { mode: 'number' }),
});

export const totpRecoveryCodes = pgTable('totp_recovery_codes', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').notNull(),
  code_hash: text('code_hash').notNull(),
  used_at: ts('used_at'),
});

export const USER_DOCUMENT_KINDS = [
  'cv_file',
  'adhaar_card_file',
  'pancard_file',
  'kyc',
  'marksheet',
  'driving_licence_file',
  'photograph',
  'cancelled_cheque',
] as const;
export type UserDocumentKind = (typeof USER_DOCUMENT_KINDS)[number];

export const userDocuments = pgTable('user_documents', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').notNull(),
  kind: text('kind').$type<UserDocumentKind>().notNull(),
  original_name: text('original_name').notNull(),
  stored_path: text('stored_path').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  created_at: ts('created_at').notNull().defaultNow(),
});

export const pageRights = pgTable(
  'page_rights',
  {
    user_id: integer('user_id').notNull(),
    page_name: text('page_name').notNull(),
    view_status: text('view_status').$type<'1' | '0'>().notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.page_name] })],
);

export const branchUsers = pgTable('branch_users', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  password_hash: text('password_hash').notNull(),
  bank_branch_id: integer('bank_branch_id').notNull(),
  status: text('status').$type<'1' | '0'>().notNull().default('1'),
  created_at: ts('created_at').notNull().defaultNow(),
});

export type SubjectKind = 'user' | 'branch';

export const sessions = pgTable('sessions', {
  token_hash: text('token_hash').primaryKey(),
  subject_kind: text('subject_kind').$type<SubjectKind>().notNull(),
  subject_id: integer('subject_id').notNull(),
  expires_at: ts('expires_at').notNull(),
  created_at: ts('created_at').notNull().defaultNow(),
  /** Moved by use (at most once a minute); older than the idle timeout = signed out. */
  last_seen_at: ts('last_seen_at').notNull().defaultNow(),
  /** Signed in with the second factor (0922). */
  mfa: boolean('mfa').notNull().default(false),
});

export const passwordResets = pgTable('password_resets', {
  token_hash: text('token_hash').primaryKey(),
  subject_kind: text('subject_kind').$type<SubjectKind>().notNull(),
  subject_id: integer('subject_id').notNull(),
  expires_at: ts('expires_at').notNull(),
  used_at: ts('used_at'),
  created_at: ts('created_at').notNull().defaultNow(),
});
