// Offer letter (/admin/offerLetter): HR generates a letter for an employee and downloads the PDF,
// whose text (read with unpdf) carries the filled placeholders.
import fs from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import { e2eSuite, field } from '../lib/index';
import { dialog, expectSuccess, row, table } from './crud-kit';
import { rowAction } from './row-action';

const e2e = e2eSuite();
const TITLE = 'Offer Letters';

e2e.test(
  'an offer letter is generated and its PDF says what the template and form said',
  async ({ page }) => {
    await page.goto('/admin/offerLetter');
    await table(page, TITLE).waitFor();
    await page.getByRole('button', { name: 'Add offer letter' }).click();
    const form = dialog(page, 'Add offer letter');
    await form.getByRole('searchbox', { name: 'Search Employee' }).fill('employee');
    await field(form, 'Employee').selectOption({ label: 'Employee User (employee@example.com)' });
    await field(form, 'Designation').fill('Senior Site Engineer');
    await field(form, 'Joining Date').fill('2026-02-02');
    await field(form, 'Annual Salary (CTC)').fill('720000');
    await field(form, 'Issue Date').fill('2026-01-15');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Offer Letter Generated!');

    const first = row(page, TITLE, 'Senior Site Engineer').first();
    const letterNo = (await first.getByRole('cell').first().innerText()).trim();
    const download = page.waitForEvent('download');
    await rowAction(page, 'Download PDF', `offer letter ${letterNo}`);
    const file = await (await download).path();
    const doc = await getDocumentProxy(new Uint8Array(fs.readFileSync(file)));
    const text = ((await extractText(doc, { mergePages: true })).text as string).replace(/\s+/g, ' ');
    for (const want of ['Offer of Employment', 'Dear Employee User', 'Senior Site Engineer', '2026-02-02', '₹ 7,20,000', letterNo]) {
      if (!text.includes(want)) throw new Error(`the PDF lacks "${want}": ${text.slice(0, 400)}`);
    }
  },
  { as: 'hr' },
);
