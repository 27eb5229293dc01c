// Issue 9: axe-core where the page-by-page runs (kit-a11y-1..6) do not look: a form showing its
// validation errors (error-text contrast), and a list, the top bar and the main dashboard on a
// 390 px phone. 0 serious or critical violations.
import { e2eSuite, expectText } from '../lib/index';
import { violations } from './a11y-kit';
import { dialog, table } from './crud-kit';

const e2e = e2eSuite();
const PHONE = { width: 390, height: 844 };

async function expectClean(page: Parameters<typeof violations>[0], where: string) {
  const found = await violations(page);
  if (found.length) throw new Error(`axe-core on ${where}:\n${found.join('\n')}`);
}

e2e.test(
  'an open form showing validation errors has no serious or critical axe violation',
  async ({ page }) => {
    await page.goto('/admin/task-management');
    await page.getByRole('button', { name: 'Add task' }).click();
    const form = dialog(page, 'Add task');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectText(form, 'Title is required');
    await expectClean(page, 'the Add task form with its errors');
  },
  { as: 'admin' },
);

e2e.test(
  'on a 390 px phone: a list with the top bar, and the main dashboard, have no serious or critical axe violation',
  async ({ page }) => {
    await page.goto('/admin/userCreation');
    await table(page, 'Users').and(page.locator('[aria-busy="false"]')).waitFor();
    await page.getByRole('button', { name: /^Pending task \d+$/ }).waitFor();
    await expectClean(page, '/admin/userCreation at 390 px');
    await page.goto('/admin/index');
    await page.getByTestId('count-card').first().waitFor({ timeout: 20_000 });
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 20_000 }).catch(() => {});
    await expectClean(page, '/admin/index at 390 px');
  },
  { as: 'admin', viewport: PHONE, timeout: 90_000 },
);
