import { today } from 'shared/core';
import { toFormData } from '../../lib/form-data';

export const registerInitialValues = () => ({
  name: '',
  email: '',
  mobile_no: '',
  address: '',
  pincode: '',
  join_date: today(),
  password: '',
  password_confirmation: '',
});

export type RegisterValues = ReturnType<typeof registerInitialValues>;
export const REGISTER_FIELDS = Object.keys(registerInitialValues()) as (keyof RegisterValues)[];

/** The registration payload (spec section 3): role and designation default to 'N/A'. */
export function registerPayload(values: RegisterValues): FormData {
  return toFormData({
    ...values,
    name: values.name.trim(),
    email: values.email.trim(),
    role: 'N/A',
    designation: 'N/A',
  });
}
