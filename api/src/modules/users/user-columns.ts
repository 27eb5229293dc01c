import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companyBranches, users } from '../../db/schema/index';
import type { Joinable, Row } from '../../kit/index';

/** The users list selection: the user without the password hash, with branch and manager names. */
export const manager = alias(users, 'manager');

export const userListColumns = {
  id: users.id,
  name: users.name,
  surname: users.surname,
  email: users.email,
  kind: users.kind,
  role: users.role,
  designation: users.designation,
  company_branch_id: users.company_branch_id,
  company_branch_name: companyBranches.branch_name,
  reporting_manager_id: users.reporting_manager_id,
  reporting_manager_name: manager.name,
  mobile_no: users.mobile_no,
  pan: users.pan,
  aadhaar_last4: users.aadhaar_last4,
  join_date: users.join_date,
  rating: users.rating,
  status: users.status,
  address: users.address,
  city: users.city,
  country: users.country,
  pincode: users.pincode,
  about: users.about,
  user_pincodes: users.user_pincodes,
  created_at: users.created_at,
  updated_at: users.updated_at,
  version: users.version,
};

export const joinUserNames = (q: Joinable) =>
  q
    .leftJoin(companyBranches, eq(companyBranches.id, users.company_branch_id))
    .leftJoin(manager, eq(manager.id, users.reporting_manager_id));

export function userDto(row: Row): Row {
  return {
    ...row,
    rating: Number(row.rating),
    created_at: row.created_at instanceof Date ? row.created_at.toISOString() : row.created_at,
    updated_at: row.updated_at instanceof Date ? row.updated_at.toISOString() : row.updated_at,
  };
}
