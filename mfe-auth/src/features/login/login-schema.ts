import * as yup from 'yup';

/** Sign-in (all three kinds): both fields required, no format or length check (spec section 5). */
export const loginSchema = yup.object({
  email: yup.string().required('Enter Your Email'),
  password: yup.string().required('Enter Your Password'),
});
