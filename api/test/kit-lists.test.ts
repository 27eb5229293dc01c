// The kit's list contract on real resources: { data, total, page, pageSize }, paging, clamping,
// sort, search, CSV export of the current query.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let h: Record<string, string>;
let userCount = 0;
before(async () => {
  t = await makeTestApp();
  h = bearer(await login(t.app, 'admin@example.com'));
  [{ n: userCount }] = await t.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
});
after(() => t.close());
const get = async (url: string) => {
  const res = await t.app.inject({ url, headers: h });
  assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
  return res.json();
};

test('users: spec GET users?page&pageSize answers the list envelope', async () => {
  const body = await get('/api/users?page=2&pageSize=10');
  assert.deepEqual(Object.keys(body).sort(), ['data', 'page', 'pageSize', 'total']);
  assert.equal(body.page, 2);
  assert.equal(body.data.length, 10);
  assert.equal(body.total, userCount);
  assert.equal(body.data[0].id, 11);
  assert.equal(body.data[0].password_hash, undefined);
  assert.equal(typeof body.data[0].rating, 'number');
});

test('pageSize is clamped to the resource maximum; the legacy pageno works', async () => {
  const users = await get('/api/users?page=1&pageSize=1000000');
  assert.equal(users.pageSize, 100);
  assert.equal(users.data.length, Math.min(userCount, 100));
  const legacy = await get('/api/users?pageno=2&pageSize=5');
  assert.equal(legacy.page, 2);
  assert.equal(legacy.data[0].id, 6);
});

test('branch master answers page 1 / pageSize 10000 with id and branch_name (dashboard selector)', async () => {
  const body = await get('/api/branch-master?page=1&pageSize=10000');
  assert.equal(body.pageSize, 10000);
  assert.equal(body.total, 7);
  assert.ok(body.data.every((b: { id: number; branch_name: string }) => Number.isInteger(b.id) && b.branch_name));
  assert.deepEqual(body.data.map((b: { branch_name: string }) => b.branch_name).slice(0, 2), ['Ahmedabad', 'Bengaluru']);
});

test('sort by an allowed column, both ways, with id breaking ties', async () => {
  const asc = await get('/api/users?sort=name&order=asc&pageSize=100');
  const names = asc.data.map((u: { name: string }) => u.name);
  assert.deepEqual(
    names,
    [...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  const desc = await get('/api/users?sort=rating&order=desc&pageSize=3');
  assert.ok(desc.data[0].rating >= desc.data[1].rating && desc.data[1].rating >= desc.data[2].rating);
});

test('search matches word prefixes of the searchable columns, case-insensitively', async () => {
  const byName = await get('/api/users?search=AARAV');
  assert.ok(byName.total >= 1);
  assert.ok(byName.data.every((u: { name: string }) => u.name.toLowerCase().startsWith('aarav')));
  const bySurnameAndName = await get('/api/users?search=aarav%20sharma');
  assert.ok(bySurnameAndName.data.every((u: { name: string; surname: string }) => u.name === 'Aarav' && u.surname === 'Sharma'));
  const byEmail = await get('/api/users?search=admin@');
  assert.equal(byEmail.data[0].email, 'admin@example.com');
  const wildcards = await get('/api/users?search=%25');
  assert.equal(wildcards.total, 0, 'a % is matched literally');
  const spec = await t.app.inject({
    method: 'POST',
    url: '/api/userSearch',
    headers: h,
    payload: { search: 'employee', page: 1, pageSize: 10, token: 'legacy' },
  });
  assert.equal(spec.json().data[0].email, 'employee@example.com');
});

test('CSV export: the current query (search and sort), every page, with labels and safe cells', async () => {
  await t.app.inject({
    method: 'POST',
    url: '/api/tasks',
    headers: h,
    payload: { title: '=HYPERLINK("http://evil")', status: '0', priority: 'LOW' },
  });
  const res = await t.app.inject({ url: '/api/tasks/export.csv?search=%3Dhyper&sort=title', headers: h });
  assert.equal(res.statusCode, 200);
  assert.match(res.headers['content-type'] as string, /^text\/csv/);
  assert.match(res.headers['content-disposition'] as string, /attachment; filename="tasks-\d{4}-\d{2}-\d{2}\.csv"/);
  const lines = res.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  assert.equal(lines[0], 'ID,Title,Type,Assigned To,Due Date,Priority,Status');
  assert.equal(lines.length, 2);
  assert.match(lines[1], /,"'=HYPERLINK\(""http:\/\/evil""\)",/);
  assert.match(lines[1], /,Pending$/);
  const all = await t.app.inject({ url: '/api/users/export.csv', headers: h });
  assert.equal(all.body.trim().split('\r\n').length, userCount + 1, 'header + every user, not one page');
});

test('GET one record, and 404 for an unknown one', async () => {
  assert.equal((await get('/api/tasks/1')).data.id, 1);
  const res = await t.app.inject({ url: '/api/tasks/99999', headers: h });
  assert.equal(res.statusCode, 404);
  assert.equal(res.json().message, 'No such task.');
});
