// E-mail contacts per bank, branch and purpose; the branch must belong to the bank; contactsFor picks the branch's first.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { contactsFor } from '../src/modules/email-contacts/routes';

let t: TestApp;
let admin: Record<string, string>;
let branch: Record<string, string>;
let ids: { bank: number; other: number; branchId: number };
before(async () => {
  t = await makeTestApp();
  admin = bearer(await login(t.app, 'admin@example.com'));
  branch = bearer(await login(t.app, 'branch@example.com', '/api/branchlogin'));
  const [r] = await t.handle.query<{ bank: number; branch_id: number; other: number }>(
    'SELECT bb.bank_id AS bank, bb.id AS branch_id, (SELECT min(id) FROM banks WHERE id <> bb.bank_id) AS other FROM bank_branches bb ORDER BY bb.id LIMIT 1',
  );
  ids = { bank: r.bank, other: r.other, branchId: r.branch_id };
});
after(() => t.close());

test('add a contact with the shared e-mail and mobile rules, refuse a branch of another bank, edit, delete', async () => {
  const body = {
    bank_id: ids.bank,
    bank_branch_id: ids.branchId,
    purpose: 'REPORTS',
    contact_name: 'Meera Joshi',
    email: ' Meera.Joshi@Bank.Example.IN ',
    mobile: '+91 98200 12345',
    status: '1',
  };
  const add = await t.app.inject({ method: 'POST', url: '/api/email-contacts', headers: admin, payload: body });
  assert.equal(add.statusCode, 201, add.body);
  assert.equal(add.json().message, 'Added The New Email Detail!');
  assert.equal(add.json().data.email, 'meera.joshi@bank.example.in');
  assert.equal(add.json().data.mobile, '9820012345');
  assert.ok(add.json().data.bank_name);
  const mob = await t.app.inject({
    method: 'POST',
    url: '/api/email-contacts',
    headers: admin,
    payload: { ...body, email: 'x@y.in', mobile: '5820012345' },
  });
  assert.equal(mob.statusCode, 400);
  assert.ok(mob.json().fields.mobile);
  const other = await t.app.inject({
    method: 'POST',
    url: '/api/email-contacts',
    headers: admin,
    payload: { ...body, bank_id: ids.other, email: 'z@y.in' },
  });
  assert.equal(other.statusCode, 400);
  assert.equal(other.json().fields.bank_branch_id, 'This branch belongs to another bank: choose a branch of the chosen bank.');
  const dup = await t.app.inject({ method: 'POST', url: '/api/email-contacts', headers: admin, payload: body });
  assert.equal(dup.statusCode, 409);
  const { id, version } = add.json().data;
  const edit = await t.app.inject({
    method: 'PUT',
    url: `/api/email-contacts/${id}`,
    headers: admin,
    payload: { designation: 'Chief Manager', version },
  });
  assert.equal(edit.json().message, 'Successfully Updated The Email Detail!');
  assert.deepEqual(
    (await contactsFor(t.db, 'REPORTS', ids.bank, ids.branchId)).map((c) => c.email),
    ['meera.joshi@bank.example.in'],
  );
  assert.ok((await contactsFor(t.db, 'REPORTS', ids.bank, null)).length >= 1, 'the bank-wide REPORTS contact of the demo seed');
  const del = await t.app.inject({
    method: 'DELETE',
    url: `/api/email-contacts/${id}`,
    headers: { ...admin, 'if-match': edit.headers.etag! },
  });
  assert.equal(del.json().message, 'Successfully Delete The Data!');
});

test('a bank-branch login reaches neither the contacts nor the branch lookup', async () => {
  assert.equal((await t.app.inject({ method: 'GET', url: '/api/email-contacts', headers: branch })).statusCode, 403);
  assert.equal((await t.app.inject({ method: 'GET', url: '/api/lookups/bank-branches', headers: branch })).statusCode, 403);
  const look = await t.app.inject({ method: 'GET', url: '/api/lookups/bank-branches?search=andheri', headers: admin });
  assert.equal(look.statusCode, 200);
  assert.ok(Array.isArray(look.json().data));
});
