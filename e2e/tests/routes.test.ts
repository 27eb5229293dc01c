// The top-level and admin redirects of spec section 2, and case-insensitive route names.
import type { Frame } from 'playwright-core';
import { e2eSuite, expectPath, expectRemoteRendered, expectText, expectVisible, fetchRegistry, pageAt } from '../lib/index';

const e2e = e2eSuite();

e2e.test('without a login, an admin page redirects to /auth/login', async ({ page }) => {
  await page.goto('/admin/index');
  await expectPath(page, '/auth/login');
  await expectVisible(page.getByRole('button', { name: 'Log In' }));
});

e2e.test('without a login, an unknown path goes to /admin/index and from there to /auth/login', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expectPath(page, '/auth/login');
});

e2e.test('/auth and unknown /auth paths open the admin sign-in at /auth/login', async ({ page }) => {
  for (const path of ['/auth', '/auth/', '/auth/no-such-screen']) {
    await page.goto(path);
    await expectPath(page, '/auth/login');
    await expectVisible(page.getByRole('button', { name: 'Log In' }));
  }
});

e2e.test(
  'signed in, / and unknown paths redirect to /admin/index',
  async ({ page }) => {
    for (const path of ['/', '/no-such-page', '/some/deep/unknown/path']) {
      await page.goto(path);
      await expectPath(page, '/admin/index');
      await expectVisible(page.getByRole('heading', { name: 'Dashboard' }));
    }
  },
  { as: 'admin' },
);

e2e.test(
  'signed in, an unknown admin path and /admin redirect to /admin/index',
  async ({ page }) => {
    for (const path of ['/admin/no-such-screen', '/admin/also/not/here', '/admin']) {
      await page.goto(path);
      await expectPath(page, '/admin/index');
    }
    await expectVisible(page.getByRole('heading', { name: 'Dashboard' }));
  },
  { as: 'admin' },
);

e2e.test(
  'a held login on any sign-in screen goes to /dashboard (and so to the dashboard page)',
  async ({ page, suite }) => {
    const registry = await fetchRegistry(suite.baseUrl);
    const expected = pageAt(registry, '/dashboard') ? '/dashboard' : '/admin/index';
    for (const path of ['/auth/login', '/auth/employeeLogin', '/auth/branchlogin']) {
      const visited: string[] = [];
      const record = (f: Frame) => f === page.mainFrame() && visited.push(new URL(f.url()).pathname);
      page.on('framenavigated', record);
      await page.goto(path);
      await expectPath(page, expected);
      page.off('framenavigated', record);
      if (!visited.includes('/dashboard'))
        throw new Error(`${path} with a held login should go to /dashboard; it went ${visited.join(' -> ')}`);
    }
  },
  { as: 'admin' },
);

e2e.test(
  'route names in other letter cases reach the same page',
  async ({ page, suite }) => {
    const registry = await fetchRegistry(suite.baseUrl);
    for (const [typed, declared] of [
      ['/admin/USERCREATION', '/admin/userCreation'],
      ['/Admin/Index', '/admin/index'],
      ['/admin/INITIATEDCASES', '/admin/initiatedCases'],
    ]) {
      const target = pageAt(registry, declared);
      if (!target) throw new Error(`no remote declares ${declared}`);
      await page.goto(typed);
      await expectPath(page, typed);
      // The shell titles the top bar and the document after the matched route.
      await expectVisible(page.locator('header').getByRole('heading', { name: target.page.title, exact: true }));
      if (!(await page.title()).startsWith(target.page.title)) throw new Error(`${typed}: document title is "${await page.title()}"`);
      await expectRemoteRendered(page, target.remote, target.page);
    }
    // A sign-in screen too.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/AUTH/EMPLOYEELOGIN');
    await expectText(page, 'EMPLOYEE LOGIN', { exact: true });
  },
  { as: 'admin' },
);
