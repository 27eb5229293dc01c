// Payment master: IFSC by the shared rule, one default per company branch, the invoice look-up.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: Record<string, string>;
before(async () => {
  t = await makeTestApp();
  admin = bearer(await login(t.app, 'admin@example.com'));
});
after(() => t.close());

test('a new default account replaces the branch’s previous default, which invoices then print', async () => {
  const [{ id: branch }] = await t.handle.query<{ id: number }>(`SELECT id FROM company_branches WHERE code = 'PUN'`);
  const before = (await t.app.inject({ method: 'GET', url: `/api/lookups/payment-accounts/${branch}`, headers: admin })).json().data;
  assert.equal(before.bank_name, 'ICICI Bank');
  const body = {
    company_branch_id: branch,
    account_name: 'Prakash Valuers & Engineers Pvt Ltd',
    account_number: '123456789012',
    ifsc: 'sbin 0001234',
    bank_name: 'State Bank of India',
    upi_id: 'Valuers.Pune@SBI',
    is_default: '1',
    status: '1',
  };
  const bad = await t.app.inject({
    method: 'POST',
    url: '/api/payment-accounts',
    headers: admin,
    payload: { ...body, ifsc: 'SBIN1001234' },
  });
  assert.equal(bad.statusCode, 400);
  assert.equal(bad.json().fields.ifsc, 'Enter a valid IFSC, e.g. SBIN0001234');
  const add = await t.app.inject({ method: 'POST', url: '/api/payment-accounts', headers: admin, payload: body });
  assert.equal(add.statusCode, 201, add.body);
  assert.equal(add.json().message, 'Added The New Bank Account!');
  assert.equal(add.json().data.ifsc, 'SBIN0001234');
  assert.equal(add.json().data.upi_id, 'valuers.pune@sbi');
  const now = (await t.app.inject({ method: 'GET', url: `/api/lookups/payment-accounts/${branch}`, headers: admin })).json().data;
  assert.equal(now.account_number, '123456789012');
  const [{ n }] = await t.handle.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM payment_accounts WHERE company_branch_id = ${branch} AND is_default = '1'`,
  );
  assert.equal(n, 1);
  const off = await t.app.inject({
    method: 'POST',
    url: '/api/payment-accounts',
    headers: admin,
    payload: { ...body, account_number: '223456789012', status: '0' },
  });
  assert.equal(off.json().fields.is_default, 'An inactive account cannot be the default');
  assert.equal((await t.app.inject({ method: 'GET', url: '/api/lookups/payment-accounts/99999', headers: admin })).statusCode, 404);
});
