// The registration page's pincode search (no login, master data only, at most 20, limited per
// address) and the "Pincodes You Cover" list a registration sends (the form's rule and messages).
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/index';
import { PINCODE_SEARCHES_PER_MINUTE } from '../src/modules/register/limits';
import { bearer, login, makeTestApp, multipart, type TestApp } from './helpers';

let t: TestApp;
before(async () => {
  t = await makeTestApp({ config: { trustProxy: true } });
});
after(() => t.close());
beforeEach(() => t.handle.exec('DELETE FROM throttle'));

const search = (q: string, from = '203.0.113.7', headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/register/pincodes?search=${encodeURIComponent(q)}`,
    headers: { ...headers, 'x-forwarded-for': from },
  });

test('anyone finds pincodes without signing in: the staff lookup’s answer, master data only, at most 20', async () => {
  // 24 pincodes of this test's own (two localities for the first, one inactive).
  const pins = Array.from({ length: 24 }, (_, i) => `7980${String(i + 10)}`);
  await t.handle.query(
    `INSERT INTO pincodes (pincode, locality, district, state, status)
     SELECT p, 'Signup Town ' || p, 'Signupdistrict', 'Mizoram', CASE WHEN p = '798015' THEN '0' ELSE '1' END FROM unnest($1::text[]) p`,
    [pins],
  );
  await t.handle.query(`INSERT INTO pincodes (pincode, locality, district, state) VALUES ('798010', 'Annex', 'Signupdistrict', 'Mizoram')`);

  const res = await search('7980');
  assert.equal(res.statusCode, 200, res.body);
  const found = res.json().data as Record<string, string>[];
  assert.deepEqual(
    found.map((r) => r.pincode),
    pins.filter((p) => p !== '798015').slice(0, 20),
    'active pincodes in order, the inactive one never offered, 20 at most',
  );
  assert.deepEqual(found[0], {
    pincode: '798010',
    name: '798010 · Annex, Signup Town 798010, Signupdistrict',
    area: 'Annex, Signup Town 798010',
    district: 'Signupdistrict',
    state: 'Mizoram',
  });
  for (const r of found) assert.deepEqual(Object.keys(r).sort(), ['area', 'district', 'name', 'pincode', 'state']);
  // Words find the place; spaces typed inside a pincode are ignored.
  assert.deepEqual(
    (await search('bandra east')).json().data.map((r: { pincode: string }) => r.pincode),
    ['400051'],
  );
  assert.deepEqual(
    (await search('798 011')).json().data.map((r: { pincode: string }) => r.pincode),
    ['798011'],
  );
  // Exactly what the staff lookup answers (one query serves both).
  const admin = bearer(await login(t.app, 'admin@example.com'));
  const staff = await t.app.inject({ method: 'GET', url: '/api/lookups/pincodes?search=7980', headers: admin });
  assert.deepEqual(staff.json(), res.json());
  // The staff route itself still wants a login.
  assert.equal((await t.app.inject({ method: 'GET', url: '/api/lookups/pincodes?search=7980' })).statusCode, 401);
  assert.equal((await search('x'.repeat(101))).statusCode, 400);
});

test(`per address: ${PINCODE_SEARCHES_PER_MINUTE} searches a minute, then 429 with Retry-After; other addresses unaffected`, async () => {
  const perMinute = PINCODE_SEARCHES_PER_MINUTE * t.config.limitScale;
  const codes: number[] = [];
  let last;
  for (let i = 0; i < perMinute + 2; i++) {
    last = await search('4000', '198.51.100.40');
    codes.push(last.statusCode);
  }
  assert.deepEqual(codes, [...Array(perMinute).fill(200), 429, 429]);
  assert.equal(last!.json().message, 'Too many pincode searches from this address. Please wait a minute and try again.');
  const wait = Number(last!.headers['retry-after']);
  assert.ok(wait > 0 && wait <= 60, String(wait));
  assert.equal((await search('4000', '198.51.100.41')).statusCode, 200);
  // The minute passes: searches are answered again (a fixed window, not doubled).
  await t.handle.query(`UPDATE throttle SET window_start = now() - interval '61 seconds' WHERE key = $1`, [
    'register-pincodes-ip:198.51.100.40',
  ]);
  assert.equal((await search('4000', '198.51.100.40')).statusCode, 200);
});

const register = (email: string, user_pincodes: string) => {
  const m = multipart({
    name: 'Pin Applicant',
    email,
    password: 'Saffron-Kettle-19',
    password_confirmation: 'Saffron-Kettle-19',
    user_pincodes,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: m.payload,
    headers: { ...m.headers, 'x-forwarded-for': '203.0.113.9' },
  });
};

test('a registration’s pincodes are stored as the list picked; a bad list gets the form’s message', async () => {
  const res = await register('pins.ok@example.com', '["400051","411001"]');
  assert.equal(res.statusCode, 201, res.body);
  const [row] = await t.db.select().from(users).where(eq(users.email, 'pins.ok@example.com'));
  assert.deepEqual(row.user_pincodes, ['400051', '411001']);

  for (const [sent, message] of [
    ['["4110"]', 'Pincodes You Cover: Enter a valid 6-digit pincode'],
    ['["400 051"]', 'Pincodes You Cover: each item at most 6 characters'],
    ['["411001","411001"]', 'Pincodes You Cover lists the same item twice'],
    ['411001, 411002', 'Pincodes You Cover must be a list'],
    ['{"pincode":"411001"}', 'Pincodes You Cover must be a list'],
    [JSON.stringify(Array.from({ length: 201 }, (_, i) => String(400000 + i))), 'Pincodes You Cover: at most 200 items'],
  ] as const) {
    const bad = await register('pins.bad@example.com', sent);
    assert.equal(bad.statusCode, 400, `${sent}: ${bad.body}`);
    assert.equal(bad.json().fields.user_pincodes, message, sent);
  }
  // An empty list is no pincodes (the column stays empty).
  assert.equal((await register('pins.none@example.com', '[]')).statusCode, 201);
  const [none] = await t.db.select().from(users).where(eq(users.email, 'pins.none@example.com'));
  assert.equal(none.user_pincodes, null);
});
