import type { MyLeaveBalance } from './leave';

/**
 * My work: what every signed-in staff member reads and does about themselves (API /api/me/…,
 * route right `staff`: the caller's own identity, never HR's rights).
 */
export interface MyLeave {
  id: number;
  user_id: number;
  leave_type: string;
  from_date: string;
  to_date: string;
  half_days: string;
  days: number;
  reason: string;
  status: string;
  decision_comment: string | null;
  version: number;
}

export interface MyLeaveOverview {
  year: number;
  balances: MyLeaveBalance[];
  leaves: MyLeave[];
}

export interface MyTask {
  id: number;
  assigned_to: number;
  title: string;
  due_date: string | null;
  priority: string;
  status: string;
  assigned_by_name: string | null;
}

export interface MyTicket {
  id: number;
  raised_by: number;
  ticket_no: string | null;
  subject: string;
  priority: string;
  status: string;
  created_at: string;
}

export interface MyAsset {
  id: number;
  assigned_to: number;
  tag: string;
  category: string;
  make_model: string;
  serial_no: string | null;
  issued_on: string | null;
}

export interface MyWork {
  tasks: MyTask[];
  tickets: MyTicket[];
  assets: MyAsset[];
}

export const MY_LEAVE_MESSAGES = {
  notYours: 'Leave not found among your leaves. Reload the page.',
} as const;
