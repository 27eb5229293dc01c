import type { PageName } from './page-names';

/** Side-menu groups of spec section 2, in menu order, with the right their header needs. */
export const MENU_GROUPS = [
  // Every signed-in staff member's own work (issue 30): gated by identity, not by a right.
  { id: 'mywork', label: 'My work', right: null, order: 5 },
  { id: 'dashboard', label: 'Dashboard', right: 'dashboard_page', order: 10 },
  { id: 'company', label: 'Company Detail Master', right: 'user_master_page', order: 30 },
  { id: 'report', label: 'Report Master', right: 'user_master_page', order: 40 },
  { id: 'bank', label: 'Bank Master', right: 'bank_master_page', order: 50 },
  { id: 'hr', label: 'Hr', right: 'user_master_page', order: 60 },
  { id: 'case', label: 'Case', right: 'case_master_page', order: 70 },
  { id: 'bill', label: 'Bill', right: 'bill_master_page', order: 80 },
  { id: 'realestate', label: 'Real Estate Intelligence', right: 'user_master_page', order: 90 },
  { id: 'project', label: 'Project', right: 'user_master_page', order: 100 },
  { id: 'system', label: 'System', right: 'modules_page', order: 200 },
] as const satisfies readonly { id: string; label: string; right: PageName | null; order: number }[];

export type MenuGroupId = (typeof MENU_GROUPS)[number]['id'];

/** The branch login's reduced menu: Branch Dashboard, and Bank and Branch Master with Bank and Branch. */
export const BRANCH_MENU_GROUP = { id: 'bankAndBranch', label: 'Bank and Branch Master' } as const;
