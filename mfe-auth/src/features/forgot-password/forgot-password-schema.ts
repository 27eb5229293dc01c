import * as yup from 'yup';

/** The same check as the API's (api/src/modules/password). */
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const forgotPasswordSchema = yup.object({
  email: yup.string().trim().required('Enter Your Email').matches(EMAIL_RE, 'Invalid Email address'),
});
