// Bank masters (issue 13): e-mail contacts, notes, agreement renewals with the document master's
// upload rule, and branch users: a login created, its set-password link, signing in.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { e2eSuite, expectFieldMessage, expectPath, expectText, field, signIn } from '../lib/index';
import { confirmWith, dialog, expectSuccess, row, search, stamp, table } from './crud-kit';
import { rowAction } from './row-action';

const e2e = e2eSuite();

e2e.test(
  'e-mail details: add with the shared mobile rule, edit, delete',
  async ({ page }) => {
    const s = stamp().slice(-5);
    await page.goto('/admin/emailDetail');
    await expectText(table(page, 'Email Details'), 'example.in');
    await page.getByRole('button', { name: 'Add e-mail contact' }).click();
    const form = dialog(page, 'Add e-mail contact');
    await field(form, 'Bank').selectOption({ label: 'State Bank of India' });
    await field(form, 'Purpose').selectOption('MIS');
    await field(form, 'Contact Name').fill(`Anita Menon ${s}`);
    await field(form, 'Email').fill(`anita.${s}@sbi.example.in`);
    await field(form, 'Mobile').fill('5123456789');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectFieldMessage(page, 'Mobile', 'Enter a valid 10-digit mobile number');
    await field(form, 'Mobile').fill('+91 98201 23456');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Added The New Email Detail!');
    await search(page, 'Email Details', `anita.${s}`);
    await expectText(row(page, 'Email Details', `anita.${s}`), '9820123456');
    await page.getByRole('button', { name: `Edit e-mail contact anita.${s}@sbi.example.in` }).click();
    const edit = dialog(page, `Edit e-mail contact anita.${s}@sbi.example.in`);
    await field(edit, 'Designation').fill('Chief Manager');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Successfully Updated The Email Detail!');
    await rowAction(page, 'Delete', `e-mail contact anita.${s}@sbi.example.in`);
    await confirmWith(page, 'Delete');
    await expectSuccess(page, 'Successfully Delete The Data!');
  },
  { as: 'admin' },
);

e2e.test(
  'notes: newest first with author; agreements: renewals due and a refused upload type',
  async ({ page }) => {
    const s = stamp().slice(-5);
    await page.goto('/admin/notes');
    await page.getByRole('button', { name: 'Add note' }).click();
    const form = dialog(page, 'Add note');
    await field(form, 'Bank').selectOption({ label: 'HDFC Bank' });
    await field(form, 'Subject').fill(`Fee revision ${s}`);
    await field(form, 'Note').fill('Agreed 0.12% above 1 crore.');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Added The New Note!');
    await expectText(table(page, 'Notes').getByRole('row').nth(1), `Fee revision ${s}`);
    await expectText(row(page, 'Notes', `Fee revision ${s}`), 'Admin User');

    await page.goto('/admin/agreementRenewal');
    const due = page.getByRole('region', { name: 'Renewals due' });
    for (const w of [30, 60, 90]) await expectText(due.getByRole('group', { name: `Due in ${w} days` }), /ends \d{4}-\d{2}-\d{2}/);
    await page.getByRole('button', { name: 'Add agreement' }).click();
    const add = dialog(page, 'Add agreement');
    await field(add, 'Bank').selectOption({ label: 'Axis Bank' });
    await field(add, 'Agreement No.').fill(`AXIS/EMP/${s}`);
    await field(add, 'Valid From').fill('2025-04-01');
    await field(add, 'Valid To').fill('2028-03-31');
    const png = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'agreement-')), 'agreement.png');
    fs.writeFileSync(png, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(1)]));
    await field(add, 'Agreement File').setInputFiles(png);
    await add.getByRole('button', { name: 'Save' }).click();
    await expectFieldMessage(page, 'Agreement File', 'Empanelment Agreement accepts PDF files only');
  },
  { as: 'admin' },
);

e2e.test(
  'branch users: a login created gets a set-password link and signs in',
  async ({ page, suite, browser }) => {
    const s = stamp().slice(-6);
    const email = `branch.${s}@example.com`;
    await page.goto('/admin/branchUsers');
    await page.getByRole('button', { name: 'Add branch user' }).click();
    const form = dialog(page, 'Add branch user');
    await field(form, 'Name').fill(`Kotak Baner ${s}`);
    await field(form, 'Email').fill(email);
    await form.getByRole('searchbox', { name: 'Search Bank Branch' }).fill('a');
    await field(form, 'Bank Branch').selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Added The New Branch User!');
    await search(page, 'Branch Users', email);
    await expectText(row(page, 'Branch Users', email), 'Active');

    const mail = fs
      .readdirSync(suite.outboxDir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(fs.readFileSync(path.join(suite.outboxDir, f), 'utf8')))
      .find((m) => m.to === email);
    const link = /\/banker-update-password\?token=[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0];
    if (!link) throw new Error(`no set-password link was mailed to ${email}`);
    const other = await browser.newContext({ baseURL: suite.baseUrl });
    const fresh = await other.newPage();
    await fresh.goto(link);
    await field(fresh, 'Password').fill('Lotus-Harbor-7315');
    await field(fresh, 'Confirm Password').fill('Lotus-Harbor-7315');
    // The spec's flow ends with a full reload of the login page: wait for it before moving on.
    const reloaded = fresh.waitForEvent('load', { timeout: 30_000 });
    await fresh.getByRole('button', { name: /update/i }).click();
    await expectText(fresh, 'Successfully Updated');
    await reloaded;
    await expectPath(fresh, '/auth/login');
    await signIn(fresh, 'branch', email, 'Lotus-Harbor-7315');
    await expectText(fresh, 'Branch Dashboard');
    await other.close();
  },
  { as: 'admin' },
);
