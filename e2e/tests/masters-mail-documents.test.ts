// Mail Settings (/admin/mailSettings) and the document checklist (/admin/masterDocuments), issue 13.
import { e2eSuite, expectFieldMessage, expectText, field } from '../lib/index';
import { confirmWith, dialog, expectSuccess, row, search, stamp, table } from './crud-kit';
import { rowAction } from './row-action';

const e2e = e2eSuite();

e2e.test(
  'mail settings: the sender (password never shown), a test mail, a template with checked placeholders',
  async ({ page }) => {
    const s = stamp();
    await page.goto('/admin/mailSettings');
    const add = page.getByRole('button', { name: 'Add mail sender' });
    const edit = page.getByRole('button', { name: 'Edit mail settings' });
    await add.or(edit).first().waitFor({ timeout: 15_000 });
    if (await add.isVisible()) {
      await add.click();
      const form = dialog(page, 'Add mail sender');
      await field(form, 'Sender Name').fill('Prakash Valuers');
      await field(form, 'Sender Email').fill('mails@valuers.example.in');
      await form.getByRole('button', { name: 'Save' }).click();
      await expectSuccess(page, 'Added The Mail Settings!');
    }
    await edit.click();
    const form = dialog(page, /^Edit mail sender/);
    await field(form, 'Sender Name').fill(`Prakash Valuers ${s}`);
    await field(form, 'SMTP Password').fill(`Secret-${s}`);
    await field(form, 'SMTP Host').fill('smtp example');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectFieldMessage(page, 'SMTP Host', 'SMTP Host: a host name such as smtp.example.com');
    await field(form, 'SMTP Host').fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Successfully Updated The Mail Settings!');
    const sender = page.getByRole('region', { name: 'Mail sender' });
    await expectText(sender, `Prakash Valuers ${s}`);
    if ((await page.content()).includes(`Secret-${s}`)) throw new Error('the SMTP password is shown back');

    await sender.getByLabel('Test Mail To').fill(`tester.${s}@example.com`);
    await sender.getByRole('button', { name: 'Send test mail' }).click();
    await expectSuccess(page, `Test mail sent to tester.${s}@example.com.`);

    const templates = page.getByRole('region', { name: 'Mail templates' });
    await templates.getByRole('button', { name: 'Add mail template' }).click();
    const tpl = dialog(page, 'Add mail template');
    await field(tpl, 'Mail').selectOption({ label: 'Registration received' });
    await field(tpl, 'Subject').fill(`Welcome {{name}} ${s}`);
    await field(tpl, 'Body').fill('Dear {{name}}, your link: {{link}}');
    await tpl.getByRole('button', { name: 'Save' }).click();
    await expectText(tpl, 'Unknown placeholder {{link}}: the registration received mail knows {{name}}.');
    await field(tpl, 'Body').fill('Dear {{name}}, we received your application.');
    await tpl.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Added The New Mail Template!');
    await expectText(row(page, 'Mail Templates', `Welcome {{name}} ${s}`), 'Registration received');
    await rowAction(page, 'Delete', `mail template Welcome {{name}} ${s}`);
    await confirmWith(page, 'Delete');
    await expectSuccess(page, 'Successfully Delete The Data!');
  },
  { as: 'admin' },
);

e2e.test(
  'master documents: add a checklist rule for a bank and purpose, edit, search and delete',
  async ({ page }) => {
    const s = stamp();
    const note = `certified copy ${s}`;
    await page.goto('/admin/masterDocuments');
    await table(page, 'Master Documents').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Add required document' }).click();
    const form = dialog(page, 'Add required document');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectFieldMessage(page, 'Document', 'Document is required');
    await field(form, 'Purpose').selectOption({ label: 'Loan against property' });
    await field(form, 'Property Type').selectOption({ label: 'Plot' });
    await field(form, 'Document').selectOption({ label: '7/12 Extract' });
    await field(form, 'Note').fill(note);
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Added The New Required Document!');
    await search(page, 'Master Documents', s);
    await expectText(row(page, 'Master Documents', note), '7/12 Extract');

    await page.getByRole('button', { name: 'Edit required document 7/12 Extract' }).click();
    const edit = dialog(page, 'Edit required document 7/12 Extract');
    await field(edit, 'Property Type').selectOption({ label: 'Agricultural land' });
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Successfully Updated The Required Document!');
    await expectText(row(page, 'Master Documents', note), 'Agricultural land');

    await rowAction(page, 'Delete', 'required document 7/12 Extract');
    await confirmWith(page, 'Delete');
    await expectSuccess(page, 'Successfully Delete The Data!');
    await expectText(table(page, 'Master Documents'), `No Master Documents match "${s}".`);
  },
  { as: 'admin' },
);
