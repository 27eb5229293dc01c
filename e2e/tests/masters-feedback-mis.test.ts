// Feedback and MIS (issue 13): a feedback link answered without sign-in moves the engineer's rating
// in the top bar; an MIS report sent now lands in the outbox with an .xlsx that opens with its rows;
// the feedback questions are added, edited and deleted. The questions test lives in this file so it
// runs after the link test in the same worker: a question added or deleted while the public form is
// open makes that form's answers name a question that is no longer on it.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { e2eSuite, expectFieldMessage, expectText, field, signIn } from '../lib/index';
import { confirmWith, dialog, expectSuccess, row, search, stamp, table } from './crud-kit';
import { rowAction } from './row-action';

const e2e = e2eSuite();

const mailsTo = (dir: string, to: string) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')))
    .filter((m) => m.to === to);

async function topBarRating(page: import('playwright-core').Page): Promise<number> {
  const label = await page
    .getByLabel(/^Rating \d\.\d out of 5$/)
    .first()
    .getAttribute('aria-label', { timeout: 15_000 });
  return Number(/Rating (\d\.\d)/.exec(label ?? '')?.[1]);
}

e2e.test(
  'a feedback link answered without sign-in moves the engineer’s rating in the top bar',
  async ({ page, suite, browser }) => {
    const s = stamp().slice(-6);
    const to = `feedback.${s}@bank.example.in`;
    const before = await browser.newContext({ baseURL: suite.baseUrl });
    const engineer = await before.newPage();
    await signIn(engineer, 'employee', 'employee@example.com');
    const old = await topBarRating(engineer);
    await before.close();

    await page.goto('/admin/webfeedbackpage');
    await page.getByRole('button', { name: 'Add feedback link' }).click();
    const form = dialog(page, 'Add feedback link');
    await field(form, 'Bank').selectOption({ label: 'State Bank of India' });
    await field(form, 'Case / Report No.').fill(`BR/2526/${s}`);
    await form.getByRole('searchbox', { name: 'Search Engineer' }).fill('employee');
    await field(form, 'Engineer').selectOption({ label: 'Employee User (employee@example.com)' });
    await field(form, 'Send To').fill(to);
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Feedback link sent!');

    const link = /\/feedback\?token=[A-Za-z0-9_-]+/.exec(mailsTo(suite.outboxDir, to)[0]?.text ?? '')?.[0];
    if (!link) throw new Error(`no feedback link was mailed to ${to}`);
    const anon = await browser.newContext({ baseURL: suite.baseUrl });
    const pub = await anon.newPage();
    await pub.goto(link);
    await expectText(pub, `Report BR/2526/${s}`);
    const groups = pub.getByRole('radiogroup');
    const n = await groups.count();
    for (let i = 0; i < n; i++)
      await groups
        .nth(i)
        .getByRole('radio', { name: old <= 1.5 ? '5 of 5' : '1 of 5' })
        .click();
    await pub.getByRole('button', { name: 'Send feedback' }).click();
    await expectText(pub, 'Thank you for your feedback!');
    await pub.goto(link);
    await expectText(pub, 'This feedback link has already been used or has expired.');
    await anon.close();

    const after = await browser.newContext({ baseURL: suite.baseUrl });
    const again = await after.newPage();
    await signIn(again, 'employee', 'employee@example.com');
    const now = await topBarRating(again);
    await after.close();
    if (now === old) throw new Error(`the top bar rating stayed at ${old}`);
  },
  { as: 'admin', timeout: 90_000 },
);

e2e.test(
  'MIS: send now mails an .xlsx that opens with the report’s rows',
  async ({ page, suite }) => {
    const s = stamp().slice(-6);
    const to = `mis.${s}@valuers.example.in`;
    await page.goto('/admin/misMaster');
    await page.getByRole('button', { name: 'Add MIS report' }).click();
    const form = dialog(page, 'Add MIS report');
    await field(form, 'Report Name').fill(`SBI monthly ${s}`);
    await field(form, 'Report').selectOption('CASES');
    await field(form, 'Bank').selectOption({ label: 'State Bank of India' });
    await field(form, 'Frequency').selectOption('MONTHLY');
    await field(form, 'Also Send To').fill(to);
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Added The New MIS Report!');
    await search(page, 'MIS Master', `monthly ${s}`);
    await rowAction(page, 'Send now', `MIS report SBI monthly ${s}`);
    const popup = page.getByTestId('popup');
    await expectText(popup, /MIS report sent to \d+ recipients?\./);
    const rows = Number(/: (\d+) rows/.exec(await popup.innerText())?.[1]);
    const mail = mailsTo(suite.outboxDir, to)[0];
    if (!mail?.attachments?.[0]?.endsWith('.xlsx')) throw new Error(`no .xlsx mailed to ${to}: ${JSON.stringify(mail)}`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(path.join(suite.outboxDir, mail.attachments[0]));
    const ws = wb.worksheets[0];
    if (ws.getRow(1).getCell(1).value !== 'Case No.') throw new Error(`the sheet starts with ${ws.getRow(1).getCell(1).value}`);
    if (ws.rowCount !== rows + 1) throw new Error(`the sheet has ${ws.rowCount - 1} rows, the report said ${rows}`);
    if (rows > 0 && !String(ws.getRow(2).getCell(1).value ?? '').trim()) throw new Error('the first row has no case number');
  },
  { as: 'admin' },
);

e2e.test(
  'feedback questions: add a text question, edit it to a rating, search and delete',
  async ({ page }) => {
    const s = stamp();
    const question = `Was the site engineer on time ${s}?`;
    await page.goto('/admin/feedbackQuestion');
    await table(page, 'Feedback Questions').waitFor({ timeout: 15_000 });

    await page.getByRole('button', { name: 'Add question' }).click();
    const form = dialog(page, 'Add question');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectFieldMessage(page, 'Question', 'Question is required');
    await field(form, 'Question').fill(question);
    await field(form, 'Answer').selectOption({ label: 'Text' });
    await field(form, 'Order').fill('9');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Added The New Question!');
    await search(page, 'Feedback Questions', s);
    await expectText(row(page, 'Feedback Questions', question), 'Text');

    await page.getByRole('button', { name: `Edit question ${question}` }).click();
    const edit = dialog(page, `Edit question ${question}`);
    await field(edit, 'Answer').selectOption({ label: 'Rating 1-5' });
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Successfully Updated The Question!');
    await expectText(row(page, 'Feedback Questions', question), 'Rating 1-5');

    await rowAction(page, 'Delete', `question ${question}`);
    await confirmWith(page, 'Delete');
    await expectSuccess(page, 'Successfully Delete The Data!');
    await expectText(table(page, 'Feedback Questions'), `No Feedback Questions match "${s}".`);
  },
  { as: 'admin' },
);
