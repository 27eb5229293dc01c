import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { bearer, lastMail, login, makeTestApp, type TestApp } from './helpers';

function tokenFrom(text: string, page: string): string {
  const m = new RegExp(`http://localhost:8080/${page}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  assert.ok(m, `no ${page} link in: ${text}`);
  return m[1];
}

describe('password reset', () => {
  let t: TestApp;
  before(async () => {
    t = await makeTestApp();
  });
  after(() => t.close());

  test('forget-password: same answer for known and unknown e-mails, 400 for a bad format', async () => {
    const unknown = await t.app.inject({ method: 'POST', url: '/api/forget-password', payload: { email: 'nobody@example.com' } });
    assert.equal(unknown.statusCode, 200);
    assert.deepEqual(unknown.json(), { data: 'If the e-mail is registered, a reset link is on its way.' });
    // The same work for an unknown address: one mail, telling that no account uses it (no link).
    const notice = lastMail(t.config.outboxDir);
    assert.equal(notice?.to, 'nobody@example.com');
    assert.doesNotMatch(notice?.text ?? '', /token=/);

    const bad = await t.app.inject({ method: 'POST', url: '/api/forget-password', payload: { email: 'not-an-email' } });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().message, 'Invalid Email address');
    const empty = await t.app.inject({ method: 'POST', url: '/api/forget-password', payload: {} });
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json().message, 'Enter Your Email');
  });

  test('the mailed link works once, changes the password and ends old sessions', async () => {
    const oldSession = await login(t.app, 'employee@example.com', '/api/employeelogin');
    const res = await t.app.inject({ method: 'POST', url: '/api/forget-password', payload: { email: 'Employee@example.com' } });
    assert.equal(res.statusCode, 200);
    const mail = lastMail(t.config.outboxDir);
    assert.ok(mail);
    assert.equal(mail.to, 'employee@example.com');
    assert.ok(fs.readdirSync(t.config.outboxDir).some((f) => f.endsWith('.eml')));
    const token = tokenFrom(mail.text, 'update-password');

    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/update-password',
      payload: { token, password: 'Pelican-Harvest-1', confirmation_password: 'other' },
    });
    assert.equal(mismatch.statusCode, 400);
    assert.equal(mismatch.json().fields.confirmation_password, 'Passwords must match');
    const missing = await t.app.inject({ method: 'POST', url: '/api/update-password', payload: { token } });
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json().fields, { password: 'This field is required', confirmation_password: 'This field is required' });
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/update-password',
      payload: { token, password: 'short', confirmation_password: 'short' },
    });
    assert.equal(short.statusCode, 400);
    assert.match(short.json().fields.password, /at least 10/);

    // The banker form does not accept a staff token.
    const wrongKind = await t.app.inject({
      method: 'POST',
      url: '/api/banker-update-password',
      payload: { token, password: 'Pelican-Harvest-1', confirmation_password: 'Pelican-Harvest-1' },
    });
    assert.equal(wrongKind.statusCode, 400);

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/update-password',
      payload: { token, password: 'Pelican-Harvest-1', confirmation_password: 'Pelican-Harvest-1' },
    });
    assert.equal(ok.statusCode, 200);
    assert.deepEqual(ok.json(), { data: 'Successfully Updated' });

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/update-password',
      payload: { token, password: 'Pelican-Harvest-2', confirmation_password: 'Pelican-Harvest-2' },
    });
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().message, 'This reset link is invalid or has expired.');

    assert.equal((await t.app.inject({ url: '/api/me', headers: bearer(oldSession) })).statusCode, 401);
    const oldPw = await t.app.inject({
      method: 'POST',
      url: '/api/employeelogin',
      payload: { email: 'employee@example.com', password: 'demo1234' },
    });
    assert.equal(oldPw.statusCode, 401);
    await login(t.app, 'employee@example.com', '/api/employeelogin', 'Pelican-Harvest-1');
  });

  test('branch users get the banker link; expired links are refused', async () => {
    await t.app.inject({ method: 'POST', url: '/api/forget-password', payload: { email: 'branch@example.com' } });
    const token = tokenFrom(lastMail(t.config.outboxDir)!.text, 'banker-update-password');
    await t.handle.exec(`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE subject_kind = 'branch'`);
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/banker-update-password',
      payload: { token, password: 'Tamarind-Gate-1', confirmation_password: 'Tamarind-Gate-1' },
    });
    assert.equal(expired.statusCode, 400);
    assert.equal(expired.json().message, 'This reset link is invalid or has expired.');

    await t.app.inject({ method: 'POST', url: '/api/forget-password', payload: { email: 'branch@example.com' } });
    const fresh = tokenFrom(lastMail(t.config.outboxDir)!.text, 'banker-update-password');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/banker-update-password',
      payload: { token: fresh, password: 'Tamarind-Gate-1', confirmation_password: 'Tamarind-Gate-1' },
    });
    assert.equal(ok.statusCode, 200);
    await login(t.app, 'branch@example.com', '/api/branchlogin', 'Tamarind-Gate-1');
  });
});
