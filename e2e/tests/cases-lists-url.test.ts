// Issue 29 point 2: a case list keeps its page, size, sort and search in the URL, so Back from a
// case brings the same list back. Read-only on the demo cases (it changes none).
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { check, e2eSuite, expectText, expectVisible } from '../lib/index';
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
    // Which rows are in: the pager reads "Showing 11–20 of …" only once that page's rows have arrived
    // (before, the list could still show page 1's rows under a URL that already said page 2).
    const pager = page.getByRole('navigation', { name: 'Pagination' }).first();
    const showingFrom = async (): Promise<{ from: number; to: number }> => {
      const text = await (await expectText(pager, /^Showing [\d,]+–[\d,]+ of/, { timeout: 20_000 })).innerText();
      const [from, to] = /^Showing ([\d,]+)–([\d,]+)/
        .exec(text)!
        .slice(1)
        .map((n) => Number(n.replace(/,/g, '')));
      return { from, to };
    };
    await page.getByRole('button', { name: 'Sort by Case No', exact: false }).first().click();
    await settled();
    await page.waitForFunction(() => new URLSearchParams(location.search).get('sort') === 'case_no', null, { timeout: 20_000 });
    // Page 1 shows rows 1 to the page size.
    const pageSize = (await showingFrom()).to;
    await page
      .getByRole('button', { name: /^Next page|^Go to next page|^next page/i })
      .first()
      .click();
    await settled();
    await page.waitForFunction(() => new URLSearchParams(location.search).get('page') === '2', null, { timeout: 20_000 });
    // Page 2's rows are in once the pager says so.
    const secondPage = () => expectText(pager, new RegExp(`^Showing ${pageSize + 1}–`), { timeout: 20_000 });
    await secondPage();
    const url = new URL(page.url());
    // The first row once it is a case: right after a click the list may still show the page before
    // it, or its loading row, for an instant after settled() looked.
    const firstCell = list.getByRole('row').nth(1).getByRole('cell').first();
    const CASE_NO = /^[A-Z]+\/\d{4}\/\d{6}$/;
    const caseNoIn = async () => (await expectText(firstCell, CASE_NO, { timeout: 15_000 })).innerText();
    const firstCase = await caseNoIn();
    check(CASE_NO.test(firstCase), `page 2 should show a case first, got ${firstCase}`);
    // Open the case and come Back: the same page, sort and rows.
    await list
      .getByRole('button', { name: /^Open case / })
      .first()
      .click();
    await page.waitForURL((u) => u.pathname !== '/admin/completedCases');
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/admin/completedCases');
    await settled();
    await secondPage();
    const back = new URL(page.url());
    check(back.searchParams.get('page') === url.searchParams.get('page'), `Back should keep page 2, got ${back.search}`);
    check(back.searchParams.get('sort') === 'case_no', `Back should keep the sort, got ${back.search}`);
    const again = await caseNoIn();
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

// Issue 29 point 2: each case page is a kit list: Columns, CSV and Excel export of the page's view
// with its filters, cards on a phone. Read-only on the demo cases.
for (const [path, title, view] of [
  ['/admin/completedCases', 'Completed Cases', 'completed'],
  ['/admin/workInProgressCases', 'Work In Progress Cases', 'wip'],
  ['/admin/initiatedCases', 'Initiated Cases', 'initiated'],
  ['/admin/caseAllocation', 'Case Allocation', 'allocation'],
  ['/admin/casesOnHold', 'Cases On Hold', 'hold'],
  ['/admin/StageReviewCases', 'Stage Review Cases', 'review'],
] as const)
  e2e.test(
    `${title}: Columns hides a column, Export CSV writes the page's columns and filter, Export Excel opens`,
    async ({ page }) => {
      await page.goto(path);
      const list = table(page, title);
      await list.and(page.locator('[aria-busy="false"]')).waitFor({ timeout: 20_000 });
      const heads = async () => (await list.locator('thead th').allTextContents()).map((t) => t.replace(/[▲▼↕]/g, '').trim());
      const before = await heads();
      check(before.includes('Case No.'), `${title} shows Case No., got ${before.join(', ')}`);
      // Columns: hide TAT (every case list shows it), then show it again.
      await page.getByRole('button', { name: 'Columns' }).click();
      const chooser = page.getByRole('group', { name: 'Columns shown' });
      const last = before.filter((h) => h && h !== 'Actions').at(-1)!;
      await chooser.getByRole('checkbox', { name: last, exact: true }).uncheck();
      await page.waitForFunction(
        ([name, label]) =>
          ![...document.querySelectorAll(`table[aria-label="${name}"] thead th`)].some((th) => th.textContent?.trim() === label),
        [title, last],
      );
      await chooser.getByRole('checkbox', { name: last, exact: true }).check();
      // Export CSV: the page's view, its columns as headers, the status labels (never codes).
      const [csv] = await Promise.all([
        page.waitForEvent('download', { timeout: 30_000 }),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      check(
        new RegExp(`^cases-${view}-\\d{4}-\\d{2}-\\d{2}\\.csv$`).test(csv.suggestedFilename()),
        `the file is named ${csv.suggestedFilename()}`,
      );
      const text = fs.readFileSync((await csv.path())!, 'utf8').replace(/^\uFEFF/, '');
      const header = text.split(/\r?\n/)[0];
      const shown = before.filter((h) => h && h !== 'Actions' && h !== 'Select all rows on this page');
      check(header === shown.map((h) => (/[",]/.test(h) ? `"${h}"` : h)).join(','), `CSV header ${header} vs columns ${shown.join(',')}`);
      check(!/\b(SITE_VISIT|STAGE_REVIEW|QUERY_PENDING|ON_HOLD|ON_TIME)\b/.test(text), 'the CSV shows labels, not codes');
      const [xlsx] = await Promise.all([
        page.waitForEvent('download', { timeout: 30_000 }),
        page.getByRole('button', { name: 'Export Excel' }).click(),
      ]);
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile((await xlsx.path())!);
      check(book.worksheets[0].getRow(1).getCell(1).value === 'Case No.', 'the spreadsheet starts with Case No.');
      check(book.worksheets[0].actualRowCount === text.trim().split(/\r?\n/).length, 'the spreadsheet has the rows of the CSV');
    },
    { as: 'admin', timeout: 120_000 },
  );

e2e.test(
  'Completed Cases: a status filter rides in the URL and into the export; on a phone each case is a card',
  async ({ page }) => {
    await page.goto('/admin/completedCases?status=CLOSED');
    const list = table(page, TITLE);
    await list.and(page.locator('[aria-busy="false"]')).waitFor({ timeout: 20_000 });
    await list
      .getByRole('button', { name: /^Open case / })
      .first()
      .waitFor({ timeout: 15_000 });
    const statuses = await list.locator('tbody td[data-label="Status"]').allTextContents();
    check(
      statuses.length > 0 && statuses.every((s) => s.trim() === 'Closed'),
      `the filter shows closed cases only: ${statuses.join(', ')}`,
    );
    const [csv] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const rows = fs
      .readFileSync((await csv.path())!, 'utf8')
      .trim()
      .split(/\r?\n/)
      .slice(1);
    check(rows.length > 0 && rows.every((r) => r.includes(',Closed,')), 'the export has the filtered cases only');
    await page.setViewportSize({ width: 390, height: 844 });
    const cell = list.locator('tbody tr').first().locator('td[data-label="Case No."]');
    const label = await cell.evaluate((td) => getComputedStyle(td, '::before').content);
    check(label === '"Case No."', `a phone card line is labelled, got ${label}`);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    check(scroll <= 1, `the page scrolls sideways on a phone by ${scroll} px`);
  },
  { as: 'admin', timeout: 120_000 },
);
