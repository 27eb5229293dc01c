// Hard-copy dispatches (/admin/courier): add, move through the status flow, delete, search, bulk.
import type { Page } from 'playwright-core';
import { e2eSuite, expectFieldMessage, expectText, field } from '../lib/index';
import { bulk, confirmWith, dialog, expectSuccess, row, search, stamp, table } from './crud-kit';
import { rowAction } from './row-action';

const e2e = e2eSuite();
const TITLE = 'Hard Copy Dispatch';

async function addDispatch(page: Page, addressee: string, booked = false) {
  await page.getByRole('button', { name: 'Add dispatch' }).click();
  const form = dialog(page, 'Add dispatch');
  await field(form, 'Company Branch').selectOption({ label: 'Pune' });
  await field(form, 'Addressee').fill(addressee);
  await field(form, 'Cases In The Packet').fill('BR/2526/000321\nbr/2526/000322');
  await form.getByRole('checkbox', { name: 'Valuation report' }).check();
  if (booked) {
    await field(form, 'Status').selectOption('BOOKED');
    await field(form, 'Courier Company').fill('DTDC');
    await field(form, 'AWB No.').fill(`DT${Date.now().toString().slice(-8)}`);
    await field(form, 'Dispatched On').fill('2030-01-10');
  }
  await field(form, 'Charges').fill('85.50');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectSuccess(page, 'Added The New Hard Copy Dispatch!');
}

e2e.test(
  'add a dispatch, book it, deliver it (illegal steps not offered), delete it',
  async ({ page }) => {
    const s = stamp();
    await page.goto('/admin/courier');
    await expectText(table(page, TITLE), 'DSP/');
    await addDispatch(page, `HDFC Baner ${s}`);
    await search(page, TITLE, `baner ${s}`);
    const r = row(page, TITLE, `HDFC Baner ${s}`);
    await expectText(r, 'Prepared');
    await expectText(r, 'BR/2526/000321, BR/2526/000322');
    await expectText(r, '₹85.50');
    const no = (await r.getByRole('cell').first().innerText()).trim();

    await page.getByRole('button', { name: `Edit dispatch ${no}` }).click();
    let edit = dialog(page, `Edit dispatch ${no}`);
    const offered = await field(edit, 'Status').locator('option').allInnerTexts();
    if (offered.join('|') !== 'Select Status|Prepared|Booked') throw new Error(`a prepared dispatch offers: ${offered.join(', ')}`);
    await field(edit, 'Status').selectOption('BOOKED');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectFieldMessage(page, 'Courier Company', 'Courier Company is required');
    await field(edit, 'Courier Company').fill('Blue Dart');
    await field(edit, 'AWB No.').fill('BD12345678');
    await field(edit, 'Dispatched On').fill('2030-02-01');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Successfully Updated The Hard Copy Dispatch!');
    await expectText(row(page, TITLE, no), 'Booked');

    await page.getByRole('button', { name: `Edit dispatch ${no}` }).click();
    edit = dialog(page, `Edit dispatch ${no}`);
    await field(edit, 'Status').selectOption('IN_TRANSIT');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Successfully Updated The Hard Copy Dispatch!');
    await page.getByRole('button', { name: `Edit dispatch ${no}` }).click();
    edit = dialog(page, `Edit dispatch ${no}`);
    await field(edit, 'Status').selectOption('DELIVERED');
    await field(edit, 'Delivered On').fill('2030-02-03');
    await field(edit, 'Received By').fill('Inward desk');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Successfully Updated The Hard Copy Dispatch!');
    await expectText(row(page, TITLE, no), 'Delivered');

    await rowAction(page, 'Delete', `dispatch ${no}`);
    await confirmWith(page, 'Delete');
    await expectSuccess(page, 'Successfully Delete The Data!');
    await expectText(table(page, TITLE), `No Hard Copy Dispatch match "baner ${s}".`);
  },
  { as: 'admin' },
);

e2e.test(
  'bulk "Mark in transit" moves booked dispatches; a prepared one is refused with the reason',
  async ({ page }) => {
    const s = stamp();
    await page.goto('/admin/courier');
    await addDispatch(page, `Bulk Bank ${s} one`, true);
    await addDispatch(page, `Bulk Bank ${s} two`, true);
    await addDispatch(page, `Bulk Bank ${s} three`);
    await search(page, TITLE, `bulk bank ${s}`);
    await bulk(page, TITLE, [`${s} one`, `${s} three`], 'Mark in transit');
    await expectText(page.getByTestId('popup'), /cannot move from Prepared to In transit/);
    await page.getByTestId('popup').getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await bulk(page, TITLE, [`${s} one`, `${s} two`], 'Mark in transit');
    await expectSuccess(page, 'Successfully Updated The Hard Copy Dispatch!');
    await expectText(row(page, TITLE, `${s} two`), 'In transit');
  },
  { as: 'admin' },
);

e2e.test(
  'the HR login has no courier right: the page says so',
  async ({ page }) => {
    await page.goto('/admin/courier');
    await expectText(page, 'You do not have access to this page.');
  },
  { as: 'hr' },
);
