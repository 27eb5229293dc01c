// Sessions (issue 24, point 4): an idle timeout on top of the absolute one, refreshed by use and
// configurable (SESSION_IDLE_MINUTES, default 30), and sign-out everywhere from the profile.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../src/config';
import { hashToken } from '../src/lib/tokens';
import { bearer, login, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
before(async () => {
  t = await makeTestApp({ config: { sessionIdleMinutes: 5 } });
});
after(() => t.close());

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
const idleFor = (token: string, minutes: number) =>
  t.handle.query(`UPDATE sessions SET last_seen_at = now() - make_interval(mins => $2) WHERE token_hash = $1`, [hashToken(token), minutes]);
const lastSeen = async (token: string) =>
  (await t.handle.query<{ at: Date }>('SELECT last_seen_at AS at FROM sessions WHERE token_hash = $1', [hashToken(token)]))[0]?.at;

test('the idle timeout is 30 minutes unless SESSION_IDLE_MINUTES says otherwise', () => {
  assert.equal(loadConfig({}).sessionIdleMinutes, 30);
  assert.equal(loadConfig({ SESSION_IDLE_MINUTES: '10' }).sessionIdleMinutes, 10);
});

test('a session idle longer than the timeout is signed out; use within it refreshes the clock', async () => {
  const fresh = await login(t.app, 'admin@example.com');
  await idleFor(fresh, 4);
  const before = await lastSeen(fresh);
  assert.equal((await me(fresh)).statusCode, 200);
  assert.ok((await lastSeen(fresh)).getTime() > before.getTime() + 3 * 60_000, 'use moved last_seen_at');
  await idleFor(fresh, 6);
  assert.equal((await me(fresh)).statusCode, 401, 'idle 6 minutes with a 5-minute timeout');
});

test('the absolute expiry still applies to a session in use', async () => {
  const token = await login(t.app, 'hr@example.com');
  await t.handle.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [hashToken(token)]);
  assert.equal((await me(token)).statusCode, 401);
});

test('my sessions: the account’s open sessions, this one marked, no token shown, nobody else’s', async () => {
  await t.handle.exec(`DELETE FROM sessions`);
  const laptop = await login(t.app, 'employee@example.com', '/api/employeelogin');
  const phone = await login(t.app, 'employee@example.com', '/api/employeelogin');
  await login(t.app, 'admin@example.com');
  const res = await t.app.inject({ method: 'GET', url: '/api/me/sessions', headers: bearer(phone) });
  assert.equal(res.statusCode, 200, res.body);
  const list = res.json().data as { current: boolean; started_at: string; last_seen_at: string; mfa: boolean }[];
  assert.equal(list.length, 2);
  assert.deepEqual(list.map((s) => s.current).sort(), [false, true]);
  assert.deepEqual(Object.keys(list[0]).sort(), ['current', 'expires_at', 'last_seen_at', 'mfa', 'started_at']);
  assert.ok(!res.body.includes(laptop) && !res.body.includes(phone));
  // An idle session is over: it is not listed.
  await idleFor(laptop, 6);
  const after = await t.app.inject({ method: 'GET', url: '/api/me/sessions', headers: bearer(phone) });
  assert.deepEqual(
    after.json().data.map((s: { current: boolean }) => s.current),
    [true],
  );
});

test('sign out everywhere ends every session of the account, and only of that account', async () => {
  const laptop = await login(t.app, 'employee@example.com', '/api/employeelogin');
  const phone = await login(t.app, 'employee@example.com', '/api/employeelogin');
  const other = await login(t.app, 'admin@example.com');
  const res = await t.app.inject({ method: 'POST', url: '/api/me/sessions/revoke', headers: bearer(phone) });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().data, 'Signed out everywhere.');
  assert.equal((await me(laptop)).statusCode, 401);
  assert.equal((await me(phone)).statusCode, 401);
  assert.equal((await me(other)).statusCode, 200);
});
