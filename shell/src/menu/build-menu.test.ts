import { canView, type PageName, type RightDTO } from 'shared/resources';
import type { ResolvedPage } from '../federation/pages';
import { buildBranchMenu, buildMenu } from './build-menu';

const remote = { name: 'mfe_x', package: 'mfe-x', version: '1.0.0', entry: '/x', pages: [] };
const page = (path: string, title: string, group: string | null, right?: PageName, extra = {}): ResolvedPage => ({
  remote,
  page: { path, title, module: './X', right, menu: { group: group as never, order: 1 }, ...extra },
});
const rights = (...names: PageName[]): RightDTO[] => names.map((name) => ({ page: { name }, view_status: '1' }));

const pages = [
  page('/admin/index', 'Dashboard', 'dashboard', 'dashboard_page'),
  page('/admin/userCreation', 'User Creation', 'hr', 'user_creation_page'),
  page('/admin/bank', 'Bank', 'bank', 'bank_page', { branchMenu: true }),
  page('/admin/branchDashboard', 'Branch Dashboard', null, undefined, { branchMenu: true }),
  page('/admin/tickets', 'Tickets', null, 'tickets'),
  page('/admin/bankCases', 'My Cases', null, 'branch_page', { branchMenu: 'only', menu: { group: null, order: 2 } }),
];

test('a group shows only when its header right and an entry right are granted', () => {
  const r = rights('dashboard_page', 'user_master_page', 'user_creation_page');
  const menu = buildMenu(pages, (p) => canView(r, p));
  // My work needs no right: every staff login has it (here with the shell's My Profile).
  expect(menu.groups.map((g) => g.label)).toEqual(['My work', 'Dashboard', 'Hr']);
  expect(menu.top.map((e) => e.label)).toEqual(['Branch Dashboard']);
});

test('without the header right the group is hidden even when its entry is granted', () => {
  const r = rights('user_creation_page', 'tickets');
  const menu = buildMenu(pages, (p) => canView(r, p));
  expect(menu.groups.map((g) => g.id)).toEqual(['mywork']);
  expect(menu.top.map((e) => e.label)).toEqual(['Branch Dashboard', 'Tickets']);
});

test('a page of the branch login alone is in its menu, not in the staff menu even with its right', () => {
  const menu = buildMenu(pages, (p) => canView(rights('branch_page'), p));
  expect(menu.top.map((e) => e.label)).toEqual(['Branch Dashboard']);
});

test('the branch menu holds Branch Dashboard, My Cases and the Bank and Branch Master group', () => {
  const menu = buildBranchMenu(pages);
  expect(menu.top.map((e) => e.label)).toEqual(['Branch Dashboard', 'My Cases']);
  expect(menu.groups).toEqual([
    { id: 'bankAndBranch', label: 'Bank and Branch Master', entries: [expect.objectContaining({ label: 'Bank' })] },
  ]);
});

test('My work shows its pages to a login holding no right at all', () => {
  const mine = [page('/admin/myLeave', 'My Leave', 'mywork'), ...pages];
  const menu = buildMenu(mine, (p) => canView([], p));
  expect(menu.groups).toEqual([
    {
      id: 'mywork',
      label: 'My work',
      order: 5,
      entries: [
        expect.objectContaining({ label: 'My Leave' }),
        expect.objectContaining({ label: 'My Profile', path: '/admin/user-profile' }),
      ],
    },
  ]);
});
