import * as yup from 'yup';
import { isAadhaar, isEmail, isIfsc, isMobile, isPan, isPincode } from 'shared/resources';
import { ACCEPTED_TYPES, MAX_FILE_BYTES } from './register-docs-options';

export const MESSAGES = {
  aadhaar: 'Enter a valid 12-digit Aadhaar number',
  pan: 'Enter a valid PAN, e.g. ABCPE1234F',
  ifsc: 'Enter a valid IFSC, e.g. SBIN0001234',
  pincode: 'Enter a valid 6-digit pincode',
  mobile: 'Enter a valid 10-digit mobile number',
  pincodes: 'Enter 6-digit pincodes separated by commas',
  fileSize: 'The file must be 5 MB or smaller',
  fileType: 'Upload a PDF, JPEG, PNG or WebP file',
} as const;

const optional = (test: (v: string) => boolean, message: string) =>
  yup.string().trim().test('format', message, (v) => !v || test(v));
const contact = (required: string) => yup.string().trim().required(required).test('mobile', MESSAGES.mobile, (v) => !v || isMobile(v));

export const splitPincodes = (v: string) => v.split(/[\s,]+/).filter(Boolean);

const file = yup
  .mixed<File>()
  .nullable()
  .test('size', MESSAGES.fileSize, (f) => !f || f.size <= MAX_FILE_BYTES)
  .test('type', MESSAGES.fileType, (f) => !f || ACCEPTED_TYPES.includes(f.type));

/** Extended onboarding (spec section 5) plus the Indian field formats of DOMAIN.md. */
export const registerDocsSchema = yup.object({
  name: yup.string().trim().required('Name is required'),
  email: yup.string().trim().required('Email is required').test('email', 'Invalid Email address', (v) => !v || isEmail(v)),
  role: yup.string().required('Role is required'),
  password: yup.string().required('Password is required').min(8, 'Password must be at least 8 characters'),
  password_confirmation: yup
    .string()
    .required('Passwords must match')
    .oneOf([yup.ref('password')], 'Passwords must match'),
  mobile_no: optional(isMobile, MESSAGES.mobile),
  pincode: yup.string().trim().required('Pincode is required').test('pincode', MESSAGES.pincode, (v) => !v || isPincode(v)),
  personal_contact: contact('Personal contact number is required'),
  father_contact: contact("Father's contact number is required"),
  mother_contact: contact("Mother's contact number is required"),
  adhaar_no: optional(isAadhaar, MESSAGES.aadhaar),
  pancard_no: optional(isPan, MESSAGES.pan),
  ifsc_code: optional(isIfsc, MESSAGES.ifsc),
  account_number: optional((v) => /^[0-9]{9,18}$/.test(v), 'Account number must be 9 to 18 digits'),
  branch_master_id: optional((v) => /^[1-9][0-9]{0,8}$/.test(v), 'Branch ID must be a number'),
  user_pincodes: optional((v) => splitPincodes(v).every(isPincode), MESSAGES.pincodes),
  cv_file: file,
  adhaar_card_file: file,
  pancard_file: file,
  kyc: file,
  marksheet: file,
  driving_licence_file: file,
  photograph: file,
  cancelled_cheque: file,
});
