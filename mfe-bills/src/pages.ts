import { resourcePage, type PageDecl } from 'shared/resources';
import { expensesResource, feeSchedulesResource } from './model';

const bill = (order: number) => ({ group: 'bill' as const, order });

/** The Bill menu (spec section 2: group right bill_master_page; each page's own right from section 3). */
export const pages: PageDecl[] = [
  { path: '/admin/unBilledDetails', title: 'Unbilled Details', module: './UnbilledPage', right: 'un_billed_details', menu: bill(1) },
  { path: '/admin/billInitiation', title: 'Bill Initiation', module: './BillInitiationPage', right: 'bill_initiation_page', menu: bill(2) },
  {
    path: '/admin/billInitiationAndApproval',
    title: 'Bill Initiation And Approval',
    module: './BillApprovalPage',
    right: 'bill_initiation_approval_page',
    menu: bill(3),
  },
  { path: '/admin/billLevel3', title: 'CA Level', module: './BillLevel3Page', right: 'level3_page', menu: bill(4) },
  { path: '/admin/completedBill', title: 'Completed Bill', module: './CompletedBillPage', right: 'completed_bill_page', menu: bill(5) },
  { path: '/admin/receipts', title: 'Receipts', module: './ReceiptsPage', right: 'completed_bill_page', menu: bill(6) },
  { path: '/admin/tdsDetails', title: 'TDS Details', module: './TdsDetailsPage', right: 'tds_details', menu: bill(7) },
  { path: '/admin/pendingAmount', title: 'Pending Amount', module: './PendingAmountPage', right: 'pending_amount', menu: bill(8) },
  {
    path: '/admin/creditNoteCreated',
    title: 'Credit Note Created',
    module: './CreditNoteCreatedPage',
    right: 'credit_note_created',
    menu: bill(9),
  },
  {
    path: '/admin/creditNoteApproval',
    title: 'Credit Note Approval',
    module: './CreditNoteApprovalPage',
    right: 'credit_note_approval',
    menu: bill(10),
  },
  {
    path: '/admin/billHistory',
    title: 'Bill History',
    module: './BillHistoryPage',
    right: 'bill_history',
    menu: bill(11),
    aliases: ['/admin/BillHistory'],
  },
  resourcePage(expensesResource, { path: '/admin/ExpenseManagement', menu: bill(12) }),
  resourcePage(feeSchedulesResource, { path: '/admin/feeSchedule', menu: bill(13) }),
  { path: '/admin/billExports', title: 'Accounts Exports', module: './BillExportsPage', right: 'completed_bill_page', menu: bill(14) },
  { path: '/admin/billingSettings', title: 'Billing Settings', module: './BillingSettingsPage', right: 'company_master', menu: bill(15) },
];
