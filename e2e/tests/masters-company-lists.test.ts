// Company Detail Master lists (issue 13): add, edit, search and delete with the spec's messages,
// and the shared rules (IFSC) in the form.
import { e2eSuite, expectFieldMessage, expectText, field } from '../lib/index';
import { confirmWith, dialog, expectSuccess, row, search, stamp, table } from './crud-kit';
import { rowAction } from './row-action';

const e2e = e2eSuite();

e2e.test(
  'payment master: add an account with the IFSC rule, edit, search and delete',
  async ({ page }) => {
    const s = stamp();
    const number = String(100000000 + (parseInt(s.slice(-6), 36) % 899999999));
    const name = `Receipts ${s}`;
    await page.goto('/admin/payment-master');
    await expectText(table(page, 'Payment Master'), 'HDFC Bank');

    await page.getByRole('button', { name: 'Add bank account' }).click();
    const form = dialog(page, 'Add bank account');
    await field(form, 'Company Branch').selectOption({ label: 'Pune' });
    await field(form, 'Account Name').fill(name);
    await field(form, 'Account Number').fill(number);
    await field(form, 'IFSC').fill('HDFC000006');
    await field(form, 'Bank').fill('HDFC Bank');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectFieldMessage(page, 'IFSC', 'Enter a valid IFSC, e.g. SBIN0001234');
    await field(form, 'IFSC').fill('hdfc0000060');
    await field(form, 'UPI ID').fill(`r${s}@hdfcbank`);
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Added The New Bank Account!');
    await search(page, 'Payment Master', number);
    await expectText(row(page, 'Payment Master', number), 'HDFC0000060');

    await page.getByRole('button', { name: `Edit bank account ${number}` }).click();
    const edit = dialog(page, `Edit bank account ${number}`);
    await field(edit, 'Branch').fill('Camp, Pune');
    await field(edit, 'Bank').fill('HDFC Bank Ltd');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Successfully Updated The Bank Account!');
    await expectText(row(page, 'Payment Master', number), 'HDFC Bank Ltd');

    await rowAction(page, 'Delete', `bank account ${number}`);
    await confirmWith(page, 'Delete');
    await expectSuccess(page, 'Successfully Delete The Data!');
    await expectText(table(page, 'Payment Master'), `No Payment Master match "${number}".`);
  },
  { as: 'admin' },
);

e2e.test(
  'company documents: add a registration expiring soon (flagged), edit, search and delete',
  async ({ page }) => {
    const s = stamp();
    const title = `GST Maharashtra ${s}`;
    // Ten days from today in India, where the server counts the days left (18:30–24:00 UTC is a day ahead).
    const soon = new Date(Date.now() + 10 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    await page.goto('/admin/companyDocument');
    await table(page, 'Company Documents').waitFor({ timeout: 15_000 });

    await page.getByRole('button', { name: 'Add company document' }).click();
    const form = dialog(page, 'Add company document');
    await field(form, 'Document Type').selectOption({ label: 'GST Registration Certificate' });
    await field(form, 'Title').fill(title);
    await field(form, 'Number').fill('27AAPFU0939F1ZV');
    await field(form, 'Valid From').fill('2024-04-01');
    await field(form, 'Valid To').fill('2024-03-01');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectFieldMessage(page, 'Valid To', 'Valid To cannot be before Valid From');
    await field(form, 'Valid To').fill(soon);
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Added The New Company Document!');
    await search(page, 'Company Documents', s);
    await expectText(row(page, 'Company Documents', title), 'Expires in 10 days');

    await page.getByRole('button', { name: `Edit company document ${title}` }).click();
    const edit = dialog(page, `Edit company document ${title}`);
    await field(edit, 'Issued By').fill('GSTN Maharashtra');
    await field(edit, 'Valid To').fill('2031-03-31');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Successfully Updated The Company Document!');
    await expectText(row(page, 'Company Documents', title), 'Valid');

    await rowAction(page, 'Delete', `company document ${title}`);
    await confirmWith(page, 'Delete');
    await expectSuccess(page, 'Successfully Delete The Data!');
    await expectText(table(page, 'Company Documents'), `No Company Documents match "${s}".`);
  },
  { as: 'admin' },
);
