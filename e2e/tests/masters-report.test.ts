// Report masters (issue 13): pincodes (add, edit, delete, search, paging, the CSV import report),
// the document master and the NDMA hazard master with their lookups, and the Master Tab (for an
// administrator and for a user with fewer rights).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { e2eSuite, expectFieldMessage, expectText, expectVisible, field, signIn } from '../lib/index';
import { api, newCase, wordOf } from './cases-desk-api';
import { confirmWith, dialog, expectSuccess, row, search, stamp, table } from './crud-kit';
import { rowAction } from './row-action';

const e2e = e2eSuite();

e2e.test(
  'pincodes: add with the shared pincode rule, edit, search, page and delete',
  async ({ page }) => {
    const s = stamp().slice(-5);
    const pin = String(800000 + (parseInt(s, 36) % 99999)).padStart(6, '8');
    await page.goto('/admin/pincodes');
    const list = table(page, 'Pincodes');
    await expectText(list, 'Bandra East');
    await expectText(page, /Showing 1–25 of \d+/);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expectText(page, /Showing 26–50 of \d+/);

    await page.getByRole('button', { name: 'Add pincode' }).click();
    const form = dialog(page, 'Add pincode');
    await field(form, 'Pincode').fill('012345');
    await field(form, 'Locality').fill(`Boring Road ${s}`);
    await field(form, 'District').fill('Patna');
    await field(form, 'State').selectOption('Bihar');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectFieldMessage(page, 'Pincode', 'Enter a valid 6-digit pincode');
    await field(form, 'Pincode').fill(pin);
    await field(form, 'Servicing Company Branch').selectOption({ label: 'New Delhi' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Added The New Pincode!');
    await search(page, 'Pincodes', `boring ${s}`);
    await expectText(row(page, 'Pincodes', `Boring Road ${s}`), 'New Delhi');

    await page.getByRole('button', { name: `Edit pincode Boring Road ${s}` }).click();
    const edit = dialog(page, `Edit pincode Boring Road ${s}`);
    await field(edit, 'District').fill('Patna Urban');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Successfully Updated The Pincode!');
    await expectText(row(page, 'Pincodes', `Boring Road ${s}`), 'Patna Urban');

    await rowAction(page, 'Delete', `pincode Boring Road ${s}`);
    await confirmWith(page, 'Delete');
    await expectSuccess(page, 'Successfully Delete The Data!');
    await expectText(list, `No Pincodes match "boring ${s}".`);
  },
  { as: 'admin' },
);

e2e.test(
  'pincodes: a CSV is checked row by row, then only its valid rows are imported once confirmed',
  async ({ page }) => {
    const s = stamp().slice(-5);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pincodes-')), 'pincodes.csv');
    fs.writeFileSync(
      file,
      [
        'pincode,locality,district,state,branch_code',
        `834001,Ranchi Main ${s},Ranchi,Jharkhand,`,
        `834002,Doranda ${s},Ranchi,Jharkhand,`,
        `034003,Bad ${s},Ranchi,Jharkhand,`,
        `834004,Hinoo ${s},Ranchi,Atlantis,`,
      ].join('\n'),
    );
    await page.goto('/admin/pincodes');
    const importer = page.getByRole('region', { name: 'Import pincodes' });
    await importer.getByLabel('CSV or .xlsx file').setInputFiles(file);
    await importer.getByRole('button', { name: 'Check file' }).click();
    const report = page.getByRole('region', { name: 'Import report' });
    // The check stores nothing: it lists what would be taken and what is refused, and why.
    await expectText(report, 'Checked 4 rows under the header on row 1: 2 to import; 2 rows refused (see the report).');
    await expectText(report, 'Lines taken: 2–3');
    await expectText(report.getByRole('row').filter({ hasText: '034003' }), 'Enter a valid 6-digit pincode');
    await expectText(report.getByRole('row').filter({ hasText: '834004' }), 'State "Atlantis" is not a state or union territory of India');
    await importer.getByRole('button', { name: 'Import the 2 valid rows only' }).click();
    await expectText(report, /Imported 2 of 4 rows: \d added, \d updated; 2 rows refused \(see the report\)\./);
    await search(page, 'Pincodes', `doranda ${s}`);
    await expectText(row(page, 'Pincodes', `Doranda ${s}`), 'Jharkhand');
  },
  { as: 'admin' },
);

e2e.test(
  'document master and NDMA parameters: add a type and a district; any signed-in user looks them up; a case’s NDMA section is filled again from it',
  async ({ page }) => {
    const s = stamp().slice(-5).toUpperCase();
    await page.goto('/admin/documentMaster');
    await expectText(table(page, 'Document Master'), 'Sale Deed');
    await page.getByRole('button', { name: 'Add document type' }).click();
    const form = dialog(page, 'Add document type');
    await field(form, 'Document Name').fill(`Encumbrance Certificate ${s}`);
    await field(form, 'Code').fill(`EC_${s}`);
    await form.getByRole('checkbox', { name: 'JPEG image' }).check();
    await field(form, 'Maximum Size (KB)').fill('1500');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Added The New Document Type!');
    await search(page, 'Document Master', `encumbrance`);
    await expectText(row(page, 'Document Master', `Encumbrance Certificate ${s}`), '1,500');

    await page.goto('/admin/ndmaParameter');
    await page.getByRole('button', { name: 'Add district hazard' }).click();
    const ndma = dialog(page, 'Add district hazard');
    await field(ndma, 'State').selectOption('Uttarakhand');
    await field(ndma, 'District').fill(`Rudraprayag ${s}`);
    await field(ndma, 'Seismic Zone').selectOption('VI');
    await field(ndma, 'Landslide Prone').selectOption('Y');
    await ndma.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Added The New NDMA Parameter!');
    // What a case's NDMA section reads: the hazard master's row for the case's state and district.
    const res = await page.evaluate(async (district) => {
      const token = JSON.parse(
        localStorage.getItem(Object.keys(localStorage).find((k) => (localStorage.getItem(k) ?? '').includes('token'))!)!,
      );
      const bearer = token.login?.token ?? token.token ?? JSON.stringify(token).match(/"token":"([^"]+)"/)?.[1];
      const r = await fetch(`/api/lookups/ndma?state=Uttarakhand&district=${encodeURIComponent(district)}`, {
        headers: { authorization: `Bearer ${bearer}` },
      });
      return r.json();
    }, `Rudraprayag ${s}`);
    if (res.data?.seismic_zone !== 'VI' || res.data?.landslide_prone !== 'Y')
      throw new Error(`the NDMA lookup answered ${JSON.stringify(res)}`);

    // A case entered with a district the master does not know; the workbench fills it once corrected.
    const made = await newCase(page, wordOf(s.toLowerCase()), {
      pincode: '246999',
      state: 'Uttarakhand',
      district: `Kedar ${s}`,
      city: `Kedar ${s}`,
    });
    await page.goto(`/admin/viewWorkInProgress/${made.id}`);
    const workbench = page.getByRole('form', { name: 'Valuation workbench' });
    const fill = workbench.getByRole('button', { name: 'Fill from hazard master' });
    const outcome = workbench.getByRole('status', { name: 'Hazard master fill' });
    await fill.click();
    await expectText(outcome, 'The hazard master has no row for 246999.');
    await field(workbench, 'District').fill(`Rudraprayag ${s}`);
    await expectText(workbench, 'Save the case first');
    if (await fill.isEnabled()) throw new Error('the fill is offered over unsaved changes');
    await workbench.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Case saved.');
    await fill.click();
    await expectText(
      outcome,
      `Filled from the hazard master for Rudraprayag ${s}, Uttarakhand: Seismic Zone: Zone VI, Flood-prone: No, ` +
        'Cyclone-prone: No, Landslide-prone: Yes, Coastal Regulation Zone: No.',
    );
    // The refetched case reaches the form after the message: wait for the values.
    for (const [label, value] of [
      ['Seismic Zone', 'VI'],
      ['Landslide-prone', 'Y'],
    ]) {
      const deadline = Date.now() + 15_000;
      while ((await field(workbench, label).inputValue()) !== value) {
        if (Date.now() > deadline) throw new Error(`${label} shows ${await field(workbench, label).inputValue()}, not ${value}`);
        await page.waitForTimeout(100);
      }
    }
  },
  { as: 'admin', timeout: 120_000 },
);

/** The Master Tab's tabs, as the page shows them. */
async function tabsShown(page: Page): Promise<string[]> {
  await page.goto('/admin/masterTab');
  await page.getByRole('tab').first().waitFor({ timeout: 15_000 });
  return (await page.getByRole('tab').allInnerTexts()).map((t) => t.trim());
}

const sameTabs = (shown: string[], wanted: string[], who: string) => {
  if (shown.join(' | ') !== wanted.join(' | ')) throw new Error(`${who} sees the tabs ${shown.join(' | ')}; wanted ${wanted.join(' | ')}`);
};

e2e.test(
  'Master Tab: a read-only tab per master page the user may view, in menu order',
  async ({ page }) => {
    sameTabs(
      await tabsShown(page),
      [
        ...['Company Master', 'Branch Master', 'Payment Master', 'Company Documents'],
        ...['Master Documents', 'Approval Matrix', 'MIS Master', 'Mail Settings', 'Pincodes', 'Document Master', 'NDMA Parameters'],
        ...['Visit Photo Checklist', 'Site Visit Settings'],
        ...['Bank', 'Branch', 'Agreement Renewal', 'Email Details', 'Feedback Questions', 'Feedback Answers', 'Web Feedback', 'Notes'],
        'Branch Users',
      ],
      'admin',
    );
    await page.getByRole('tab', { name: 'Pincodes' }).click();
    await expectText(table(page, 'Pincodes'), 'Bandra East');
    if (await page.getByRole('button', { name: 'Add pincode' }).count()) throw new Error('the look-up tab offers Add');
    await page.getByRole('tab', { name: 'NDMA Parameters' }).click();
    await search(page, 'NDMA Parameters', 'kachchh');
    await expectText(table(page, 'NDMA Parameters'), 'Gujarat');
    await page.getByRole('tab', { name: 'Mail Settings' }).click();
    await expectVisible(table(page, 'Mail Templates'));
    await page.getByRole('tab', { name: 'Master Documents' }).click();
    await expectVisible(table(page, 'Master Documents'));
  },
  { as: 'admin' },
);

e2e.test(
  'Master Tab: a user with fewer rights gets the tabs of those rights and the ungated look-ups',
  async ({ page, newPage }) => {
    const s = stamp();
    const email = `master.tab.${s}@example.com`;
    await page.goto('/admin/index');
    const made = await api<{ data: { id: number } }>(page, 'POST', 'users', {
      name: `Tab Reader ${s.replace(/[0-9]/g, '')}`,
      email,
      password: 'Cobalt-Window-123',
      password_confirmation: 'Cobalt-Window-123',
      kind: 'admin',
      role: 'others',
      status: '1',
    });
    const matrix = await api<{ data: { version: number; rights: { page: { name: string }; view_status: string }[] } }>(
      page,
      'GET',
      `rights/${made.data.id}`,
    );
    const granted = new Set(['master_tab_page', 'pincode_master', 'mail_setting_page']);
    await api(page, 'PUT', `rights/${made.data.id}`, {
      version: matrix.data.version,
      rights: matrix.data.rights.map((r) => ({ page: r.page, view_status: granted.has(r.page.name) ? '1' : '0' })),
    });
    const reader = await newPage();
    await signIn(reader, 'admin', email, 'Cobalt-Window-123');
    sameTabs(await tabsShown(reader), ['Mail Settings', 'Pincodes', 'Document Master', 'NDMA Parameters'], email);
    await expectVisible(table(reader, 'Mail Templates'));
  },
  { as: 'admin' },
);
