module.exports = require('../tools/webpack/make-config.cjs').remoteConfig(__dirname, {
  name: 'mfe_auth',
  exposes: {
    './LoginPage': './src/features/login/login-page.tsx',
    './EmployeeLoginPage': './src/features/login/employee-login-page.tsx',
    './BranchLoginPage': './src/features/login/branch-login-page.tsx',
  },
});
