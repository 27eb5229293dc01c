// Onboarding HR can finish (issue 30.4): the Rights Templates master (listed with
// user_creation_page, changed only with rights_page), and the master approval that gives the new
// account exactly the chosen template's rights the approver holds, with the role asked for offered.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { HR_PAGE_NAMES, PAGE_NAMES, type PageName } from 'shared/resources';
import { templateGrant } from 'mfe-hr/model';
import { bearer, login, makeTestApp, multipart, type TestApp } from './helpers';

let t: TestApp;
let admin: Record<string, string>;
let hr: Record<string, string>;
let branchApprover: Record<string, string>;
const PASSWORD = 'Saffron-Kettle-61';
let n = 0;

const call = async (method: string, url: string, headers: Record<string, string>, payload?: unknown) => {
  const res = await t.app.inject({ method: method as 'GET', url, headers, payload: payload as object });
  return { status: res.statusCode, body: res.body ? res.json() : null, raw: res.body };
};
const matrixOf = (names: readonly string[]) =>
  PAGE_NAMES.map((name) => ({ page: { name }, view_status: names.includes(name) ? '1' : '0' }));
const version = async (id: number) =>
  (await t.handle.query<{ version: number }>('SELECT version FROM users WHERE id = $1', [id]))[0].version;
const granted = async (id: number) =>
  (await t.handle.query<{ page_name: string }>("SELECT page_name FROM page_rights WHERE user_id = $1 AND view_status = '1'", [id]))
    .map((r) => r.page_name)
    .sort();

/** An active staff member made by the administrator holding exactly `pages`, signed in. */
async function staff(pages: readonly PageName[]) {
  n += 1;
  const email = `templates.staff.${n}.${process.pid}@example.com`;
  const made = await call('POST', '/api/users', admin, {
    name: `Templates Staff ${n}`,
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    role: 'others',
    kind: 'employee',
    status: '1',
  });
  assert.equal(made.status, 201, made.raw);
  const id = made.body.data.id as number;
  assert.equal((await call('PUT', `/api/rights/${id}`, admin, { rights: matrixOf(pages), version: await version(id) })).status, 200);
  return { id, auth: bearer(await login(t.app, email, '/api/employeelogin', PASSWORD)) };
}

/** Registers through /api/register asking for `role`; a stand-in gives the branch head approval. */
async function applicant(role: string) {
  n += 1;
  const email = `templates.applicant.${n}.${process.pid}@example.com`;
  const { payload, headers } = multipart({
    name: 'Kavya',
    surname: `Applicant ${n}`,
    email,
    role,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    mobile_no: '9876543210',
    pincode: '411001',
  });
  const reg = await t.app.inject({ method: 'POST', url: '/api/register', payload, headers });
  assert.equal(reg.statusCode, 201, reg.body);
  const [{ id }] = await t.handle.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  const branch = await call('POST', `/api/applicants/${id}/move`, branchApprover, { move: 'branch_approve', version: await version(id) });
  assert.equal(branch.status, 200, branch.raw);
  return { id, email };
}

async function templateId(role: string): Promise<{ id: number; rights: string[] }> {
  const list = await call('GET', `/api/rights-templates?search=${encodeURIComponent(role)}`, hr);
  assert.equal(list.status, 200, list.raw);
  const row = list.body.data.find((r: { role: string }) => r.role === role);
  assert.ok(row, `template ${role}`);
  return row;
}

before(async () => {
  t = await makeTestApp();
  admin = bearer(await login(t.app, 'admin@example.com'));
  hr = bearer(await login(t.app, 'hr@example.com'));
  // Not the final approver of any test: the two approvals must come from two people.
  branchApprover = (await staff(['dashboard_page', 'user_creation_page', 'applicant_final_approval'])).auth;
});
after(() => t.close());

describe('the Rights Templates master', () => {
  test('seeded with one template per role of the firm', async () => {
    const list = await call('GET', '/api/rights-templates?pageSize=100', hr);
    assert.equal(list.status, 200, list.raw);
    const roles = list.body.data.map((r: { role: string }) => r.role);
    for (const role of ['Site Inspector', 'Level-1', 'Level-2', 'Level-3', 'Billing', 'HR', 'others'])
      assert.ok(roles.includes(role), role);
    const hrTemplate = list.body.data.find((r: { role: string }) => r.role === 'HR');
    assert.deepEqual([...hrTemplate.rights].sort(), [...HR_PAGE_NAMES].sort());
  });

  test('HR (rights_page) adds, edits and deletes a template; rights must be known page rights; roles are unique', async () => {
    const role = `Courier Desk ${process.pid}`;
    const made = await call('POST', '/api/rights-templates', hr, { role, rights: ['dashboard_page', 'received_courier'] });
    assert.equal(made.status, 201, made.raw);
    assert.equal(made.body.message, 'Rights Template Added!');
    const id = made.body.data.id as number;
    const edited = await call('PUT', `/api/rights-templates/${id}`, hr, {
      role,
      rights: ['dashboard_page', 'superuser_page'],
      version: made.body.data.version,
    });
    assert.equal(edited.status, 400, 'superuser_page is no right');
    const ok = await call('PUT', `/api/rights-templates/${id}`, hr, {
      role,
      rights: ['dashboard_page', 'tickets'],
      version: made.body.data.version,
    });
    assert.equal(ok.status, 200, ok.raw);
    assert.deepEqual(ok.body.data.rights, ['dashboard_page', 'tickets']);
    const twice = await call('POST', '/api/rights-templates', hr, { role, rights: ['dashboard_page'] });
    assert.equal(twice.status, 409, twice.raw);
    assert.equal(twice.body.message, 'Role is already in use.');
    const none = await call('POST', '/api/rights-templates', hr, { role: `${role} 2`, rights: [] });
    assert.equal(none.status, 400, none.raw);
    assert.equal(none.body.fields.rights, 'Choose at least one right');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/rights-templates/${id}`,
      headers: { ...hr, 'if-match': `"${ok.body.data.version}"` },
    });
    assert.equal(del.statusCode, 200, del.body);
  });

  test('an approver without rights_page lists the templates but cannot change one; an employee sees none', async () => {
    const approver = await staff(['dashboard_page', 'user_creation_page', 'applicant_final_approval']);
    assert.equal((await call('GET', '/api/rights-templates', approver.auth)).status, 200);
    const add = await call('POST', '/api/rights-templates', approver.auth, { role: `Sneaky ${process.pid}`, rights: ['dashboard_page'] });
    assert.equal(add.status, 403, add.raw);
    const level1 = await templateId('Level-1');
    const put = await call('PUT', `/api/rights-templates/${level1.id}`, approver.auth, {
      role: 'Level-1',
      rights: PAGE_NAMES,
      version: (level1 as unknown as { version: number }).version,
    });
    assert.equal(put.status, 403, put.raw);
    const employee = await staff(['dashboard_page', 'tickets']);
    assert.equal((await call('GET', '/api/rights-templates', employee.auth)).status, 403);
  });
});

describe('master approval with a rights template', () => {
  test('the role asked for is offered pre-selected', async () => {
    const a = await applicant('Level-2');
    const detail = await call('GET', `/api/applicants/${a.id}`, hr);
    assert.equal(detail.body.data.requested_role, 'Level-2');
  });

  test('HR gives exactly the template’s rights HR holds; the others are left out, and the new user signs in with them', async () => {
    const a = await applicant('Site Inspector');
    const template = await templateId('Site Inspector');
    const res = await call('POST', `/api/applicants/${a.id}/move`, hr, {
      move: 'master_approve',
      role: 'Site Inspector',
      template_id: template.id,
      version: await version(a.id),
    });
    assert.equal(res.status, 200, res.raw);
    const expected = template.rights.filter((p) => HR_PAGE_NAMES.includes(p as PageName)).sort();
    assert.deepEqual(expected, ['dashboard_page', 'task_management'], 'HR lacks the case pages of the template');
    assert.deepEqual(await granted(a.id), expected);
    assert.deepEqual(templateGrant(template.rights, new Set(HR_PAGE_NAMES)).given.sort(), expected, 'the form shows the same');
    const signIn = await t.app.inject({ method: 'POST', url: '/api/employeelogin', payload: { email: a.email, password: PASSWORD } });
    assert.equal(signIn.statusCode, 200, signIn.body);
    const rights = (signIn.json().user.rights as { page: { name: string }; view_status: string }[])
      .filter((r) => r.view_status === '1')
      .map((r) => r.page.name)
      .sort();
    assert.deepEqual(rights, expected);
    const [u] = await t.handle.query<{ role: string; status: string }>('SELECT role, status FROM users WHERE id = $1', [a.id]);
    assert.deepEqual(u, { role: 'Site Inspector', status: '1' });
  });

  test('an approver holding every right of the template gives all of them and nothing else (registration defaults gone)', async () => {
    const a = await applicant('others');
    const template = await templateId('Billing');
    const res = await call('POST', `/api/applicants/${a.id}/move`, admin, {
      move: 'master_approve',
      role: 'others',
      template_id: template.id,
      version: await version(a.id),
    });
    assert.equal(res.status, 200, res.raw);
    assert.deepEqual(await granted(a.id), [...template.rights].sort());
    assert.ok(!(await granted(a.id)).includes('case_master_page'), 'the registration’s employee pages are replaced');
  });

  test('a stand-in holding only the user and final-approval rights gives only those of the template it holds', async () => {
    const standin = await staff(['dashboard_page', 'user_creation_page', 'applicant_final_approval', 'tickets']);
    const a = await applicant('Level-1');
    const template = await templateId('Level-1');
    const res = await call('POST', `/api/applicants/${a.id}/move`, standin.auth, {
      move: 'master_approve',
      role: 'Level-1',
      template_id: template.id,
      version: await version(a.id),
    });
    assert.equal(res.status, 200, res.raw);
    assert.deepEqual(await granted(a.id), ['dashboard_page', 'tickets']);
  });

  test('an unknown template is refused and changes nothing', async () => {
    const a = await applicant('Level-3');
    const before = await granted(a.id);
    const res = await call('POST', `/api/applicants/${a.id}/move`, admin, {
      move: 'master_approve',
      role: 'Level-3',
      template_id: 999999,
      version: await version(a.id),
    });
    assert.equal(res.status, 400, res.raw);
    assert.equal(res.body.message, 'Choose a valid Rights Template');
    assert.deepEqual(await granted(a.id), before);
    const [u] = await t.handle.query<{ status: string }>('SELECT status FROM users WHERE id = $1', [a.id]);
    assert.equal(u.status, '0', 'still waiting');
  });
});

describe('the decisions record the template of a master approval', () => {
  test('its role name then and the rights actually given, kept after the template is renamed', async () => {
    const role = `Records Desk ${process.pid}`;
    const made = await call('POST', '/api/rights-templates', hr, {
      role,
      rights: ['task_management', 'dashboard_page', 'case_master_page'],
    });
    assert.equal(made.status, 201, made.raw);
    const a = await applicant('others');
    const res = await call('POST', `/api/applicants/${a.id}/move`, hr, {
      move: 'master_approve',
      role: 'others',
      template_id: made.body.data.id,
      version: await version(a.id),
    });
    assert.equal(res.status, 200, res.raw);
    const renamed = await call('PUT', `/api/rights-templates/${made.body.data.id}`, hr, {
      role: `${role} renamed`,
      rights: ['tickets'],
      version: made.body.data.version,
    });
    assert.equal(renamed.status, 200, renamed.raw);
    const detail = await call('GET', `/api/applicants/${a.id}`, hr);
    assert.equal(detail.status, 200, detail.raw);
    const reviews = detail.body.data.reviews as {
      move: string;
      role: string | null;
      template: string | null;
      rights_given: string[] | null;
    }[];
    assert.deepEqual(
      reviews.map(({ move, role, template, rights_given }) => ({ move, role, template, rights_given })),
      [
        { move: 'branch_approve', role: null, template: null, rights_given: null },
        // HR lacks case_master_page: given are the template's rights HR holds, in the rights' order.
        { move: 'master_approve', role: 'others', template: role, rights_given: ['dashboard_page', 'task_management'] },
      ],
    );
    assert.deepEqual(res.body.data.reviews.at(-1).template, role, 'the move answers the same record');
  });

  test('a master approval without a template records none', async () => {
    const a = await applicant('others');
    const res = await call('POST', `/api/applicants/${a.id}/move`, admin, {
      move: 'master_approve',
      role: 'others',
      version: await version(a.id),
    });
    assert.equal(res.status, 200, res.raw);
    const last = res.body.data.reviews.at(-1);
    assert.deepEqual([last.move, last.template, last.rights_given], ['master_approve', null, null]);
  });
});
