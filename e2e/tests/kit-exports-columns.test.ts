// Issue 9: the spreadsheet export is a real .xlsx (numbers as numbers), and a list shows its long
// statuses whole (the courier list cut them to "Prepare", "In trans").
import ExcelJS from 'exceljs';
import { e2eSuite } from '../lib/index';
import { table } from './crud-kit';

const e2e = e2eSuite();

e2e.test(
  'Export Excel downloads an .xlsx of the list that opens with numbers as numbers',
  async ({ page }) => {
    await page.goto('/admin/task-management?status=0');
    await table(page, 'Task Management').and(page.locator('[aria-busy="false"]')).locator('tbody tr').first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByRole('button', { name: 'Export Excel' }).click(),
    ]);
    if (!/^tasks-\d{4}-\d{2}-\d{2}\.xlsx$/.test(download.suggestedFilename()))
      throw new Error(`the file is named ${download.suggestedFilename()}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    if (header[0] !== 'ID' || !header.includes('Status')) throw new Error(`the header row is ${header.join(', ')}`);
    if (sheet.actualRowCount < 2) throw new Error('the spreadsheet has no rows');
    const id = sheet.getRow(2).getCell(1).value;
    if (typeof id !== 'number') throw new Error(`the ID cell holds ${typeof id} ${String(id)}, not a number`);
    const status = sheet.getRow(2).getCell(header.indexOf('Status') + 1).value;
    if (status !== 'Pending') throw new Error(`the filtered export has a ${String(status)} row`);
  },
  { as: 'admin' },
);

e2e.test(
  'the courier list shows every status whole, not cut',
  async ({ page }) => {
    await page.goto('/admin/courier?pageSize=50');
    const list = table(page, 'Hard Copy Dispatch');
    const cells = list.and(page.locator('[aria-busy="false"]')).locator('tbody td[data-label="Status"]');
    await cells.first().waitFor();
    const shown = await cells.evaluateAll((tds) =>
      tds.map((td) => {
        const inner = td.firstElementChild ?? td;
        return {
          text: (td.textContent ?? '').trim(),
          cut: inner.scrollWidth > inner.clientWidth + 1 || td.scrollWidth > td.clientWidth + 1,
        };
      }),
    );
    const known = ['Prepared', 'Booked', 'In transit', 'Delivered', 'Returned', 'Lost'];
    const odd = shown.filter((s) => s.cut || !known.includes(s.text));
    if (odd.length) throw new Error(`statuses cut or unknown: ${odd.map((s) => s.text).join(', ')}`);
    if (!shown.some((s) => s.text === 'In transit' || s.text === 'Prepared'))
      throw new Error(`the demo dispatches show no long status: ${[...new Set(shown.map((s) => s.text))].join(', ')}`);
  },
  { as: 'admin' },
);
