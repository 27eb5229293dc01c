import * as yup from 'yup';

const REQUIRED = 'This field is required';

/** Both update-password screens (spec section 5). */
export const updatePasswordSchema = yup.object({
  password: yup.string().required(REQUIRED),
  confirmation_password: yup
    .string()
    .required(REQUIRED)
    .oneOf([yup.ref('password')], 'Passwords must match'),
});
