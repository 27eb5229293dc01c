import { resourcePage, type PageDecl } from 'shared/resources';
import { branchMasterResource } from './model';

export const pages: PageDecl[] = [
  { path: '/admin/companymaster', title: 'Company Master', module: './CompanyMasterPage', right: 'company_master', menu: { group: 'company', order: 1 } },
  resourcePage(branchMasterResource, { path: '/admin/branchMaster', menu: { group: 'company', order: 2 } }),
  { path: '/admin/bank', title: 'Bank', module: './BanksPage', right: 'bank_page', menu: { group: 'bank', order: 1 }, branchMenu: true },
  { path: '/admin/branch', title: 'Branch', module: './BankBranchesPage', right: 'branch_page', menu: { group: 'bank', order: 2 }, branchMenu: true },
  { path: '/admin/matrixs', title: 'Approval Matrix', module: './ApprovalMatrixPage', right: 'matrix_management', menu: { group: 'report', order: 2 } },
  { path: '/admin/pincodes', title: 'Pincodes', module: './PincodesPage', right: 'pincode_master', menu: { group: 'report', order: 5 } },
  { path: '/admin/documentMaster', title: 'Document Master', module: './DocumentMasterPage', menu: { group: 'report', order: 6 } },
  { path: '/admin/ndmaParameter', title: 'NDMA Parameters', module: './NdmaParameterPage', menu: { group: 'report', order: 7 } },
  { path: '/admin/emailDetail', title: 'Email Details', module: './EmailDetailsPage', right: 'email_master', menu: { group: 'bank', order: 4 } },
  { path: '/admin/branchUsers', title: 'Branch Users', module: './BranchUsersPage', menu: { group: 'bank', order: 9 } },
  { path: '/admin/notes', title: 'Notes', module: './NotesPage', menu: { group: 'bank', order: 8 } },
  { path: '/admin/agreementRenewal', title: 'Agreement Renewal', module: './AgreementRenewalPage', right: 'aggreement_page', menu: { group: 'bank', order: 3 } },
  { path: '/admin/masterTab', title: 'Master Tab', module: './MasterTabPage', right: 'master_tab_page' },
  { path: '/admin/feedbackQuestion', title: 'Feedback Questions', module: './FeedbackQuestionsPage', menu: { group: 'bank', order: 5 } },
  { path: '/admin/feedbackAnswers', title: 'Feedback Answers', module: './FeedbackAnswersPage', menu: { group: 'bank', order: 6 } },
  { path: '/admin/webfeedbackpage', title: 'Web Feedback', module: './FeedbackLinksPage', menu: { group: 'bank', order: 7 } },
  { path: '/feedback', title: 'Feedback', module: './PublicFeedbackPage', layout: 'public' },
  { path: '/admin/misMaster', title: 'MIS Master', module: './MisMasterPage', right: 'mis_page', menu: { group: 'report', order: 3 } },
];
