export const LOGINS = [
  { name: 'admin', email: 'admin@example.com', path: '/api/login' },
  { name: 'hr', email: 'hr@example.com', path: '/api/login' },
  { name: 'employee', email: 'employee@example.com', path: '/api/employeelogin' },
  { name: 'branch', email: 'branch@example.com', path: '/api/branchlogin' },
] as const;

/** A route's URL with its parameters filled: ids that do not exist (nothing is changed by accident). */
export function fillUrl(url: string, fill: (param: string) => string = () => '999999'): string {
  return url.replace(/:([A-Za-z_]+)/g, (_, p: string) => fill(p)).replace(/\*$/, 'x');
}
