// Issue 24's penetration test, finding by finding: each test replays what the tester did and fails
// on the code before the fix (the step that then answered 200/201 is asserted refused here).
import { after, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { PAGE_NAMES, type PageName } from 'shared/resources';
import { bearer, DEMO_PASSWORD, login, makeTestApp, multipart, type TestApp } from './helpers';

let t: TestApp;
let admin: Record<string, string>;
let hr: Record<string, string>;
const STRONG = 'Copper-Lantern-58';
let n = 0;

const call = (method: string, url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method: method as 'GET', url, headers, payload: payload as object });
const matrixOf = (names: readonly string[]) =>
  PAGE_NAMES.map((name) => ({ page: { name }, view_status: names.includes(name) ? '1' : '0' }));
const version = async (id: number) =>
  (await t.handle.query<{ version: number }>('SELECT version FROM users WHERE id = $1', [id]))[0].version;

/** A user made by the administrator holding exactly `pages`; answers its id, e-mail and a session. */
async function user(pages: readonly PageName[], status: '1' | '0' = '1') {
  n += 1;
  const email = `finding.${n}.${process.pid}@example.com`;
  const res = await call('POST', '/api/users', admin, {
    name: `Finding ${n}`,
    email,
    password: STRONG,
    password_confirmation: STRONG,
    role: 'Level-1',
    kind: 'employee',
    status,
  });
  assert.equal(res.statusCode, 201, res.body);
  const id = res.json().data.id as number;
  assert.equal((await call('PUT', `/api/rights/${id}`, admin, { rights: matrixOf(pages), version: await version(id) })).statusCode, 200);
  const token = status === '1' ? bearer(await login(t.app, email, '/api/employeelogin', STRONG)) : {};
  return { id, email, token };
}

before(async () => {
  t = await makeTestApp({ config: { trustProxy: true } });
  admin = bearer(await login(t.app, 'admin@example.com'));
  hr = bearer(await login(t.app, 'hr@example.com'));
});
beforeEach(() => t.handle.exec('DELETE FROM throttle'));
after(() => t.close());

describe('issue 24 findings', () => {
  test('1 (high): HR cannot make an applicant with case pages an active account through a stand-in', async () => {
    // The applicant registered (holding the employee pages, case pages among them) and its branch head approved.
    const { payload, headers } = multipart({
      name: 'Proxy Applicant',
      email: `proxy.applicant.${process.pid}@example.com`,
      role: 'N/A',
      password: 'Meadow-Finch-2291',
      password_confirmation: 'Meadow-Finch-2291',
      mobile_no: '+91 98765 43219',
      pincode: '400001',
    });
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/register', payload, headers })).statusCode, 201);
    const [applicant] = await t.handle.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      `proxy.applicant.${process.pid}@example.com`,
    ]);
    await t.handle.query("UPDATE users SET branch_head_approval = 'Yes' WHERE id = $1", [applicant.id]);
    // HR makes a stand-in of kind admin: refused (was 201).
    const adminKind = await call('POST', '/api/users', hr, {
      name: 'Stand In',
      email: `stand.in.${process.pid}@example.com`,
      password: STRONG,
      password_confirmation: STRONG,
      role: 'Level-3',
      kind: 'admin',
      status: '1',
    });
    assert.equal(adminKind.statusCode, 403, adminKind.body);
    // A stand-in of kind employee, given the user and final-approval rights HR holds, may not approve
    // an applicant holding rights it lacks (was 200, and the applicant then read 3,019 cases).
    const created = await call('POST', '/api/users', hr, {
      name: 'Stand In',
      email: `stand.in.${process.pid}@example.com`,
      password: STRONG,
      password_confirmation: STRONG,
      role: 'Level-3',
      kind: 'employee',
      status: '1',
    });
    assert.equal(created.statusCode, 201, created.body);
    const standinId = created.json().data.id as number;
    const grant = await call('PUT', `/api/rights/${standinId}`, hr, {
      rights: matrixOf(['dashboard_page', 'user_creation_page', 'applicant_final_approval']),
      version: await version(standinId),
    });
    assert.equal(grant.statusCode, 200, grant.body);
    const standin = bearer(await login(t.app, `stand.in.${process.pid}@example.com`, '/api/employeelogin', STRONG));
    const approve = await call('POST', `/api/applicants/${applicant.id}/move`, standin, {
      move: 'master_approve',
      role: 'Level-3',
      version: await version(applicant.id),
    });
    assert.equal(approve.statusCode, 403, approve.body);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/employeelogin',
      payload: { email: `proxy.applicant.${process.pid}@example.com`, password: 'Meadow-Finch-2291' },
    });
    assert.equal(signIn.statusCode, 403, 'the applicant stays inactive');
  });

  test('2 (medium): a user who is not a full administrator neither creates kind admin nor switches a user to it', async () => {
    const target = await user(['dashboard_page']);
    const fields = (await call('GET', `/api/users/${target.id}`, admin)).json().data;
    const { name, email, role, status } = fields;
    const put = await call('PUT', `/api/users/${target.id}`, hr, { name, email, role, kind: 'admin', status, version: fields.version });
    assert.equal(put.statusCode, 403, put.body);
    assert.match(put.json().message, /Only an administrator/);
    const post = await call('POST', '/api/users', hr, {
      name: 'Second Admin',
      email: `second.admin.${process.pid}@example.com`,
      password: STRONG,
      password_confirmation: STRONG,
      role: 'Level-3',
      kind: 'admin',
      status: '1',
    });
    assert.equal(post.statusCode, 403, post.body);
    // The administrator still may.
    assert.equal(
      (await call('PUT', `/api/users/${target.id}`, admin, { name, email, role, kind: 'admin', status, version: fields.version }))
        .statusCode,
      200,
    );
  });

  test('3 (medium): trivial passwords are refused (12345678, password, part of the e-mail, an admin reset to qwerty123)', async () => {
    const me = await user(['dashboard_page']);
    for (const password of ['12345678', 'password', 'password1234', `${me.email.split('@')[0]}x`, 'qwertyuiop']) {
      const res = await call('POST', '/api/me/password', me.token, { current_password: STRONG, password, password_confirmation: password });
      assert.equal(res.statusCode, 400, `${password}: ${res.body}`);
    }
    const reset = await call('PATCH', `/api/userPatch/${me.id}`, admin, { password: 'qwerty123', password_confirmation: 'qwerty123' });
    assert.equal(reset.statusCode, 400, reset.body);
    const common = await call('PATCH', `/api/userPatch/${me.id}`, admin, {
      password: 'qwerty123456',
      password_confirmation: 'qwerty123456',
    });
    assert.equal(common.statusCode, 400, common.body);
    const { payload, headers } = multipart({
      name: 'Weak Registrant',
      email: `weak.registrant.${process.pid}@example.com`,
      role: 'N/A',
      password: '1234567890',
      password_confirmation: '1234567890',
      pincode: '400001',
    });
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/register', payload, headers })).statusCode, 400);
  });

  test('4 (low-medium): 30 wrong sign-ins from one address do not lock out the administrator behind it', async () => {
    const office = { 'x-forwarded-for': '203.0.113.77' };
    for (let i = 0; i < 31; i++)
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: office,
        payload: { email: `someone${i}@example.com`, password: 'wrong-one' },
      });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: office,
      payload: { email: 'admin@example.com', password: DEMO_PASSWORD },
    });
    assert.equal(res.statusCode, 200, res.body);
  });

  test('5 (low): lookups answer only callers with a page that uses them; applicants’ names only with a case right', async () => {
    const bare = await user(['dashboard_page']);
    assert.equal((await call('GET', '/api/lookups/users', bare.token)).statusCode, 403);
    assert.equal((await call('GET', '/api/lookups/cases', bare.token)).statusCode, 403);
    const queriesOnly = await user(['dashboard_page', 'queries']);
    const cases = await call('GET', '/api/lookups/cases', queriesOnly.token);
    assert.equal(cases.statusCode, 200, cases.body);
    const names: string[] = cases.json().data.map((c: { name: string }) => c.name);
    assert.ok(names.length > 0);
    assert.ok(
      names.every((name) => !name.includes(' · ')),
      `no applicant names: ${names.slice(0, 3).join(', ')}`,
    );
    const withCases = (await call('GET', '/api/lookups/cases', admin)).json().data as { name: string }[];
    assert.ok(
      withCases.some((c) => c.name.includes(' · ')),
      'a case right sees the applicant',
    );
  });

  test('6 (low): a PDF/HTML polyglot named evil.html is stored and served as evil.pdf, with nosniff', async () => {
    const polyglot = Buffer.from('%PDF-1.4\n<html><body><script>alert(document.domain)</script></body></html>\n%%EOF\n');
    const { payload, headers } = multipart({ title: 'Polyglot check', category: 'LEGAL', body: '<p>see attachment</p>' }, [
      { field: 'attachment', filename: 'evil.html', type: 'text/html', content: polyglot },
    ]);
    const created = await t.app.inject({ method: 'POST', url: '/api/learnings', payload, headers: { ...headers, ...admin } });
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json().data.id as number;
    assert.equal(created.json().data.attachment.name, 'evil.pdf');
    const file = await call('GET', `/api/learnings/${id}/files/attachment`, admin);
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'application/pdf');
    assert.match(String(file.headers['content-disposition']), /filename="evil\.pdf"/);
    assert.doesNotMatch(String(file.headers['content-disposition']), /\.html/);
    assert.equal(file.headers['x-content-type-options'], 'nosniff');
  });

  test('7 (low): HR cannot deactivate a user holding rights HR lacks (a billing user)', async () => {
    const billing = await user(['dashboard_page', 'bill_master_page', 'bill_initiation_page']);
    const res = await call('POST', '/api/userStatus', hr, { ids: [billing.id], status: '0' });
    assert.equal(res.statusCode, 403, res.body);
    assert.match(res.json().message, /every right they hold/);
    const [row] = await t.handle.query<{ status: string }>('SELECT status FROM users WHERE id = $1', [billing.id]);
    assert.equal(row.status, '1');
  });
});
