// Issue 25 end to end: a case valued over one crore walks through a return for rework and three
// review levels. Submitted, its valuation is frozen (the workbench is read-only and the API answers
// 409 naming the state); the level-2 reviewer sees what changed between revisions (field, old,
// new, by whom); the downloaded report carries the declaration, the valuer's registration number,
// the value in words and the photo's caption in IST. Works only on the case it creates.
import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { check, closePopup, e2eSuite, expectPopup, expectText, expectVisible, field, signIn } from '../lib/index';
import { search, stamp } from './crud-kit';
import { rowAction } from './row-action';

const e2e = e2eSuite();
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

type Json = { status: number; body: { data?: Record<string, unknown>; message?: string } & Record<string, unknown> };

/** An API call from the page with a given token (sign-ins and setup moves go through the API). */
function api(page: Page, token: string | null, method: string, path: string, body?: unknown): Promise<Json> {
  return page.evaluate(
    async ({ token, method, path, body }) => {
      const res = await fetch(`/api/${path}`, {
        method,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, body: await res.json() };
    },
    { token, method, path, body },
  );
}

async function tokenOf(page: Page, email: string, kind: 'login' | 'employeelogin'): Promise<string> {
  const res = await api(page, null, 'POST', kind, { email, password: 'demo1234' });
  check(res.status === 200, `sign-in of ${email}: ${res.status}`);
  return res.body.token as string;
}

/** Uploads a document (a photo with its place and time, or a PDF) to the case. */
function upload(
  page: Page,
  token: string,
  caseId: number,
  fields: Record<string, string>,
  file: { name: string; type: string; b64: string },
) {
  return page.evaluate(
    async ({ token, caseId, fields, file }) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      const bytes = Uint8Array.from(atob(file.b64), (c) => c.charCodeAt(0));
      form.append('file', new Blob([bytes], { type: file.type }), file.name);
      const res = await fetch(`/api/cases/${caseId}/documents`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      return res.status;
    },
    { token, caseId, fields, file },
  );
}

async function confirmMove(page: Page, button: Locator, label: string) {
  await button.click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${label}:`) });
  await expectVisible(dialog);
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await closePopup(await expectPopup(page, /^Case moved to /));
}

e2e.test(
  'rework and three levels: frozen figures, the revision diff for level 2, the report a bank files',
  async ({ page, newPage }) => {
    await page.goto('/admin/completedCases');
    const word = stamp().replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]);
    const admin = await tokenOf(page, 'admin@example.com', 'login');
    const engineer = await tokenOf(page, 'employee@example.com', 'employeelogin');
    const level = await Promise.all([1, 2, 3].map((n) => tokenOf(page, `reviewer${n}@example.com`, 'employeelogin')));
    const banks = (await api(page, admin, 'GET', 'lookups/banks')).body.data as unknown as { id: number; name: string }[];
    const bank = banks.find((b) => /HDFC|ICICI|Axis/.test(b.name)) ?? banks[0];
    const branch = (
      (await api(page, admin, 'GET', `cases/lookups/bank-branches?bank_id=${bank.id}`)).body.data as unknown as { id: number }[]
    )[0];
    const office = (
      (await api(page, admin, 'GET', 'lookups/company-branches')).body.data as unknown as { id: number; name: string }[]
    ).find((o) => o.name === 'Mumbai')!;
    const made = await api(page, admin, 'POST', 'cases', {
      bank_id: bank.id,
      bank_branch_id: branch.id,
      company_branch_id: office.id,
      bank_ref_no: `E2E/RPT/${word}`,
      channel: 'EMAIL',
      purpose: 'HOME_LOAN',
      case_type: 'FRESH',
      priority: 'NORMAL',
      applicant_name: `Farah Reviewtest ${word}`,
      property_type: 'RES_FLAT',
      property_address: `Flat 2201, Tower ${word}, Powai, Mumbai`,
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400076',
      ignore_duplicates: true,
    });
    check(made.status === 201, `initiate: ${JSON.stringify(made.body).slice(0, 300)}`);
    let c = made.body.data as { id: number; version: number; case_no: string } & Record<string, unknown>;
    const caseNo = c.case_no;
    const me = (await api(page, engineer, 'GET', 'me')).body as unknown as { user: { id: number } };
    const step = async (token: string, move: string, extra: Record<string, unknown> = {}) => {
      const res = await api(page, token, 'POST', `cases/${c.id}/moves`, { move, version: c.version, ...extra });
      check(res.status === 200, `${move}: ${JSON.stringify(res.body).slice(0, 300)}`);
      c = res.body.data as typeof c;
    };
    const save = async (values: Record<string, unknown>) => api(page, admin, 'PUT', `cases/${c.id}`, { version: c.version, ...values });
    await step(admin, 'allocate', { site_engineer_id: me.user.id });
    await step(engineer, 'visit');
    await step(admin, 'start');
    check(
      (await upload(
        page,
        admin,
        c.id,
        { doc_type: 'PHOTO', latitude: '19.1176', longitude: '72.9060', taken_at: '2026-11-20T05:10:00Z' },
        { name: 'front.png', type: 'image/png', b64: PNG },
      )) === 201,
      'the photo uploads',
    );
    let saved = await save({
      fair_market_value: 12_000_000,
      carpet_area: 1000,
      rate_adopted: 12_000,
      latitude: 19.1172,
      longitude: 72.906,
    });
    check(saved.status === 200, `save: ${JSON.stringify(saved.body).slice(0, 200)}`);
    c = saved.body.data as typeof c;
    await step(admin, 'submit');
    check(c.levels_needed === 3, `over one crore: three levels (got ${String(c.levels_needed)})`);
    // Frozen under review: 409 naming the state.
    const refused = await save({ fair_market_value: 1 });
    check(refused.status === 409, `a frozen case refuses edits (got ${refused.status})`);
    check(
      refused.body.message === 'The case is in Stage review: its valuation is frozen for review. Return it for rework to change it.',
      String(refused.body.message),
    );

    // Level 1 returns it; the valuer changes the value and the area and submits revision 2.
    await step(level[0], 'rework', { comment: 'Carpet area per the approved plan is 1,040 sq ft' });
    await step(admin, 'resubmit');
    saved = await save({ fair_market_value: 12_500_000, carpet_area: 1040 });
    check(saved.status === 200, 'saved in rework');
    c = saved.body.data as typeof c;
    await step(admin, 'submit');
    await step(level[0], 'approve');

    // Level 2, in the browser: read-only workbench, the diff of revision 2, then approves.
    const reviewer = await newPage();
    await signIn(reviewer, 'employee', 'reviewer2@example.com');
    await reviewer.bringToFront();
    await reviewer.goto(`/admin/viewWorkInProgress/${c.id}`);
    await expectText(reviewer.getByRole('heading', { level: 2 }), `Case ${caseNo}`);
    // The stage stepper: under review, the four stages behind it done, the three after it ahead.
    const stages = reviewer.getByRole('navigation', { name: 'Case stages' });
    await expectText(stages.locator('[aria-current="step"]'), 'Stage review');
    const steps = await stages.getByRole('listitem').allInnerTexts();
    check(steps.length === 8 && steps[4] === 'Stage review', `eight stages, the fifth current: ${JSON.stringify(steps)}`);
    check((await stages.getByText('(done)').count()) === 4, 'Initiated, Allocated, Site visit done and Work in progress are done');
    await expectText(reviewer, 'The case is in Stage review: its valuation is frozen for review. Return it for rework to change it.');
    check(await field(reviewer, 'Fair Market Value').isDisabled(), 'the level-2 reviewer cannot edit the fair market value');
    const diff = reviewer.getByRole('table', { name: 'Changes in revision 2' });
    await expectVisible(diff);
    for (const [label, before, after] of [
      ['Fair Market Value', '12000000', '12500000'],
      ['Carpet Area', '1000', '1040'],
    ]) {
      const row = diff.getByRole('row').filter({ has: reviewer.getByRole('cell', { name: label, exact: true }) });
      await expectText(row, `${label}${before}${after}Admin User`);
    }
    await confirmMove(reviewer, reviewer.getByRole('button', { name: 'Approve to next level' }), 'Approve to next level');

    // Level 3 releases (acknowledging a lapsed panel when the bank's has lapsed).
    c = (await api(page, admin, 'GET', `cases/${c.id}`)).body.data as typeof c;
    check(c.review_level === 3, `after the level-2 approval the case waits at level 3 (got ${String(c.review_level)})`);
    await step(level[2], 'release', c.panel_lapsed ? { acknowledge_lapsed_panel: true, comment: 'Panel renewal under process' } : {});
    const revisions = (await api(page, admin, 'GET', `cases/${c.id}/revisions`)).body.data as unknown as {
      revisions: { revision_no: number; approvals: { level: number }[] }[];
    };
    check(
      JSON.stringify(revisions.revisions.map((r) => [r.revision_no, r.approvals.map((a) => a.level)])) === '[[1,[]],[2,[1,2,3]]]',
      `revision 2 approved at three levels: ${JSON.stringify(revisions.revisions)}`,
    );

    // The report, downloaded from the completed list and read.
    await page.bringToFront();
    await page.reload();
    await search(page, 'Completed Cases', caseNo);
    const download = page.waitForEvent('download');
    await rowAction(page, 'Report PDF', `case ${caseNo}`);
    const file = await (await download).path();
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(fs.readFileSync(file!))), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      caseNo,
      '₹ 1,25,00,000.00',
      'Rupees One Crore Twenty Five Lakh Only',
      'IBBI/RV/02/2018/10422',
      'Sunita Deshmukh',
      "Valuer's declaration",
      'Photo 1: taken 2026-11-20 10:40 IST · 19.1176, 72.906 · 44 m from the property',
    ]) {
      check(flat.includes(expected), `the report should say "${expected}": ${flat.slice(0, 600)}`);
    }
  },
  { as: 'admin', timeout: 150_000 },
);
