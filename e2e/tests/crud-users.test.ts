// Users (/admin/userCreation) and page rights (/admin/pageRights): the spec's calls and messages.
import type { Page } from 'playwright-core';
import { e2eSuite, expectFieldMessage, expectText, expectVisible, field } from '../lib/index';
import { violations } from './a11y-kit';
import { bulk, confirmWith, dialog, expectSuccess, row, search, stamp, table } from './crud-kit';
import { rowAction } from './row-action';

const e2e = e2eSuite();

async function addUser(page: Page, name: string, email: string) {
  await page.getByRole('button', { name: 'Add user' }).click();
  const form = dialog(page, 'Add user');
  await field(form, 'Name').fill(name);
  await field(form, 'Email').fill(email);
  await field(form, 'Password').fill('Cobalt-Window-123');
  await field(form, 'Confirm Password').fill('Cobalt-Window-123');
  await field(form, 'Role').selectOption('Level-1');
  await field(form, 'Company Branch').selectOption({ label: 'Pune' });
  await field(form, 'Mobile Number').fill('98450 12345');
  await field(form, 'Aadhaar Number').fill('2341 2341 2346');
  const created = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/users'));
  await form.getByRole('button', { name: 'Save' }).click();
  await created;
  await expectSuccess(page, 'Added The New User!');
}

e2e.test(
  'add (with the spec field messages), search through POST userSearch, edit a user',
  async ({ page }) => {
    const s = stamp();
    await page.goto('/admin/userCreation');
    await expectText(table(page, 'Users'), 'admin@example.com');
    await page.getByRole('button', { name: 'Add user' }).click();
    const form = dialog(page, 'Add user');
    await field(form, 'PAN').fill('ABCDE1234');
    await field(form, 'Aadhaar Number').fill('234123412347');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectFieldMessage(page, 'Name', 'Name is required');
    await expectFieldMessage(page, 'Email', 'Email is required');
    await expectFieldMessage(page, 'Role', 'Role is required');
    await expectFieldMessage(page, 'PAN', 'Enter a valid PAN, e.g. ABCPE1234F');
    await expectFieldMessage(page, 'Aadhaar Number', 'Enter a valid 12-digit Aadhaar number');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await confirmWith(page, 'Discard changes');

    await addUser(page, `Tanvi ${s}`, `tanvi.${s}@example.com`);
    const searched = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/userSearch'));
    await search(page, 'Users', `tanvi ${s}`);
    await searched;
    await expectText(row(page, 'Users', `Tanvi ${s}`), 'Pune');

    await page.getByRole('button', { name: `Edit user Tanvi ${s}` }).click();
    const edit = dialog(page, `Edit user Tanvi ${s}`);
    await expectText(edit, 'Stored: XXXX XXXX 2346. Leave empty to keep it.');
    await field(edit, 'Designation').fill('Report Maker');
    await field(edit, 'Role').selectOption('Level-2');
    // Pincodes served: searched in the pincode master, picked by pointer and by keys, the last
    // removed with Backspace, another with its tag's button.
    const pins = edit.getByRole('combobox', { name: 'Pincodes Served' });
    await pins.pressSequentially('4110', { delay: 60 });
    await edit.getByRole('option', { name: /^411001 · / }).click();
    await pins.pressSequentially('40005', { delay: 60 });
    await expectVisible(edit.getByRole('option', { name: /^400050 · Bandra West/ }));
    // The answer to '40005' is in (an earlier one, for '4', began with 400001): the first choice is 400050.
    await edit.getByRole('option', { name: /^400001 · / }).waitFor({ state: 'detached' });
    await pins.press('ArrowDown');
    await pins.press('Enter');
    await expectVisible(edit.getByRole('button', { name: 'Remove 400050' }));
    await pins.pressSequentially('110001', { delay: 60 });
    await edit.getByRole('option', { name: /^110001 · / }).click();
    await expectVisible(edit.getByRole('button', { name: 'Remove 110001' }));
    await pins.pressSequentially('4000', { delay: 60 });
    // The answer to '4000' is in: every choice starts with it.
    await page.waitForFunction(() => {
      const options = [...document.querySelectorAll('[role="option"]')];
      return options.length > 0 && options.every((o) => o.textContent?.startsWith('4000'));
    });
    await expectVisible(edit.getByRole('option', { name: /^400001 · / }));
    await page.screenshot({ path: `${process.env.E2E_SHOTS ?? '/tmp'}/user-pincodes-served.png` });
    const found = await violations(page);
    if (found.length) throw new Error(`axe, with the pincode list open:\n${found.join('\n')}`);
    await pins.fill('');
    await pins.press('Backspace');
    await edit.getByRole('button', { name: 'Remove 110001' }).waitFor({ state: 'detached' });
    // Escape closes the list (it may cover the tags), not the form.
    await pins.press('Escape');
    await edit.getByRole('listbox').waitFor({ state: 'hidden' });
    await edit.getByRole('button', { name: 'Remove 411001' }).click();
    const put = page.waitForRequest((r) => r.method() === 'PUT' && /\/api\/users\/\d+$/.test(r.url()));
    await edit.getByRole('button', { name: 'Save' }).click();
    const sent = (await put).postDataJSON() as { user_pincodes: string[] };
    if (JSON.stringify(sent.user_pincodes) !== '["400050"]') throw new Error(`user_pincodes sent: ${JSON.stringify(sent.user_pincodes)}`);
    await expectSuccess(page, 'Successfully Updated The User!');
    await expectText(row(page, 'Users', `Tanvi ${s}`), 'Level-2');
    // Stored as a list of pincodes: the form shows it again as a tag.
    await page.getByRole('button', { name: `Edit user Tanvi ${s}` }).click();
    await expectVisible(dialog(page, `Edit user Tanvi ${s}`).getByRole('button', { name: 'Remove 400050' }));
  },
  { as: 'admin' },
);

e2e.test(
  'bulk deactivate and activate the selected users',
  async ({ page }) => {
    const s = stamp();
    await page.goto('/admin/userCreation');
    await addUser(page, `Bulk ${s} One`, `bulk1.${s}@example.com`);
    await addUser(page, `Bulk ${s} Two`, `bulk2.${s}@example.com`);
    await search(page, 'Users', `bulk ${s}`);
    await bulk(page, 'Users', [`Bulk ${s} One`, `Bulk ${s} Two`], 'Deactivate');
    await expectSuccess(page, 'DeActivated All Selected Users!');
    await expectText(row(page, 'Users', `Bulk ${s} Two`), 'Inactive');
    await bulk(page, 'Users', [`Bulk ${s} One`, `Bulk ${s} Two`], 'Activate');
    await expectSuccess(page, 'Activated All Selected Users!');
    await expectText(row(page, 'Users', `Bulk ${s} One`), 'Active');
  },
  { as: 'admin' },
);

e2e.test(
  'password change and rights editing from the users list',
  async ({ page }) => {
    const s = stamp();
    await page.goto('/admin/userCreation');
    await addUser(page, `Rights ${s}`, `rights.${s}@example.com`);
    await search(page, 'Users', `rights ${s}`);
    await rowAction(page, 'Password', `user Rights ${s}`);
    const pw = dialog(page, `Change password of Rights ${s}`);
    await field(pw, 'New Password').fill('Another-Quartz-23');
    await field(pw, 'Confirm Password').fill('another124');
    await pw.getByRole('button', { name: 'Save' }).click();
    await expectFieldMessage(page, 'Confirm Password', 'Passwords must match');
    await field(pw, 'Confirm Password').fill('Another-Quartz-23');
    await pw.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Password has been changed!');

    await rowAction(page, 'Rights', `user Rights ${s}`);
    const rights = page.getByRole('dialog', { name: `Rights of Rights ${s}` });
    await expectText(rights, 'of 70 pages viewable');
    await rights.getByRole('checkbox', { name: 'Branch master' }).check();
    const put = page.waitForRequest((r) => r.method() === 'PUT' && /\/api\/rights\/\d+$/.test(r.url()));
    await rights.getByRole('button', { name: 'Save rights' }).click();
    const body = JSON.parse((await put).postData() ?? '{}');
    if (body.rights?.length !== 70) throw new Error(`PUT rights sent ${body.rights?.length} pages, not every page name`);
    await expectSuccess(page, 'Successfully Updated The User Rights!');
  },
  { as: 'admin' },
);

e2e.test(
  'dummy users: add one, make it a user (the dummy is deleted and its list reloads), delete another',
  async ({ page }) => {
    const s = stamp();
    await page.goto('/admin/userCreation');
    const add = async (name: string) => {
      await page.getByRole('button', { name: 'Add dummy user' }).click();
      const form = dialog(page, 'Add dummy user');
      await field(form, 'Name').fill(name);
      await field(form, 'Email').fill(`${name.replace(/\s+/g, '.').toLowerCase()}@example.com`);
      await form.getByRole('button', { name: 'Save' }).click();
      await expectSuccess(page, 'Added The New Dummy User!');
    };
    await add(`Joiner ${s}`);
    await add(`Spare ${s}`);
    await search(page, 'Dummy Users', s);
    await rowAction(page, 'Make user', `dummy user Joiner ${s}`);
    const form = dialog(page, 'Add user');
    await field(form, 'Password').fill('Cobalt-Window-123');
    await field(form, 'Confirm Password').fill('Cobalt-Window-123');
    await field(form, 'Role').selectOption('Level-1');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Added The New User!');
    await expectSuccess(page, 'Dummy User Deleted Successfully!');
    await expectText(table(page, 'Dummy Users'), `Spare ${s}`);
    if (await row(page, 'Dummy Users', `Joiner ${s}`).count()) throw new Error('the converted dummy user is still listed');

    await rowAction(page, 'Delete', `dummy user Spare ${s}`);
    await confirmWith(page, 'Delete');
    await expectSuccess(page, 'Dummy User Deleted Successfully!');
    await expectText(table(page, 'Dummy Users'), `No Dummy Users match "${s}".`);
  },
  { as: 'admin' },
);

e2e.test(
  'editing a user with a dummy to remove deletes that dummy after the update',
  async ({ page }) => {
    const s = stamp();
    await page.goto('/admin/userCreation');
    await page.getByRole('button', { name: 'Add dummy user' }).click();
    const d = dialog(page, 'Add dummy user');
    await field(d, 'Name').fill(`Placeholder ${s}`);
    await d.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Added The New Dummy User!');
    await search(page, 'Users', 'employee@example.com');
    await page.getByRole('button', { name: 'Edit user Employee User' }).click();
    const edit = dialog(page, 'Edit user Employee User');
    await field(edit, 'Dummy User To Remove').selectOption({ label: `Placeholder ${s}` });
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Successfully Updated The User!');
    await expectSuccess(page, 'Dummy User Deleted Successfully!');
    await search(page, 'Dummy Users', `placeholder ${s}`);
    await expectText(table(page, 'Dummy Users'), `No Dummy Users match "placeholder ${s}".`);
  },
  { as: 'admin' },
);

e2e.test(
  'page rights screen: the users with their granted pages, edited as a matrix',
  async ({ page }) => {
    // A user of its own: switching a demo user's right would fail another file signed in as them.
    const s = stamp();
    const name = `Matrix ${s}`;
    await page.goto('/admin/userCreation');
    await addUser(page, name, `matrix.${s}@example.com`);
    await page.goto('/admin/pageRights');
    await search(page, 'Page Rights', `matrix.${s}@example.com`);
    await rowAction(page, 'Edit rights', `user ${name}`);
    const rights = page.getByRole('dialog', { name: `Rights of ${name}` });
    const box = rights.getByRole('checkbox', { name: 'Leave management' });
    const was = await box.isChecked();
    await box.setChecked(!was);
    await rights.getByRole('button', { name: 'Save rights' }).click();
    await expectSuccess(page, 'Successfully Updated The User Rights!');
    await rowAction(page, 'Edit rights', `user ${name}`);
    const again = page.getByRole('dialog', { name: `Rights of ${name}` }).getByRole('checkbox', { name: 'Leave management' });
    if ((await again.isChecked()) === was) throw new Error('the saved right did not stick');
    await again.setChecked(was);
    await page.getByRole('button', { name: 'Save rights' }).click();
    await expectSuccess(page, 'Successfully Updated The User Rights!');
  },
  { as: 'admin' },
);
