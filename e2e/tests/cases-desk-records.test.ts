// Document pickups and inward couriers: a pickup requested for a case of the test's own and
// scheduled with a runner; an inward courier recorded with its linked case and documents.
import type { Locator } from 'playwright-core';
import { e2eSuite, expectText, field } from '../lib/index';
import { dialog, expectSuccess, row, search, stamp } from './crud-kit';
import { newCase, wordOf } from './cases-desk-api';

const e2e = e2eSuite();

/** Picks an option of a searchable lookup select (cases, users) by a text of its label. */
async function pick(form: Locator, label: string, text: string) {
  await field(form, `Search ${label}`).fill(text);
  const option = field(form, label).locator('option', { hasText: text }).first();
  await option.waitFor({ state: 'attached', timeout: 15_000 });
  await field(form, label).selectOption((await option.getAttribute('value')) as string);
}

e2e.test(
  'a document pickup is requested for a case and scheduled with a runner',
  async ({ page }) => {
    const TITLE = 'Document Pickup Requests';
    const w = wordOf(stamp());
    await page.goto('/admin/documentPickupRequests');
    const made = await newCase(page, w, { property_address: `Plot 61, ${w} Nagar, Aundh, Pune`, pincode: '411007' });
    await page.getByRole('button', { name: 'Add pickup' }).click();
    const form = dialog(page, 'Add pickup');
    await pick(form, 'Case', made.case_no);
    await field(form, 'Pick Up From').selectOption('BANK_BRANCH');
    await field(form, 'Contact Person').fill(`Nisha ${w}`);
    await field(form, 'Contact Mobile').fill('9820012345');
    await field(form, 'Pickup Address').fill('Bank of Maharashtra, Aundh Branch, ITI Road, Pune');
    await field(form, 'Pincode').fill('411007');
    await form.getByRole('checkbox', { name: 'Sale deed' }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Added The New Pickup Request!');

    await search(page, TITLE, `Nisha ${w}`);
    await expectText(row(page, TITLE, `Nisha ${w}`), 'Requested');
    await expectText(row(page, TITLE, `Nisha ${w}`), made.case_no);
    await page.getByRole('button', { name: `Edit pickup Nisha ${w}` }).click();
    const edit = dialog(page, `Edit pickup Nisha ${w}`);
    await field(edit, 'Status').selectOption('SCHEDULED');
    await field(edit, 'Slot Date').fill('2030-03-04');
    await field(edit, 'Slot').selectOption('14-16');
    await pick(edit, 'Runner', 'Employee');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Successfully Updated The Pickup Request!');
    await expectText(row(page, TITLE, `Nisha ${w}`), 'Scheduled');
    await expectText(row(page, TITLE, `Nisha ${w}`), 'Employee User');
  },
  { as: 'admin', timeout: 120_000 },
);

e2e.test(
  'an inward courier is recorded with its linked case and documents',
  async ({ page }) => {
    const TITLE = 'Received Courier';
    const awb = `BD${Date.now().toString().slice(-8)}${Math.floor(Math.random() * 90 + 10)}`;
    await page.goto('/admin/receivedCourier');
    await page.getByRole('button', { name: 'Add courier' }).click();
    const form = dialog(page, 'Add courier');
    await field(form, 'Courier Company').fill('Blue Dart');
    await field(form, 'AWB No.').fill(awb);
    await field(form, 'Sender').fill('SBI Baner Branch');
    await field(form, 'Received On').fill('2030-03-05');
    await pick(form, 'Received By', 'Admin');
    await field(form, 'Linked Cases').fill('pun/2526/000412');
    await form.getByRole('checkbox', { name: 'Approved plan' }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Added The New Received Courier!');
    await search(page, TITLE, awb);
    const r = row(page, TITLE, awb);
    await expectText(r, 'PUN/2526/000412');
    await expectText(r, 'Approved plan');
    await expectText(r, 'Admin User');
  },
  { as: 'admin', timeout: 120_000 },
);
