// Bank (/admin/bank) and Branch (/admin/branch) masters: an administrator adds, edits and deletes
// a bank and a bank branch and sees the spec's messages word for word.
import type { Page } from 'playwright-core';
import { e2eSuite, expectFieldMessage, expectText, expectVisible, field } from '../lib/index';
import { confirmWith, dialog, expectSuccess, row, search, stamp, table } from './crud-kit';
import { rowAction } from './row-action';

const e2e = e2eSuite();

async function save(page: Page, form: ReturnType<typeof dialog>) {
  await form.getByRole('button', { name: 'Save' }).click();
}

e2e.test(
  'add, edit and delete a bank: required name, the 5-year panel rule, the spec messages',
  async ({ page }) => {
    const name = `E2E Bank ${stamp()}`;
    await page.goto('/admin/bank');
    await expectText(table(page, 'Banks'), 'State Bank of India');
    await page.getByRole('button', { name: 'Add bank' }).click();
    const form = dialog(page, 'Add bank');
    await save(page, form);
    await expectFieldMessage(page, 'Bank Name', 'Bank Name is required');
    await field(form, 'Bank Name').fill(name);
    await field(form, 'Short Name').fill('E2E');
    await field(form, 'Client Type').selectOption({ label: 'Small finance bank' });
    await field(form, 'Empanelled From').fill('2024-04-01');
    await field(form, 'Empanelled To').fill('2030-04-01');
    await save(page, form);
    await expectFieldMessage(page, 'Empanelled To', 'A panel lasts at most 5 years: Empanelled To must be on or before 2029-03-31');
    await field(form, 'Empanelled To').fill('2029-03-31');
    await save(page, form);
    await expectSuccess(page, 'Added The New Bank!');
    await search(page, 'Banks', name);
    await expectText(row(page, 'Banks', name), 'Small finance bank');
    await expectText(row(page, 'Banks', name), '2029-03-31');

    await page.getByRole('button', { name: `Edit bank ${name}` }).click();
    const edit = dialog(page, `Edit bank ${name}`);
    await field(edit, 'Default TAT (days)').fill('9');
    await save(page, edit);
    await expectSuccess(page, 'Successfully Updated The Bank!');
    await expectVisible(row(page, 'Banks', name).getByRole('cell', { name: '9', exact: true }));

    await rowAction(page, 'Delete', `bank ${name}`);
    await confirmWith(page, 'Delete');
    await expectSuccess(page, 'Successfully Delete The Data!');
    await expectText(table(page, 'Banks'), `No Banks match "${name}".`);
  },
  { as: 'admin' },
);

e2e.test(
  'add, edit and delete a bank branch: GSTIN against the state, normalised IFSC, the spec messages',
  async ({ page }) => {
    const s = stamp()
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(-6)
      .padStart(6, '0');
    const name = `E2E Branch ${s}`;
    await page.goto('/admin/branch');
    await expectText(table(page, 'Bank Branches'), 'Andheri East');
    await page.getByRole('button', { name: 'Add bank branch' }).click();
    const form = dialog(page, 'Add bank branch');
    await save(page, form);
    await expectFieldMessage(page, 'Bank', 'Bank is required');
    await expectFieldMessage(page, 'Branch Name', 'Branch Name is required');
    await field(form, 'Bank').selectOption({ label: 'State Bank of India' });
    await field(form, 'Branch Name').fill(name);
    await field(form, 'IFSC').fill(`sbin 0${s.slice(0, 3)} ${s.slice(3)}`.toLowerCase());
    await field(form, 'City').fill('Bengaluru');
    await field(form, 'State').selectOption('Karnataka');
    await field(form, 'Pincode').fill('560 001');
    await field(form, 'GSTIN').fill('27AAPFU0939F1ZV');
    await field(form, 'Servicing Company Branch').selectOption({ label: 'Bengaluru' });
    await save(page, form);
    await expectFieldMessage(page, 'GSTIN', 'GSTIN must start with 29, the state code of Karnataka');
    await field(form, 'GSTIN').fill('');
    await save(page, form);
    await expectSuccess(page, 'Added The New Bank!');
    await search(page, 'Bank Branches', name);
    const added = row(page, 'Bank Branches', name);
    await expectText(added, 'State Bank of India');
    await expectText(added, `SBIN0${s}`);
    await expectText(added, 'Karnataka');

    await page.getByRole('button', { name: `Edit bank branch ${name}` }).click();
    const edit = dialog(page, `Edit bank branch ${name}`);
    await field(edit, 'City').fill('Mysuru');
    await save(page, edit);
    await expectSuccess(page, 'Successfully Updated The Bank!');
    await expectText(row(page, 'Bank Branches', name), 'Mysuru');

    await rowAction(page, 'Delete', `bank branch ${name}`);
    await confirmWith(page, 'Delete');
    await expectSuccess(page, 'Successfully Delete The Data!');
    await expectText(table(page, 'Bank Branches'), `No Bank Branches match "${name}".`);
  },
  { as: 'admin' },
);

e2e.test(
  'a bank that still has branches cannot be deleted: the server says why',
  async ({ page }) => {
    await page.goto('/admin/bank');
    await rowAction(page, 'Delete', 'bank State Bank of India');
    await confirmWith(page, 'Delete');
    await expectText(page.getByTestId('popup'), /This bank still has \d+ branches; delete them first\./);
  },
  { as: 'admin' },
);
