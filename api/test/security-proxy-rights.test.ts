// No rights gained by proxy (issue 24, point 1): every path that creates, changes or approves an
// account, walked with every login kind. An actor may only make or change an account whose rights
// it holds itself; login kind `admin` only comes from an administrator (a user holding every right).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { EMPLOYEE_PAGE_NAMES, HR_PAGE_NAMES, PAGE_NAMES, type PageName } from 'shared/resources';
import { bearer, login, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
const tok: Record<Actor, string> = {} as never;
type Actor = 'admin' | 'hr' | 'standin' | 'employee' | 'branch';
const ACTORS: Actor[] = ['admin', 'hr', 'standin', 'employee', 'branch'];
const PASSWORD = 'Harbour-Lantern-42';
let serial = 0;
const actorId: Record<string, number> = {};

async function call(who: Actor, method: string, url: string, payload?: unknown) {
  return t.app.inject({ method: method as 'GET', url, payload: payload as object, headers: bearer(tok[who]) });
}
const matrixOf = (names: readonly string[]) =>
  PAGE_NAMES.map((name) => ({ page: { name }, view_status: names.includes(name) ? '1' : '0' }));
async function version(id: number) {
  const [row] = await t.handle.query<{ version: number }>('SELECT version FROM users WHERE id = $1', [id]);
  return row.version;
}
async function granted(id: number): Promise<string[]> {
  const rows = await t.handle.query<{ page_name: string }>("SELECT page_name FROM page_rights WHERE user_id = $1 AND view_status = '1'", [
    id,
  ]);
  return rows.map((r) => r.page_name);
}
/** A fresh active user (made by the administrator) holding exactly `pages`. */
async function userWith(pages: readonly PageName[], extra: Record<string, unknown> = {}): Promise<number> {
  serial += 1;
  const res = await call('admin', 'POST', '/api/users', {
    name: `Proxy Target ${serial}`,
    email: `proxy.target.${serial}.${process.pid}@example.com`,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    role: 'Level-1',
    kind: 'employee',
    status: '1',
    ...extra,
  });
  assert.equal(res.statusCode, 201, res.body);
  const id = res.json().data.id as number;
  const put = await call('admin', 'PUT', `/api/rights/${id}`, { rights: matrixOf(pages), version: await version(id) });
  assert.equal(put.statusCode, 200, put.body);
  return id;
}
/** A registrant holding the employee pages, approved by its branch head, waiting for the final step. */
async function applicant(): Promise<number> {
  const id = await userWith(EMPLOYEE_PAGE_NAMES, { status: '0' });
  await t.handle.query("UPDATE users SET branch_head_approval = 'Yes' WHERE id = $1", [id]);
  return id;
}
async function fields(id: number) {
  const { data } = (await call('admin', 'GET', `/api/users/${id}`)).json();
  const { name, email, role, kind, status, version: v } = data;
  return { name, email, role, kind, status, version: v };
}

before(async () => {
  t = await makeTestApp();
  tok.admin = await login(t.app, 'admin@example.com');
  tok.hr = await login(t.app, 'hr@example.com');
  tok.employee = await login(t.app, 'employee@example.com', '/api/employeelogin');
  tok.branch = await login(t.app, 'branch@example.com', '/api/branchlogin');
  // A stand-in: an employee-kind account holding the user, rights and final-approval rights only.
  const standin = await userWith(['dashboard_page', 'user_creation_page', 'rights_page', 'applicant_final_approval']);
  const [row] = await t.handle.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [standin]);
  tok.standin = await login(t.app, row.email, '/api/employeelogin', PASSWORD);
  actorId.standin = standin;
  const [hr] = await t.handle.query<{ id: number }>("SELECT id FROM users WHERE email = 'hr@example.com'");
  actorId.hr = hr.id;
});
after(() => t.close());

type Path = {
  name: string;
  /** Runs the change on fresh targets; answers the response and the target whose rights must stay within the actor's. */
  run: (who: Actor) => Promise<{ status: number; body: string; target?: number }>;
  /** Who may take this path (everyone else: 403). */
  allowed: Actor[];
};

const paths: Path[] = [
  {
    name: 'POST users with kind admin',
    allowed: ['admin'],
    run: async (who) => {
      serial += 1;
      const res = await call(who, 'POST', '/api/users', {
        name: 'Would Be Admin',
        email: `would.be.admin.${serial}@example.com`,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        role: 'Level-3',
        kind: 'admin',
        status: '1',
      });
      return { status: res.statusCode, body: res.body };
    },
  },
  {
    name: 'POST users with kind employee (starts with the employee pages the creator holds)',
    allowed: ['admin', 'hr', 'standin'],
    run: async (who) => {
      serial += 1;
      const res = await call(who, 'POST', '/api/users', {
        name: 'New Joiner',
        email: `new.joiner.${serial}@example.com`,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        role: 'Level-1',
        kind: 'employee',
        status: '1',
      });
      return { status: res.statusCode, body: res.body, target: res.statusCode === 201 ? res.json().data.id : undefined };
    },
  },
  {
    name: 'PUT users: switch a dashboard-only user to kind admin',
    allowed: ['admin'],
    run: async (who) => {
      const id = await userWith(['dashboard_page']);
      const res = await call(who, 'PUT', `/api/users/${id}`, { ...(await fields(id)), kind: 'admin' });
      return { status: res.statusCode, body: res.body };
    },
  },
  {
    name: 'PUT users: edit a user holding case pages',
    allowed: ['admin'],
    run: async (who) => {
      const id = await userWith(EMPLOYEE_PAGE_NAMES);
      const res = await call(who, 'PUT', `/api/users/${id}`, { ...(await fields(id)), name: 'Renamed' });
      return { status: res.statusCode, body: res.body };
    },
  },
  {
    name: 'POST userStatus: deactivate a billing user',
    allowed: ['admin'],
    run: async (who) => {
      const id = await userWith(['dashboard_page', 'bill_master_page', 'bill_initiation_page']);
      const res = await call(who, 'POST', '/api/userStatus', { ids: [id], status: '0' });
      return { status: res.statusCode, body: res.body };
    },
  },
  {
    name: 'POST userStatus: activate an inactive user holding case pages',
    allowed: ['admin'],
    run: async (who) => {
      const id = await userWith(EMPLOYEE_PAGE_NAMES, { status: '0' });
      const res = await call(who, 'POST', '/api/userStatus', { ids: [id], status: '1' });
      return { status: res.statusCode, body: res.body, target: id };
    },
  },
  {
    name: 'PATCH userPatch: set the password of a user holding case pages',
    allowed: ['admin'],
    run: async (who) => {
      const id = await userWith(EMPLOYEE_PAGE_NAMES);
      const res = await call(who, 'PATCH', `/api/userPatch/${id}`, {
        password: 'Quiet-Meadow-77',
        password_confirmation: 'Quiet-Meadow-77',
      });
      return { status: res.statusCode, body: res.body };
    },
  },
  {
    name: 'PUT rights: add a held right to a user holding case pages',
    allowed: ['admin'],
    run: async (who) => {
      const id = await userWith(EMPLOYEE_PAGE_NAMES);
      const res = await call(who, 'PUT', `/api/rights/${id}`, {
        rights: matrixOf([...EMPLOYEE_PAGE_NAMES, 'rights_page']),
        version: await version(id),
      });
      return { status: res.statusCode, body: res.body };
    },
  },
  {
    name: 'PUT rights: grant case_master_page to a dashboard-only user',
    allowed: ['admin'],
    run: async (who) => {
      const id = await userWith(['dashboard_page']);
      const res = await call(who, 'PUT', `/api/rights/${id}`, {
        rights: matrixOf(['dashboard_page', 'case_master_page']),
        version: await version(id),
      });
      return { status: res.statusCode, body: res.body };
    },
  },
  {
    name: 'PUT rights: grant user_creation_page to a dashboard-only user (held by hr and the stand-in)',
    allowed: ['admin', 'hr', 'standin'],
    run: async (who) => {
      const id = await userWith(['dashboard_page']);
      const res = await call(who, 'PUT', `/api/rights/${id}`, {
        rights: matrixOf(['dashboard_page', 'user_creation_page']),
        version: await version(id),
      });
      return { status: res.statusCode, body: res.body, target: id };
    },
  },
  {
    name: 'POST applicants/{id}/move master_approve: an applicant holding case pages',
    allowed: ['admin'],
    run: async (who) => {
      const id = await applicant();
      const res = await call(who, 'POST', `/api/applicants/${id}/move`, {
        move: 'master_approve',
        role: 'Level-3',
        version: await version(id),
      });
      return { status: res.statusCode, body: res.body };
    },
  },
];

describe('every account path × every login kind', () => {
  for (const path of paths) {
    for (const who of ACTORS) {
      const ok = path.allowed.includes(who);
      test(`${path.name}: ${who} -> ${ok ? 'allowed' : '403'}`, async () => {
        const res = await path.run(who);
        if (!ok) {
          assert.equal(res.status, 403, res.body);
          return;
        }
        assert.ok(res.status === 200 || res.status === 201, `${res.status} ${res.body}`);
        if (res.target && who !== 'admin') {
          const mine = new Set(await granted(actorId[who]));
          for (const p of await granted(res.target)) assert.ok(mine.has(p), `${who} made an account holding ${p}`);
        }
      });
    }
  }
});

describe('an applicant whose rights the approver holds', () => {
  test('the stand-in approves an applicant holding only the dashboard', async () => {
    const id = await userWith(['dashboard_page'], { status: '0' });
    await t.handle.query("UPDATE users SET branch_head_approval = 'Yes' WHERE id = $1", [id]);
    const res = await call('standin', 'POST', `/api/applicants/${id}/move`, {
      move: 'master_approve',
      role: 'Level-1',
      version: await version(id),
    });
    assert.equal(res.statusCode, 200, res.body);
  });
  test('hr, of kind admin but without applicant_final_approval, may not take the final step', async () => {
    const hr = { id: actorId.hr };
    const id = await userWith(['dashboard_page'], { status: '0' });
    await t.handle.query("UPDATE users SET branch_head_approval = 'Yes' WHERE id = $1", [id]);
    await call('admin', 'PUT', `/api/rights/${hr.id}`, {
      rights: matrixOf(HR_PAGE_NAMES.filter((p) => p !== 'applicant_final_approval')),
      version: await version(hr.id),
    });
    const res = await call('hr', 'POST', `/api/applicants/${id}/move`, {
      move: 'master_approve',
      role: 'Level-1',
      version: await version(id),
    });
    assert.equal(res.statusCode, 403, res.body);
    await call('admin', 'PUT', `/api/rights/${hr.id}`, { rights: matrixOf(HR_PAGE_NAMES), version: await version(hr.id) });
  });
});
