import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { removeLogin, store } from 'shared/core';
import type { PageName } from 'shared/resources';
import { renderApp, signInWithRights } from '../../../tools/jest/render';
import type { ResolvedPage } from '../federation/pages';
import { SideMenu } from './side-menu';

const remote = { name: 'mfe_x', package: 'mfe-x', version: '1.0.0', entry: '/x', pages: [] };
const page = (path: string, title: string, group: string, right: PageName): ResolvedPage => ({
  remote,
  page: { path, title, module: './X', right, menu: { group: group as never, order: 1 } },
});
const PAGES = [
  page('/admin/index', 'Dashboard', 'dashboard', 'dashboard_page'),
  page('/admin/userCreation', 'User Creation', 'hr', 'user_creation_page'),
];
const RIGHTS: PageName[] = ['dashboard_page', 'user_master_page', 'user_creation_page'];

beforeEach(() => {
  // A desktop window: the menu is rendered (on a phone only once opened).
  window.matchMedia = (media: string) =>
    ({ matches: true, media, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
  signInWithRights(...RIGHTS);
});
afterEach(() => store.dispatch(removeLogin()));

test("a closed group's links are not rendered until it first opens; the current page's group is open", async () => {
  renderApp(<SideMenu pages={PAGES} open={false} />, { route: '/admin/index' });
  // jsdom applies no media query: the menu's responsive display reads as hidden there.
  const nav = screen.getByRole('navigation', { hidden: true });
  expect(nav).toHaveAttribute('aria-label', 'Main menu');
  const link = (name: string) => within(nav).queryByRole('link', { name, hidden: true });
  expect(await within(nav).findByRole('group', { name: 'Dashboard', hidden: true })).not.toHaveAttribute('hidden');
  expect(link('Dashboard')).toBeInTheDocument();
  // Not hidden but absent: nothing of the Hr group's entries is in the page.
  expect(link('User Creation')).not.toBeInTheDocument();
  const hr = within(nav).getByRole('button', { name: /^Hr/, hidden: true });
  expect(hr).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(hr);
  expect(hr).toHaveAttribute('aria-expanded', 'true');
  expect(link('User Creation')).toBeInTheDocument();
});
