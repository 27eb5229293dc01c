// The side menu shows only what the signed-in user's rights allow (spec sections 2 and 6).
import type { Page } from 'playwright-core';
import {
  e2eSuite,
  expectPath,
  expectRemoteRendered,
  expectVisible,
  fetchRegistry,
  menuGroup,
  openFromMenu,
  pageAt,
  sideMenu,
} from '../lib/index';

const e2e = e2eSuite();

async function groupsShown(page: Page): Promise<string[]> {
  await expectVisible(sideMenu(page));
  await expectVisible(menuGroup(page, 'Dashboard').or(sideMenu(page).getByRole('link').first()));
  const labels = await sideMenu(page).getByRole('button').allInnerTexts();
  return labels.map((l) => l.replace(/[+−]/g, '').trim());
}

function expectGroups(shown: string[], present: string[], absent: string[], who: string) {
  const missing = present.filter((g) => !shown.includes(g));
  const extra = absent.filter((g) => shown.includes(g));
  if (missing.length || extra.length) {
    throw new Error(`${who}'s menu shows [${shown.join(', ')}]; missing [${missing.join(', ')}], should not show [${extra.join(', ')}]`);
  }
}

e2e.test(
  'the administrator (every right) sees the Dashboard, Hr, Case and Bill groups',
  async ({ page }) => {
    await page.goto('/admin/index');
    expectGroups(await groupsShown(page), ['Dashboard', 'Hr', 'Case', 'Bill'], [], 'admin');
  },
  { as: 'admin' },
);

e2e.test(
  'the HR user sees Dashboard and Hr but not Bill, Case or Bank Master',
  async ({ page }) => {
    await page.goto('/admin/index');
    expectGroups(await groupsShown(page), ['Dashboard', 'Hr'], ['Bill', 'Case', 'Bank Master'], 'hr@example.com');
  },
  { as: 'hr' },
);

e2e.test(
  'the employee sees only the groups its rights allow (no Hr, no Bill)',
  async ({ page }) => {
    await page.goto('/admin/index');
    expectGroups(await groupsShown(page), ['Dashboard'], ['Hr', 'Bill', 'Company Detail Master'], 'employee@example.com');
  },
  { as: 'employee' },
);

e2e.test(
  'the branch login gets the reduced branch menu, none of the staff groups',
  async ({ page }) => {
    await page.goto('/admin/index');
    await expectVisible(sideMenu(page));
    const shown = (await sideMenu(page).getByRole('button').allInnerTexts()).map((l) => l.replace(/[+−]/g, '').trim());
    expectGroups(shown, [], ['Dashboard', 'Hr', 'Case', 'Bill', 'Bank Master', 'Company Detail Master', 'Project'], 'branch@example.com');
  },
  { as: 'branch' },
);

e2e.test(
  'a group opens on its own and its entry opens the page',
  async ({ page, suite }) => {
    const target = pageAt(await fetchRegistry(suite.baseUrl), '/admin/userCreation');
    if (!target) throw new Error('no remote declares /admin/userCreation');
    await page.goto('/admin/index');
    const entry = sideMenu(page).getByRole('link', { name: target.page.menu?.label ?? target.page.title, exact: true });
    if (await entry.isVisible()) throw new Error('the Hr group should start closed');
    await openFromMenu(page, 'Hr', target.page.menu?.label ?? target.page.title);
    await expectPath(page, '/admin/userCreation');
    await expectRemoteRendered(page, target.remote, target.page);
    // Opening Hr left the other groups closed.
    const billEntries = sideMenu(page).getByRole('group', { name: 'Bill' });
    await expectVisible(menuGroup(page, 'Bill'));
    if (await billEntries.isVisible()) throw new Error('opening Hr also opened Bill');
  },
  { as: 'admin' },
);
