// One valuation case walked through the whole flow by the right people in Chromium: initiate,
// allocate, site visit with a geotagged photo, valuation, a level-1 return for rework, the two
// reviews, release with the report PDF downloaded and read, dispatch and close; the dashboard
// counts move with it.
import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { check, closePopup, e2eSuite, expectText, expectVisible, field, signIn } from '../lib/index';
import { search, stamp } from './crud-kit';
import { rowAction, rowActionTo } from './row-action';

const e2e = e2eSuite();
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/**
 * The text of the success popup matching `message`. It closes itself after 1.5 s, so it is read in
 * the page (every 50 ms; a second page gets no animation frames); start it before the click.
 */
async function popupText(page: Page, message: string | RegExp): Promise<string> {
  const source = typeof message === 'string' ? message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : message.source;
  const shown = await page.waitForFunction(
    (src) =>
      [...document.querySelectorAll('[data-testid="popup"]')].map((e) => e.textContent ?? '').find((t) => new RegExp(src).test(t)) ?? false,
    source,
    { timeout: 20_000, polling: 50 },
  );
  return (await shown.jsonValue()) as string;
}

/**
 * Clicks `button` and waits for the popup after the save or move (watched from before the click),
 * then for it to close (the screen reloads after it).
 */
async function done(page: Page, message: string | RegExp, button: Locator) {
  const seen = popupText(page, message);
  await button.click();
  await seen;
  await closePopup(page.locator('[data-testid="popup"]').first());
}

/** Clicks a move's button and confirms it in the move dialog, with a comment when given. */
async function move(page: Page, button: Locator | (() => Promise<void>), label: string, comment?: string) {
  await (typeof button === 'function' ? button() : button.click());
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${label}:`) });
  await expectVisible(dialog);
  // A bank whose panel lapsed: releasing asks for the acknowledgement and a reason.
  const ack = dialog.getByRole('checkbox', { name: /I acknowledge that the empanelment/ });
  if (await ack.count()) {
    await ack.check();
    comment ??= 'Renewal of the panel is under process; the bank asked for the report in writing';
  }
  if (comment) await dialog.getByRole('textbox').fill(comment);
  await done(page, /Case moved to /, dialog.getByRole('button', { name: label, exact: true }));
}

/** Today's dashboard counts (POST dashboard-1 with the page's own session). */
function counts(page: Page): Promise<{ total_cases: number; completed_cases: number }> {
  return page.evaluate(async () => {
    const login = JSON.parse(localStorage.getItem('valuation-backoffice.login') ?? '{}');
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const res = await fetch('/api/dashboard-1', {
      method: 'POST',
      headers: { authorization: `Bearer ${login.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ branch_id: 'all', from_date: today, to_date: today }),
    });
    return (await res.json()).data.counts;
  });
}

async function signedIn(newPage: () => Promise<Page>, email: string) {
  const p = await newPage();
  await signIn(p, 'employee', email);
  return p;
}

e2e.test(
  'a case from request to closed report, by the right people',
  async ({ page, newPage }) => {
    const word = stamp().replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]);
    const applicant = `Eshan Flowtest ${word}`;
    await page.goto('/admin/initiatedCases');
    const before = await counts(page);

    // Initiate (admin): bank, then that bank's branch.
    await page.getByRole('button', { name: 'Initiate case' }).click();
    const form = page.getByRole('dialog', { name: 'Initiate case' });
    const bank = field(form, 'Bank');
    await bank.locator('option').nth(1).waitFor({ state: 'attached', timeout: 10_000 });
    await bank.selectOption({ index: 1 });
    const branch = field(form, 'Bank Branch');
    await branch.locator('option').nth(1).waitFor({ state: 'attached', timeout: 10_000 });
    await branch.selectOption({ index: 1 });
    await field(form, 'Company Branch').selectOption({ label: 'Mumbai' });
    await field(form, 'Bank Reference No.').fill(`E2E/${word}`);
    await field(form, 'Applicant Name').fill(applicant);
    await field(form, 'Property Type').selectOption({ label: 'Residential flat' });
    await field(form, 'Property Address').fill(`Flat 1204, Tower ${word}, Hiranandani Gardens, Powai, Mumbai`);
    await field(form, 'Pincode').fill('400076');
    // The success popup closes itself after 1.5 s: watched from before the click (a loaded machine
    // missed it when it was looked for afterwards).
    const created = popupText(page, /Case [A-Z]+\/[0-9]{4}\/[0-9]{6} initiated\./);
    await form.getByRole('button', { name: 'Initiate', exact: true }).click();
    const caseNo = /([A-Z]+\/[0-9]{4}\/[0-9]{6})/.exec(await created)![1];
    await closePopup(page.locator('[data-testid="popup"]').first());
    check((await counts(page)).total_cases === before.total_cases + 1, 'the dashboard total should count the new case');

    // Allocate to the demo engineer with an appointment.
    await page.goto('/admin/caseAllocation');
    await search(page, 'Case Allocation', caseNo);
    await rowAction(page, 'Allocate', `case ${caseNo}`);
    const alloc = page.getByRole('dialog', { name: `Allocate ${caseNo}` });
    const engineer = alloc.locator('option', { hasText: 'Employee User' }).first();
    await engineer.waitFor({ state: 'attached' });
    await field(alloc, 'Site Engineer').selectOption((await engineer.getAttribute('value')) as string);
    await field(alloc, 'Appointment (IST)').fill('2030-01-15');
    await field(alloc, 'Appointment time (HH:mm)').fill('11:00');
    await done(page, 'Allocated 1 case.', alloc.getByRole('button', { name: 'Allocate', exact: true }));

    // The engineer, on a phone: marks the visit and takes a geotagged photo.
    const phone = await newPage({ as: 'employee' });
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.context().grantPermissions(['geolocation']);
    await phone.context().setGeolocation({ latitude: 19.1176, longitude: 72.906 });
    await phone.goto('/admin/siteEngineer1');
    const card = phone.getByRole('article', { name: `Visit ${caseNo}` });
    await move(phone, card.getByRole('button', { name: 'Mark visited' }), 'Mark visited');
    await phone.getByLabel(`Photo for ${caseNo}`).setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
    await expectText(phone, 'Photo saved at 19.11760, 72.90600');

    // The valuer: start, value, submit.
    await page.goto('/admin/workInProgressCases');
    await search(page, 'Work In Progress Cases', caseNo);
    await rowActionTo(page, 'Open', `case ${caseNo}`, /^\/admin\/viewWorkInProgress\//);
    await expectText(page.getByRole('heading', { level: 2 }), `Case ${caseNo}`);
    // The split screen shows the site photo (fetched with the session's token) beside the form.
    await page.getByRole('link', { name: 'Split screen' }).click();
    const photo = page.getByRole('img', { name: 'front.png' });
    await photo.waitFor({ timeout: 15_000 });
    if (!(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 1)))
      throw new Error('the split screen did not load the uploaded photo');
    await page.goBack();
    await expectText(page.getByRole('heading', { level: 2 }), `Case ${caseNo}`);
    await move(page, page.getByRole('button', { name: 'Start valuation' }), 'Start valuation');
    await field(page, 'Fair Market Value').fill('6000000');
    await field(page, 'Carpet Area').fill('640');
    await done(page, 'Case saved.', page.getByRole('button', { name: 'Save', exact: true }));
    await move(page, page.getByRole('button', { name: 'Submit for review' }), 'Submit for review');
    const workbench = page.url();

    // Level 1 returns it for rework: a reason is required.
    const level1 = await signedIn(newPage, 'reviewer1@example.com');
    // The second window would get no frames in the background, so its popup would never paint.
    await level1.bringToFront();
    await level1.goto('/admin/StageReviewCases');
    await search(level1, 'Stage Review Cases', caseNo);
    await rowAction(level1, 'Return for rework', `case ${caseNo}`);
    const rework = level1.getByRole('dialog', { name: /^Return for rework:/ });
    await rework.getByRole('button', { name: 'Return for rework', exact: true }).click();
    await expectText(rework, 'Say what needs rework.');
    await rework.getByRole('textbox').fill('Carpet area does not match the approved plan');
    await done(level1, 'Case moved to Rework.', rework.getByRole('button', { name: 'Return for rework', exact: true }));

    await page.goto(workbench);
    await expectText(page, 'Carpet area does not match the approved plan');
    await move(page, page.getByRole('button', { name: 'Resume rework' }), 'Resume rework');
    await move(page, page.getByRole('button', { name: 'Submit for review' }), 'Submit for review');

    // Level 1 approves; level 2 approves and releases.
    await level1.reload();
    await search(level1, 'Stage Review Cases', caseNo);
    await move(level1, () => rowAction(level1, 'Approve to next level', `case ${caseNo}`), 'Approve to next level');
    const level2 = await signedIn(newPage, 'reviewer2@example.com');
    await level2.goto('/admin/StageReviewCases');
    await search(level2, 'Stage Review Cases', caseNo);
    await move(level2, () => rowAction(level2, 'Approve and release', `case ${caseNo}`), 'Approve and release');

    // The report: downloaded from the completed list and read.
    await page.goto('/admin/completedCases');
    await search(page, 'Completed Cases', caseNo);
    const download = page.waitForEvent('download');
    await rowAction(page, 'Report PDF', `case ${caseNo}`);
    const file = await (await download).path();
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(fs.readFileSync(file!))), { mergePages: true });
    for (const expected of [caseNo, '₹ 60,00,000.00', 'Rupees Sixty Lakh Only', applicant, '19.1176, 72.906']) {
      check(text.includes(expected), `the report should say "${expected}"`);
    }
    check((await counts(page)).completed_cases === before.completed_cases + 1, 'the dashboard should count the released case as completed');

    await move(page, () => rowAction(page, 'Dispatch', `case ${caseNo}`), 'Dispatch');
    await move(page, () => rowAction(page, 'Close', `case ${caseNo}`), 'Close');
    await expectText(page.getByRole('row').filter({ hasText: caseNo }), 'Closed');
  },
  { as: 'admin', timeout: 120_000 },
);
