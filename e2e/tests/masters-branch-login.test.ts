// The bank-branch login (branch@example.com, no user data): exactly the reduced branch menu (with
// its portal's My Cases, issue 27), and
// its own bank and branch only, read-only.
import { e2eSuite, expectText, expectVisible, menuGroup, openFromMenu, sideMenu } from '../lib/index';
import { dialog, table } from './crud-kit';
import { rowAction } from './row-action';

const e2e = e2eSuite();

const texts = async (loc: import('playwright-core').Locator) => (await loc.allInnerTexts()).map((t) => t.replace(/[+−-]\s*$/, '').trim());

e2e.test(
  'the menu is exactly Branch Dashboard, My Cases, and Bank and Branch Master with Bank and Branch',
  async ({ page }) => {
    await page.goto('/admin/bank');
    await expectVisible(menuGroup(page, 'Bank and Branch Master'));
    const groups = await texts(sideMenu(page).getByRole('button'));
    if (groups.join('|') !== 'Bank and Branch Master') throw new Error(`the branch login's menu groups are [${groups.join(', ')}]`);
    const bank = sideMenu(page).getByRole('link', { name: 'Bank', exact: true });
    if (!(await bank.isVisible())) await menuGroup(page, 'Bank and Branch Master').click();
    await expectVisible(bank);
    const links = await texts(sideMenu(page).getByRole('link'));
    if (links.join('|') !== 'Branch Dashboard|My Cases|Bank|Branch')
      throw new Error(`the branch login's menu entries are [${links.join(', ')}]`);
  },
  { as: 'branch' },
);

e2e.test(
  'Bank lists only its own bank, read-only, with every field on View',
  async ({ page }) => {
    await page.goto('/admin/bank');
    const banks = table(page, 'Banks');
    await expectText(banks, 'State Bank of India');
    await expectText(page, 'Showing 1–1 of 1');
    const rows = await banks.getByRole('row').count();
    if (rows !== 2) throw new Error(`the branch login sees ${rows - 1} banks`);
    for (const name of ['Add bank', 'Edit bank State Bank of India', 'Delete bank State Bank of India']) {
      if (await page.getByRole('button', { name }).count()) throw new Error(`the branch login is offered "${name}"`);
    }
    await rowAction(page, 'View', 'bank State Bank of India');
    const view = dialog(page, 'Bank State Bank of India');
    await expectText(view, 'Public sector bank');
    await expectText(view, 'Default TAT (days)');
  },
  { as: 'branch' },
);

e2e.test(
  'Branch lists only its own branch; the search finds no other',
  async ({ page }) => {
    await page.goto('/admin/bank');
    await openFromMenu(page, 'Bank and Branch Master', 'Branch');
    const branches = table(page, 'Bank Branches');
    await expectText(branches, 'Andheri East');
    await expectText(page, 'Showing 1–1 of 1');
    if (await page.getByRole('button', { name: 'Add bank branch' }).count()) throw new Error('the branch login is offered Add bank branch');
    await page.getByRole('searchbox', { name: 'Search Bank Branches' }).fill('Koregaon');
    await expectText(branches, 'No Bank Branches match "Koregaon".');
    await page.getByRole('searchbox', { name: 'Search Bank Branches' }).fill('');
    await rowAction(page, 'View', 'bank branch Andheri East');
    await expectText(dialog(page, 'Bank branch Andheri East'), 'SBIN');
  },
  { as: 'branch' },
);
