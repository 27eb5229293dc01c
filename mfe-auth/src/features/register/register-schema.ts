import * as yup from 'yup';

import { newPassword } from 'shared/kit';

/**
 * Register: an empty form is checked for name and e-mail only (spec section 5; the server answers
 * for the rest); a password once typed is held to the product's rule (issue 24) as it is typed.
 */
export const registerSchema = yup.object({
  name: yup.string().trim().required('Name is required'),
  email: yup.string().trim().required('Email is required'),
  password: newPassword('Password is required')
    .transform((v: string) => (v === '' ? undefined : v))
    .notRequired(),
});
