import { canView, type PageName, type RightDTO } from 'shared/resources';
import { buildMenu } from '../../menu/build-menu';

const rights = (...names: PageName[]): RightDTO[] => names.map((name) => ({ page: { name }, view_status: '1' }));

test('Modules sits in the System group for users with modules_page, even with no remote registered', () => {
  const menu = buildMenu([], (p) => canView(rights('modules_page'), p));
  expect(menu.groups.filter((g) => g.id !== 'mywork')).toEqual([
    { id: 'system', label: 'System', order: 200, entries: [{ path: '/admin/modules', label: 'Modules', order: 1 }] },
  ]);
});

test('without modules_page there is no System group', () => {
  const menu = buildMenu([], (p) => canView(rights('dashboard_page', 'user_master_page'), p));
  // Only My work (everyone's own), never System.
  expect(menu.groups.map((g) => g.id)).toEqual(['mywork']);
});
