// The AVM page (issue 15): an estimate shown with its comparables, from sales this test imports
// under a pincode of its own (other workers share the database).
import { expect } from '@playwright/test';
import { e2eSuite, expectText } from '../lib/index';
import { stamp } from './crud-kit';

const e2e = e2eSuite();
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

e2e.test(
  'an AVM estimate is shown with its comparables, median, range and confidence',
  async ({ page }) => {
    const s = stamp();
    // A pincode per run (Tripura, no demo data), so the comparables are exactly these five sales.
    const pincode = String(799_001 + Math.floor(Math.random() * 998));
    const csv = [
      'registration_date,locality,pincode,property_type,area,area_unit,consideration',
      ...[4000, 5000, 6000, 7000, 8000].map((rate, i) => `${day(10 + i * 20)},AVM ${s},${pincode},RES_FLAT,1000,SQFT,${rate * 1000}`),
    ].join('\n');
    await page.goto('/admin/externalDataUpload');
    const importer = page.getByRole('region', { name: 'Import market transactions' });
    await importer.getByLabel('CSV or .xlsx file').setInputFiles({ name: `avm-${s}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await importer.getByRole('button', { name: 'Check file' }).click();
    await importer.getByRole('button', { name: 'Import 5 rows' }).click();
    await expectText(page.getByRole('region', { name: 'Import report' }), /Imported 5 of 5 rows: \d added/);

    await page.goto('/admin/avm');
    const form = page.getByRole('form', { name: 'Property to value' });
    await form.getByLabel('Property Type').selectOption('RES_FLAT');
    await form.getByLabel('Pincode').fill(pincode);
    await form.getByLabel('Area', { exact: true }).fill('1000');
    await form.getByRole('button', { name: 'Estimate' }).click();
    const result = page.getByRole('region', { name: 'Valuation' });
    await expectText(result, '₹60,00,000.00');
    await expectText(result, '₹50,00,000.00 – ₹70,00,000.00');
    await expectText(result, /Low \(\d+%\)/);
    await expect(
      result
        .getByRole('table', { name: 'Comparables' })
        .getByRole('row')
        .filter({ hasText: `AVM ${s}` }),
    ).toHaveCount(5, { timeout: 30_000 });
    await expect(result.getByRole('img', { name: /Comparables plotted: 5 comparables/ })).toBeVisible();
  },
  { as: 'admin' },
);
