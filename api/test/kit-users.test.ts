// Users, rights and dummy users: the spec's paths, payloads and messages (sections 7 and 8).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { HR_PAGE_NAMES, PAGE_NAMES } from 'shared/resources';

let t: TestApp;
let h: Record<string, string>;
before(async () => {
  t = await makeTestApp();
  h = bearer(await login(t.app, 'admin@example.com'));
});
after(() => t.close());
const send = (method: 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'GET', url: string, payload?: object, headers = h) =>
  t.app.inject({ method, url, payload, headers });

const NEW_USER = {
  name: 'Kavya',
  surname: 'Menon',
  email: 'Kavya.Menon@Example.com',
  password: 'Cobalt-Window-123',
  password_confirmation: 'Cobalt-Window-123',
  kind: 'employee',
  role: 'Level-2',
  designation: 'Approver',
  company_branch_id: 2,
  reporting_manager_id: 1,
  mobile_no: '+91 98450 12345',
  pan: 'abcpe1234f',
  aadhaar_no: '2341 2341 2346',
  join_date: '2024-04-01',
  rating: 4.1,
  status: '1',
  pincode: '411005',
  user_pincodes: ['411005', '411038'],
};

test('POST users: "Added The New User!", stored normalised, Aadhaar kept as its last 4 digits only', async () => {
  const res = await send('POST', '/api/users', NEW_USER);
  assert.equal(res.statusCode, 201, res.body);
  const { data, message } = res.json();
  assert.equal(message, 'Added The New User!');
  assert.equal(data.email, 'kavya.menon@example.com');
  assert.equal(data.mobile_no, '9845012345');
  assert.equal(data.pan, 'ABCPE1234F');
  assert.equal(data.aadhaar_last4, '2346');
  assert.equal(data.company_branch_name, 'Pune');
  assert.equal(data.reporting_manager_name, 'Admin User');
  assert.equal(data.aadhaar_no, undefined);
  const [row] = await t.handle.query<Record<string, unknown>>('SELECT * FROM users WHERE id = $1', [data.id]);
  assert.ok(!JSON.stringify(row).includes('234123412346'), 'the full Aadhaar number is stored nowhere');
  // Pincodes served: stored as the JSON list it always was.
  assert.deepEqual(row.user_pincodes, ['411005', '411038']);
  // The new user signs in with the password and starts with the employee's pages.
  const token = await login(t.app, 'kavya.menon@example.com', '/api/employeelogin', 'Cobalt-Window-123');
  assert.equal((await send('GET', '/api/tasks', undefined, bearer(token))).statusCode, 200);
  assert.equal((await send('GET', '/api/users', undefined, bearer(token))).statusCode, 403);
});

test('PUT users/{id}: "Successfully Updated The User!"; an empty Aadhaar keeps the stored digits', async () => {
  const [{ id, version }] = await t.handle.query<{ id: number; version: number }>(
    "SELECT id, version FROM users WHERE email = 'kavya.menon@example.com'",
  );
  const res = await send('PUT', `/api/users/${id}`, { designation: 'Senior Approver', aadhaar_no: null, delete_id: null, version });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().message, 'Successfully Updated The User!');
  assert.equal(res.json().data.designation, 'Senior Approver');
  assert.equal(res.json().data.aadhaar_last4, '2346');
});

test('POST userStatus: deactivate and activate the selected users with the spec messages', async () => {
  let res = await send('POST', '/api/userStatus', { ids: [4, 5], status: '0' });
  assert.deepEqual(res.json(), { count: 2, message: 'DeActivated All Selected Users!' });
  const rows = await t.handle.query<{ status: string }>('SELECT status FROM users WHERE id IN (4, 5)');
  assert.deepEqual(
    rows.map((r) => r.status),
    ['0', '0'],
  );
  res = await send('POST', '/api/userStatus', { ids: [4, 5], status: '1', action: 'activate' });
  assert.deepEqual(res.json(), { count: 2, message: 'Activated All Selected Users!' });
});

test('PATCH userPatch/{id}: "Password has been changed!", the old password stops working, sessions end', async () => {
  const before = await login(t.app, 'employee@example.com', '/api/employeelogin');
  const res = await send('PATCH', '/api/userPatch/3', { password: 'Velvet-Compass-9', password_confirmation: 'Velvet-Compass-9' });
  assert.equal(res.json().message, 'Password has been changed!');
  assert.equal((await send('GET', '/api/tasks', undefined, bearer(before))).statusCode, 401);
  const bad = await t.app.inject({
    method: 'POST',
    url: '/api/employeelogin',
    payload: { email: 'employee@example.com', password: 'demo1234' },
  });
  assert.equal(bad.statusCode, 401);
  await login(t.app, 'employee@example.com', '/api/employeelogin', 'Velvet-Compass-9');
});

test('PUT rights/{user_id}: "Successfully Updated The User Rights!" over every page name; takes effect at once', async () => {
  const hr = await login(t.app, 'hr@example.com');
  assert.equal((await send('GET', '/api/branch-master', undefined, bearer(hr))).statusCode, 403);
  const matrix = (await send('GET', '/api/rights/2')).json().data;
  assert.equal(matrix.rights.length, PAGE_NAMES.length);
  const rights = matrix.rights.map((r: { page: { name: string }; view_status: string }) =>
    r.page.name === 'branch_master' ? { ...r, view_status: '1' } : r,
  );
  const res = await send('PUT', '/api/rights/2', { rights, version: matrix.version });
  assert.equal(res.json().message, 'Successfully Updated The User Rights!');
  assert.equal((await send('GET', '/api/branch-master', undefined, bearer(hr))).statusCode, 200);
  const list = (await send('GET', '/api/rights?search=hr')).json();
  assert.equal(list.data[0].granted, HR_PAGE_NAMES.length + 1);
  // Pages left out are stored as not viewable.
  await send('PUT', '/api/rights/2', {
    rights: [{ page: { name: 'dashboard_page' }, view_status: '1' }],
    version: res.json().data.version,
  });
  assert.equal((await send('GET', '/api/users', undefined, bearer(hr))).statusCode, 403);
});

test('dummy users: GET and POST users_dummy, DELETE users_dummy/{id}, and the lookup the user form uses', async () => {
  const list = (await send('GET', '/api/users_dummy')).json();
  assert.ok(list.total >= 4);
  const created = (await send('POST', '/api/users_dummy', { name: 'Placeholder Thane', source: 'PLACEHOLDER' })).json();
  assert.equal(created.message, 'Added The New Dummy User!');
  const lookup = (await send('GET', '/api/lookups/dummy-users?search=placeholder')).json();
  assert.deepEqual(lookup.data, [{ id: created.data.id, name: 'Placeholder Thane' }]);
  const del = await send('DELETE', `/api/users_dummy/${created.data.id}`);
  assert.equal(del.json().message, 'Dummy User Deleted Successfully!');
  assert.equal((await send('DELETE', `/api/users_dummy/${created.data.id}`)).statusCode, 404);
});

test('the user lookup finds active users by name, surname or e-mail prefix', async () => {
  const res = (await send('GET', '/api/lookups/users?search=kavya%20men')).json();
  assert.deepEqual(res.data.map((u: { name: string }) => u.name).sort(), [
    'Kavya Menon (kavya.menon.14@example.com)',
    'Kavya Menon (kavya.menon@example.com)',
  ]);
  const byEmail = (await send('GET', '/api/lookups/users?search=kavya.menon@example.com')).json();
  assert.equal(byEmail.data.length, 1);
  await send('POST', '/api/userStatus', { ids: [byEmail.data[0].id], status: '0' });
  assert.equal(
    (await send('GET', '/api/lookups/users?search=kavya.menon@example.com')).json().data.length,
    0,
    'inactive users are not offered',
  );
});

test('pincodes served: each a 6-digit pincode, none twice (the shared rule, the form’s message)', async () => {
  for (const [pins, message] of [
    [['4110'], 'Pincodes Served: Enter a valid 6-digit pincode'],
    [['411005', '411005'], 'Pincodes Served lists the same item twice'],
  ] as const) {
    const res = await send('POST', '/api/users', { ...NEW_USER, email: 'pins@example.com', user_pincodes: pins });
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(res.json().fields.user_pincodes, message);
  }
});
