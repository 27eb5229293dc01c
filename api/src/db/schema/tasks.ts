import { date, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { TaskStatus } from 'mfe-hr/model';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const tasks = pgTable('tasks', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description'),
  type: text('type'),
  linked_entity: text('linked_entity'),
  assigned_to: integer('assigned_to'),
  assigned_by: integer('assigned_by'),
  due_date: date('due_date', { mode: 'string' }),
  priority: text('priority').notNull().default('MEDIUM'),
  status: text('status').$type<TaskStatus>().notNull().default('0'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});
