// Research graphs (issue 15): sales imported for a pincode of this run's own appear in the chart
// and its table as the month's median rate per sq ft (other workers share the database).
import fs from 'node:fs';
import { expect } from '@playwright/test';
import { e2eSuite, expectText } from '../lib/index';
import { stamp } from './crud-kit';

const e2e = e2eSuite();

e2e.test(
  'the research graph of a pincode shows the month’s median sale rate, as a chart and as a table',
  async ({ page }) => {
    const s = stamp();
    const pincode = String(799_001 + Math.floor(Math.random() * 998));
    const today = new Date().toISOString().slice(0, 10);
    const csv = [
      'registration_date,locality,pincode,property_type,area,area_unit,consideration',
      ...[5000, 6000, 9000].map((rate) => `${today},Research ${s},${pincode},OFFICE,1000,SQFT,${rate * 1000 + 1}`),
    ].join('\n');
    await page.goto('/admin/externalDataUpload');
    const importer = page.getByRole('region', { name: 'Import market transactions' });
    await importer
      .getByLabel('CSV or .xlsx file')
      .setInputFiles({ name: `research-${s}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await importer.getByRole('button', { name: 'Check file' }).click();
    await importer.getByRole('button', { name: 'Import 3 rows' }).click();
    await expectText(page.getByRole('region', { name: 'Import report' }), /Imported 3 of 3 rows/);

    await page.goto('/admin/realResearchGraphs');
    const form = page.getByRole('form', { name: 'Research query' });
    await form.getByLabel('Pincode or Locality').fill(`Research ${s}`);
    await form.getByLabel('Property Type').selectOption('OFFICE');
    await form.getByRole('button', { name: 'Show' }).click();
    const card = page.getByRole('region', { name: `Office in Research ${s}: rate per sq ft` });
    await expect(card.getByRole('img', { name: /chart$/ })).toBeVisible({ timeout: 30_000 });
    await card.getByRole('button', { name: 'Table' }).click();
    const month = card.getByRole('row').filter({ hasText: today.slice(0, 7) });
    await expectText(month, '6,000');
    // The CSV writer (csv-stringify's browser build) loads on the first download.
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download CSV' }).click()]);
    const text = fs.readFileSync((await download.path())!, 'utf8');
    expect(text.split('\r\n').find((l) => l.startsWith(today.slice(0, 7)))).toMatch(/,6000(\.\d+)?(,|$)/);
  },
  { as: 'admin' },
);
