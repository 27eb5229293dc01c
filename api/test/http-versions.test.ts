// HTTP's own ways, as another client would use them: a list row sent back as read, a body-less
// DELETE or POST with a JSON content type, ETag / If-Match, 428 where a version is needed.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { VERSION_NEEDED } from '../src/http/versions';
import { bearer, login, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let h: Record<string, string>;
before(async () => {
  t = await makeTestApp();
  h = bearer(await login(t.app, 'admin@example.com'));
});
after(() => t.close());

const json = { 'content-type': 'application/json' };
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...h, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });

test('a task row of the list is accepted back by PUT with only status changed (issue 33, call 1)', async () => {
  const rows = (await call('GET', '/api/tasks?page=1&pageSize=100')).json().data as Record<string, unknown>[];
  const row = rows.find((r) => r.status === '0' && r.assigned_by != null)!;
  assert.ok(row.created_at && row.assigned_to_name !== undefined && row.assigned_by_name !== undefined);
  const res = await call('PUT', `/api/tasks/${row.id as number}`, { ...row, status: '1' });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().data.status, '1');
  assert.equal(res.json().data.assigned_by, row.assigned_by, 'a read-only field sent back is ignored, not written');
  assert.equal(res.headers.etag, `"${(row.version as number) + 1}"`);
});

test('an id in the body that is not the path’s, and an unknown field, are refused saying so', async () => {
  const task = (await call('GET', '/api/tasks/2')).json().data;
  let res = await call('PUT', '/api/tasks/2', { ...task, id: 3 });
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().message, 'The id in the body (3) does not match the id in the path (2).');
  res = await call('PUT', '/api/tasks/2', { ...task, is_admin: true });
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().message, '"is_admin" is not an accepted field.');
  assert.equal((await call('GET', '/api/tasks/2')).json().data.version, task.version, 'nothing written');
});

test('ETag and If-Match: the version travels in a header as well as in the body', async () => {
  const created = await call('POST', '/api/designations', { name: 'Contract Surveyor', status: '1' });
  assert.equal(created.statusCode, 201, created.body);
  assert.equal(created.headers.etag, '"1"');
  const id = created.json().data.id as number;
  const got = await call('GET', `/api/designations/${id}`);
  assert.equal(got.headers.etag, '"1"');

  // Neither version nor If-Match on a path outside spec section 7: 428, saying how to send it.
  let res = await call('PUT', `/api/designations/${id}`, { name: 'Senior Surveyor' });
  assert.equal(res.statusCode, 428);
  assert.equal(res.json().message, VERSION_NEEDED);
  assert.match(res.json().message, /If-Match/);
  res = await call('PUT', `/api/designations/${id}`, { name: 'Senior Surveyor' }, { 'if-match': '"1"' });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.headers.etag, '"2"');
  res = await call('PUT', `/api/designations/${id}`, { name: 'Stale Surveyor' }, { 'if-match': '"1"' });
  assert.equal(res.statusCode, 409, 'a stale If-Match');
  res = await call('PUT', `/api/designations/${id}`, { name: 'Odd Surveyor', version: 2 }, { 'if-match': '"1"' });
  assert.equal(res.statusCode, 400);
  assert.match(res.json().message, /disagree/);
  res = await call('PUT', `/api/designations/${id}`, { name: 'Odd Surveyor' }, { 'if-match': 'yesterday' });
  assert.equal(res.statusCode, 400);
  assert.match(res.json().message, /If-Match must be the ETag/);

  // DELETE honours If-Match too: a stale one is refused, the current one deletes.
  res = await call('DELETE', `/api/designations/${id}`, undefined, { 'if-match': '"1"', ...json });
  assert.equal(res.statusCode, 409, res.body);
  res = await call('DELETE', `/api/designations/${id}`, undefined, { 'if-match': '"2"', ...json });
  assert.equal(res.statusCode, 200, res.body);
});

test('a DELETE needs the version outside spec section 7: 428 without, 409 stale, 200 with If-Match or ?version', async () => {
  const made = async (name: string) => {
    const res = await call('POST', '/api/designations', { name, status: '1' });
    assert.equal(res.statusCode, 201, res.body);
    return res.json().data.id as number;
  };
  const id = await made('Delete Needs Version');
  // Neither ?version nor If-Match, with or without a JSON content type: 428, saying how to send it.
  for (const headers of [{}, json]) {
    const res = await call('DELETE', `/api/designations/${id}`, undefined, headers);
    assert.equal(res.statusCode, 428, res.body);
    assert.equal(res.json().message, VERSION_NEEDED);
  }
  assert.equal((await call('GET', `/api/designations/${id}`)).statusCode, 200, 'nothing deleted');
  // Order: a malformed id is 400 and no right is 403 before the version; a missing record with a version is 404.
  assert.equal((await call('DELETE', '/api/designations/abc')).statusCode, 400);
  const employee = bearer(await login(t.app, 'employee@example.com', '/api/employeelogin'));
  const noRight = await t.app.inject({ method: 'DELETE', url: `/api/designations/${id}`, headers: employee });
  assert.equal(noRight.statusCode, 403, noRight.body);
  assert.equal((await call('DELETE', '/api/designations/99999999')).statusCode, 428);
  assert.equal((await call('DELETE', '/api/designations/99999999', undefined, { 'if-match': '"1"' })).statusCode, 404);

  let res = await call('DELETE', `/api/designations/${id}`, undefined, { 'if-match': '"2"', ...json });
  assert.equal(res.statusCode, 409, 'a stale If-Match');
  res = await call('DELETE', `/api/designations/${id}?version=2`, undefined, { 'if-match': '"1"' });
  assert.equal(res.statusCode, 400, 'query and header disagree');
  assert.match(res.json().message, /disagree/);
  res = await call('DELETE', `/api/designations/${id}`, undefined, { 'if-match': '"1"', ...json });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal((await call('GET', `/api/designations/${id}`)).statusCode, 404, 'deleted');
  const other = await made('Delete By Query Version');
  res = await call('DELETE', `/api/designations/${other}?version=1`);
  assert.equal(res.statusCode, 200, res.body);
});

test('the legacy DELETEs of spec section 7 still work without a version (last writer wins)', async () => {
  const dummy = await call('POST', '/api/users_dummy', { name: 'Legacy Delete', email: 'legacy.delete@example.com', role: 'Level-1' });
  assert.equal(dummy.statusCode, 201, dummy.body);
  const task = await call('POST', '/api/tasks', { title: 'Legacy delete task', assigned_to: 1, status: '0' });
  assert.equal(task.statusCode, 201, task.body);
  for (const url of [`/api/users_dummy/${dummy.json().data.id as number}`, `/api/tasks/${task.json().data.id as number}`]) {
    const res = await call('DELETE', url);
    assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
    assert.equal((await call('GET', url)).statusCode, 404, `${url} deleted`);
  }
  // With a version they still check it.
  const again = await call('POST', '/api/users_dummy', { name: 'Legacy Stale', email: 'legacy.stale@example.com', role: 'Level-1' });
  const stale = await call('DELETE', `/api/users_dummy/${again.json().data.id as number}`, undefined, { 'if-match': '"5"' });
  assert.equal(stale.statusCode, 409, stale.body);
});

test('the legacy writes of spec section 7 still take "task fields" without a version (last writer wins)', async () => {
  const res = await call('PUT', '/api/tasks/3', { title: 'Legacy client title' });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().data.title, 'Legacy client title');
  const rights = (await call('GET', '/api/rights/3')).json().data;
  const put = await call('PUT', '/api/rights/3', { rights: rights.rights });
  assert.equal(put.statusCode, 200, put.body);
});

test('a body-less DELETE or POST with a JSON content type is a DELETE or POST (issue 33, call 2)', async () => {
  const made = await call('POST', '/api/users_dummy', { name: 'Body-less Delete', email: 'bodyless.delete@example.com', role: 'Level-1' });
  assert.equal(made.statusCode, 201, made.body);
  const del = await call('DELETE', `/api/users_dummy/${made.json().data.id as number}`, undefined, json);
  assert.equal(del.statusCode, 200, del.body);
  const [branchUser] = (await call('GET', '/api/branch-users?page=1&pageSize=1')).json().data;
  const link = await call('POST', `/api/branch-users/${branchUser.id as number}/set-password-link`, undefined, json);
  assert.equal(link.statusCode, 200, link.body);
  // A route that takes a body reads an empty one as {}: its schema names what is missing.
  const empty = await call('POST', '/api/tasks', undefined, json);
  assert.equal(empty.statusCode, 400);
  assert.equal(empty.json().message, 'Title is required');
  const broken = await t.app.inject({ method: 'POST', url: '/api/tasks', headers: { ...h, ...json }, payload: '{"title":' });
  assert.equal(broken.statusCode, 400);
  assert.equal(broken.json().message, 'The request body is not valid JSON.');
});

test('a read-only field sent back unchanged is ignored, changed it is refused naming it', async () => {
  const task = (await call('GET', '/api/tasks/4')).json().data;
  const other = task.assigned_by === 1 ? 2 : 1;
  const res = await call('PUT', '/api/tasks/4', { ...task, assigned_by: other });
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().message, 'Assigned By cannot be changed here.');
  assert.equal((await call('GET', '/api/tasks/4')).json().data.version, task.version, 'nothing written');
});
