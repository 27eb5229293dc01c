import * as yup from 'yup';
import { FORMAT_CHECKS, FORMAT_MESSAGES, type FieldFormat } from 'shared/resources';

/** The check of one registration text field when it is filled in. */
interface RegistrationCheck {
  test: (value: string) => boolean;
  message: string;
}

const format = (f: FieldFormat): RegistrationCheck => ({ test: FORMAT_CHECKS[f], message: FORMAT_MESSAGES[f] });

/**
 * The checks of the registration forms' text fields, run by the forms (register, register-docs)
 * and by POST /api/register alike, so both answer with the same words. Which fields a form
 * requires is the form's own business; a value that is there always passes the same check.
 */
export const REGISTRATION_CHECKS = {
  email: format('email'),
  mobile_no: format('mobile'),
  personal_contact: format('mobile'),
  father_contact: format('mobile'),
  mother_contact: format('mobile'),
  pincode: format('pincode'),
  adhaar_no: format('aadhaar'),
  pancard_no: format('pan'),
  ifsc_code: format('ifsc'),
  account_number: { test: (v) => /^[0-9]{9,18}$/.test(v.trim()), message: 'Account number must be 9 to 18 digits' },
  branch_master_id: { test: (v) => /^[1-9][0-9]{0,8}$/.test(v.trim()), message: 'Branch ID must be a number' },
} satisfies Record<string, RegistrationCheck>;

export type CheckedRegistrationField = keyof typeof REGISTRATION_CHECKS;

/** A yup text rule: empty passes (the form says whether it is required), anything else must pass the field's check. */
export function registrationRule(field: CheckedRegistrationField) {
  const { test, message } = REGISTRATION_CHECKS[field];
  return yup
    .string()
    .trim()
    .test(field, message, (v) => !v || test(v));
}
