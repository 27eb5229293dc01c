import * as yup from 'yup';
import { newPassword } from 'shared/kit';
import { registerPincodesError, registrationRule as rule } from '../../model';
import { ACCEPTED_TYPES, MAX_FILE_BYTES } from './register-docs-options';

export const MESSAGES = {
  fileSize: 'The file must be 5 MB or smaller',
  fileType: 'Upload a PDF, JPEG, PNG or WebP file',
} as const;

const contact = (field: 'personal_contact' | 'father_contact' | 'mother_contact', required: string) => rule(field).required(required);

const file = yup
  .mixed<File>()
  .nullable()
  .test('size', MESSAGES.fileSize, (f) => !f || f.size <= MAX_FILE_BYTES)
  .test('type', MESSAGES.fileType, (f) => !f || ACCEPTED_TYPES.includes(f.type));

/** Extended onboarding (spec section 5) plus the Indian field formats of DOMAIN.md. */
export const registerDocsSchema = yup.object({
  name: yup.string().trim().required('Name is required'),
  email: rule('email').required('Email is required'),
  role: yup.string().required('Role is required'),
  password: newPassword('Password is required'),
  password_confirmation: yup
    .string()
    .required('Passwords must match')
    .oneOf([yup.ref('password')], 'Passwords must match'),
  mobile_no: rule('mobile_no'),
  pincode: rule('pincode').required('Pincode is required'),
  personal_contact: contact('personal_contact', 'Personal contact number is required'),
  father_contact: contact('father_contact', "Father's contact number is required"),
  mother_contact: contact('mother_contact', "Mother's contact number is required"),
  adhaar_no: rule('adhaar_no'),
  pancard_no: rule('pancard_no'),
  ifsc_code: rule('ifsc_code'),
  account_number: rule('account_number'),
  branch_master_id: rule('branch_master_id'),
  user_pincodes: yup.array(yup.string().required()).test('pincodes', function (v) {
    const message = registerPincodesError(v);
    return message ? this.createError({ message }) : true;
  }),
  cv_file: file,
  adhaar_card_file: file,
  pancard_file: file,
  kyc: file,
  marksheet: file,
  driving_licence_file: file,
  photograph: file,
  cancelled_cheque: file,
});
