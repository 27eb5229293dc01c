import type { PageDecl } from 'shared/resources';

export const pages: PageDecl[] = [
  { path: '/auth/login', title: 'Sign In', module: './LoginPage', layout: 'auth' },
  { path: '/auth/employeeLogin', title: 'Employee Login', module: './EmployeeLoginPage', layout: 'auth' },
  { path: '/auth/branchlogin', title: 'Branch Login', module: './BranchLoginPage', layout: 'auth' },
];
