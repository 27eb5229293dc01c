import assert from 'node:assert/strict';
import { fileStore } from '../src/releases/store';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { ReleasesResponse } from 'shared/resources';
import { publishBuild } from '../src/releases/publish';
import { promote } from '../src/releases/operations';
import { hashPassword } from '../src/lib/passwords';
import { bearer, DEMO_PASSWORD, login, makeTestApp, type TestApp } from './helpers';
import { fakeBuild, fakeShell, tmpDir } from './release-fixtures';

describe('release API and the served registry', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const builds = tmpDir('release-api-builds-');
  before(async () => {
    // Embedded: the releases are published as files into RELEASES_DIR, the embedded database's registry.
    // No demo data (a 300 MB PGlite dump to load): the two users the tests sign in as, one with the right.
    t = await makeTestApp({ embedded: true, seed: false });
    const hash = await hashPassword(DEMO_PASSWORD);
    const [{ id }] = await t.handle.query<{ id: number }>(
      `INSERT INTO users (name, email, password_hash, kind, status) VALUES ('Admin', 'admin@example.com', $1, 'admin', '1') RETURNING id`,
      [hash],
    );
    await t.handle.query(`INSERT INTO page_rights (user_id, page_name, view_status) VALUES ($1, 'modules_page', '1')`, [id]);
    await t.handle.query(
      `INSERT INTO users (name, email, password_hash, kind, status) VALUES ('Employee', 'employee@example.com', $1, 'employee', '1')`,
      [hash],
    );
    fakeShell(t.root); // the app's shellDist is <root>/shell-dist
    const cli = { user: 'ops', via: 'cli' } as const;
    for (const [remote, version, salt, requires] of [
      ['mfe-x', '1.0.0', 'a', undefined],
      ['mfe-x', '1.1.0', 'b', undefined],
      ['mfe-x', '2.0.0', 'c', { react: '^18.2.0' }],
      ['mfe-y', '1.0.0', 'd', undefined],
    ] as const) {
      const from = fakeBuild(path.join(builds, `${remote}-${version}`), { remote, salt, requires });
      await publishBuild({ dir: t.config.releasesDir, remote, version, from, ...cli });
    }
    await promote(
      { dir: t.config.releasesDir, shellDist: t.config.shellDist, store: fileStore(t.config.releasesDir) },
      'mfe-x',
      '1.0.0',
      cli,
    );
    await promote(
      { dir: t.config.releasesDir, shellDist: t.config.shellDist, store: fileStore(t.config.releasesDir) },
      'mfe-y',
      '1.0.0',
      cli,
    );
    admin = bearer(await login(t.app, 'admin@example.com'));
  });
  after(async () => {
    await t.close();
    fs.rmSync(builds, { recursive: true, force: true });
  });

  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers = admin) =>
    t.app.inject({ method, url, payload, headers });
  const registry = (cookie?: string, extra: Record<string, string> = {}) =>
    t.app.inject({ url: '/remotes/registry.json', headers: { ...(cookie ? { cookie } : {}), ...extra } });

  test('only users with modules_page may see or change releases', async () => {
    assert.equal((await t.app.inject({ url: '/api/releases' })).statusCode, 401);
    const employee = bearer(await login(t.app, 'employee@example.com', '/api/employeelogin'));
    assert.equal((await api('GET', '/api/releases', undefined, employee)).statusCode, 403);
    assert.equal((await api('POST', '/api/releases/mfe-x/rollback', {}, employee)).statusCode, 403);
    const res = await api('GET', '/api/releases');
    assert.equal(res.statusCode, 200);
    const body = res.json() as ReleasesResponse;
    assert.deepEqual(
      body.remotes.map((r) => [r.package, r.current, r.versions.length]),
      [
        ['mfe-x', '1.0.0', 3],
        ['mfe-y', '1.0.0', 1],
      ],
    );
  });

  test('promote and roll back from the page, audited under the signed-in user', async () => {
    const up = await api('POST', '/api/releases/mfe-x/promote', { version: '1.1.0' });
    assert.equal(up.statusCode, 200, up.body);
    assert.deepEqual([up.json().from, up.json().to], ['1.0.0', '1.1.0']);
    assert.equal((await registry()).json().remotes.mfe_x.version, '1.1.0');
    assert.equal((await registry()).json().remotes.mfe_y.version, '1.0.0', 'other remotes untouched');

    const refused = await api('POST', '/api/releases/mfe-x/promote', { version: '2.0.0' });
    assert.equal(refused.statusCode, 409);
    assert.match(refused.json().message, /mfe-x@2\.0\.0 cannot be promoted: .*needs react \^18\.2\.0/);
    assert.equal(refused.json().data.reasons.length, 1);
    const gate = await api('GET', '/api/releases/mfe-x/versions/2.0.0/gate');
    assert.equal(gate.json().ok, false);

    const back = await t.app.inject({ method: 'POST', url: '/api/releases/mfe-x/rollback', headers: admin });
    assert.equal(back.statusCode, 200, back.body);
    assert.equal(back.json().to, '1.0.0');
    assert.equal((await api('POST', '/api/releases/mfe-x/rollback', { to: '1.1.0' })).json().to, '1.1.0');

    const audit = await api('GET', '/api/releases/audit?pageSize=2');
    assert.equal(audit.statusCode, 200);
    const { data, total, page, pageSize } = audit.json();
    assert.deepEqual([total, page, pageSize, data.length], [9, 1, 2, 2]);
    assert.deepEqual(
      data.map((e: { action: string; user: string; via: string }) => `${e.action} ${e.user} ${e.via}`),
      ['rollback admin@example.com web', 'rollback admin@example.com web'],
    );
    const onlyY = await api('GET', '/api/releases/audit?remote=mfe-y');
    assert.equal(onlyY.json().total, 2);
  });

  test('bad input gets a 4xx with a readable message', async () => {
    const cases: [string, string, object | undefined, number, RegExp][] = [
      ['POST', '/api/releases/mfe-x/promote', {}, 400, /version is required|Give a published version/i],
      ['POST', '/api/releases/mfe-x/promote', { version: '../etc' }, 400, /Give a published version/],
      ['POST', '/api/releases/mfe-x/promote', { version: '7.7.7' }, 404, /mfe-x has no published version 7\.7\.7/],
      ['POST', '/api/releases/mfe-zz/promote', { version: '1.0.0' }, 404, /There is no module mfe-zz/],
      ['POST', '/api/releases/mfe-x/canary', { version: '1.0.0', percent: 150 }, 400, /from 1 to 99/],
      ['DELETE', '/api/releases/mfe-y/canary', undefined, 409, /mfe-y has no canary running/],
      ['POST', '/api/releases/mfe-y/rollback', {}, 409, /no earlier promoted version/],
    ];
    for (const [method, url, payload, status, message] of cases) {
      const res = await api(method as 'POST', url, payload);
      assert.equal(res.statusCode, status, `${method} ${url}: ${res.body}`);
      assert.match(res.json().message, message);
    }
  });

  test('the registry sets a sticky mf_uid cookie, answers 304 per variant, and splits a canary', async () => {
    const first = await registry();
    const cookie = String(first.headers['set-cookie']);
    assert.match(cookie, /^mf_uid=[A-Za-z0-9_-]{24}; Path=\/; Max-Age=34560000; SameSite=Lax; HttpOnly$/);
    assert.equal(first.headers['cache-control'], 'no-cache');
    assert.match(String(first.headers.vary), /Cookie/);
    const jar = cookie.split(';')[0];
    const again = await registry(jar, { 'if-none-match': String(first.headers.etag) });
    assert.equal(again.statusCode, 304);
    assert.equal(again.headers['set-cookie'], undefined, 'a browser keeps its id');

    const start = await api('POST', '/api/releases/mfe-x/canary', { version: '1.0.0', percent: 30 });
    assert.equal(start.statusCode, 200, start.body);
    const seen = new Map<string, { version: string; etag: string }>();
    for (let i = 0; i < 300; i++) {
      const jar = `mf_uid=browser${String(i).padStart(4, '0')}abcdefghijkl`;
      const res = await registry(jar);
      assert.equal(res.headers['set-cookie'], undefined);
      seen.set(jar, { version: res.json().remotes.mfe_x.version, etag: String(res.headers.etag) });
      assert.equal(res.json().remotes.mfe_y.version, '1.0.0');
    }
    const canary = [...seen.values()].filter((s) => s.version === '1.0.0');
    assert.ok(canary.length > 60 && canary.length < 120, `about 30% in the canary (got ${canary.length}/300)`);
    assert.equal(new Set(canary.map((s) => s.etag)).size, 1, 'one ETag per variant');
    const [jarIn] = [...seen.entries()].find(([, s]) => s.version === '1.0.0')!;
    for (let i = 0; i < 3; i++) assert.equal((await registry(jarIn)).json().remotes.mfe_x.version, '1.0.0', 'sticky');
    assert.equal((await registry(jarIn, { 'if-none-match': seen.get(jarIn)!.etag })).statusCode, 304);

    const status = (await api('GET', '/api/releases')).json() as ReleasesResponse;
    assert.deepEqual(status.remotes[0].canary?.percent, 30);
    assert.equal((await api('DELETE', '/api/releases/mfe-x/canary')).statusCode, 200);
    assert.equal((await registry(jarIn)).json().remotes.mfe_x.version, '1.1.0', 'aborted: back to the promoted version');
  });
});
