// Every route of the kit's resources is gated by its page right on the server.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';

type Call = [method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, payload?: unknown];

const BY_RIGHT: Record<string, Call[]> = {
  user_creation_page: [
    ['GET', '/api/users?page=1&pageSize=10'],
    ['POST', '/api/userSearch', { search: 'a' }],
    ['POST', '/api/userStatus', { ids: [4], status: '1' }],
    ['POST', '/api/users', {}],
    ['PUT', '/api/users/4', { version: 1 }],
    ['PATCH', '/api/userPatch/4', {}],
    ['GET', '/api/users/export.csv'],
    ['GET', '/api/users_dummy'],
    ['POST', '/api/users_dummy', {}],
    ['DELETE', '/api/users_dummy/1'],
    ['GET', '/api/lookups/dummy-users'],
  ],
  rights_page: [
    ['GET', '/api/rights'],
    ['GET', '/api/rights/4'],
    ['PUT', '/api/rights/4', { rights: [] }],
  ],
  branch_master: [
    ['GET', '/api/branch-master?page=1&pageSize=10000'],
    ['POST', '/api/branch-master', {}],
    ['PUT', '/api/branch-master/1', { version: 1 }],
    ['DELETE', '/api/branch-master/1'],
    ['POST', '/api/branch-master/bulk', { action: 'delete', ids: [1] }],
    ['GET', '/api/branch-master/export.csv'],
  ],
  courier_details: [
    ['GET', '/api/dispatch-hard-copies?page=1&pageSize=10'],
    ['POST', '/api/dispatch-hard-copies', {}],
    ['PUT', '/api/dispatch-hard-copies/1', { version: 1 }],
    ['DELETE', '/api/dispatch-hard-copies/1'],
    ['POST', '/api/dispatch-hard-copies/bulk', { action: 'in-transit', ids: [1] }],
    ['GET', '/api/dispatch-hard-copies/1/files/pod_file'],
  ],
  task_management: [
    ['GET', '/api/tasks?page=1&pageSize=100'],
    ['POST', '/api/tasks', {}],
    ['PUT', '/api/tasks/1', { version: 1 }],
    ['DELETE', '/api/tasks/1'],
    ['POST', '/api/tasks/bulk', { action: 'done', ids: [1] }],
  ],
};

let t: TestApp;
const tokens: Record<string, string> = {};
before(async () => {
  t = await makeTestApp();
  tokens.hr = await login(t.app, 'hr@example.com');
  tokens.employee = await login(t.app, 'employee@example.com', '/api/employeelogin');
  tokens.branch = await login(t.app, 'branch@example.com', '/api/branchlogin');
});
after(() => t.close());

async function call(token: string | null, [method, url, payload]: Call) {
  return t.app.inject({ method, url, payload: payload as object, headers: token ? bearer(token) : {} });
}

// hr@example.com holds the HR pages (users, rights, tasks) but not branch_master or courier_details;
// the employee lacks users and rights; the bank-branch login lacks every one of these pages.
const DENIED: Record<string, string[]> = {
  hr: ['branch_master', 'courier_details'],
  employee: ['user_creation_page', 'rights_page', 'branch_master', 'courier_details'],
  branch: Object.keys(BY_RIGHT),
};

for (const [who, rights] of Object.entries(DENIED)) {
  describe(`${who} without the page right gets 403`, () => {
    for (const right of rights) {
      for (const c of BY_RIGHT[right]) {
        test(`${right}: ${c[0]} ${c[1]}`, async () => {
          const res = await call(tokens[who], c);
          assert.equal(res.statusCode, 403, res.body);
          assert.equal(res.json().message, 'You do not have access to this page.');
        });
      }
    }
  });
}

describe('without a session every route answers 401', () => {
  for (const c of Object.values(BY_RIGHT).flat()) {
    test(`${c[0]} ${c[1]}`, async () => assert.equal((await call(null, c)).statusCode, 401));
  }
});

test('hr holds the users, rights and tasks pages', async () => {
  for (const url of ['/api/users', '/api/rights', '/api/tasks', '/api/users_dummy']) {
    assert.equal((await call(tokens.hr, ['GET', url])).statusCode, 200, url);
  }
});

test('lookups are open to any signed-in user, closed without a session', async () => {
  for (const url of ['/api/lookups/users?search=a', '/api/lookups/company-branches']) {
    assert.equal((await call(tokens.employee, ['GET', url])).statusCode, 200, url);
    assert.equal((await call(null, ['GET', url])).statusCode, 401, url);
  }
  const res = await call(tokens.employee, ['GET', '/api/lookups/users?search=aarav']);
  assert.deepEqual(Object.keys(res.json().data[0]).sort(), ['id', 'name']);
});
