import type { PageDecl } from 'shared/resources';

/** Sign-in screens use the auth layout; the reset and registration screens need no session. */
export const pages: PageDecl[] = [
  { path: '/auth/login', title: 'Sign In', module: './LoginPage', layout: 'auth' },
  { path: '/auth/employeeLogin', title: 'Employee Login', module: './EmployeeLoginPage', layout: 'auth' },
  { path: '/auth/branchlogin', title: 'Branch Login', module: './BranchLoginPage', layout: 'auth' },
  { path: '/forgot-password', title: 'Reset Your Password', module: './ForgotPasswordPage', layout: 'public' },
  { path: '/register-user', title: 'Register', module: './RegisterPage', layout: 'public', wide: true },
  { path: '/register-docs', title: 'Upload Documents', module: './RegisterDocsPage', layout: 'public', wide: true },
  { path: '/register-success', title: 'Registration Successful', module: './RegisterSuccessPage', layout: 'public' },
  { path: '/update-password', title: 'Update Your Password', module: './UpdatePasswordPage', layout: 'public' },
  {
    path: '/banker-update-password',
    title: 'Update Your Password',
    module: './BankerUpdatePasswordPage',
    layout: 'public',
  },
];
