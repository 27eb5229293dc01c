// Real Estate Intelligence imports (issue 15): a ready-reckoner .xlsx with good and bad rows, and a
// transactions CSV imported twice that adds its rows once. Unique stamps: other workers share the DB.
import ExcelJS from 'exceljs';
import { expect } from '@playwright/test';
import { e2eSuite, expectText } from '../lib/index';
import { row, search, stamp } from './crud-kit';

const e2e = e2eSuite();

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Rates');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

e2e.test(
  'a ready-reckoner .xlsx imports its good rows and lists each bad row with its line and reason',
  async ({ page }) => {
    const s = stamp().toUpperCase();
    const buffer = await xlsx([
      ['State', 'District', 'Taluka', 'Zone', 'Pincodes', 'Year', 'Residential / sq m', 'Shop / sq m', 'Local Name'],
      ['Maharashtra', 'Pune', 'Haveli', `E2E-${s}-1`, '411045 411021', 2026, 102_500, 150_000, 'Ready Reckoner'],
      ['Maharashtra', 'Pune', 'Haveli', `E2E-${s}-2`, '411007', 2026, 98_000, null, 'Ready Reckoner'],
      ['Maharashtra', null, 'Haveli', `E2E-${s}-3`, '4110', 2026, 'lots', null, 'Ready Reckoner'],
    ]);
    await page.goto('/admin/ReadyRecknerMaster');
    const importer = page.getByRole('region', { name: 'Import ready-reckoner rates' });
    await importer.getByLabel('CSV or .xlsx file').setInputFiles({
      name: `rates-${s}.xlsx`,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    await importer.getByRole('button', { name: 'Check file' }).click();
    const report = page.getByRole('region', { name: 'Import report' });
    await expectText(report, 'Checked 3 rows under the header on row 1: 2 to import; 1 row refused (see the report).');
    const refused = report.getByRole('row').filter({ hasText: 'District is required' });
    await expectText(refused, '4');
    await expectText(refused, 'Residential / sq m must be a number');
    await importer.getByRole('button', { name: 'Import the 2 valid rows only' }).click();
    await expectText(report, 'Imported 2 of 3 rows: 2 added, 0 updated; 1 row refused (see the report).');
    await search(page, 'Ready Reckoner Rates', `E2E-${s}-1`);
    await expectText(row(page, 'Ready Reckoner Rates', `E2E-${s}-1`), '411021');
  },
  { as: 'admin' },
);

e2e.test(
  'a transactions CSV imported twice adds its rows once, and they are browsed on External Data',
  async ({ page }) => {
    const s = stamp();
    const csv = [
      'registration_date,locality,pincode,latitude,longitude,property_type,area,area_unit,consideration',
      `2026-03-14,Baner ${s},411045,18.559,73.786,RES_FLAT,1050,SQFT,12600000`,
      `2026-03-15,Baner ${s},411045,,,COMMERCIAL_SHOP,30,SQM,9500000`,
      `2026-02-30,Baner ${s},411045,,,RES_FLAT,900,SQFT,9000000`,
    ].join('\n');
    await page.goto('/admin/externalDataUpload');
    const importer = page.getByRole('region', { name: 'Import market transactions' });
    const report = page.getByRole('region', { name: 'Import report' });
    const file = { name: `sales-${s}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) };
    await importer.getByLabel('CSV or .xlsx file').setInputFiles(file);
    const checkThenImport = async () => {
      await importer.getByRole('button', { name: 'Check file' }).click();
      await expectText(report, 'Checked 3 rows under the header on row 1: 2 to import; 1 row refused (see the report).');
      await expectText(report.getByRole('row').filter({ hasText: 'Registration Date' }), '4');
      await importer.getByRole('button', { name: 'Import the 2 valid rows only' }).click();
    };
    await checkThenImport();
    await expectText(report, 'Imported 2 of 3 rows: 2 added, 0 already listed; 1 row refused (see the report).');
    await checkThenImport();
    await expectText(report, 'Imported 2 of 3 rows: 0 added, 2 already listed; 1 row refused (see the report).');
    await page.getByRole('link', { name: 'Browse, filter and export the transactions' }).click();
    await search(page, 'Market Transactions', `Baner ${s}`);
    await expectText(row(page, 'Market Transactions', 'Commercial shop'), `Baner ${s}`);
    await expect(row(page, 'Market Transactions', `Baner ${s}`)).toHaveCount(2, { timeout: 30_000 });
  },
  { as: 'admin' },
);
