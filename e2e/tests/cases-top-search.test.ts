// The top bar's search on /admin/workInProgressCases: it searches the work-in-progress list by case
// no., applicant, bank reference or address (issue: mfe-cases, the workbench page).
import type { Page } from 'playwright-core';
import { check, e2eSuite, expectText, expectVisible } from '../lib/index';
import { table } from './crud-kit';

const e2e = e2eSuite();
const TITLE = 'Work In Progress Cases';

interface WipCase {
  case_no: string;
  bank_name: string;
  applicant_name: string;
  bank_ref_no: string;
  property_address: string;
}

/**
 * One seeded case of the work-in-progress view, read with the page's own session. Not one an e2e
 * file made (their bank references start "E2E/"): those are moved on by their own tests meanwhile.
 */
function wipCase(page: Page): Promise<WipCase | undefined> {
  return page.evaluate(async () => {
    const login = JSON.parse(localStorage.getItem('valuation-backoffice.login') ?? '{}');
    const res = await fetch('/api/cases?view=wip&pageSize=100', { headers: { authorization: `Bearer ${login.token}` } });
    const rows: WipCase[] = (await res.json()).data;
    return rows.find((r) => r.bank_ref_no && !r.bank_ref_no.startsWith('E2E/') && r.applicant_name && r.property_address);
  });
}

/** Types into the top bar's search and waits for the list's answer to that text. */
async function topSearch(page: Page, text: string) {
  const answered = page.waitForResponse(
    (r) => r.ok() && new URL(r.url()).pathname === '/api/cases' && new URL(r.url()).searchParams.get('search') === text,
    { timeout: 15_000 },
  );
  await page.getByRole('searchbox', { name: 'Search work in progress cases', exact: true }).fill(text);
  await answered;
  await table(page, TITLE).and(page.locator('[aria-busy="false"]')).waitFor({ timeout: 10_000 });
}

e2e.test(
  "the top bar's search finds work-in-progress cases by case no., applicant, bank reference or address",
  async ({ page }) => {
    await page.goto('/admin/workInProgressCases');
    await expectVisible(table(page, TITLE));
    const c = await wipCase(page);
    check(!!c, 'the demo data should have a work-in-progress case with a bank reference');
    const open = page.getByRole('button', { name: `Open case ${c!.case_no}` });
    const address = c!.property_address.split(/[ ,]+/).filter((w) => w.length > 3)[0];
    // The case number finds that one case only. (Each search is new: a repeated one is answered from the cache.)
    await topSearch(page, c!.case_no);
    await expectVisible(open);
    const found = await table(page, TITLE)
      .getByRole('button', { name: /^Open case / })
      .count();
    check(found === 1, `a case number should find one case, found ${found}`);
    for (const text of [c!.applicant_name, c!.bank_ref_no, address]) {
      await topSearch(page, text);
      await expectVisible(open);
    }
    await topSearch(page, 'zzqxwv');
    await expectText(page, /No .* match "zzqxwv"\./);
  },
  { as: 'admin', timeout: 90_000 },
);

e2e.test(
  "the top bar's search offers work-in-progress cases by the last digits of a case number and by a bank's name",
  async ({ page }) => {
    await page.goto('/admin/workInProgressCases');
    await expectVisible(table(page, TITLE));
    const c = await wipCase(page);
    check(!!c, 'the demo data should have a work-in-progress case');
    const box = page.getByRole('searchbox', { name: 'Search work in progress cases', exact: true });
    const found = page.getByRole('region', { name: 'Top bar search results' });
    const offered = async (text: string) => {
      // The answer to this text (a live event may refetch the previous one meanwhile).
      const answered = page.waitForResponse(
        (r) => r.ok() && new URL(r.url()).pathname === '/api/cases/find' && new URL(r.url()).searchParams.get('q') === text,
        { timeout: 15_000 },
      );
      await box.fill(text);
      await answered;
      return found.getByRole('link');
    };
    // The serial's last digits, without the office and year.
    const digits = c!.case_no.slice(-5);
    const byNumber = await offered(digits);
    await expectVisible(byNumber.filter({ hasText: c!.case_no }).first());
    const bankWord = c!.bank_name.split(' ')[0];
    await offered(bankWord);
    await expectText(found, c!.bank_name);
    // A link opens the case.
    const link = found.getByRole('link').first();
    const caseNo = (await link.textContent())!;
    await link.click();
    await page.waitForURL(/\/admin\/viewWorkInProgress\/\d+$/);
    await expectText(page, caseNo);
  },
  { as: 'admin', timeout: 90_000 },
);
