// Security headers on every answer (HTML, API, static) and no caching of API answers.
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
before(async () => {
  t = await makeTestApp();
  fs.mkdirSync(t.config.shellDist, { recursive: true });
  fs.writeFileSync(path.join(t.config.shellDist, 'index.html'), '<!doctype html><title>x</title><script defer src="/main.js"></script>');
});
after(() => t.close());

function csp(headers: Record<string, unknown>): Map<string, string[]> {
  const text = String(headers['content-security-policy'] ?? '');
  return new Map(
    text
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((p) => p[0])
      .map(([k, ...v]) => [k, v]),
  );
}

function assertStrict(headers: Record<string, unknown>, where: string) {
  const p = csp(headers);
  assert.deepEqual(p.get('script-src'), ["'self'"], where);
  assert.deepEqual(p.get('default-src'), ["'self'"], where);
  assert.deepEqual(p.get('frame-ancestors'), ["'self'"], where);
  assert.deepEqual(p.get('object-src'), ["'none'"], where);
  for (const [k, v] of p) assert.ok(!v.includes("'unsafe-eval'"), `${where}: ${k} allows eval`);
  assert.ok(!(p.get('script-src') ?? []).includes("'unsafe-inline'"), where);
  assert.equal(headers['x-content-type-options'], 'nosniff', where);
  assert.equal(headers['referrer-policy'], 'no-referrer', where);
  assert.equal(headers['x-frame-options'], 'SAMEORIGIN', where);
}

test('the shell page, an unknown admin path and a static 404 carry the strict policy', async () => {
  for (const url of ['/', '/admin/index', '/auth/login', '/remotes/registry.json', '/remotes/mfe_hr/9.9.9/x.js']) {
    const res = await t.app.inject({ url });
    assertStrict(res.headers, url);
  }
  const page = await t.app.inject({ url: '/admin/index' });
  assert.equal(page.statusCode, 200);
  assert.notEqual(page.headers['cache-control'], 'no-store');
});

test('API answers: the policy headers and Cache-Control: no-store (the login answer with its token included)', async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'admin@example.com', password: 'demo1234' } });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['cache-control'], 'no-store');
  assertStrict(res.headers, 'POST /api/login');
  const token = await login(t.app, 'admin@example.com');
  for (const url of ['/api/me', '/api/users?page=1&pageSize=5', '/api/users/export.csv', '/api/nothing-here']) {
    const r = await t.app.inject({ url, headers: bearer(token) });
    assert.equal(r.headers['cache-control'], 'no-store', url);
    assertStrict(r.headers, url);
  }
  const refused = await t.app.inject({ url: '/api/me' });
  assert.equal(refused.statusCode, 401);
  assert.equal(refused.headers['cache-control'], 'no-store');
});
