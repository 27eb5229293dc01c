import { resourcePage, type PageDecl } from 'shared/resources';
import { branchMasterResource } from './model';

export const pages: PageDecl[] = [
  { path: '/admin/companymaster', title: 'Company Master', module: './CompanyMasterPage', right: 'company_master', menu: { group: 'company', order: 1 } },
  resourcePage(branchMasterResource, { path: '/admin/branchMaster', menu: { group: 'company', order: 2 } }),
  { path: '/admin/bank', title: 'Bank', module: './BanksPage', right: 'bank_page', menu: { group: 'bank', order: 1 }, branchMenu: true },
  { path: '/admin/branch', title: 'Branch', module: './BankBranchesPage', right: 'branch_page', menu: { group: 'bank', order: 2 }, branchMenu: true },
  { path: '/admin/matrixs', title: 'Approval Matrix', module: './ApprovalMatrixPage', right: 'matrix_management', menu: { group: 'report', order: 2 } },
];
