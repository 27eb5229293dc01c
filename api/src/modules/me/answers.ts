import { dataOf, day, int, listOf, messageOnly, nullable, num, object, text } from '../../http/answer-schemas';

/** The answers of My work (mfe-hr/model my-work.ts). */

const balance = object({ leave_type: text, allotted: num, used: num, pending: num, available: num });
const leave = object({
  id: int,
  user_id: int,
  leave_type: text,
  from_date: day,
  to_date: day,
  half_days: text,
  days: num,
  reason: text,
  status: text,
  decision_comment: nullable(text),
  version: int,
});

export const myLeaveAnswer = { 200: dataOf(object({ year: int, balances: listOf(balance), leaves: listOf(leave) })) };
export const leaveAppliedAnswer = { 201: messageOnly };
export const messageAnswer = { 200: messageOnly };

const task = object({
  id: int,
  assigned_to: int,
  title: text,
  due_date: nullable(day),
  priority: text,
  status: text,
  assigned_by_name: nullable(text),
});
/** created_at: the day it was raised (YYYY-MM-DD, India time). */
const ticket = object({ id: int, raised_by: int, ticket_no: nullable(text), subject: text, priority: text, status: text, created_at: day });
const asset = object({
  id: int,
  assigned_to: int,
  tag: text,
  category: text,
  make_model: text,
  serial_no: nullable(text),
  issued_on: nullable(day),
});

export const myWorkAnswer = { 200: dataOf(object({ tasks: listOf(task), tickets: listOf(ticket), assets: listOf(asset) })) };
