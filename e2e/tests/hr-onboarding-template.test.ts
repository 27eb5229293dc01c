// Onboarding HR can finish (issue 30.4): an applicant registers on /register-user, follows its
// 'Upload Docs' link and uploads with the same e-mail; the administrator gives the branch head
// approval; HR makes a rights template of its own (with the Page Rights picker), gives the master
// approval with it (the role asked for pre-selected, the rights HR lacks shown as left out; the
// decisions then name the template and the rights given), and the new user signs in with exactly
// the template's rights: its menu and pages, and 403 outside them.
import { expect } from '@playwright/test';
import type { Page } from 'playwright-core';
import { check, e2eSuite, expectPath, expectText, expectVisible, fetchRegistry, field, pageAt, sideMenu, signIn } from '../lib/index';
import { violations } from './a11y-kit';
import { fillApplicantForm, PDF } from './applicant-form';
import { dialog, expectSuccess, search, stamp } from './crud-kit';
import { rowAction } from './row-action';

const e2e = e2eSuite();
const PASSWORD = 'Marigold-Ferry-64';
/** Rights HR holds, so the template's rights are given whole (the approval lists them by these words). */
const TEMPLATE_RIGHTS = ['dashboard_page', 'user_master_page', 'task_management', 'assets'];
const TEMPLATE_LABELS = ['Dashboard page', 'User master page', 'Task management', 'Assets'];

/** Opens every closed group of the side menu; answers the paths of all its entries. */
async function menuPaths(page: Page): Promise<string[]> {
  const menu = sideMenu(page);
  await expectVisible(menu.getByRole('link').first());
  for (const toggle of await menu.getByRole('button').all()) {
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  }
  return menu.getByRole('link').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

e2e.test(
  'an applicant who uploaded through Upload Docs is approved by HR with a rights template and gets exactly its rights',
  async ({ page, newPage, suite }) => {
    const s = stamp();
    const name = `Tanvi${s}`;
    const email = `onboard.${s}@example.com`;
    const templateRole = `Stores Desk ${s}`;

    // Registers, then uploads the documents through the page's 'Upload Docs' link, same e-mail and password.
    await page.goto('/register-user');
    await field(page, 'Name').fill(name);
    await field(page, 'Personal Email Id').fill(email);
    await field(page, 'Mobile Number').fill('9876543210');
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expectPath(page, '/register-success');
    await page.goto('/register-user');
    await page.getByRole('link', { name: 'Upload Docs' }).click();
    await expectPath(page, '/register-docs');
    await fillApplicantForm(page, { name, surname: 'Deshpande', email, password: PASSWORD });
    await page.getByLabel('CV / Resume').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByLabel('PAN Card').setInputFiles({ name: 'pan.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    await expectPath(page, '/register-success');

    // The administrator gives the branch head approval (the master approval must be someone else's).
    const admin = await newPage({ as: 'admin' });
    await admin.goto('/admin/applicantVerification');
    await search(admin, 'Applicant Verification', name);
    await rowAction(admin, 'Verify', `applicant ${name} Deshpande`);
    const adminCard = dialog(admin, `Applicant ${name}`);
    await adminCard.getByTitle('CV / Resume').waitFor();
    await adminCard.getByRole('button', { name: 'Branch Head Approval' }).click();
    await dialog(admin, /^Branch Head Approval applicant/)
      .getByRole('button', { name: 'Save' })
      .click();
    await expectSuccess(admin, 'Branch Head Approval Recorded!');

    // HR makes a template of its own in the Rights Templates master.
    const hr = await newPage({ as: 'hr' });
    await hr.goto('/admin/rightsTemplates');
    await hr.getByRole('button', { name: 'Add rights template' }).click();
    const add = dialog(hr, 'Add rights template');
    await field(add, 'Role').fill(templateRole);
    // The rights picker of Page Rights: grouped as the menu, each right by its pages' menu titles
    // with its internal name beside it; found here by that name through the picker's search.
    const rights = add.getByRole('group', { name: 'Rights' });
    const find = rights.getByRole('searchbox', { name: 'Search rights' });
    for (const right of TEMPLATE_RIGHTS) {
      await find.fill(right);
      // A group's header right sits in every group it heads: one box ticks them all.
      await rights.getByText(right, { exact: true }).first().locator('xpath=preceding-sibling::label').getByRole('checkbox').check();
    }
    await find.fill('');
    await expectText(rights, `${TEMPLATE_RIGHTS.length} of `);
    const formIssues = await violations(hr);
    check(formIssues.length === 0, `the template form has axe violations: ${formIssues.join('; ')}`);
    await add.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(hr, 'Rights Template Added!');

    // The master approval: the role asked for and its template pre-selected; the rights HR lacks set apart.
    await hr.goto('/admin/applicantVerification');
    await search(hr, 'Applicant Verification', name);
    await rowAction(hr, 'Verify', `applicant ${name} Deshpande`);
    const card = dialog(hr, `Applicant ${name}`);
    await card.getByTitle('CV / Resume').waitFor();
    await card.getByTitle('PAN Card').waitFor();
    await card.getByRole('button', { name: 'Master Approval' }).click();
    const approve = dialog(hr, /^Master Approval applicant/);
    await expectVisible(approve.getByRole('list', { name: 'Rights given' }));
    // The form fills in as its lookups arrive, which may be after the dialog shows: waited for, not read once.
    await expect(field(approve, 'Role'), 'the role asked for is pre-selected').toHaveValue('Site Inspector');
    const chosen = field(approve, 'Rights Template').locator('option:checked');
    await expect(chosen, 'the template of the role asked for is pre-selected').toHaveText('Site Inspector');
    await expectText(approve.getByRole('list', { name: 'Rights not given' }), 'Case master page');
    const serious = await violations(hr);
    check(serious.length === 0, `the approval form has axe violations: ${serious.join('; ')}`);
    await field(approve, 'Rights Template').selectOption({ label: templateRole });
    const given = approve.getByRole('list', { name: 'Rights given' });
    await expectText(given, 'Task management');
    check(
      JSON.stringify((await given.getByRole('listitem').allInnerTexts()).sort()) === JSON.stringify([...TEMPLATE_LABELS].sort()),
      'the whole template is given',
    );
    check((await approve.getByRole('list', { name: 'Rights not given' }).count()) === 0, 'nothing left out');
    await approve.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(hr, 'Applicant Approved! The account is active.');
    // The decisions keep the template by its name and the rights it gave.
    const decisions = card.getByRole('region', { name: 'Decisions' });
    await expectText(decisions, `role Site Inspector · template ${templateRole} · ${TEMPLATE_RIGHTS.length} rights given: `);
    const line = await decisions.getByRole('listitem').last().innerText();
    for (const label of TEMPLATE_LABELS) check(line.includes(label), `the decision lists ${label}: ${line}`);

    // The new user: exactly the template's rights, its menu only, 403 elsewhere.
    const fresh = await newPage();
    await signIn(fresh, 'employee', email, PASSWORD);
    const answer = await fetch(`${suite.baseUrl}/api/employeelogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const session = (await answer.json()) as { token: string; user: { rights: { page: { name: string }; view_status: string }[] } };
    const held = session.user.rights
      .filter((r) => r.view_status === '1')
      .map((r) => r.page.name)
      .sort();
    check(JSON.stringify(held) === JSON.stringify([...TEMPLATE_RIGHTS].sort()), `the new user holds [${held.join(', ')}]`);

    await fresh.goto('/admin/index');
    const registry = await fetchRegistry(suite.baseUrl);
    const paths = await menuPaths(fresh);
    for (const path of paths) {
      const right = pageAt(registry, path)?.page.right;
      check(!right || TEMPLATE_RIGHTS.includes(right), `the menu offers ${path} (right ${right})`);
    }
    for (const path of ['/admin/task-management', '/admin/assetsMaster']) check(paths.includes(path), `the menu lacks ${path}`);
    for (const path of ['/admin/userCreation', '/admin/leaveManagement', '/admin/applicantVerification'])
      check(!paths.includes(path), `the menu offers ${path}`);

    await fresh.goto('/admin/assetsMaster');
    await expectVisible(fresh.getByRole('table', { name: 'Assets Master', exact: true }));
    await fresh.goto('/admin/userCreation');
    await expectText(fresh, 'You do not have access to this page.');
    const outside = await fetch(`${suite.baseUrl}/api/applicants`, { headers: { authorization: `Bearer ${session.token}` } });
    check(outside.status === 403, `GET /api/applicants answered ${outside.status}`);
  },
  { timeout: 120_000 },
);
