import * as yup from 'yup';
import { isEmail } from 'shared/resources';

export const forgotPasswordSchema = yup.object({
  email: yup
    .string()
    .trim()
    .required('Enter Your Email')
    .test('email', 'Invalid Email address', (v) => !v || isEmail(v)),
});
