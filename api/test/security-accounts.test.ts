// Nobody raises their own rights or takes another's account through the admin routes: table-driven
// over the demo logins (admin holds every right, hr the Hr pages, employee the employee pages).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { HR_PAGE_NAMES, PAGE_NAMES } from 'shared/resources';
import { bearer, DEMO_PASSWORD, login, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
const tok: Record<string, string> = {};
const id: Record<string, number> = {};

async function call(who: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) {
  return t.app.inject({ method, url, payload: payload as object, headers: bearer(tok[who]) });
}
async function matrix(userId: number) {
  const res = await call('admin', 'GET', `/api/rights/${userId}`);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data as { rights: { page: { name: string }; view_status: string }[]; version: number };
}
const granted = (names: readonly string[]) => PAGE_NAMES.map((name) => ({ page: { name }, view_status: names.includes(name) ? '1' : '0' }));
async function grantedNow(userId: number) {
  return (await matrix(userId)).rights.filter((r) => r.view_status === '1').map((r) => r.page.name);
}
async function userFields(userId: number) {
  const { data } = (await call('admin', 'GET', `/api/users/${userId}`)).json();
  const { name, email, role, kind, status, version } = data;
  return { name, email, role, kind, status, version };
}

before(async () => {
  t = await makeTestApp();
  tok.admin = await login(t.app, 'admin@example.com');
  tok.hr = await login(t.app, 'hr@example.com');
  tok.employee = await login(t.app, 'employee@example.com', '/api/employeelogin');
  for (const [who, email] of [
    ['admin', 'admin@example.com'],
    ['hr', 'hr@example.com'],
    ['employee', 'employee@example.com'],
  ]) {
    const [row] = await t.handle.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
    id[who] = row.id;
  }
});
after(() => t.close());

type Case = {
  name: string;
  who: string;
  method: 'POST' | 'PUT' | 'PATCH';
  url: () => string;
  body: () => Promise<unknown> | unknown;
  status: number;
  message?: string;
};
const pw = { password: 'Takeover-Falcon-1', password_confirmation: 'Takeover-Falcon-1' };

const REFUSED: Case[] = [
  {
    name: 'hr gives itself every right',
    who: 'hr',
    method: 'PUT',
    url: () => `/api/rights/${id.hr}`,
    body: async () => ({ rights: granted(PAGE_NAMES), version: (await matrix(id.hr)).version }),
    status: 403,
    message: 'your own rights',
  },
  {
    name: 'hr removes its own right',
    who: 'hr',
    method: 'PUT',
    url: () => `/api/rights/${id.hr}`,
    body: async () => ({ rights: granted(['dashboard_page']), version: (await matrix(id.hr)).version }),
    status: 403,
    message: 'your own rights',
  },
  {
    name: 'hr changes the administrator’s rights',
    who: 'hr',
    method: 'PUT',
    url: () => `/api/rights/${id.admin}`,
    body: async () => ({ rights: granted(['dashboard_page']), version: (await matrix(id.admin)).version }),
    status: 403,
    message: 'Only an administrator',
  },
  {
    name: 'hr grants a right it does not hold',
    who: 'hr',
    method: 'PUT',
    url: () => `/api/rights/${id.employee}`,
    body: async () => ({
      rights: granted([...(await grantedNow(id.employee)), 'bill_dashboard_page']),
      version: (await matrix(id.employee)).version,
    }),
    status: 403,
    // The employee holds case pages hr lacks: hr may not change that account at all (issue 24).
    message: 'every right they hold',
  },
  {
    name: 'hr withdraws a right it does not hold',
    who: 'hr',
    method: 'PUT',
    url: () => `/api/rights/${id.employee}`,
    body: async () => ({
      rights: granted((await grantedNow(id.employee)).filter((p) => p !== 'case_master_page')),
      version: (await matrix(id.employee)).version,
    }),
    status: 403,
    // The employee holds case pages hr lacks: hr may not change that account at all (issue 24).
    message: 'every right they hold',
  },
  {
    // Without one the spec's own client is served (http-versions.test.ts); a malformed one is refused.
    name: 'rights with a malformed version',
    who: 'admin',
    method: 'PUT',
    url: () => `/api/rights/${id.employee}`,
    body: () => ({ rights: granted(['dashboard_page']), version: 'latest' }),
    status: 400,
    message: 'Version must be a whole number',
  },
  {
    name: 'rights with a stale version',
    who: 'admin',
    method: 'PUT',
    url: () => `/api/rights/${id.employee}`,
    body: async () => ({ rights: granted(['dashboard_page']), version: (await matrix(id.employee)).version - 1 || 999 }),
    status: 409,
  },
  {
    name: 'admin changes its own rights',
    who: 'admin',
    method: 'PUT',
    url: () => `/api/rights/${id.admin}`,
    body: async () => ({ rights: granted(PAGE_NAMES), version: (await matrix(id.admin)).version }),
    status: 403,
    message: 'your own rights',
  },
  {
    name: 'hr sets the administrator’s password',
    who: 'hr',
    method: 'PATCH',
    url: () => `/api/userPatch/${id.admin}`,
    body: () => pw,
    status: 403,
    message: 'Only an administrator',
  },
  {
    name: 'hr sets its own password through the admin route',
    who: 'hr',
    method: 'PATCH',
    url: () => `/api/userPatch/${id.hr}`,
    body: () => pw,
    status: 403,
    message: 'current password',
  },
  {
    name: 'admin sets its own password through the admin route',
    who: 'admin',
    method: 'PATCH',
    url: () => `/api/userPatch/${id.admin}`,
    body: () => pw,
    status: 403,
    message: 'current password',
  },
  {
    name: 'hr takes over a user holding rights hr lacks',
    who: 'hr',
    method: 'PATCH',
    url: () => `/api/userPatch/${id.employee}`,
    body: () => pw,
    status: 403,
    message: 'every right they hold',
  },
  {
    name: 'hr deactivates the administrator',
    who: 'hr',
    method: 'POST',
    url: () => '/api/userStatus',
    body: () => ({ ids: [id.admin], status: '0' }),
    status: 403,
    message: 'Only an administrator',
  },
  {
    name: 'hr deactivates the administrator among others',
    who: 'hr',
    method: 'POST',
    url: () => '/api/userStatus',
    body: () => ({ ids: [id.employee, id.admin], status: '0' }),
    status: 403,
    message: 'Only an administrator',
  },
  {
    name: 'hr re-activates itself',
    who: 'hr',
    method: 'POST',
    url: () => '/api/userStatus',
    body: () => ({ ids: [id.hr], status: '1' }),
    status: 403,
    message: 'your own status',
  },
  {
    name: 'hr edits the administrator',
    who: 'hr',
    method: 'PUT',
    url: () => `/api/users/${id.admin}`,
    body: async () => ({ ...(await userFields(id.admin)), name: 'Renamed' }),
    status: 403,
    message: 'Only an administrator',
  },
  {
    name: 'hr moves a user’s e-mail (reset link takeover)',
    who: 'hr',
    method: 'PUT',
    url: () => `/api/users/${id.employee}`,
    body: async () => ({ ...(await userFields(id.employee)), email: 'attacker@example.com' }),
    status: 403,
    message: 'every right they hold',
  },
  {
    name: 'hr deactivates itself through the user form',
    who: 'hr',
    method: 'PUT',
    url: () => `/api/users/${id.hr}`,
    body: async () => ({ ...(await userFields(id.hr)), status: '0' }),
    status: 403,
    message: 'your own status',
  },
  {
    name: 'hr changes its own login type',
    who: 'hr',
    method: 'PUT',
    url: () => `/api/users/${id.hr}`,
    body: async () => ({ ...(await userFields(id.hr)), kind: 'employee' }),
    status: 403,
    message: 'your own login type',
  },
];

describe('refused: self-escalation and takeover', () => {
  for (const c of REFUSED) {
    test(`${c.name} -> ${c.status}`, async () => {
      const res = await call(c.who, c.method, c.url(), await c.body());
      assert.equal(res.statusCode, c.status, res.body);
      if (c.message) assert.match(res.json().message, new RegExp(c.message));
    });
  }
  test('after all of them: hr still lacks the release page, the admin still signs in with the demo password', async () => {
    assert.equal((await call('hr', 'GET' as never, '/api/releases')).statusCode, 403);
    assert.deepEqual((await grantedNow(id.hr)).sort(), [...HR_PAGE_NAMES].sort());
    assert.equal((await grantedNow(id.admin)).length, PAGE_NAMES.length);
    await login(t.app, 'admin@example.com');
    await login(t.app, 'employee@example.com', '/api/employeelogin');
  });
});

describe('allowed: what the rules leave open', () => {
  test('hr grants a right it holds to a user holding only rights hr holds; the version moves', async () => {
    const made = await call('admin', 'POST', '/api/users', {
      name: 'Hr Scope',
      email: 'hr.scope@example.com',
      password: 'Granite-Orchard-31',
      password_confirmation: 'Granite-Orchard-31',
      role: 'Level-1',
      kind: 'employee',
      status: '1',
    });
    assert.equal(made.statusCode, 201, made.body);
    const target = made.json().data.id as number;
    const only = await call('admin', 'PUT', `/api/rights/${target}`, {
      rights: granted(['dashboard_page']),
      version: (await matrix(target)).version,
    });
    assert.equal(only.statusCode, 200, only.body);
    const before = await matrix(target);
    const names = [...(await grantedNow(target)), 'leave_management'];
    const res = await call('hr', 'PUT', `/api/rights/${target}`, { rights: granted(names), version: before.version });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.version, before.version + 1);
    assert.ok((await grantedNow(target)).includes('leave_management'));
    const refused = await call('hr', 'PUT', `/api/rights/${id.employee}`, {
      rights: granted([...(await grantedNow(id.employee)), 'leave_management']),
      version: (await matrix(id.employee)).version,
    });
    assert.equal(refused.statusCode, 403, 'hr may not change a user holding case pages');
  });

  test('a user hr creates gets only the employee pages hr holds; hr may then set its password', async () => {
    const res = await call('hr', 'POST', '/api/users', {
      name: 'New Joiner',
      email: 'new.joiner@example.com',
      password: 'Saffron-Kettle-19',
      password_confirmation: 'Saffron-Kettle-19',
      role: 'Level-1',
      kind: 'employee',
      status: '1',
    });
    assert.equal(res.statusCode, 201, res.body);
    const newId = res.json().data.id as number;
    const pages = await grantedNow(newId);
    assert.deepEqual(pages.sort(), ['dashboard_page', 'task_management']);
    assert.equal((await call('hr', 'PATCH', `/api/userPatch/${newId}`, pw)).statusCode, 200);
    assert.equal((await call('hr', 'POST', '/api/userStatus', { ids: [newId], status: '0' })).statusCode, 200);
  });

  test('the administrator changes another administrator (rights, password, status)', async () => {
    const v = (await matrix(id.employee)).version;
    assert.equal((await call('admin', 'PUT', `/api/rights/${id.employee}`, { rights: granted(PAGE_NAMES), version: v })).statusCode, 200);
    // Now an administrator: hr may not touch it any more.
    const refused = await call('hr', 'POST', '/api/userStatus', { ids: [id.employee], status: '0' });
    assert.equal(refused.statusCode, 403, refused.body);
    assert.equal(
      (
        await call('admin', 'PATCH', `/api/userPatch/${id.employee}`, {
          password: 'Changed-Saffron-2',
          password_confirmation: 'Changed-Saffron-2',
        })
      ).statusCode,
      200,
    );
    await login(t.app, 'employee@example.com', '/api/employeelogin', 'Changed-Saffron-2');
    tok.employee = await login(t.app, 'employee@example.com', '/api/employeelogin', 'Changed-Saffron-2');
  });

  test('own password only with the current one (POST /api/me/password)', async () => {
    const wrong = await call('hr', 'POST', '/api/me/password', {
      current_password: 'not-it-123',
      password: 'Mine-Lighthouse-5',
      password_confirmation: 'Mine-Lighthouse-5',
    });
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().message, 'Your current password is not correct.');
    const missing = await call('hr', 'POST', '/api/me/password', {
      password: 'Mine-Lighthouse-5',
      password_confirmation: 'Mine-Lighthouse-5',
    });
    assert.equal(missing.statusCode, 400);
    const ok = await call('hr', 'POST', '/api/me/password', {
      current_password: DEMO_PASSWORD,
      password: 'Mine-Lighthouse-5',
      password_confirmation: 'Mine-Lighthouse-5',
    });
    assert.equal(ok.statusCode, 200, ok.body);
    await login(t.app, 'hr@example.com', '/api/login', 'Mine-Lighthouse-5');
  });

  test('50 parallel rights saves with one version: 1 × 200, 49 × 409', async () => {
    const { version } = await matrix(id.employee);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call('admin', 'PUT', `/api/rights/${id.employee}`, { rights: granted(i % 2 ? ['dashboard_page'] : ['tickets']), version }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    assert.equal(codes.filter((c) => c === 200).length, 1, codes.join(','));
    assert.equal(codes.filter((c) => c === 409).length, 49);
  });
});
