import * as yup from 'yup';

/** Register: only name and e-mail are checked here (spec section 5); the server checks the rest. */
export const registerSchema = yup.object({
  name: yup.string().trim().required('Name is required'),
  email: yup.string().trim().required('Email is required'),
});
