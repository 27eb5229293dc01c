module.exports = require('../tools/webpack/make-config.cjs').remoteConfig(__dirname, {
  name: 'mfe_masters',
  exposes: {
    './Resources': './src/resources.tsx',
    './CompanyMasterPage': './src/features/company-master/company-master-page.tsx',
    './BanksPage': './src/features/bank-masters/banks-page.tsx',
    './BankBranchesPage': './src/features/bank-masters/bank-branches-page.tsx',
    './ApprovalMatrixPage': './src/features/approval-matrix/approval-matrix-page.tsx',
  },
});
