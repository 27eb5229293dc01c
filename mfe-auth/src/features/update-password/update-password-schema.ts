import * as yup from 'yup';
import { newPassword } from 'shared/kit';

const REQUIRED = 'This field is required';

/** Both update-password screens (spec section 5). */
export const updatePasswordSchema = yup.object({
  // The owner is not known from a reset link: the server adds the name and e-mail check.
  password: newPassword(REQUIRED),
  confirmation_password: yup
    .string()
    .required(REQUIRED)
    .oneOf([yup.ref('password')], 'Passwords must match'),
});
