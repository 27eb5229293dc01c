/** The three sign-in screens' kinds of login; each posts to its own API call. */
export type LoginKind = 'admin' | 'employee' | 'branch';

/** The API's sign-in call of each kind, under /api (spec: login, employeelogin, branchlogin). */
export const LOGIN_API_PATH: Record<LoginKind, string> = { admin: 'login', employee: 'employeelogin', branch: 'branchlogin' };

/** The one localStorage key the browser keeps its session under. */
export const SESSION_STORAGE_KEY = 'valuation-backoffice.login';
