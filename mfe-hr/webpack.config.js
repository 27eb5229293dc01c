module.exports = require('../tools/webpack/make-config.cjs').remoteConfig(__dirname, {
  name: 'mfe_hr',
  exposes: {
    './UsersPage': './src/features/users/users-page.tsx',
    './PageRightsPage': './src/features/rights/page-rights-page.tsx',
    './Resources': './src/resources.tsx',
  },
});
