import * as yup from 'yup';
import { isMobile, normaliseCode, normaliseMobile, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from 'shared/resources';
import { registerPincodesError, REGISTRATION_CHECKS, registrationRule as rule } from 'mfe-auth/model';
import { businessToday } from '../../kit/business-time';

/** Text fields the public registration accepts; everything else in the form is ignored. */
export const REGISTER_TEXT_FIELDS = [
  'name',
  'surname',
  'email',
  'role',
  'password',
  'password_confirmation',
  'mobile_no',
  'designation',
  'join_date',
  'pincode',
  'user_pincodes',
  'banks',
  'branch_master_id',
  'user_type',
  'ref_name',
  'ref_number',
  'adhaar_no',
  'address',
  'pancard_no',
  'account_number',
  'acc_name',
  'ifsc_code',
  'branch_name',
  'bank_name',
  'joing_type',
  'personal_contact',
  'father_contact',
  'mother_contact',
  'ref_type_1',
  'ref_name_1',
  'ref_number_1',
  'ref_type_2',
  'ref_name_2',
  'ref_number_2',
  // Sent by the forms but never taken from a self-registration: token (the sender's session),
  // status (new registrations wait for verification), branch_head_approval and master_approval.
] as const;

const opt = (max = 200) => yup.string().trim().max(max, `At most ${max} characters.`).optional();
// The forms' checks (mfe-auth/model), so the page and the API answer with the same words.
const mobile = (field: 'mobile_no' | 'personal_contact' | 'father_contact' | 'mother_contact') =>
  rule(field)
    .optional()
    .transform((v: string | undefined) => (v && isMobile(v) ? normaliseMobile(v) : v));

function isIsoDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
}

export const registerSchema = yup.object({
  name: yup.string().trim().required('Name is required').max(100, 'Name must be at most 100 characters.'),
  email: yup
    .string()
    .trim()
    .lowercase()
    .required('Email is required')
    .max(254, 'Email must be at most 254 characters.')
    .test('email', REGISTRATION_CHECKS.email.message, (v) => !v || REGISTRATION_CHECKS.email.test(v)),
  password: yup
    .string()
    .required('Password is required')
    .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.short)
    .max(200, 'Password must be at most 200 characters.'),
  password_confirmation: yup
    .string()
    .required('Passwords must match')
    .oneOf([yup.ref('password')], 'Passwords must match'),
  role: opt(50),
  designation: opt(100),
  surname: opt(100),
  join_date: yup
    .string()
    .trim()
    .optional()
    .test('date', 'Joining date must be a date (YYYY-MM-DD).', (v) => !v || isIsoDate(v)),
  mobile_no: mobile('mobile_no'),
  personal_contact: mobile('personal_contact'),
  father_contact: mobile('father_contact'),
  mother_contact: mobile('mother_contact'),
  pincode: rule('pincode').optional(),
  adhaar_no: rule('adhaar_no').optional(),
  pancard_no: rule('pancard_no')
    .optional()
    .transform((v: string | undefined) => (v ? normaliseCode(v) : v)),
  ifsc_code: rule('ifsc_code')
    .optional()
    .transform((v: string | undefined) => (v ? normaliseCode(v) : v)),
  // A JSON list of pincodes (multipart text), checked by the form's rule (6 digits each, none twice).
  user_pincodes: yup
    .mixed<string[]>()
    .optional()
    .transform((v: unknown) => {
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    })
    .test('pincodes', function (v) {
      const message = registerPincodesError(v);
      return message ? this.createError({ message }) : true;
    }),
  branch_master_id: rule('branch_master_id').optional(),
  address: opt(1000),
  banks: opt(2000),
  user_type: opt(50),
  ref_name: opt(),
  ref_number: opt(30),
  account_number: rule('account_number').optional(),
  acc_name: opt(),
  branch_name: opt(),
  bank_name: opt(),
  joing_type: opt(50),
  ref_type_1: opt(50),
  ref_name_1: opt(),
  ref_number_1: opt(30),
  ref_type_2: opt(50),
  ref_name_2: opt(),
  ref_number_2: opt(30),
});

export type RegisterInput = yup.InferType<typeof registerSchema>;

/**
 * Validates the raw text fields (empty strings count as absent). Answers the clean values or the
 * field messages (first message per field).
 */
export function validateRegister(
  raw: Record<string, unknown>,
): { ok: true; value: RegisterInput & { join_date: string } } | { ok: false; fields: Record<string, string> } {
  const input: Record<string, string> = {};
  for (const key of REGISTER_TEXT_FIELDS) {
    const v = raw[key];
    if (v === undefined || v === null) continue;
    const s = typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';
    if (s.trim() !== '' || key === 'password' || key === 'password_confirmation') {
      if (s !== '') input[key] = s;
    }
  }
  try {
    const value = registerSchema.validateSync(input, { abortEarly: false, stripUnknown: true });
    return { ok: true, value: { ...value, join_date: value.join_date || businessToday() } };
  } catch (err) {
    if (!(err instanceof yup.ValidationError)) throw err;
    const fields: Record<string, string> = {};
    for (const e of err.inner.length ? err.inner : [err]) {
      const path = e.path ?? '_';
      if (!fields[path]) fields[path] = e.message;
    }
    // Report in form order.
    const ordered: Record<string, string> = {};
    for (const key of [...REGISTER_TEXT_FIELDS, '_']) if (fields[key]) ordered[key] = fields[key];
    return { ok: false, fields: ordered };
  }
}
