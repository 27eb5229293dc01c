module.exports = require('../tools/webpack/make-config.cjs').remoteConfig(__dirname, {
  name: 'mfe_cases',
  exposes: {
    './Resources': './src/resources.tsx',
    './QueriesPage': './src/features/queries/queries-page.tsx',
    './DedupePage': './src/features/dedupe/dedupe-page.tsx',
    './SameDayCasesPage': './src/features/same-day/same-day-page.tsx',
    './InitiatedCasesPage': './src/features/initiate/initiated-cases-page.tsx',
    './CaseAllocationPage': './src/features/allocation/case-allocation-page.tsx',
    './WorkInProgressPage': './src/features/workbench/wip-cases-page.tsx',
    './WorkbenchPage': './src/features/workbench/workbench-page.tsx',
    './StageReviewPage': './src/features/review/stage-review-page.tsx',
    './CasesOnHoldPage': './src/features/hold/cases-on-hold-page.tsx',
    './CompletedCasesPage': './src/features/completed/completed-cases-page.tsx',
    './UploadDocumentsPage': './src/features/documents/upload-documents-page.tsx',
    './SiteEngineerPage': './src/features/site-engineer/site-engineer-page.tsx',
    './SplitScreenPage': './src/features/split-screen/split-screen-page.tsx',
  },
});
