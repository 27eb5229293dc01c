import type { users } from '../../db/schema/index';
import type { RegisterInput } from './validate';

type UserInsert = typeof users.$inferInsert;

/**
 * The applicant's own columns from a validated registration, `undefined` where the form left a
 * field empty, so a merge into an existing application (see merge.ts) keeps what was there.
 */
export function applicantColumns(v: RegisterInput): Partial<UserInsert> {
  return {
    name: v.name,
    surname: v.surname,
    role: v.role,
    designation: v.designation,
    mobile_no: v.mobile_no,
    join_date: v.join_date,
    pincode: v.pincode,
    address: v.address,
    pan: v.pancard_no,
    aadhaar_last4: v.adhaar_no ? v.adhaar_no.replace(/\s+/g, '').slice(-4) : undefined,
    user_type: v.user_type,
    ref_name: v.ref_name,
    ref_number: v.ref_number,
    account_number: v.account_number,
    acc_name: v.acc_name,
    ifsc_code: v.ifsc_code,
    bank_name: v.bank_name,
    branch_name: v.branch_name,
    joing_type: v.joing_type,
    personal_contact: v.personal_contact,
    father_contact: v.father_contact,
    mother_contact: v.mother_contact,
    ref_type_1: v.ref_type_1,
    ref_name_1: v.ref_name_1,
    ref_number_1: v.ref_number_1,
    ref_type_2: v.ref_type_2,
    ref_name_2: v.ref_name_2,
    ref_number_2: v.ref_number_2,
    user_pincodes: v.user_pincodes?.length ? v.user_pincodes : undefined,
    banks: v.banks,
    branch_master_id: v.branch_master_id ? Number(v.branch_master_id) : undefined,
  };
}

/** The columns a form filled in (a merge never blanks what an earlier form gave). */
export function filledColumns(v: RegisterInput): Partial<UserInsert> {
  return Object.fromEntries(Object.entries(applicantColumns(v)).filter(([, x]) => x !== undefined && x !== '')) as Partial<UserInsert>;
}
