// Online valuation requests in Chromium: a bank-branch login requests a valuation with a document
// from its Branch Dashboard, another bank's branch login cannot see it (API and list), staff accept
// it and it is an initiated case with the document; the branch then sees it accepted with its case.
// A sheet with good and bad rows shows each row's errors and imports only the confirmed valid rows.
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { closePopup, e2eSuite, expectText, expectVisible, field, signIn } from '../lib/index';
import { row, search, stamp, table } from './crud-kit';
import { rowAction } from './row-action';

const e2e = e2eSuite();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A GET of the API with the page's own session: status and JSON. */
function apiGet(
  page: Page,
  url: string,
): Promise<{ status: number; body: { data?: Record<string, unknown>[] | Record<string, unknown> } }> {
  return page.evaluate(async (u) => {
    const login = JSON.parse(localStorage.getItem('valuation-backoffice.login') ?? '{}');
    const res = await fetch(u, { headers: { authorization: `Bearer ${login.token}` } });
    return { status: res.status, body: await res.json() };
  }, url);
}

/**
 * Clicks and answers the text of the success popup matching `message`, read in the page every
 * 50 ms from before the click (it closes itself after 1.5 s), then waits for it to close.
 */
async function popupAfter(page: Page, message: RegExp, click: () => Promise<void>): Promise<string> {
  const seen = page.waitForFunction(
    (src) =>
      [...document.querySelectorAll('[data-testid="popup"]')].map((e) => e.textContent ?? '').find((t) => new RegExp(src).test(t)) ?? false,
    message.source,
    { timeout: 30_000, polling: 50 },
  );
  await click();
  const text = (await (await seen).jsonValue()) as string;
  await closePopup(page.locator('[data-testid="popup"]').first(), { timeout: 15_000 });
  return text;
}

e2e.test(
  'a branch requests a valuation with a document, another bank cannot see it, staff accept it into Initiated Cases',
  async ({ page, newPage }) => {
    const word = stamp().replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]);
    const applicant = `Omkar Online ${word}`;

    // The branch login, on its Branch Dashboard: the form is there, above the branch's panels.
    await page.goto('/admin/branchDashboard');
    const form = page.getByRole('form', { name: 'Request a valuation' });
    await expectVisible(form);
    if (!new URL(page.url()).pathname.toLowerCase().endsWith('/admin/branchdashboard'))
      throw new Error(`left the dashboard: ${page.url()}`);
    await field(form, 'Applicant Name').fill(applicant);
    await field(form, 'Contact Name').fill('Savita');
    await field(form, 'Contact Mobile').fill('9820011223');
    await field(form, 'Property Type').selectOption({ label: 'Residential flat' });
    await field(form, 'Property Address').fill(`Flat 12, Online Heights ${word}, Chakala, Andheri East, Mumbai`);
    await field(form, 'Pincode').fill('400099');
    await field(form, 'Document Type').selectOption({ label: 'Sale deed' });
    await field(form, 'Document File').setInputFiles({ name: `sale-deed-${word}.pdf`, mimeType: 'application/pdf', buffer: PDF });
    await expectText(form, `Sale deed: sale-deed-${word}.pdf`);
    const sent = await popupAfter(page, /Request \d+ sent\./, () => form.getByRole('button', { name: 'Send request' }).click());
    const id = Number(/Request (\d+) sent/.exec(sent)![1]);
    await search(page, 'My Requests', applicant);
    await expectText(row(page, 'My Requests', applicant), 'Submitted');

    // Another bank's branch: not found by the API, not in its list, and no staff route.
    const hdfc = await newPage();
    await signIn(hdfc, 'branch', 'hdfc.pune@example.com');
    await hdfc.goto('/admin/branchDashboard');
    await search(hdfc, 'My Requests', applicant);
    await expectText(table(hdfc, 'My Requests'), `No My Requests match "${applicant}".`);
    if ((await apiGet(hdfc, `/api/online-requests/mine/${id}`)).status !== 404) throw new Error('another bank reads the request');
    if ((await apiGet(hdfc, `/api/online-requests/${id}`)).status !== 403) throw new Error('a branch reads the staff route');

    // Staff accept it.
    const staff = await newPage({ as: 'admin' });
    await staff.goto('/admin/CasesUplaodedOnline');
    await search(staff, 'Cases Uploaded Online', applicant);
    await expectText(row(staff, 'Cases Uploaded Online', applicant), 'Andheri East');
    await rowAction(staff, 'Accept', `request ${applicant}`);
    const decide = staff.getByRole('dialog', { name: new RegExp(`^Accept request ${id}:`) });
    await expectVisible(decide);
    const accepted = await popupAfter(staff, /Request accepted as case [A-Z]+\/\d+\/\d+/, async () => {
      await decide.getByRole('button', { name: 'Accept', exact: true }).click();
      // Another run's request (same pincode, a near-identical address) may be named as a possible
      // duplicate: the dialog says so and staff accept anyway.
      const anyway = decide.getByRole('button', { name: 'Accept anyway' });
      // The loser of the race times out later: its rejection is expected and dropped.
      const quiet = (p: Promise<void>) => p.catch(() => undefined);
      await Promise.race([quiet(decide.waitFor({ state: 'hidden', timeout: 30_000 })), quiet(anyway.waitFor({ timeout: 30_000 }))]);
      if (await anyway.isVisible()) {
        await expectText(decide, 'This may be a duplicate of');
        await anyway.click();
      }
    });
    const caseNo = /[A-Z]+\/\d+\/\d+/.exec(accepted)![0];
    await expectText(row(staff, 'Cases Uploaded Online', applicant), caseNo);

    // The case is in Initiated Cases, with the document.
    await staff.goto('/admin/initiatedCases');
    await search(staff, 'Initiated Cases', applicant);
    await expectText(row(staff, 'Initiated Cases', applicant), caseNo);
    const request = (await apiGet(staff, `/api/online-requests/${id}`)).body.data as { case_id: number };
    await staff.goto(`/admin/uploadDocuments/${request.case_id}`);
    await expectText(staff.locator('main'), `sale-deed-${word}.pdf`);

    // The branch sees it accepted, with the case number.
    await page.reload();
    await search(page, 'My Requests', applicant);
    await expectText(row(page, 'My Requests', applicant), 'Accepted');
    await expectText(row(page, 'My Requests', applicant), caseNo);
  },
  { as: 'branch', timeout: 150_000 },
);

e2e.test(
  'an .xlsx with a title row and good and bad rows: each row checked, only the valid rows imported once confirmed',
  async ({ page }) => {
    const word = stamp().replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]);
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Requests');
    // As a clerk makes it: a merged title row above the header.
    ws.addRow([`Requests from the branch ${word}`]);
    ws.mergeCells('A1:F1');
    ws.addRow(['Applicant Name', 'Contact Mobile', 'Property Type', 'Property Address', 'Pincode', 'Purpose']);
    ws.addRow([`Sheet One ${word}`, '9820012345', 'Residential flat', `Flat 1, Sheet Towers ${word}, Mumbai`, 400099, 'Home loan']);
    ws.addRow([`Sheet Two ${word}`, '12345', 'Plot', `Plot 2, Sheet Layout ${word}, Mumbai`, 400093, 'LAP']);
    ws.addRow([`Sheet Three ${word}`, '9820012399', 'Office', `Office 3, Sheet Plaza ${word}, Mumbai`, 400051, 'Home loan']);
    const buffer = Buffer.from(await wb.xlsx.writeBuffer());

    await page.goto('/admin/requestValuation');
    await field(page, 'Request sheet (.xlsx or CSV)').setInputFiles({
      name: `requests-${word}.xlsx`,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    await page.getByRole('button', { name: 'Check sheet' }).click();
    await expectText(page.getByRole('status'), '2 valid rows, 1 with errors (header on row 2).');
    const checked = table(page, 'Checked rows');
    await expectText(checked.getByRole('row').filter({ hasText: `Sheet Two ${word}` }), 'Enter a valid 10-digit mobile number');
    await search(page, 'My Requests', word);
    await expectText(table(page, 'My Requests'), `No My Requests match "${word}".`);
    await popupAfter(page, /Imported 2 requests\./, () => page.getByRole('button', { name: 'Import the 2 valid rows only' }).click());
    // The list (still searching for the stamp) refreshes by tag after the import.
    await expectText(row(page, 'My Requests', `Sheet One ${word}`), 'Submitted');
    await expectText(row(page, 'My Requests', `Sheet Three ${word}`), 'Submitted');
    await expectText(page, 'Showing 1–2 of 2');
  },
  { as: 'branch', timeout: 120_000 },
);
