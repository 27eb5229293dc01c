module.exports = require('../tools/webpack/make-config.cjs').remoteConfig(__dirname, {
  name: 'mfe_masters',
  exposes: {
    './Resources': './src/resources.tsx',
    './CompanyMasterPage': './src/features/company-master/company-master-page.tsx',
    './BanksPage': './src/features/bank-masters/banks-page.tsx',
    './BankBranchesPage': './src/features/bank-masters/bank-branches-page.tsx',
    './PincodesPage': './src/features/pincodes/pincodes-page.tsx',
    './BranchUsersPage': './src/features/branch-users/branch-users-page.tsx',
    './WebFeedbackPage': './src/features/feedback/web-feedback-page.tsx',
    './AgreementRenewalPage': './src/features/agreements/agreements-page.tsx',
    './MasterTabPage': './src/features/master-tab/master-tab-page.tsx',
    './PublicFeedbackPage': './src/features/feedback/public-feedback-page.tsx',
    './MisMasterPage': './src/features/mis/mis-master-page.tsx',
    './MailSettingsPage': './src/features/mail-settings/mail-settings-page.tsx',
  },
});
