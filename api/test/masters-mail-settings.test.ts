// Mail Settings (/admin/mailSettings): the sender and templates the mailer reads, a write-only SMTP
// password, and a test send that lands in the outbox.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, lastMail, login, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: Record<string, string>;
before(async () => {
  t = await makeTestApp();
  admin = bearer(await login(t.app, 'admin@example.com'));
});
after(() => t.close());

const SENDER = {
  sender_name: 'Prakash Valuers',
  sender_email: 'Mails@Valuers.Example.IN',
  reply_to: 'ops@valuers.example.in',
  smtp_host: '',
  smtp_port: 587,
  smtp_user: 'mailer',
  smtp_password: 'Secret-SMTP-42',
};

test('the sender: one record, the SMTP password never answered and kept when an edit leaves it empty', async () => {
  const [existing] = await t.handle.query<{ id: number }>('SELECT id FROM mail_settings');
  if (existing) await t.handle.query('DELETE FROM mail_settings');
  const add = await t.app.inject({ method: 'POST', url: '/api/mail-settings', headers: admin, payload: SENDER });
  assert.equal(add.statusCode, 201, add.body);
  assert.equal(add.json().message, 'Added The Mail Settings!');
  assert.equal(add.json().data.sender_email, 'mails@valuers.example.in');
  assert.doesNotMatch(add.body, /Secret-SMTP-42/);
  assert.equal('smtp_password' in add.json().data, false);
  const id = add.json().data.id;

  const list = await t.app.inject({ method: 'GET', url: '/api/mail-settings', headers: admin });
  assert.equal(list.statusCode, 200);
  assert.doesNotMatch(list.body, /Secret-SMTP-42/);
  const read = await t.app.inject({ method: 'GET', url: `/api/mail-settings/${id}`, headers: admin });
  assert.doesNotMatch(read.body, /Secret-SMTP-42/);
  const csv = await t.app.inject({ method: 'GET', url: '/api/mail-settings/export', headers: admin });
  assert.doesNotMatch(csv.body, /Secret-SMTP-42/);

  const edit = await t.app.inject({
    method: 'PUT',
    url: `/api/mail-settings/${id}`,
    headers: admin,
    payload: { ...SENDER, sender_name: 'Prakash Valuers & Engineers', smtp_password: '', version: read.json().data.version },
  });
  assert.equal(edit.statusCode, 200, edit.body);
  assert.equal(edit.json().message, 'Successfully Updated The Mail Settings!');
  const [stored] = await t.handle.query<{ smtp_password: string; sender_name: string }>(
    'SELECT smtp_password, sender_name FROM mail_settings',
  );
  assert.equal(stored.smtp_password, 'Secret-SMTP-42');
  assert.equal(stored.sender_name, 'Prakash Valuers & Engineers');

  const second = await t.app.inject({ method: 'POST', url: '/api/mail-settings', headers: admin, payload: SENDER });
  assert.equal(second.statusCode, 409);
  assert.equal(second.json().message, 'The mail settings already exist; edit them instead.');
});

test('send test mail: through the mailer to the outbox, from the stored sender', async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/mail-settings/test', headers: admin, payload: { to: 'Tester@Example.com' } });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().message, 'Test mail sent to tester@example.com.');
  const mail = lastMail(t.config.outboxDir) as { to: string; from: string; subject: string; text: string; replyTo?: string };
  assert.equal(mail.to, 'tester@example.com');
  assert.equal(mail.subject, 'Test mail from the Valuation Back Office');
  assert.equal(mail.from, '"Prakash Valuers & Engineers" <mails@valuers.example.in>');
  assert.equal(mail.replyTo, 'ops@valuers.example.in');
  const bad = await t.app.inject({ method: 'POST', url: '/api/mail-settings/test', headers: admin, payload: { to: 'not-an-address' } });
  assert.equal(bad.statusCode, 400);
  assert.equal(bad.json().message, 'Enter the e-mail address to send the test mail to.');
});

test('templates: placeholders checked, and the password-reset mail is written from the stored one', async () => {
  const wrong = await t.app.inject({
    method: 'POST',
    url: '/api/mail-templates',
    headers: admin,
    payload: { code: 'PASSWORD_RESET', subject: 'Reset for {{name}}', body: 'Hi {{nmae}}: {{link}}', status: '1' },
  });
  assert.equal(wrong.statusCode, 400);
  assert.equal(wrong.json().fields.body, 'Unknown placeholder {{nmae}}: the password reset mail knows {{name}} {{link}}.');

  const add = await t.app.inject({
    method: 'POST',
    url: '/api/mail-templates',
    headers: admin,
    payload: {
      code: 'PASSWORD_RESET',
      subject: 'New password for {{ name }}',
      body: 'Dear {{name}},\nOpen {{link}} within the hour.',
      status: '1',
    },
  });
  assert.equal(add.statusCode, 201, add.body);
  assert.equal(add.json().message, 'Added The New Mail Template!');
  const again = await t.app.inject({
    method: 'POST',
    url: '/api/mail-templates',
    headers: admin,
    payload: { code: 'PASSWORD_RESET', subject: 'Twice', body: 'Twice', status: '1' },
  });
  assert.equal(again.statusCode, 409, again.body);

  const forgot = await t.app.inject({ method: 'POST', url: '/api/forget-password', payload: { email: 'employee@example.com' } });
  assert.equal(forgot.statusCode, 200);
  const mail = lastMail(t.config.outboxDir) as { to: string; from: string; subject: string; text: string };
  assert.equal(mail.to, 'employee@example.com');
  const [{ name }] = await t.handle.query<{ name: string }>("SELECT name FROM users WHERE email = 'employee@example.com'");
  assert.equal(mail.subject, `New password for ${name}`);
  assert.match(
    mail.text,
    new RegExp(`^Dear ${name},\\nOpen http://localhost:8080/update-password\\?token=[A-Za-z0-9_-]+ within the hour\\.$`),
  );
  assert.equal(mail.from, '"Prakash Valuers & Engineers" <mails@valuers.example.in>');

  // Inactive: the built-in wording is back.
  const row = add.json().data;
  const off = await t.app.inject({
    method: 'PUT',
    url: `/api/mail-templates/${row.id}`,
    headers: admin,
    payload: { code: row.code, subject: row.subject, body: row.body, status: '0', version: row.version },
  });
  assert.equal(off.statusCode, 200, off.body);
  await t.app.inject({ method: 'POST', url: '/api/forget-password', payload: { email: 'employee@example.com' } });
  assert.equal(lastMail(t.config.outboxDir)?.subject, 'Reset your password');
});

test('only holders of mail_setting_page read or change the settings', async () => {
  const hr = bearer(await login(t.app, 'hr@example.com'));
  for (const [method, url] of [
    ['GET', '/api/mail-settings'],
    ['GET', '/api/mail-templates'],
    ['POST', '/api/mail-settings/test'],
  ] as const) {
    const res = await t.app.inject({ method, url, headers: hr, ...(method === 'POST' ? { payload: { to: 'a@example.com' } } : {}) });
    assert.equal(res.statusCode, 403, `${method} ${url}`);
  }
});
