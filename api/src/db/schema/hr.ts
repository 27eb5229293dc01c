import { date, integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Mirrors migrations/05xx_hr_*.sql (the SQL stays the source of truth). */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const days = (name: string) => numeric(name, { precision: 5, scale: 1, mode: 'number' });
const audit = () => ({
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

/** The holiday list (table made by the cases' 0210, primary key day; 0500 adds id, kind, audit). */
export const hrHolidays = pgTable('holidays', {
  id: serial('id').notNull(),
  day: date('day', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').notNull().default('FESTIVAL'),
  ...audit(),
});

export const leaves = pgTable('leaves', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').notNull(),
  leave_type: text('leave_type').notNull(),
  from_date: date('from_date', { mode: 'string' }).notNull(),
  to_date: date('to_date', { mode: 'string' }).notNull(),
  half_days: text('half_days').notNull().default('NONE'),
  days: days('days').notNull(),
  reason: text('reason').notNull(),
  status: text('status').notNull().default('PENDING'),
  decided_by: integer('decided_by'),
  decided_at: ts('decided_at'),
  decision_comment: text('decision_comment'),
  applied_by: integer('applied_by'),
  ...audit(),
});

export const leaveEvents = pgTable('leave_events', {
  id: serial('id').primaryKey(),
  leave_id: integer('leave_id').notNull(),
  move: text('move').notNull(),
  from_status: text('from_status'),
  to_status: text('to_status').notNull(),
  comment: text('comment'),
  by_user: integer('by_user'),
  at: ts('at').notNull().defaultNow(),
});

export const leaveBalances = pgTable('leave_balances', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').notNull(),
  year: integer('year').notNull(),
  leave_type: text('leave_type').notNull(),
  allotted: days('allotted').notNull().default(0),
  used: days('used').notNull().default(0),
  ...audit(),
});

/** Yearly entitlement per leave type and employment type (migration 1020). */
export const leavePolicies = pgTable('leave_policies', {
  id: serial('id').primaryKey(),
  leave_type: text('leave_type').notNull(),
  employment_type: text('employment_type').notNull().default('ALL'),
  days_per_year: days('days_per_year').notNull(),
  carry_forward_max: days('carry_forward_max').notNull().default(0),
  ...audit(),
});

/** One set of page rights per role, given at an applicant's master approval (migration 1056). */
export const rightsTemplates = pgTable('rights_templates', {
  id: serial('id').primaryKey(),
  role: text('role').notNull(),
  rights: jsonb('rights').$type<string[]>().notNull(),
  ...audit(),
});

export const tickets = pgTable('tickets', {
  id: serial('id').primaryKey(),
  ticket_no: text('ticket_no'),
  subject: text('subject').notNull(),
  type: text('type').notNull(),
  priority: text('priority').notNull().default('MEDIUM'),
  description: text('description').notNull(),
  raised_by: integer('raised_by'),
  assigned_to: integer('assigned_to'),
  sla_due: ts('sla_due').notNull(),
  status: text('status').notNull().default('OPEN'),
  resolved_at: ts('resolved_at'),
  closed_at: ts('closed_at'),
  ...audit(),
});

export const ticketComments = pgTable('ticket_comments', {
  id: serial('id').primaryKey(),
  ticket_id: integer('ticket_id').notNull(),
  author_id: integer('author_id'),
  body: text('body').notNull(),
  move: text('move'),
  attachment: jsonb('attachment'),
  created_at: ts('created_at').notNull().defaultNow(),
});

export const applicantReviews = pgTable('applicant_reviews', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').notNull(),
  move: text('move').notNull(),
  reason: text('reason'),
  role: text('role'),
  /** A master approval's rights template, by its role name then, and the rights it gave. */
  template: text('template'),
  rights_given: jsonb('rights_given').$type<string[]>(),
  by_user: integer('by_user'),
  at: ts('at').notNull().defaultNow(),
});

export const assets = pgTable('assets', {
  id: serial('id').primaryKey(),
  tag: text('tag').notNull(),
  category: text('category').notNull(),
  make_model: text('make_model').notNull(),
  serial_no: text('serial_no'),
  purchase_date: date('purchase_date', { mode: 'string' }),
  cost: numeric('cost', { precision: 12, scale: 2, mode: 'number' }),
  warranty_to: date('warranty_to', { mode: 'string' }),
  status: text('status').notNull().default('IN_STOCK'),
  assigned_to: integer('assigned_to'),
  notes: text('notes'),
  ...audit(),
});

export const assetAssignments = pgTable('asset_assignments', {
  id: serial('id').primaryKey(),
  asset_id: integer('asset_id').notNull(),
  user_id: integer('user_id').notNull(),
  issued_on: date('issued_on', { mode: 'string' }).notNull(),
  issue_condition: text('issue_condition').notNull(),
  returned_on: date('returned_on', { mode: 'string' }),
  return_condition: text('return_condition'),
  note: text('note'),
  issued_by: integer('issued_by'),
  returned_by: integer('returned_by'),
  created_at: ts('created_at').notNull().defaultNow(),
});

export const letterTemplates = pgTable('letter_templates', {
  type: text('type').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  updated_by: integer('updated_by'),
  updated_at: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

export const hrLetters = pgTable('hr_letters', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  letter_no: text('letter_no'),
  user_id: integer('user_id').notNull(),
  designation: text('designation'),
  branch_name: text('branch_name'),
  /** The person's name as issued (searched beside the letter number). */
  employee_name: text('employee_name'),
  joining_date: date('joining_date', { mode: 'string' }),
  leaving_date: date('leaving_date', { mode: 'string' }),
  salary: numeric('salary', { precision: 12, scale: 2, mode: 'number' }),
  issued_on: date('issued_on', { mode: 'string' }).notNull(),
  title: text('title'),
  body_text: text('body_text'),
  pdf_path: text('pdf_path'),
  created_by: integer('created_by'),
  ...audit(),
});

export const learnings = pgTable('learnings', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  category: text('category').notNull(),
  body: text('body').notNull(),
  body_text: text('body_text').notNull().default(''),
  attachment: jsonb('attachment'),
  author_id: integer('author_id'),
  ...audit(),
});

export const employeePositions = pgTable('employee_positions', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').notNull(),
  lat: numeric('lat', { precision: 9, scale: 6, mode: 'number' }).notNull(),
  lng: numeric('lng', { precision: 9, scale: 6, mode: 'number' }).notNull(),
  accuracy_m: numeric('accuracy_m', { precision: 9, scale: 1, mode: 'number' }),
  source: text('source').notNull(),
  note: text('note'),
  case_id: integer('case_id'),
  at: ts('at').notNull().defaultNow(),
});

export const tutorials = pgTable('tutorials', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  page_path: text('page_path').notNull(),
  steps: text('steps').notNull(),
  screenshot: jsonb('screenshot'),
  video: jsonb('video'),
  author_id: integer('author_id'),
  ...audit(),
});
