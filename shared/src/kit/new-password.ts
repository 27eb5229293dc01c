import * as yup from 'yup';
import { loadPasswordCheck, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, type PasswordOwner } from '../resources/password-policy';

/**
 * A new password under the product's one rule (shared/resources password-policy, the API's words):
 * the length at once, the common-password list and the owner's name and e-mail (taken from the
 * form's `name`, `surname`, `email`, or `owner` when the form has none) once the list has loaded.
 */
export const newPassword = (requiredMessage: string, owner: PasswordOwner = {}) =>
  yup
    .string()
    .required(requiredMessage)
    .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.short)
    .test('password-rule', async function rule(value) {
      if (!value) return true;
      const parent = this.parent as PasswordOwner;
      const problem = (await loadPasswordCheck()).problem(value, { ...owner, ...parent });
      return problem ? this.createError({ message: problem }) : true;
    });
