// Branch master (/admin/branchMaster): add, edit, delete, search, bulk delete, the spec's messages.
import { e2eSuite, expectFieldMessage, expectNoText, expectText, field } from '../lib/index';
import { bulk, confirmWith, dialog, expectSuccess, row, search, stamp, table } from './crud-kit';
import { rowAction } from './row-action';

const e2e = e2eSuite();
const TITLE = 'Branch Master';

async function addBranch(page: import('playwright-core').Page, code: string, name: string) {
  await page.getByRole('button', { name: 'Add branch' }).click();
  const form = dialog(page, 'Add branch');
  await field(form, 'Branch Code').fill(code);
  await field(form, 'Branch Name').fill(name);
  await field(form, 'State').selectOption('Karnataka');
  await field(form, 'Pincode').fill('560 001');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectSuccess(page, 'Successfully Added New Branch Master!');
}

e2e.test(
  'add, search, edit and delete a branch with the spec messages; reload asks page 1, pageSize 10000',
  async ({ page }) => {
    const s = stamp().toUpperCase().slice(-6);
    await page.goto('/admin/branchMaster');
    await expectText(table(page, TITLE), 'Mumbai');
    await page.getByRole('button', { name: 'Add branch' }).click();
    const form = dialog(page, 'Add branch');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectFieldMessage(page, 'Branch Name', 'Branch Name is required');
    await field(form, 'Branch Code').fill(`K${s}`);
    await field(form, 'Branch Name').fill(`Mysuru ${s}`);
    await field(form, 'State').selectOption('Karnataka');
    await field(form, 'GSTIN').fill('27AAPFU0939F1ZV');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectFieldMessage(page, 'GSTIN', 'GSTIN must start with 29, the state code of Karnataka');
    await field(form, 'GSTIN').fill('');
    const reload = page.waitForRequest((r) => r.method() === 'GET' && /\/api\/branch-master\?page=1&pageSize=10000/.test(r.url()), {
      timeout: 15_000,
    });
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Successfully Added New Branch Master!');
    await reload;
    await search(page, TITLE, `mysuru ${s}`);
    await expectText(row(page, TITLE, `Mysuru ${s}`), 'Karnataka');

    await page.getByRole('button', { name: `Edit branch Mysuru ${s}` }).click();
    const edit = dialog(page, `Edit branch Mysuru ${s}`);
    await field(edit, 'Branch Name').fill(`Mysore ${s}`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Successfully Updated The Branch Master!');
    await search(page, TITLE, `mysore ${s}`);
    await expectText(table(page, TITLE), `Mysore ${s}`);

    await rowAction(page, 'Delete', `branch Mysore ${s}`);
    await confirmWith(page, 'Cancel');
    await expectText(table(page, TITLE), `Mysore ${s}`);
    await rowAction(page, 'Delete', `branch Mysore ${s}`);
    await confirmWith(page, 'Delete');
    await expectSuccess(page, 'Deleted Selected Branch Master!');
    await expectText(table(page, TITLE), `No Branch Master match "mysore ${s}".`);
  },
  { as: 'admin' },
);

e2e.test(
  'bulk delete of the selected branches',
  async ({ page }) => {
    const s = stamp().toUpperCase().slice(-5);
    await page.goto('/admin/branchMaster');
    await addBranch(page, `A${s}`, `Bulk A ${s}`);
    await addBranch(page, `B${s}`, `Bulk B ${s}`);
    await search(page, TITLE, 'bulk');
    await bulk(page, TITLE, [`Bulk A ${s}`, `Bulk B ${s}`], 'Delete selected');
    await confirmWith(page, 'Delete selected');
    await expectSuccess(page, 'Deleted Selected Branch Master!');
    await expectNoText(table(page, TITLE), `Bulk A ${s}`);
    await expectNoText(table(page, TITLE), `Bulk B ${s}`);
  },
  { as: 'admin' },
);

e2e.test(
  'a branch that still has users cannot be deleted: the server says why',
  async ({ page }) => {
    await page.goto('/admin/branchMaster');
    await rowAction(page, 'Delete', 'branch Mumbai');
    await confirmWith(page, 'Delete');
    await expectText(page.getByTestId('popup'), /This branch still has \d+ users?; move them to another branch first\./);
  },
  { as: 'admin' },
);
