// Tasks (/admin/task-management): add, edit, delete, search, bulk; the top bar's pending count follows.
import type { Page } from 'playwright-core';
import { e2eSuite, expectFieldMessage, expectText, field } from '../lib/index';
import { bulk, confirmWith, dialog, expectSuccess, row, search, stamp, table } from './crud-kit';
import { rowAction } from './row-action';

const e2e = e2eSuite();
const TITLE = 'Task Management';
const pending = (page: Page) => page.getByTestId('pending-count');

async function pendingCount(page: Page): Promise<number> {
  await pending(page).waitFor();
  return Number(await pending(page).innerText());
}

async function expectPending(page: Page, n: number) {
  await page.waitForFunction((want) => document.querySelector('[data-testid="pending-count"]')?.textContent === String(want), n, {
    timeout: 10_000,
  });
}

async function addTask(page: Page, title: string) {
  await page.getByRole('button', { name: 'Add task' }).click();
  const form = dialog(page, 'Add task');
  await field(form, 'Title').fill(title);
  await field(form, 'Priority').selectOption('HIGH');
  await form.getByRole('searchbox', { name: 'Search Assigned To' }).fill('employee');
  await field(form, 'Assigned To').selectOption({ label: 'Employee User (employee@example.com)' });
  await field(form, 'Due Date').fill('2030-01-15');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectSuccess(page, 'Added The New Task!');
}

e2e.test(
  'add, edit, delete a task with the spec messages while the pending count follows',
  async ({ page }) => {
    const s = stamp();
    await page.goto('/admin/task-management');
    await expectText(table(page, TITLE), 'Pending');
    const before = await pendingCount(page);

    await page.getByRole('button', { name: 'Add task' }).click();
    await dialog(page, 'Add task').getByRole('button', { name: 'Save' }).click();
    await expectFieldMessage(page, 'Title', 'Title is required');
    await dialog(page, 'Add task').getByRole('button', { name: 'Cancel' }).click();
    await confirmWith(page, 'Discard changes').catch(() => undefined);

    const reload = page.waitForRequest((r) => /\/api\/tasks\?page=1&pageSize=100/.test(r.url()));
    await addTask(page, `Send report ${s}`);
    await reload;
    await expectPending(page, before + 1);
    await search(page, TITLE, `report ${s}`);
    await expectText(row(page, TITLE, `Send report ${s}`), 'Employee User');

    await page.getByRole('button', { name: `Edit task Send report ${s}` }).click();
    const edit = dialog(page, `Edit task Send report ${s}`);
    await field(edit, 'Status').selectOption('2');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Successfully Updated The Task!');
    await expectText(row(page, TITLE, `Send report ${s}`), 'Done');
    await expectPending(page, before);

    await rowAction(page, 'Delete', `task Send report ${s}`);
    await confirmWith(page, 'Delete');
    await expectSuccess(page, 'Delete The New tasks!');
    await expectText(table(page, TITLE), `No Task Management match "report ${s}".`);
  },
  { as: 'admin' },
);

e2e.test(
  'bulk "Mark done" on the selected tasks lowers the pending count',
  async ({ page }) => {
    const s = stamp();
    await page.goto('/admin/task-management');
    await addTask(page, `Bulk one ${s}`);
    await addTask(page, `Bulk two ${s}`);
    await search(page, TITLE, s);
    const before = await pendingCount(page);
    await bulk(page, TITLE, [`Bulk one ${s}`, `Bulk two ${s}`], 'Mark done');
    await expectSuccess(page, 'Successfully Updated The Task!');
    await expectPending(page, before - 2);
    await expectText(row(page, TITLE, `Bulk two ${s}`), 'Done');
  },
  { as: 'admin' },
);
