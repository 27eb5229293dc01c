module.exports = require('../tools/webpack/make-config.cjs').remoteConfig(__dirname, {
  name: 'mfe_bills',
  exposes: {
    './UnbilledPage': './src/features/unbilled/unbilled-page.tsx',
    './BillInitiationPage': './src/features/bills/initiation-page.tsx',
    './BillApprovalPage': './src/features/bills/approval-page.tsx',
    './BillLevel3Page': './src/features/bills/level3-page.tsx',
    './CompletedBillPage': './src/features/bills/completed-page.tsx',
    './BillHistoryPage': './src/features/bills/history-page.tsx',
    './ReceiptsPage': './src/features/receipts/receipts-page.tsx',
    './TdsDetailsPage': './src/features/reports/tds-page.tsx',
    './PendingAmountPage': './src/features/reports/pending-amount-page.tsx',
    './CreditNoteCreatedPage': './src/features/credit-notes/credit-note-created-page.tsx',
    './CreditNoteApprovalPage': './src/features/credit-notes/credit-note-approval-page.tsx',
    './BillingSettingsPage': './src/features/books/billing-settings-page.tsx',
    './BillExportsPage': './src/features/books/exports-page.tsx',
    './Resources': './src/resources.tsx',
  },
});
