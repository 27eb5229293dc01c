// Issue 29 point 2: a case list keeps its page, size, sort and search in the URL, so Back from a
// case brings the same list back. Read-only on the demo cases (it changes none).
import { check, e2eSuite, expectVisible } from '../lib/index';
import { table } from './crud-kit';

const e2e = e2eSuite();
const TITLE = 'Completed Cases';

e2e.test(
  'Completed Cases: sort, page size, page and search are in the URL, and Back from a case returns to them',
  async ({ page }) => {
    await page.goto('/admin/completedCases');
    const list = table(page, TITLE);
    await expectVisible(list);
    // Settled: not busy, and the first row is a case, not the loading row a fresh mount shows
    // before its query starts (aria-busy is false for that instant).
    const settled = async () => {
      await list.and(page.locator('[aria-busy="false"]')).waitFor({ timeout: 15_000 });
      await list
        .getByRole('button', { name: /^Open case / })
        .first()
        .waitFor({ timeout: 15_000 });
      await list.and(page.locator('[aria-busy="false"]')).waitFor({ timeout: 15_000 });
    };
    await settled();
    await page.getByRole('button', { name: 'Sort by Case No', exact: false }).first().click();
    await settled();
    await page.waitForFunction(() => new URLSearchParams(location.search).get('sort') === 'case_no', null, { timeout: 20_000 });
    await page
      .getByRole('button', { name: /^Next page|^Go to next page|^next page/i })
      .first()
      .click();
    await settled();
    await page.waitForFunction(() => new URLSearchParams(location.search).get('page') === '2', null, { timeout: 20_000 });
    const url = new URL(page.url());
    const firstCase = (await list.getByRole('row').nth(1).getByRole('cell').first().textContent())?.trim() ?? '';
    check(firstCase.length > 0, 'page 2 should show a case');
    // Open the case and come Back: the same page, sort and rows.
    await list
      .getByRole('button', { name: /^Open case / })
      .first()
      .click();
    await page.waitForURL((u) => u.pathname !== '/admin/completedCases');
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/admin/completedCases');
    await settled();
    const back = new URL(page.url());
    check(back.searchParams.get('page') === url.searchParams.get('page'), `Back should keep page 2, got ${back.search}`);
    check(back.searchParams.get('sort') === 'case_no', `Back should keep the sort, got ${back.search}`);
    const again = (await list.getByRole('row').nth(1).getByRole('cell').first().textContent())?.trim();
    check(again === firstCase, `Back should show the same first row (${firstCase}), got ${again}`);
    // A search goes into the URL too, and a reload keeps it.
    const search = page.getByRole('searchbox', { name: `Search ${TITLE}` });
    await search.fill(firstCase);
    await search.press('Enter');
    await page.waitForFunction((text) => new URLSearchParams(location.search).get('search') === text, firstCase, { timeout: 20_000 });
    await page.reload();
    await settled();
    check((await page.getByRole('searchbox', { name: `Search ${TITLE}` }).inputValue()) === firstCase, 'a reload keeps the search');
    await expectVisible(list.getByRole('row').filter({ hasText: firstCase }).first());
  },
  { as: 'admin', timeout: 120_000 },
);
