module.exports = require('../tools/webpack/make-config.cjs').remoteConfig(__dirname, {
  name: 'mfe_hr',
  exposes: {
    './UsersPage': './src/features/users/users-page.tsx',
    './PageRightsPage': './src/features/rights/page-rights-page.tsx',
    './Resources': './src/resources.tsx',
    './LeavePage': './src/features/leave/leave-page.tsx',
    './MyLeavePage': './src/features/my-work/my-leave-page.tsx',
    './MyWorkPage': './src/features/my-work/my-work-page.tsx',
    './TicketsPage': './src/features/tickets/tickets-page.tsx',
    './ApplicantsPage': './src/features/applicants/applicants-page.tsx',
    './AssetsPage': './src/features/assets/assets-page.tsx',
    './OfferLetterPage': './src/features/letters/offer-letter-page.tsx',
    './LeavingLetterPage': './src/features/letters/leaving-letter-page.tsx',
    './LearningsPage': './src/features/learnings/learnings-page.tsx',
    './EmployeeLocationPage': './src/features/locations/employee-location-page.tsx',
    './TutorialsPage': './src/features/tutorials/tutorials-page.tsx',
  },
});
