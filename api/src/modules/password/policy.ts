import { loadPasswordCheck, type PasswordOwner } from 'shared/resources';
import { badRequest } from '../../http/errors';

/**
 * Throws 400 on the password field when the new password breaks the rule (shared/resources
 * password-policy: length, the common-password list, the owner's name or e-mail). Every way a
 * password is set calls this: registration, own change, admin create/reset, update-password.
 */
export async function assertPasswordRule(password: string, owner: PasswordOwner, field = 'password', extra?: { data?: boolean }) {
  const problem = (await loadPasswordCheck()).problem(password, owner);
  if (problem) throw badRequest({ [field]: problem }, extra);
}
