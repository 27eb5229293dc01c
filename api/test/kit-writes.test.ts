// Create / update / delete / bulk through the kit: messages of spec section 8, optimistic
// concurrency, validation by the shared description.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { fingerprint } from './kit-support';

let t: TestApp;
let h: Record<string, string>;
before(async () => {
  t = await makeTestApp();
  h = bearer(await login(t.app, 'admin@example.com'));
});
after(() => t.close());
const send = (method: 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: h });

test('branch master: add, update, delete with the spec messages; code upper-cased, state code set', async () => {
  let res = await send('POST', '/api/branch-master', {
    code: 'nsk',
    branch_name: 'Nashik',
    state: 'Maharashtra',
    pincode: '422 001',
    gstin: '27aapfv4821k1zz',
  });
  assert.equal(res.statusCode, 400, 'wrong GSTIN check character');
  res = await send('POST', '/api/branch-master', { code: 'nsk', branch_name: 'Nashik', state: 'Maharashtra', pincode: '422 001' });
  assert.equal(res.statusCode, 201);
  const b = res.json();
  assert.equal(b.message, 'Successfully Added New Branch Master!');
  assert.deepEqual([b.data.code, b.data.state_code, b.data.pincode, b.data.version], ['NSK', '27', '422001', 1]);
  res = await send('PUT', `/api/branch-master/${b.data.id}`, { branch_name: 'Nashik Road', state: 'Gujarat', version: 1 });
  assert.equal(res.json().message, 'Successfully Updated The Branch Master!');
  assert.deepEqual([res.json().data.branch_name, res.json().data.state_code, res.json().data.version], ['Nashik Road', '24', 2]);
  res = await send('DELETE', `/api/branch-master/${b.data.id}`);
  assert.equal(res.json().message, 'Deleted Selected Branch Master!');
  assert.equal((await send('GET', `/api/branch-master/${b.data.id}`)).statusCode, 404);
});

test('a stale version gets 409 with the message and never overwrites', async () => {
  const first = (await send('PUT', '/api/tasks/2', { title: 'First writer', version: 1 })).json();
  assert.equal(first.data.version, 2);
  const before = await fingerprint(t, 'tasks');
  const res = await send('PUT', '/api/tasks/2', { title: 'Second writer with an old copy', version: 1 });
  assert.equal(res.statusCode, 409);
  assert.equal(res.json().message, 'This record was changed by someone else. Reload and try again.');
  assert.equal(await fingerprint(t, 'tasks'), before);
  assert.equal((await send('GET', '/api/tasks/2')).json().data.title, 'First writer');
});

test('tasks: add / update / delete messages, pending count follows, assigned_by is the caller', async () => {
  const pending = async () => (await send('GET', '/api/tasks?page=1&pageSize=100')).json().pending;
  const p0 = await pending();
  let res = await send('POST', '/api/tasks', {
    title: 'Collect fee cheque from SBI',
    status: '0',
    priority: 'HIGH',
    assigned_to: 3,
    due_date: '2025-08-01',
  });
  assert.equal(res.statusCode, 201);
  assert.equal(res.json().message, 'Added The New Task!');
  const task = res.json().data;
  assert.equal(task.assigned_by_name, 'Admin User');
  assert.equal(task.assigned_to_name, 'Employee User');
  assert.equal(await pending(), p0 + 1);
  res = await send('PUT', `/api/tasks/${task.id}`, { status: '2', version: task.version });
  assert.equal(res.json().message, 'Successfully Updated The Task!');
  assert.equal(await pending(), p0);
  res = await send('DELETE', `/api/tasks/${task.id}`);
  assert.equal(res.json().message, 'Delete The New tasks!');
});

test('the top bar call (pageSize 1,000,000) transfers at most 50 KB, with pending over the whole table', async () => {
  const values = Array.from(
    { length: 300 },
    (_, i) => `('Bulk task ${i} with a realistic title of some length', 'Demo description ${i}', 'GENERAL', '0')`,
  ).join(',');
  await t.handle.exec(`INSERT INTO tasks (title, description, type, status) VALUES ${values}`);
  const res = await send('GET', '/api/tasks?page=1&pageSize=1000000');
  assert.ok(res.rawPayload.length <= 50 * 1024, `${res.rawPayload.length} bytes`);
  const body = res.json();
  assert.equal(body.data.length, 100);
  assert.ok(body.pending > 300);
  assert.ok(body.total > 340);
});

test('bulk actions are all or nothing and answer their message', async () => {
  let res = await send('POST', '/api/tasks/bulk', { action: 'done', ids: [3, 4] });
  assert.deepEqual(res.json(), { count: 2, message: 'Successfully Updated The Task!' });
  assert.equal((await send('GET', '/api/tasks/3')).json().data.status, '2');
  const before = await fingerprint(t, 'tasks');
  res = await send('POST', '/api/tasks/bulk', { action: 'delete', ids: [5, 999999] });
  assert.equal(res.statusCode, 404);
  assert.equal(await fingerprint(t, 'tasks'), before);
  res = await send('POST', '/api/tasks/bulk', { action: 'delete', ids: [5, 6] });
  assert.deepEqual(res.json(), { count: 2, message: 'Delete The New tasks!' });
});

test('dummy users: add, list, delete with the spec message', async () => {
  let res = await send('POST', '/api/users_dummy', {
    name: 'New Joiner',
    mobile_no: '+91 98200 11111',
    source: 'PLACEHOLDER',
    role: 'Level-1',
  });
  assert.equal(res.statusCode, 201);
  const d = res.json().data;
  assert.equal(d.mobile_no, '9820011111');
  assert.equal(d.created_by, undefined);
  assert.ok((await send('GET', '/api/users_dummy')).json().data.some((x: { id: number }) => x.id === d.id));
  res = await send('DELETE', `/api/users_dummy/${d.id}`);
  assert.equal(res.json().message, 'Dummy User Deleted Successfully!');
});

test('unfiltered totals (kept by triggers) match a real count after inserts, bulk inserts and deletes', async () => {
  await t.handle.exec("INSERT INTO users_dummy (name) SELECT 'Bulk ' || i FROM generate_series(1, 25) i");
  await t.handle.exec("DELETE FROM users_dummy WHERE name IN ('Bulk 3', 'Bulk 4')");
  for (const [url, table] of [
    ['/api/tasks', 'tasks'],
    ['/api/users_dummy', 'users_dummy'],
    ['/api/users', 'users'],
    ['/api/branch-master', 'company_branches'],
    ['/api/dispatch-hard-copies', 'dispatch_hard_copies'],
  ]) {
    const [{ n }] = await t.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    assert.equal((await send('GET', url)).json().total, n, url);
  }
});
