import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';

describe('HTTP conventions and lists', () => {
  let t: TestApp;
  let admin: string;
  before(async () => {
    t = await makeTestApp();
    admin = await login(t.app, 'admin@example.com');
  });
  after(() => t.close());

  test('malformed JSON is 400 with a readable message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{"email": "a@b.c", ',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { statusCode: 400, error: 'Bad Request', message: 'The request body is not valid JSON.' });
  });

  test('bodies over 1 MB are refused with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(res.statusCode, 413);
    assert.equal(res.json().statusCode, 413);
  });

  test('too-long fields and wrong types are 400, not 500', async () => {
    const long = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'a'.repeat(300), password: 'x' } });
    assert.equal(long.statusCode, 400);
    assert.match(long.json().fields.email, /at most 254/);
    const page = await t.app.inject({ url: '/api/tasks?page=abc', headers: bearer(admin) });
    assert.equal(page.statusCode, 400);
    assert.equal(page.json().fields.page, 'Page must be a whole number.');
  });

  test('unknown /api routes answer JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/no-such-thing' });
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().error, 'Not Found');
    const post = await t.app.inject({ method: 'POST', url: '/api/nothing', payload: {} });
    assert.equal(post.statusCode, 404);
  });

  test('tasks: pending counts status 0 over the whole table; pageSize clamped to 100 (top bar <= 50 KB)', async () => {
    const res = await t.app.inject({ url: '/api/tasks?page=1&pageSize=1000000&token=ignored', headers: bearer(admin) });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.page, 1);
    assert.equal(body.pageSize, 100);
    assert.equal(body.total, body.data.length);
    const [{ n }] = await t.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM tasks WHERE status = '0'`);
    assert.ok(n > 0);
    assert.equal(body.pending, n);
    assert.equal(body.pending, body.data.filter((x: { status: string }) => x.status === '0').length);

    const page2 = await t.app.inject({ url: '/api/tasks?pageno=2&pageSize=10', headers: bearer(admin) });
    const p2 = page2.json();
    assert.equal(p2.page, 2);
    assert.equal(p2.data.length, 10);
    assert.equal(p2.data[0].id, body.data[10].id);
    assert.equal(p2.pending, n);
    assert.equal((await t.app.inject({ url: '/api/tasks' })).statusCode, 401);
  });

  test('users list: no password hashes, no rights, clamped pageSize', async () => {
    const res = await t.app.inject({ url: '/api/users?page=1&pageSize=1000000', headers: bearer(admin) });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.pageSize, 100);
    assert.ok(body.total >= 39);
    assert.equal(body.data.length, body.total);
    const first = body.data[0];
    assert.equal(first.email, 'admin@example.com');
    assert.equal(first.password_hash, undefined);
    assert.equal(first.rights, undefined);
    assert.equal(typeof first.rating, 'number');
    assert.equal(first.company_branch_name, 'Mumbai');
  });
});
