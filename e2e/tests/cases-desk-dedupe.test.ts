// Duplicate cases: the page shows the seeded pair with what matched; pairs of the test's own cases
// are found by a scan, one marked "not a duplicate" (gone for good) and one case of the other
// cancelled as a duplicate (through the case flow, reason in its history).
import { confirmWith, expectSuccess, dialog, row, stamp } from './crud-kit';
import { e2eSuite, expectText, field } from '../lib/index';
import { api, newCase, wordOf } from './cases-desk-api';
import { rowAction } from './row-action';

const e2e = e2eSuite();
const TITLE = 'Duplicate Cases';

e2e.test(
  'the dedupe page shows the seeded pair, and both decisions work',
  async ({ page }) => {
    await page.goto('/admin/dedupe');
    // The seeded pairs were found first: the oldest open pair is one of them.
    const seeded = await api<{ data: { case_a_no: string; case_b_no: string; matched_on: string }[] }>(
      page,
      'GET',
      'dedupe?sort=found_at&order=asc&pageSize=1',
    );
    const first = seeded.data[0];
    await page.getByRole('button', { name: 'Sort by Found' }).click();
    await expectText(row(page, TITLE, first.case_b_no), first.case_a_no);
    await expectText(row(page, TITLE, first.case_b_no), first.matched_on);

    const w = wordOf(stamp());
    const a = await newCase(page, `${w}a`, { property_address: `Flat 101, ${w} Residency, Baner, Pune`, bank_ref_no: `E2E/DUP/${w}/1` });
    const b = await newCase(page, `${w}b`, { property_address: `Flat 202, ${w} Residency, Baner, Pune`, bank_ref_no: `E2E/DUP/${w}/1` });
    const c = await newCase(page, `${w}c`, { property_address: `Flat 303, ${w} Residency, Baner, Pune`, bank_ref_no: `E2E/DUP/${w}/2` });
    const d = await newCase(page, `${w}d`, { property_address: `Flat 404, ${w} Residency, Baner, Pune`, bank_ref_no: `E2E/DUP/${w}/2` });
    await page.getByRole('button', { name: 'Sort by Found' }).click();
    await page.getByRole('button', { name: 'Scan new cases' }).click();
    await expectSuccess(page, 'for duplicates.');
    await expectText(row(page, TITLE, b.case_no), 'Same bank reference');

    await rowAction(page, 'Not a duplicate', `pair ${a.case_no} and ${b.case_no}`);
    await confirmWith(page, 'Not a duplicate');
    await expectSuccess(page, 'Marked As Not A Duplicate!');
    await row(page, TITLE, b.case_no).waitFor({ state: 'detached', timeout: 15_000 });

    await rowAction(page, 'Cancel as duplicate', `pair ${c.case_no} and ${d.case_no}`);
    const form = dialog(page, `Cancel a duplicate of pair ${c.case_no} and ${d.case_no}`);
    await form.getByRole('button', { name: 'Save' }).click();
    await expectText(form, 'A reason is required to cancel a case.');
    await field(form, 'Case To Cancel').selectOption(String(d.id));
    await field(form, 'Reason').fill('Branch sent the same request twice');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Cancelled The Duplicate Case!');
    await row(page, TITLE, d.case_no).waitFor({ state: 'detached', timeout: 15_000 });
    const gone = await api<{ data: { status: string; status_comment: string } }>(page, 'GET', `cases/${d.id}`);
    if (gone.data.status !== 'CANCELLED' || !gone.data.status_comment.startsWith(`Duplicate of ${c.case_no}:`))
      throw new Error(`case ${d.case_no} should be cancelled as a duplicate: ${JSON.stringify(gone.data)}`);
  },
  { as: 'admin', timeout: 120_000 },
);
