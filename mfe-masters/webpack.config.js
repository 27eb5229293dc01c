module.exports = require('../tools/webpack/make-config.cjs').remoteConfig(__dirname, {
  name: 'mfe_masters',
  exposes: {
    './BranchMasterPage': './src/features/branch-master/branch-master-page.tsx',
    './CompanyMasterPage': './src/features/company-master/company-master-page.tsx',
    './BanksPage': './src/features/bank-masters/banks-page.tsx',
    './BankBranchesPage': './src/features/bank-masters/bank-branches-page.tsx',
    './PincodesPage': './src/features/pincodes/pincodes-page.tsx',
    './DocumentMasterPage': './src/features/document-master/document-master-page.tsx',
    './NdmaParameterPage': './src/features/ndma/ndma-page.tsx',
    './EmailDetailsPage': './src/features/email-details/email-details-page.tsx',
    './BranchUsersPage': './src/features/branch-users/branch-users-page.tsx',
    './NotesPage': './src/features/notes/notes-page.tsx',
    './AgreementRenewalPage': './src/features/agreements/agreements-page.tsx',
    './MasterTabPage': './src/features/master-tab/master-tab-page.tsx',
  },
});
