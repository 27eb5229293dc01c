// Projects (issue 15) in Chromium: a project added and listed negative by a bank, and a case for
// it initiated only once the warning is acknowledged (kept on the case and its history, shown on
// the case screen); a stage visit added and drawn on the progress chart; the APF report shown and
// its PDF downloaded and read.
import fs from 'node:fs';
import type { Locator, Page, Route } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { check, closePopup, e2eSuite, expectPopup, expectText, expectVisible, field } from '../lib/index';
import { dialog, expectSuccess, row, search, stamp } from './crud-kit';

const e2e = e2eSuite();

/** A call with the page's own session (to read what the screens stored). */
function api<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (u) => {
    const login = JSON.parse(localStorage.getItem('valuation-backoffice.login') ?? '{}');
    const res = await fetch(u, { headers: { authorization: `Bearer ${login.token}` } });
    return res.json();
  }, url);
}

/** Picks `label` in a lookup select with a search box (the kit's RemoteSelect). */
async function pick(scope: Locator, name: string, label: string) {
  await scope.getByRole('searchbox', { name: `Search ${name}` }).fill(label);
  const select = field(scope, name);
  await select.locator('option', { hasText: label }).first().waitFor({ state: 'attached', timeout: 15_000 });
  await select.selectOption({ label });
}

e2e.test(
  'a case for a project the bank lists negative is initiated only with the warning acknowledged, which the case keeps',
  async ({ page }) => {
    const s = stamp();
    const project = `Warned Enclave ${s}`;
    await page.goto('/admin/projects');
    await page.getByRole('button', { name: 'Add project' }).click();
    const add = dialog(page, 'Add project');
    await field(add, 'Project Name').fill(project);
    await field(add, 'Developer').fill('Shaky Builders');
    await field(add, 'Address').fill('Plot 9, Sector 5, Kharghar');
    await field(add, 'City').fill('Navi Mumbai');
    await field(add, 'Pincode').fill('410210');
    await field(add, 'Towers').fill('2');
    await field(add, 'Units').fill('120');
    await field(add, 'Status').selectOption({ label: 'Negative' });
    await add.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Added The New Project!');

    await page.goto('/admin/negativeProjectMaster');
    await page.getByRole('button', { name: 'Add negative listing' }).click();
    const listing = dialog(page, 'Add negative listing');
    await pick(listing, 'Project', project);
    const bank = field(listing, 'Bank');
    await bank.locator('option', { hasText: 'HDFC Bank' }).first().waitFor({ state: 'attached', timeout: 15_000 });
    await bank.selectOption({ label: 'HDFC Bank' });
    await field(listing, 'Listed On').fill('2026-03-02');
    await field(listing, 'Reason').fill(`Plans not sanctioned ${s}`);
    await listing.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Added The New Negative Listing!');

    await page.goto('/admin/initiatedCases');
    await page.getByRole('button', { name: 'Initiate case' }).click();
    const form = dialog(page, 'Initiate case');
    const caseBank = field(form, 'Bank');
    await caseBank.locator('option', { hasText: 'HDFC Bank' }).first().waitFor({ state: 'attached', timeout: 15_000 });
    await caseBank.selectOption({ label: 'HDFC Bank' });
    const branch = field(form, 'Bank Branch');
    await branch.locator('option').nth(1).waitFor({ state: 'attached', timeout: 15_000 });
    await branch.selectOption({ index: 1 });
    await field(form, 'Company Branch').selectOption({ label: 'Mumbai' });
    const word = s.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]);
    await field(form, 'Bank Reference No.').fill(`E2E/PRJ/${s}`);
    await field(form, 'Applicant Name').fill(`Neha Projecttest ${word}`);
    await field(form, 'Property Type').selectOption({ label: 'Residential flat' });
    await field(form, 'Property Address').fill(`Flat 702, ${project}, Kharghar`);
    await field(form, 'Pincode').fill('410210');
    await pick(form, 'Project', project);
    await expectText(form, `${project} is listed negative by HDFC Bank since 2026-03-02: Plans not sanctioned ${s}`);

    // Without the box ticked the API refuses, saying why; ticked, the case is initiated.
    await form.getByRole('button', { name: 'Initiate', exact: true }).click();
    await expectText(form, 'Acknowledge this warning to initiate the case.');
    await form.getByText('I acknowledge this warning and initiate the case').click();
    await form.getByRole('button', { name: 'Initiate', exact: true }).click();
    await closePopup(await expectPopup(page, /Case [A-Z]+\/[0-9]{4}\/[0-9]{6} initiated\./, undefined, { timeout: 20_000 }));

    const listed = await api<{ data: { id: number; status_comment: string | null }[] }>(
      page,
      `/api/cases?search=${encodeURIComponent(`E2E/PRJ/${s}`)}&pageSize=10`,
    );
    check(listed.data.length === 1, 'the new case should be found by its bank reference');
    check(
      /^Project warning acknowledged: Warned Enclave .* is listed negative by HDFC Bank/.test(listed.data[0].status_comment ?? ''),
      `the case should keep the acknowledged warning, not ${listed.data[0].status_comment}`,
    );

    // The case screen shows the acknowledgement: who, when, and the warning's words.
    await page.goto(`/admin/viewWorkInProgress/${listed.data[0].id}`);
    const note = page.getByRole('note', { name: 'Project warning acknowledged' });
    await expectText(note, /Project warning acknowledged by \S.* on \d{2}/);
    await expectText(note, `${project} is listed negative by HDFC Bank since 2026-03-02: Plans not sanctioned ${s}`);
  },
  { as: 'admin', timeout: 120_000 },
);

e2e.test(
  'a stage visit is added and the project progress chart shows it',
  async ({ page }) => {
    const s = stamp();
    // The progress picker's projects held back: while they come it is disabled and says it is busy.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    const hold = async (route: Route) => {
      await held;
      await route.continue();
    };
    await page.route('**/api/lookups/projects*', hold);
    await page.goto('/admin/StageUpdationReport');
    const busy = page.getByLabel('Project', { exact: true }).last();
    await expectVisible(busy);
    check((await busy.getAttribute('aria-busy')) === 'true', 'the project choice says it is busy while its list loads');
    check(await busy.isDisabled(), 'the project choice is disabled while its list loads');
    release();
    await busy.locator('option').nth(1).waitFor({ state: 'attached', timeout: 15_000 });
    await page.unroute('**/api/lookups/projects*', hold);
    check((await busy.getAttribute('aria-busy')) === 'false', 'the project choice is no longer busy once its list came');
    await page.getByRole('button', { name: 'Add stage visit' }).click();
    const form = dialog(page, 'Add stage visit');
    await pick(form, 'Project', 'Godrej Hillside');
    await field(form, 'Visit Date').fill('2026-11-20');
    const engineer = field(form, 'Engineer');
    await engineer.locator('option').nth(1).waitFor({ state: 'attached', timeout: 15_000 });
    await engineer.selectOption({ index: 1 });
    await field(form, 'Overall %').fill('64');
    await field(form, 'RCC %').fill('100');
    await field(form, 'Remarks').fill(`Terrace slab cast ${s}`);
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Added The New Stage Visit!');
    await search(page, 'Stage Updation Report', `Terrace slab cast ${s}`);
    await expectText(row(page, 'Stage Updation Report', '2026-11-20'), 'Godrej Hillside');

    const picker = page.getByLabel('Project', { exact: true }).last();
    await picker.locator('option', { hasText: 'Godrej Hillside' }).waitFor({ state: 'attached', timeout: 15_000 });
    await picker.selectOption({ label: 'Godrej Hillside' });
    await expectVisible(page.getByRole('img', { name: 'Stage progress of Godrej Hillside chart' }));
    const progress = page.getByRole('table', { name: 'Stage progress of Godrej Hillside' });
    await expectText(progress.getByRole('row').filter({ hasText: '2026-11-20' }).first(), '64');
    check((await page.locator('[data-testid="stage-progress-chart"] svg path').count()) >= 10, 'the chart draws a line per series');
  },
  { as: 'admin', timeout: 90_000 },
);

e2e.test(
  'the APF report of a project is a page and a PDF that says the same',
  async ({ page }) => {
    await page.goto('/admin/ProjectApfMaster');
    await search(page, 'Project APF Master', 'SBI/APF/PUN/2025/0147');
    await page
      .getByRole('button', { name: /APF report/ })
      .first()
      .click();
    await expectText(page.getByRole('heading', { level: 2 }).filter({ hasText: 'APF report' }), 'Kalpataru Serenity');
    const approvals = page.getByRole('region', { name: 'APF approvals' });
    await expectText(approvals, 'APF No. SBI/APF/PUN/2025/0147');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF APF report Kalpataru Serenity' }).click();
    const file = await (await download).path();
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(fs.readFileSync(file!))), { mergePages: true });
    for (const expected of [
      'PROJECT APF REPORT',
      'Kalpataru Serenity',
      'P52100018473',
      'APF No. SBI/APF/PUN/2025/0147',
      'HDFC/APF/2025/3321',
      'Seismic zone',
    ]) {
      check(text.includes(expected), `the PDF should say "${expected}": ${text.slice(0, 300)}`);
    }
    // The project's hazards came from the NDMA master when it was created (Pune's district row).
    check(/Zone (II|III|IV|V|VI)/.test(text), `the PDF should give the seismic zone: ${text.slice(0, 600)}`);
    await expectText(page, /Seismic zone\s*Zone (II|III|IV|V|VI)/);

    // The same report without the side menu.
    await page.getByRole('link', { name: 'Full screen' }).click();
    await expectText(page.getByRole('region', { name: 'Inventory' }), 'Sold');
  },
  { as: 'admin', timeout: 90_000 },
);
