import { FORMAT_CHECKS, FORMAT_MESSAGES } from 'shared/resources';
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

/** PUT me/profile: what a staff member keeps about themselves (other fields are HR's). */
export interface MyProfileInput {
  name: string;
  surname: string;
  mobile_no: string;
  address: string;
  city: string;
  pincode: string;
}

export const MY_PROFILE_FIELDS: readonly { name: keyof MyProfileInput; label: string; max: number; format?: 'mobile' | 'pincode' }[] = [
  { name: 'name', label: 'First name', max: 100 },
  { name: 'surname', label: 'Last name', max: 100 },
  { name: 'mobile_no', label: 'Mobile Number', max: 20, format: 'mobile' },
  { name: 'address', label: 'Address', max: 1000 },
  { name: 'city', label: 'City', max: 100 },
  { name: 'pincode', label: 'Postal code', max: 6, format: 'pincode' },
];

/** The same checks in the form and the API: name required, mobile and pincode in their format when given. */
export function checkMyProfile(v: MyProfileInput): Record<string, string> {
  const out: Record<string, string> = {};
  if (!v.name.trim()) out.name = 'Name is required';
  for (const f of MY_PROFILE_FIELDS) {
    const value = v[f.name].trim();
    if (value.length > f.max) out[f.name] = `At most ${f.max} characters.`;
    else if (value && f.format && !FORMAT_CHECKS[f.format](value)) out[f.name] = FORMAT_MESSAGES[f.format];
  }
  return out;
}
