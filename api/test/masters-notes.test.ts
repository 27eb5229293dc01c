// Notes on banks and branches: author from the session, newest first, only the author changes one.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: Record<string, string>;
let other: Record<string, string>;
let bank: number;
before(async () => {
  t = await makeTestApp();
  admin = bearer(await login(t.app, 'admin@example.com'));
  await t.handle.query(
    `INSERT INTO page_rights (user_id, page_name, view_status) SELECT id, 'bank_master_page', '1' FROM users WHERE email = 'employee@example.com' ON CONFLICT (user_id, page_name) DO UPDATE SET view_status = '1'`,
  );
  other = bearer(await login(t.app, 'employee@example.com', '/api/employeelogin'));
  [{ id: bank }] = await t.handle.query<{ id: number }>('SELECT id FROM banks ORDER BY id LIMIT 1');
});
after(() => t.close());

test('a note carries its author and date, lists newest first, and only its author changes it', async () => {
  const add = await t.app.inject({
    method: 'POST',
    url: '/api/notes',
    headers: admin,
    payload: { bank_id: bank, subject: 'Site access', note: 'Society secretary insists on prior appointment.' },
  });
  assert.equal(add.statusCode, 201, add.body);
  assert.equal(add.json().message, 'Added The New Note!');
  assert.equal(add.json().data.author_name, 'Admin User');
  const forged = await t.app.inject({
    method: 'POST',
    url: '/api/notes',
    headers: admin,
    payload: { bank_id: bank, subject: 'x', note: 'y', author_id: 3 },
  });
  assert.equal(forged.statusCode, 400, 'the author cannot be sent');
  const list = (await t.app.inject({ method: 'GET', url: '/api/notes', headers: other })).json();
  assert.equal(list.data[0].subject, 'Site access');
  assert.ok(list.data.length > 1);
  const { id, version } = add.json().data;
  const theirs = await t.app.inject({ method: 'PUT', url: `/api/notes/${id}`, headers: other, payload: { note: 'changed', version } });
  assert.equal(theirs.statusCode, 403);
  assert.equal(theirs.json().message, 'Only the author of a note can change or delete it.');
  assert.equal((await t.app.inject({ method: 'DELETE', url: `/api/notes/${id}?version=${version}`, headers: other })).statusCode, 403);
  const mine = await t.app.inject({
    method: 'PUT',
    url: `/api/notes/${id}`,
    headers: admin,
    payload: { note: 'Appointment through the branch only.', version },
  });
  assert.equal(mine.json().message, 'Successfully Updated The Note!');
  assert.equal(
    (await t.app.inject({ method: 'DELETE', url: `/api/notes/${id}`, headers: { ...admin, 'if-match': mine.headers.etag! } })).json()
      .message,
    'Successfully Delete The Data!',
  );
  const branch = bearer(await login(t.app, 'branch@example.com', '/api/branchlogin'));
  assert.equal((await t.app.inject({ method: 'GET', url: '/api/notes', headers: branch })).statusCode, 403);
});
