// Branch users: create a bank-branch login, its set-password link by mail, signing in, deactivation.
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: Record<string, string>;
let branch: Record<string, string>;
let bankBranchId: number;
before(async () => {
  t = await makeTestApp();
  admin = bearer(await login(t.app, 'admin@example.com'));
  branch = bearer(await login(t.app, 'branch@example.com', '/api/branchlogin'));
  [{ id: bankBranchId }] = await t.handle.query<{ id: number }>('SELECT id FROM bank_branches ORDER BY id DESC LIMIT 1');
});
after(() => t.close());

function lastMailTo(to: string): { subject: string; text: string } {
  const files = fs
    .readdirSync(t.config.outboxDir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const mails = files.map((f) => JSON.parse(fs.readFileSync(path.join(t.config.outboxDir, f), 'utf8'))).filter((m) => m.to === to);
  assert.ok(mails.length, `no mail to ${to}`);
  return mails.at(-1);
}
const tokenOf = (text: string) => /\/banker-update-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

test('a new branch login gets a set-password link, sets its password and signs in', async () => {
  const email = 'pnb.kothrud@example.com';
  const add = await t.app.inject({
    method: 'POST',
    url: '/api/branch-users',
    headers: admin,
    payload: { name: 'PNB Kothrud', email: 'PNB.Kothrud@Example.com', bank_branch_id: bankBranchId, mobile: '09822012345', status: '1' },
  });
  assert.equal(add.statusCode, 201, add.body);
  assert.equal(add.json().message, 'Added The New Branch User!');
  assert.equal(add.json().data.password_hash, undefined);
  assert.ok(add.json().data.link_sent_at);
  assert.equal(add.json().data.mobile, '9822012345');
  const token = tokenOf(lastMailTo(email).text);
  assert.ok(token, 'the mail carries /banker-update-password?token=...');
  const set = await t.app.inject({
    method: 'POST',
    url: '/api/banker-update-password',
    payload: { token, password: 'Monsoon-Ledger-2025', confirmation_password: 'Monsoon-Ledger-2025' },
  });
  assert.equal(set.statusCode, 200, set.body);
  const signed = await t.app.inject({ method: 'POST', url: '/api/branchlogin', payload: { email, password: 'Monsoon-Ledger-2025' } });
  assert.equal(signed.statusCode, 200, signed.body);
  const again = await t.app.inject({
    method: 'POST',
    url: '/api/banker-update-password',
    payload: { token, password: 'Other-Marigold-45', confirmation_password: 'Other-Marigold-45' },
  });
  assert.equal(again.statusCode, 400, 'the link works once');

  const resend = await t.app.inject({ method: 'POST', url: `/api/branch-users/${add.json().data.id}/set-password-link`, headers: admin });
  assert.equal(resend.json().message, 'Set-password link sent!');
  assert.notEqual(tokenOf(lastMailTo(email).text), token);

  const off = await t.app.inject({
    method: 'POST',
    url: '/api/branch-users/bulk',
    headers: admin,
    payload: { action: 'deactivate', ids: [add.json().data.id] },
  });
  assert.equal(off.json().message, 'DeActivated All Selected Users!');
  const refused = await t.app.inject({ method: 'POST', url: '/api/branchlogin', payload: { email, password: 'Monsoon-Ledger-2025' } });
  assert.equal(refused.statusCode, 403);
  const link = await t.app.inject({ method: 'POST', url: `/api/branch-users/${add.json().data.id}/set-password-link`, headers: admin });
  assert.equal(link.statusCode, 409);
  const on = await t.app.inject({
    method: 'POST',
    url: '/api/branch-users/bulk',
    headers: admin,
    payload: { action: 'activate', ids: [add.json().data.id] },
  });
  assert.equal(on.json().message, 'Activated All Selected Users!');
});

test('an e-mail already used by a staff or branch login is refused; branch logins see nothing here', async () => {
  for (const email of ['admin@example.com', 'branch@example.com']) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/branch-users',
      headers: admin,
      payload: { name: 'Dup', email, bank_branch_id: bankBranchId, status: '1' },
    });
    assert.equal(res.statusCode, 409, email);
    assert.equal(res.json().fields.email, 'Email is already in use');
  }
  assert.equal((await t.app.inject({ method: 'GET', url: '/api/branch-users', headers: branch })).statusCode, 403);
  assert.equal((await t.app.inject({ method: 'POST', url: '/api/branch-users/1/set-password-link', headers: branch })).statusCode, 403);
  const list = await t.app.inject({ method: 'GET', url: '/api/branch-users?search=branch', headers: admin });
  const demo = list.json().data.find((r: { email: string }) => r.email === 'branch@example.com');
  assert.ok(demo.bank_name && demo.bank_branch_name, 'joined bank and branch names');
});
