// My work (issue 30): a staff member with no HR right applies for leave from My Leave and HR
// approves it in Leave Management; a joiner of the middle of the year has the pro-rata balance at
// once. Each test makes its own user (never the shared demo ones).
import type { Page } from 'playwright-core';
import { businessToday } from 'shared/time';
import { e2eSuite, expectText, field, openFromMenu, signIn, type Suite } from '../lib/index';
import { dialog, expectSuccess, row, search, stamp, table } from './crud-kit';

const e2e = e2eSuite();
const year = Number(businessToday().slice(0, 4)); // the firm's (IST) year, also after 18:30 UTC
const PASSWORD = 'Quokka-Harbour-58';

/** The Monday of the second week of December of the IST year (+ plus days), YYYY-MM-DD. */
function december(plus: number): string {
  const d = new Date(Date.UTC(year, 11, 8));
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  d.setUTCDate(d.getUTCDate() + plus);
  return d.toISOString().slice(0, 10);
}

/** A new employee login made by the administrator through the API; answers its e-mail. */
async function newEmployee(suite: Suite, name: string, joinDate: string): Promise<string> {
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${suite.baseUrl}/api/${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  const signIn = await api('login', { method: 'POST', body: JSON.stringify({ email: 'admin@example.com', password: 'demo1234' }) });
  const { token } = (await signIn.json()) as { token: string };
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  const res = await api('users', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify({
      name,
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      kind: 'employee',
      role: 'Level-1',
      join_date: joinDate,
      status: '1',
    }),
  });
  if (res.status !== 201) throw new Error(`user not created: ${res.status} ${await res.text()}`);
  return email;
}

async function available(page: Page, type: string): Promise<string> {
  const cells = table(page, 'My Leave Balance').getByRole('row').filter({ hasText: type }).getByRole('cell');
  await cells.first().waitFor();
  return cells.nth(4).innerText();
}

/** Waits until My Leave Balance shows `want` available days of `type`. */
async function expectAvailable(page: Page, type: string, want: string): Promise<void> {
  await page.waitForFunction(
    ([t, w]) =>
      [...document.querySelectorAll('table[aria-label="My Leave Balance"] tr')].some(
        (tr) => tr.textContent?.startsWith(t) && tr.querySelectorAll('td')[4]?.textContent === w,
      ),
    [type, want],
    { timeout: 10_000 },
  );
}

async function applyCl(page: Page, from: string, to: string, reason: string) {
  await page.getByRole('button', { name: 'Apply for Leave', exact: true }).click();
  const form = dialog(page, 'Apply for Leave');
  await field(form, 'Leave Type').selectOption('CL');
  await field(form, 'From Date').fill(from);
  await field(form, 'To Date').fill(to);
  await field(form, 'Reason').fill(reason);
  await form.getByRole('button', { name: 'Save' }).click();
}

e2e.test(
  'an employee applies for leave from My work and HR approves it',
  async ({ page, suite, newPage }) => {
    const s = stamp();
    const name = `Selfservice ${s}`;
    const email = await newEmployee(suite, name, `${year - 1}-01-15`);
    await signIn(page, 'employee', email, PASSWORD);
    await openFromMenu(page, 'My work', 'My Leave');
    await expectText(page, `My Leave Balance ${year}`);
    await expectText(page, 'No leave applied for this year.');

    await applyCl(page, december(0), december(1), `Sister's wedding ${s}`);
    await expectSuccess(page, 'Leave Applied!');
    await expectText(row(page, 'My Leave Applications', `Sister's wedding ${s}`), 'Pending');

    const hr = await newPage({ as: 'hr' });
    await hr.goto('/admin/leaveManagement');
    await search(hr, 'Leave Applications', s);
    await hr.getByRole('button', { name: `Approve leave ${name} CL ${december(0)}` }).click();
    const approve = dialog(hr, `Approve leave ${name} CL ${december(0)}`);
    await approve.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(hr, 'Leave Approved!');

    await page.reload();
    await expectText(row(page, 'My Leave Applications', `Sister's wedding ${s}`), 'Approved');
    await expectAvailable(page, 'Casual Leave (CL)', '10');
  },
  { timeout: 120_000 },
);

e2e.test(
  'a joiner of the middle of the year applies at once within the pro-rata balance',
  async ({ page, suite }) => {
    const s = stamp();
    const email = await newEmployee(suite, `Joiner ${s}`, `${year}-07-02`);
    await signIn(page, 'employee', email, PASSWORD);
    await page.goto('/admin/myLeave');
    // 12 days a year, 183 or 184 of the year's days left from 2 July: 6 days.
    if ((await available(page, 'Casual Leave (CL)')) !== '6') throw new Error('the pro-rata Casual Leave is not 6 days');
    await applyCl(page, december(0), december(8), `Too long ${s}`); // 7 working days
    await expectText(dialog(page, 'Apply for Leave'), 'Not enough Casual Leave (CL) balance: 6 day(s) left, 7 asked.');
    await dialog(page, 'Apply for Leave').getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Discard changes' })
      .click()
      .catch(() => undefined);
    await applyCl(page, december(0), december(2), `Within ${s}`);
    await expectSuccess(page, 'Leave Applied!');
    await expectText(row(page, 'My Leave Applications', `Within ${s}`), 'Pending');
    await expectAvailable(page, 'Casual Leave (CL)', '3');
  },
  { timeout: 90_000 },
);
