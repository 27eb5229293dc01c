import type { Registry } from './registry';
import { allPages, findPage } from './page-match';

const registry: Registry = {
  remotes: {
    mfe_b: {
      name: 'mfe_b',
      package: 'mfe-b',
      version: '1.0.0',
      entry: '/b',
      pages: [{ path: '/admin/billHistory', title: 'Bill History', module: './BillHistory' }],
    },
    mfe_a: {
      name: 'mfe_a',
      package: 'mfe-a',
      version: '2.0.0',
      entry: '/a',
      pages: [
        { path: '/admin/viewWorkInProgress', title: 'Work In Progress', module: './Wip', aliases: ['/admin/viewWorkInProgress/:id'] },
      ],
    },
  },
};

test('pages of every remote are listed in a stable order', () => {
  expect(allPages(registry).map((p) => p.page.title)).toEqual(['Work In Progress', 'Bill History']);
});

test('a path in another letter case finds the same page', () => {
  expect(findPage(allPages(registry), '/admin/BillHistory')?.page.title).toBe('Bill History');
  expect(findPage(allPages(registry), '/ADMIN/billhistory/')?.page.title).toBe('Bill History');
});

test('aliases with parameters match any value, and unknown paths match nothing', () => {
  expect(findPage(allPages(registry), '/admin/viewWorkInProgress/42')?.remote.version).toBe('2.0.0');
  expect(findPage(allPages(registry), '/admin/viewWorkInProgress/42/x')).toBeUndefined();
  expect(findPage(allPages(registry), '/admin/nothing')).toBeUndefined();
});
