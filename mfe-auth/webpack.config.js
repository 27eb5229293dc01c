module.exports = require('../tools/webpack/make-config.cjs').remoteConfig(__dirname, {
  name: 'mfe_auth',
  exposes: {
    './LoginPage': './src/features/login/login-page.tsx',
    './EmployeeLoginPage': './src/features/login/employee-login-page.tsx',
    './BranchLoginPage': './src/features/login/branch-login-page.tsx',
    './ForgotPasswordPage': './src/features/forgot-password/forgot-password-page.tsx',
    './RegisterPage': './src/features/register/register-page.tsx',
    './RegisterDocsPage': './src/features/register-docs/register-docs-page.tsx',
    './RegisterSuccessPage': './src/features/register-success/register-success-page.tsx',
    './UpdatePasswordPage': './src/features/update-password/update-password-page.tsx',
    './BankerUpdatePasswordPage': './src/features/update-password/banker-update-password-page.tsx',
  },
});
