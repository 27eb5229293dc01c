// Demo data only where asked, and a production start that refuses demo settings (issue 26, point 3).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { loadConfig, productionProblems } from '../src/config';
import { DEMO_PASSWORD, makeTestApp, type TestApp } from './helpers';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('demo seed defaults', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-config-'));
  after(() => fs.rmSync(tmp, { recursive: true, force: true }));

  test('embedded database: seeded in a fresh data folder only', () => {
    const fresh = path.join(tmp, 'fresh');
    assert.equal(loadConfig({ DATA_DIR: fresh }).seedDemo, true);
    assert.equal(loadConfig({ DATA_DIR: 'memory://' }).seedDemo, true);
    const used = path.join(tmp, 'used');
    fs.mkdirSync(used);
    fs.writeFileSync(path.join(used, 'PG_VERSION'), '17\n');
    assert.equal(loadConfig({ DATA_DIR: used }).seedDemo, false, 'an existing database is never seeded again by default');
    assert.equal(loadConfig({ DATA_DIR: used, SEED_DEMO: '1' }).seedDemo, true);
    assert.equal(loadConfig({ DATA_DIR: fresh, SEED_DEMO: '0' }).seedDemo, false);
  });

  test('DATABASE_URL: seeded only with SEED_DEMO=1', () => {
    const url = 'postgres://u@localhost/db';
    assert.equal(loadConfig({ DATABASE_URL: url, DATA_DIR: path.join(tmp, 'none') }).seedDemo, false);
    assert.equal(loadConfig({ DATABASE_URL: url, SEED_DEMO: '1' }).seedDemo, true);
  });

  test('production: never seeded by default; PUBLIC_URL, SIGNING_P12 required; SEED_DEMO=1 refused', () => {
    assert.equal(loadConfig({ NODE_ENV: 'production', DATA_DIR: path.join(tmp, 'prod') }).seedDemo, false);
    assert.deepEqual(productionProblems({}), []);
    assert.deepEqual(productionProblems({ NODE_ENV: 'development' }), []);
    const all = productionProblems({ NODE_ENV: 'production', SEED_DEMO: '1' });
    assert.equal(all.length, 3);
    assert.match(all[0], /^PUBLIC_URL is not set/);
    assert.match(all[1], /^SIGNING_P12 is not set: documents would be signed with the demo certificate/);
    assert.match(all[2], /^SEED_DEMO=1/);
    assert.deepEqual(
      productionProblems({ NODE_ENV: 'production', PUBLIC_URL: 'https://bo.example.com', SIGNING_P12: '/etc/firm.p12' }),
      [],
    );
  });

  test('the server refuses a production start and says what to set', { timeout: 60_000 }, () => {
    const env = { ...process.env, NODE_ENV: 'production', DATA_DIR: 'memory://', PUBLIC_URL: '', SIGNING_P12: '' };
    const res = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'api/src/main.ts')], {
      env,
      encoding: 'utf8',
      timeout: 50_000,
    });
    assert.equal(res.status, 1, res.stderr);
    assert.match(res.stderr, /Refusing to start in production/);
    assert.match(res.stderr, /PUBLIC_URL is not set/);
    assert.match(res.stderr, /SIGNING_P12 is not set/);
  });
});

describe('production refuses demo logins', () => {
  let t: TestApp;
  before(async () => {
    t = await makeTestApp({ config: { production: true } });
  });
  after(() => t.close());

  test('the demo e-mails and the demo password never sign in', async () => {
    for (const [url, email] of [
      ['/api/login', 'admin@example.com'],
      ['/api/employeelogin', 'employee@example.com'],
      ['/api/branchlogin', 'branch@example.com'],
      ['/api/login', 'reviewer1@example.com'],
    ]) {
      const res = await t.app.inject({ method: 'POST', url, payload: { email, password: DEMO_PASSWORD } });
      assert.equal(res.statusCode, 401, `${email}: ${res.body}`);
      assert.equal(res.json().message, 'Invalid email or password.');
    }
  });

  test('the same database outside production signs the demo admin in (the refusal is production only)', async () => {
    const dev = await makeTestApp();
    try {
      const res = await dev.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'admin@example.com', password: DEMO_PASSWORD },
      });
      assert.equal(res.statusCode, 200);
    } finally {
      await dev.close();
    }
  });
});
