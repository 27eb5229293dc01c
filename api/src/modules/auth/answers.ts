import { bool, dataOf, int, listOf, nullable, object, text, time } from '../../http/answer-schemas';
import { userAnswer } from '../users/answers';

/** The answers of sign-in, GET /api/me, the sessions and the second factor (shared/resources api-types). */

const signedIn = {
  user: userAnswer,
  Employee: object({ id: int, name: text, email: text }),
  branch: object({ id: int, name: text, email: text, bank_branch_id: nullable(int) }),
};

/** The login data without the token: a staff user (with Employee for an employee) or a branch login. */
export const meAnswer = { 200: object(signedIn) };

/** POST login, employeelogin, branchlogin. */
export const loginAnswer = { 200: object({ token: text, ...signedIn }, { required: ['token'] }) };

/** `{ data: '<what was done>' }`. */
export const doneAnswer = { 200: dataOf(text) };

export const sessionsAnswer = {
  200: dataOf(listOf(object({ started_at: time, last_seen_at: time, expires_at: time, mfa: bool, current: bool }))),
};

export const totpStateAnswer = { 200: dataOf(object({ enabled: bool, required: bool })) };
export const totpSetupAnswer = { 200: dataOf(object({ secret: text, uri: text, qr: text })) };
/** The recovery codes are answered once, here. */
export const totpEnabledAnswer = { 200: dataOf(object({ recovery_codes: listOf(text) })) };
export const totpDisabledAnswer = { 200: dataOf(object({ enabled: bool })) };
