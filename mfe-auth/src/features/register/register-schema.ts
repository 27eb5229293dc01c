import * as yup from 'yup';

import { newPassword } from 'shared/kit';

/** Register: name, e-mail (spec section 5) and the password rule (issue 24); the server checks the rest. */
export const registerSchema = yup.object({
  name: yup.string().trim().required('Name is required'),
  email: yup.string().trim().required('Email is required'),
  password: newPassword('Password is required'),
});
