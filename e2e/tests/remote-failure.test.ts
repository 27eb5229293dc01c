// One remote that cannot be reached costs only its own pages: the shell shows 'Module unavailable'
// with Retry, the other remotes keep working, and Retry loads it once it is back.
import type { Page } from 'playwright-core';
import {
  e2eSuite,
  expectPath,
  expectRemoteRendered,
  expectText,
  expectVisible,
  fetchRegistry,
  moduleUnavailable,
  openFromMenu,
  pageLog,
  remoteOf,
  type PageDecl,
  type Registry,
  type RegistryRemote,
} from '../lib/index';

const e2e = e2eSuite();
const BLOCKED = '**/remotes/mfe-bills/**';

/** A remote's first admin page in the menu (in `group` when given: mfe-hr's first are in My work, not Hr). */
function adminPage(remote: RegistryRemote, group?: string): PageDecl {
  const page = remote.pages.find(
    (p) => (p.layout ?? 'admin') === 'admin' && !p.path.includes(':') && p.menu && (group === undefined || p.menu.group === group),
  );
  if (!page) throw new Error(`${remote.package} declares no admin page in the menu`);
  return page;
}
const menuLabel = (p: PageDecl) => p.menu?.label ?? p.title;

async function setUp(page: Page, baseUrl: string) {
  const registry: Registry = await fetchRegistry(baseUrl);
  const bills = remoteOf(registry, 'mfe-bills');
  await page.route(BLOCKED, (route) => route.abort('connectionrefused'));
  return { registry, bills, billsPage: adminPage(bills) };
}

async function expectUnavailable(page: Page, remote: RegistryRemote) {
  const panel = moduleUnavailable(page);
  await expectVisible(panel, { timeout: 25_000 }).catch((e: Error) => {
    const tries = pageLog(page).requests.filter((u) => new URL(u).pathname === remote.entry).length;
    throw new Error(`${e.message}\n  (the page requested ${remote.entry} ${tries} times)`);
  });
  await expectText(panel, remote.package);
  await expectVisible(panel.getByRole('button', { name: 'Retry' }));
}

e2e.test(
  "opening an unreachable remote's page shows Module unavailable with Retry, and Retry loads it once it is back",
  async ({ page, suite }) => {
    const { bills, billsPage } = await setUp(page, suite.baseUrl);
    await page.goto(billsPage.path);
    await expectUnavailable(page, bills);
    // The chrome around the panel still works: the top bar is titled after the route.
    await expectVisible(page.locator('header').getByRole('heading', { name: billsPage.title, exact: true }));

    await page.unroute(BLOCKED);
    await moduleUnavailable(page).getByRole('button', { name: 'Retry' }).click();
    await expectRemoteRendered(page, bills, billsPage);
    if (await moduleUnavailable(page).count()) throw new Error('the Module unavailable panel stayed after Retry');
  },
  { as: 'admin', timeout: 90_000 },
);

e2e.test(
  'while one remote is unreachable, its menu entry shows Module unavailable and the other remotes keep working',
  async ({ page, suite }) => {
    const { registry, bills, billsPage } = await setUp(page, suite.baseUrl);
    const hr = remoteOf(registry, 'mfe-hr');
    const dashboard = remoteOf(registry, 'mfe-dashboard');

    await page.goto(adminPage(dashboard).path);
    await expectRemoteRendered(page, dashboard, adminPage(dashboard));

    // Through the menu, without a reload: the unreachable one fails in place...
    await openFromMenu(page, 'Bill', menuLabel(billsPage));
    await expectPath(page, billsPage.path);
    await expectUnavailable(page, bills);

    // ...and the next one opens normally.
    const hrPage = adminPage(hr, 'hr');
    await openFromMenu(page, 'Hr', menuLabel(hrPage));
    await expectPath(page, hrPage.path);
    // The router renders the new route in a transition: the previous page's panel must go away.
    await page.waitForFunction(() => !document.querySelector('[data-testid="module-unavailable"]'), null, { timeout: 10_000 });
    await expectRemoteRendered(page, hr, hrPage);
  },
  { as: 'admin', timeout: 90_000 },
);
