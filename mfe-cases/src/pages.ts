import { resourcePage, type PageDecl } from 'shared/resources';
import {
  dispatchResource,
  documentPickupsResource,
  milestoneMailRulesResource,
  milestoneMailsResource,
  receivedCouriersResource,
  webhookDeliveriesResource,
  webhookEndpointsResource,
} from './model';

/** The Case menu (spec section 2): each page with its right; the workbench and split screen hide chrome. */
export const pages: PageDecl[] = [
  {
    path: '/admin/initiatedCases',
    title: 'Initiated Cases',
    module: './InitiatedCasesPage',
    right: 'initiated_case_page',
    menu: { group: 'case', order: 1 },
  },
  {
    path: '/admin/caseAllocation',
    title: 'Case Allocation',
    module: './CaseAllocationPage',
    right: 'case_allocation_page',
    menu: { group: 'case', order: 2 },
  },
  {
    path: '/admin/workInProgressCases',
    title: 'Work In Progress Cases',
    module: './WorkInProgressPage',
    right: 'work_in_progress_case_page',
    menu: { group: 'case', order: 3 },
  },
  {
    path: '/admin/completedCases',
    title: 'Completed Cases',
    module: './CompletedCasesPage',
    right: 'completed_case_page',
    menu: { group: 'case', order: 4 },
  },
  { path: '/admin/StageReviewCases', title: 'Stage Review Cases', module: './StageReviewPage', menu: { group: 'case', order: 5 } },
  {
    path: '/admin/casesOnHold',
    title: 'Cases On Hold',
    module: './CasesOnHoldPage',
    right: 'case_master_page',
    menu: { group: 'case', order: 6 },
  },
  {
    path: '/admin/viewWorkInProgress',
    title: 'View Work In Progress',
    module: './WorkbenchPage',
    right: 'work_in_progress_case_page',
    aliases: ['/admin/viewWorkInProgress/:id'],
    chrome: 'no-side-menu',
  },
  {
    path: '/admin/uploadDocuments',
    title: 'Upload Documents',
    module: './UploadDocumentsPage',
    right: 'case_master_page',
    aliases: ['/admin/uploadDocuments/:id'],
  },
  {
    path: '/admin/siteEngineer1',
    title: 'Site Engineer',
    module: './SiteEngineerPage',
    right: 'case_master_page',
    menu: { group: 'case', order: 7, label: 'My Site Visits' },
    // A phone on a slow network: started without the UI kit (issue 31).
    start: 'light',
  },
  { path: '/admin/splitScreen', title: 'Split Screen', module: './SplitScreenPage', right: 'work_in_progress_case_page', chrome: 'none' },
  {
    path: '/admin/CasesUplaodedOnline',
    title: 'Cases Uploaded Online',
    module: './OnlineRequestsPage',
    right: 'cases_uploaded_online_field',
    menu: { group: 'case', order: 11 },
  },
  // The branch login's form and own requests, shown on its Branch Dashboard (mfe-dashboard's page) too.
  { path: '/admin/requestValuation', title: 'Request a Valuation', module: './RequestValuationPage', inside: '/admin/branchDashboard' },
  // The bank branch's portal (issue 27): its own cases, one case's timeline, downloads and queries.
  {
    path: '/admin/bankCases',
    title: 'My Cases',
    module: './BankCasesPage',
    right: 'branch_page',
    aliases: ['/admin/bankCases/:id'],
    // In the branch login's menu only: staff holding branch_page have the case screens.
    menu: { group: null, order: 6 },
    branchMenu: 'only',
  },
  { path: '/admin/queries', title: 'Queries', module: './QueriesPage', right: 'queries', menu: { group: null, order: 111 } },
  {
    path: '/admin/SameDayCase',
    title: 'Same Day Cases',
    module: './SameDayCasesPage',
    right: 'case_master_page',
    menu: { group: 'case', order: 10.6 },
  },
  {
    path: '/admin/dedupe',
    title: 'Duplicate Cases',
    module: './DedupePage',
    right: 'case_master_page',
    menu: { group: 'case', order: 12 },
  },
  resourcePage(dispatchResource, { path: '/admin/courier', title: 'Courier Details', menu: { group: 'case', order: 10 } }),
  resourcePage(receivedCouriersResource, { path: '/admin/receivedCourier', menu: { group: 'case', order: 10.2 } }),
  resourcePage(documentPickupsResource, { path: '/admin/documentPickupRequests', menu: { group: 'case', order: 10.8 } }),
  // Word of every milestone to the banks (issue 27): which milestone mails whom, and the mails' log.
  resourcePage(milestoneMailRulesResource, { path: '/admin/milestoneMails', menu: { group: 'bank', order: 4.1 } }),
  resourcePage(milestoneMailsResource, { path: '/admin/milestoneMailLog', menu: { group: 'bank', order: 4.2 } }),
  {
    path: '/admin/webhooks',
    title: webhookEndpointsResource.title,
    module: './WebhooksPage',
    right: webhookEndpointsResource.right,
    menu: { group: 'bank', order: 4.3 },
  },
  resourcePage(webhookDeliveriesResource, { path: '/admin/webhookDeliveries', menu: { group: 'bank', order: 4.4 } }),
];
