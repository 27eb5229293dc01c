// Leave (/admin/leaveManagement): HR applies, an overlapping leave is refused, the admin approves,
// and HR's balance goes down by the working days.
import type { Page } from 'playwright-core';
import { e2eSuite, expectText, field } from '../lib/index';
import { dialog, expectSuccess, row, search, stamp, table } from './crud-kit';
import { rowAction } from './row-action';

const e2e = e2eSuite();
const TITLE = 'Leave Applications';

/** The first Monday of December this year (+ plus days), YYYY-MM-DD. */
function december(plus: number): string {
  const d = new Date(Date.UTC(new Date().getUTCFullYear(), 11, 1));
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  d.setUTCDate(d.getUTCDate() + plus);
  return d.toISOString().slice(0, 10);
}

async function available(page: Page, type: string): Promise<number> {
  const cells = table(page, 'My Leave Balance').getByRole('row').filter({ hasText: type }).getByRole('cell');
  await cells.first().waitFor();
  return Number(await cells.nth(4).innerText());
}

async function apply(page: Page, from: string, to: string, reason: string) {
  await page.getByRole('button', { name: 'Add leave', exact: true }).click();
  const form = dialog(page, 'Add leave');
  await field(form, 'Leave Type').selectOption('CL');
  await field(form, 'From Date').fill(from);
  await field(form, 'To Date').fill(to);
  await field(form, 'Reason').fill(reason);
  await form.getByRole('button', { name: 'Save' }).click();
  return form;
}

e2e.test(
  'leave applied, overlap refused, approved by the admin, balance reduced',
  async ({ page, newPage }) => {
    const s = stamp();
    await page.goto('/admin/LeaveManagement'); // the spec's other spelling
    await expectText(page, 'My Leave Balance');
    const before = await available(page, 'Casual Leave (CL)');

    await apply(page, december(0), december(1), `Family function ${s}`);
    await expectSuccess(page, 'Leave Applied!');
    await search(page, TITLE, s);
    await expectText(row(page, TITLE, `Family function ${s}`), 'Pending');

    const clash = await apply(page, december(1), december(2), `Overlap ${s}`);
    await expectText(clash, 'overlaps another leave');
    await clash.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Discard changes' })
      .click()
      .catch(() => undefined);

    const admin = await newPage({ as: 'admin' });
    await admin.goto('/admin/leaveManagement');
    await search(admin, TITLE, s);
    await rowAction(admin, 'Approve', `leave HR Manager CL ${december(0)}`);
    const approve = dialog(admin, `Approve leave HR Manager CL ${december(0)}`);
    await field(approve, 'Comment (optional)').fill('Approved, enjoy');
    await approve.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(admin, 'Leave Approved!');
    await expectText(row(admin, TITLE, 'Approved, enjoy'), 'Approved');

    await page.reload();
    await expectText(page, 'My Leave Balance');
    await page.waitForFunction(
      ([want]) =>
        [...document.querySelectorAll('table[aria-label="My Leave Balance"] tr')].some(
          (tr) => tr.textContent?.startsWith('Casual Leave (CL)') && tr.querySelectorAll('td')[4]?.textContent === want,
        ),
      [String(before - 2)],
      { timeout: 10_000 },
    );
  },
  { as: 'hr', timeout: 90_000 },
);
