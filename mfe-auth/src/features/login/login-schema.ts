/** The sign-in form's values (all three kinds). */
interface LoginValues {
  email: string;
  password: string;
}

/**
 * Sign-in (all three kinds): both fields required, no format or length check (spec section 5).
 * A plain Formik `validate` rather than a yup schema: yup is ~13 KB gzip that the sign-in page
 * would otherwise be the only one on its path to load.
 */
export function validateLogin({ email, password }: LoginValues): Partial<Record<keyof LoginValues, string>> {
  const errors: Partial<Record<keyof LoginValues, string>> = {};
  if (!email) errors.email = 'Enter Your Email';
  if (!password) errors.password = 'Enter Your Password';
  return errors;
}
