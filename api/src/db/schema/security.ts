import { bigint, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Mirrors migrations/0150_sec_throttle.sql. */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const throttle = pgTable('throttle', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  window_start: ts('window_start').notNull().defaultNow(),
  strikes: integer('strikes').notNull().default(0),
  lim: integer('lim').notNull(),
  base_sec: integer('base_sec').notNull(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

export const uploadQuota = pgTable('upload_quota', {
  key: text('key').primaryKey(),
  bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
  day: date('day', { mode: 'string' }).notNull(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});
