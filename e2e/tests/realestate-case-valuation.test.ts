// The case workbench's valuation section (issue 15): the ready-reckoner rate and value filled from
// the master, the AVM as a second opinion with its warning, and its link to /admin/avm. The rate
// and the sales are this test's own, under a pincode of its own (other workers share the database).
import { expect } from '@playwright/test';
import { closePopup, e2eSuite, expectPopup, expectText, field } from '../lib/index';
import { api, newCase, wordOf } from './cases-desk-api';
import { stamp } from './crud-kit';

const e2e = e2eSuite();
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

e2e.test(
  'the workbench fills the ready-reckoner rate from the master and shows the AVM, warning off its range',
  async ({ page }) => {
    const s = stamp();
    // The form behind the success popup is used again after it.
    const saved = async () => closePopup(await expectPopup(page, /saved/i), { timeout: 20_000 });
    const pincode = String(796_001 + Math.floor(Math.random() * 998));
    await page.goto('/admin/dashboard');
    // 32,292 per sq m is 3,000 per sq ft; five flat sales at 4,000-8,000 per sq ft.
    await api(page, 'POST', 'ready-reckoner', {
      state: 'Mizoram',
      district: `Aizawl ${s}`,
      zone: 'Z1',
      year: 2026,
      pincodes: [pincode],
      rate_residential: 32292,
      local_name: 'Circle rate',
    });
    for (const [i, rate] of [4000, 5000, 6000, 7000, 8000].entries()) {
      await api(page, 'POST', 'market-transactions', {
        registration_date: day(10 + i * 20),
        locality: `Case RR ${s}`,
        pincode,
        property_type: 'RES_FLAT',
        area: 1000,
        area_unit: 'SQFT',
        consideration: rate * 1000,
      });
    }
    const made = await newCase(page, wordOf(s), { pincode, property_address: `Flat 3, ${wordOf(s)} Heights, Aizawl` });

    await page.goto(`/admin/viewWorkInProgress/${made.id}`);
    const panel = page.getByRole('region', { name: 'Ready reckoner and AVM' });
    await expectText(panel, 'Circle rate 2026');
    await expectText(panel, '₹3,000.00 per sq ft (enter the area for its value)');
    await expectText(panel, 'AVM second opinion: 5 comparables');
    await expectText(panel, 'Rate ₹6,000.00 per sq ft (range ₹5,000.00 – ₹7,000.00)');

    // With the carpet area saved, the reference is fetched again: the values follow the area.
    await field(page, 'Area Unit').selectOption('SQFT');
    await field(page, 'Carpet Area').fill('1000');
    await page.getByRole('button', { name: 'Save' }).click();
    await saved();
    await expectText(panel, '× 1000 sq ft (Carpet Area) = ₹30,00,000.00');
    await expectText(panel, 'estimate ₹60,00,000.00 (range ₹50,00,000.00 – ₹70,00,000.00)');

    await panel.getByRole('button', { name: 'Fill ready-reckoner rate' }).click();
    await expect(field(page, 'Ready-Reckoner Rate')).toHaveValue('3,000');
    await expect(field(page, 'Ready-Reckoner Value')).toHaveValue('30,00,000');

    const warning = panel.getByRole('alert');
    await field(page, 'Rate Adopted').fill('9000');
    await expectText(warning, 'The rate adopted (₹9,000.00 per sq ft) lies outside the AVM range (₹5,000.00 – ₹7,000.00).');
    await field(page, 'Rate Adopted').fill('6500');
    await expect(warning).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await saved();
    await expect(field(page, 'Ready-Reckoner Rate')).toHaveValue('3,000');

    // The details open on the AVM page, the same subject filled in and valued.
    await panel.getByRole('link', { name: 'AVM details' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/avm\\?.*pincode=${pincode}`));
    await expect(page.getByRole('form', { name: 'Property to value' }).getByLabel('Pincode')).toHaveValue(pincode);
    await expectText(page.getByRole('region', { name: 'Valuation' }), '₹60,00,000.00');
  },
  { as: 'admin', timeout: 120_000 },
);
