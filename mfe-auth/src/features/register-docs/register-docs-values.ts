import { today } from 'shared/core';
import { normaliseCode } from 'shared/resources';
import { REGISTER_FILE_FIELDS, type RegisterFileField } from '../../model';
import { toFormData } from '../../lib/form-data';

const TEXT = {
  name: '',
  surname: '',
  email: '',
  mobile_no: '',
  address: '',
  pincode: '',
  adhaar_no: '',
  pancard_no: '',
  role: 'N/A',
  designation: 'N/A',
  joing_type: '',
  join_date: '',
  user_type: '',
  banks: '',
  branch_master_id: '',
  personal_contact: '',
  father_contact: '',
  mother_contact: '',
  ref_name: '',
  ref_number: '',
  ref_type_1: '',
  ref_name_1: '',
  ref_number_1: '',
  ref_type_2: '',
  ref_name_2: '',
  ref_number_2: '',
  acc_name: '',
  account_number: '',
  ifsc_code: '',
  bank_name: '',
  branch_name: '',
  password: '',
  password_confirmation: '',
};
type TextValues = typeof TEXT;
/** The pincodes picked (the kit's multi-lookup keeps a list). */
export type RegisterDocsValues = TextValues & { user_pincodes: string[] } & Record<RegisterFileField, File | null>;

export const registerDocsInitialValues = (): RegisterDocsValues => ({
  ...TEXT,
  join_date: today(),
  user_pincodes: [],
  ...(Object.fromEntries(REGISTER_FILE_FIELDS.map((f) => [f, null])) as Record<RegisterFileField, File | null>),
});

export const REGISTER_DOCS_FIELDS = Object.keys(registerDocsInitialValues());

/**
 * The extended onboarding payload (spec section 3). token is the sender's session, if any; status,
 * branch_head_approval ('No', section 9) and master_approval start unapproved: staff verify later.
 */
export function registerDocsPayload(values: RegisterDocsValues, token: string | undefined): FormData {
  const text: Record<string, string> = {};
  const files: Record<string, File | null> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string') text[key] = value.trim();
    else if (!Array.isArray(value)) files[key] = value;
  }
  // Passwords are sent exactly as typed.
  text.password = values.password;
  text.password_confirmation = values.password_confirmation;
  text.pancard_no = normaliseCode(text.pancard_no);
  text.ifsc_code = normaliseCode(text.ifsc_code);
  // Multipart text: the list as JSON, as the API reads it.
  text.user_pincodes = values.user_pincodes.length ? JSON.stringify(values.user_pincodes) : '';
  return toFormData({ ...text, token: token ?? '', status: '0', branch_head_approval: 'No', master_approval: 'No' }, files);
}
