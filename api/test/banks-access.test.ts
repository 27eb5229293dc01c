// Who may reach the bank and bank-branch masters: bank_page / branch_page on the server, and the
// bank-branch login limited to reading its own bank and its own branch.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { fingerprint } from './kit-support';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
let t: TestApp;
const tokens: Record<string, Record<string, string>> = {};
let own: { branch: number; bank: number };
let other: { branch: number; bank: number };

before(async () => {
  t = await makeTestApp();
  tokens.admin = bearer(await login(t.app, 'admin@example.com'));
  tokens.hr = bearer(await login(t.app, 'hr@example.com'));
  tokens.employee = bearer(await login(t.app, 'employee@example.com', '/api/employeelogin'));
  tokens.branch = bearer(await login(t.app, 'branch@example.com', '/api/branchlogin'));
  [own] = await t.handle.query<{ branch: number; bank: number }>(
    `SELECT bb.id AS branch, bb.bank_id AS bank FROM branch_users u JOIN bank_branches bb ON bb.id = u.bank_branch_id WHERE u.email = 'branch@example.com'`,
  );
  [other] = await t.handle.query<{ branch: number; bank: number }>(
    `SELECT id AS branch, bank_id AS bank FROM bank_branches WHERE bank_id <> $1 ORDER BY id LIMIT 1`,
    [own.bank],
  );
});
after(() => t.close());
const call = (who: string | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who ? tokens[who] : {} });

const ROUTES: [Method, string, object?][] = [
  ['GET', '/api/banks?page=1&pageSize=10'],
  ['GET', '/api/banks/1'],
  ['GET', '/api/banks/export.csv'],
  ['POST', '/api/banks', {}],
  ['PUT', '/api/banks/1', { version: 1 }],
  ['DELETE', '/api/banks/1'],
  ['GET', '/api/bank-branches?page=1&pageSize=10'],
  ['GET', '/api/bank-branches/1'],
  ['GET', '/api/bank-branches/export.csv'],
  ['POST', '/api/bank-branches', {}],
  ['PUT', '/api/bank-branches/1', { version: 1 }],
  ['DELETE', '/api/bank-branches/1'],
];

for (const who of ['hr', 'employee']) {
  describe(`${who} without bank_page / branch_page gets 403`, () => {
    for (const [method, url, payload] of ROUTES) {
      test(`${method} ${url}`, async () => {
        const res = await call(who, method, url, payload);
        assert.equal(res.statusCode, 403, res.body);
        assert.equal(res.json().message, 'You do not have access to this page.');
      });
    }
  });
}

test('without a session every route answers 401, the bank lookup too', async () => {
  for (const [method, url, payload] of [...ROUTES, ['GET', '/api/lookups/banks'] as [Method, string]]) {
    assert.equal((await call(null, method, url, payload)).statusCode, 401, `${method} ${url}`);
  }
});

test('a right granted per page: bank_page alone opens banks, not branches', async () => {
  const [{ id }] = await t.handle.query<{ id: number }>(`SELECT id FROM users WHERE email = 'hr@example.com'`);
  await t.handle.query(`UPDATE page_rights SET view_status = '1' WHERE user_id = $1 AND page_name = 'bank_page'`, [id]);
  const hr = bearer(await login(t.app, 'hr@example.com'));
  assert.equal((await t.app.inject({ method: 'GET', url: '/api/banks', headers: hr })).statusCode, 200);
  assert.equal((await t.app.inject({ method: 'GET', url: '/api/bank-branches', headers: hr })).statusCode, 403);
});

describe('the bank-branch login', () => {
  test('lists exactly its own bank and its own branch', async () => {
    const banks = (await call('branch', 'GET', '/api/banks?page=1&pageSize=100')).json();
    assert.deepEqual([banks.total, banks.data.map((b: { id: number }) => b.id)], [1, [own.bank]]);
    assert.equal(banks.data[0].name, 'State Bank of India');
    const branches = (await call('branch', 'GET', '/api/bank-branches?page=1&pageSize=100')).json();
    assert.deepEqual([branches.total, branches.data.map((b: { id: number }) => b.id)], [1, [own.branch]]);
    assert.equal(branches.data[0].branch_name, 'Andheri East');
    assert.equal((await call('branch', 'GET', '/api/banks?search=hdfc')).json().total, 0);
  });

  test('reads its own records by id; another bank or branch is not found', async () => {
    assert.equal((await call('branch', 'GET', `/api/banks/${own.bank}`)).statusCode, 200);
    assert.equal((await call('branch', 'GET', `/api/bank-branches/${own.branch}`)).statusCode, 200);
    assert.equal((await call('branch', 'GET', `/api/banks/${other.bank}`)).statusCode, 404);
    assert.equal((await call('branch', 'GET', `/api/bank-branches/${other.branch}`)).statusCode, 404);
    // The same call by an administrator finds them.
    assert.equal((await call('admin', 'GET', `/api/bank-branches/${other.branch}`)).statusCode, 200);
  });

  test('the export and the bank lookup are limited the same way', async () => {
    const csv = (await call('branch', 'GET', '/api/bank-branches/export.csv')).body.trim().split('\n');
    assert.equal(csv.length, 2, 'a header and its own branch');
    assert.match(csv[1], /Andheri East/);
    const lookup = (await call('branch', 'GET', '/api/lookups/banks')).json().data;
    assert.deepEqual(lookup, [{ id: own.bank, name: 'State Bank of India' }]);
    assert.ok((await call('employee', 'GET', '/api/lookups/banks')).json().data.length > 10, 'staff see every active bank');
  });

  test('may not add, change or delete: 403 with a reason, nothing changes', async () => {
    const before = [await fingerprint(t, 'banks'), await fingerprint(t, 'bank_branches')];
    const writes: [Method, string, object?][] = [
      ['POST', '/api/banks', { name: 'Branch Made Bank', client_type: 'PSB', default_tat_days: 5, status: '1' }],
      ['PUT', `/api/banks/${own.bank}`, { default_tat_days: 9, version: 1 }],
      ['DELETE', `/api/banks/${own.bank}`],
      ['POST', '/api/bank-branches', { bank_id: own.bank, branch_name: 'New One', status: '1' }],
      ['PUT', `/api/bank-branches/${own.branch}`, { city: 'Elsewhere', version: 1 }],
      ['DELETE', `/api/bank-branches/${own.branch}`],
    ];
    for (const [method, url, payload] of writes) {
      const res = await call('branch', method, url, payload);
      assert.equal(res.statusCode, 403, `${method} ${url}`);
      assert.equal(res.json().message, 'A bank-branch login can only view its own bank and branch.');
    }
    assert.deepEqual([await fingerprint(t, 'banks'), await fingerprint(t, 'bank_branches')], before);
  });

  test('a branch login is never without its branch (so never sees another branch by having none)', async () => {
    await assert.rejects(
      t.handle.query(`UPDATE branch_users SET bank_branch_id = NULL WHERE email = 'hdfc.pune@example.com'`),
      /null value in column "bank_branch_id"/,
    );
    const h = bearer(await login(t.app, 'hdfc.pune@example.com', '/api/branchlogin'));
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/bank-branches', headers: h })).json().total, 1);
  });
});
