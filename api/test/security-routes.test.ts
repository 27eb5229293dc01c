// Every registered /api route (read from the app's own route table, so routes other modules add
// later are covered without editing this file) × no login, admin, hr, employee and branch logins:
// 401 without a session on non-public routes, 403 exactly when the declared right is missing,
// never a 5xx. Then the role-scoped reads and writes the route right alone cannot express.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { principalCan } from '../src/http/auth';
import type { ApiRoute, Principal } from '../src/http/types';
import { resolvePrincipal } from '../src/modules/auth/sessions';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { fillUrl, LOGINS } from './security-support';

const FORBIDDEN = 'You do not have access to this page.';
const SIGN_OUTS = ['/api/logout', '/api/me/sessions/revoke'];

let t: TestApp;
let routes: readonly ApiRoute[];
const tok: Record<string, string> = {};
const who: Record<string, Principal> = {};

before(async () => {
  t = await makeTestApp();
  routes = t.app.apiRoutes;
  for (const l of LOGINS) {
    tok[l.name] = await login(t.app, l.email, l.path);
    who[l.name] = (await resolvePrincipal(t.db, tok[l.name]))!;
  }
});
after(() => t.close());

const counts = { routes: 0, calls: 0, fivexx: 0 };
const narrowed: string[] = [];

async function send(route: ApiRoute, token?: string) {
  const write = !['GET', 'DELETE'].includes(route.method);
  return t.app.inject({
    method: route.method as 'GET',
    url: fillUrl(route.url),
    headers: token ? bearer(token) : {},
    ...(write ? { payload: {} } : {}),
  });
}

test('the route table lists the API (more than 80 routes, each with a declared right)', () => {
  assert.ok(routes.length > 80, `${routes.length}`);
  for (const r of routes) assert.ok(r.right, `${r.method} ${r.url}`);
  counts.routes = routes.length;
});

describe('every route × every login', () => {
  test('without a session: 401 on every non-public route, never a 5xx', async () => {
    for (const r of routes) {
      const res = await send(r);
      counts.calls++;
      assert.ok(res.statusCode < 500, `${r.method} ${r.url} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (r.right !== 'public') assert.equal(res.statusCode, 401, `${r.method} ${r.url}`);
    }
  });
  for (const l of LOGINS) {
    test(`${l.name}: 403 exactly where the declared right is missing, never a 5xx`, async () => {
      // Signing out (here or everywhere) ends the session the next routes use: those go last, each
      // with a fresh session.
      const ends = (r: ApiRoute) => SIGN_OUTS.includes(r.url);
      const ordered = [...routes.filter((r) => !ends(r)), ...routes.filter(ends)];
      for (const r of ordered) {
        if (ends(r)) tok[l.name] = await login(t.app, l.email, l.path);
        const res = await send(r, r.right === 'public' ? undefined : tok[l.name]);
        counts.calls++;
        const where = `${l.name} ${r.method} ${r.url} (${r.right}) -> ${res.statusCode} ${res.body.slice(0, 160)}`;
        assert.ok(res.statusCode < 500, where);
        if (r.right === 'public') continue;
        const allowed = principalCan(who[l.name], r.right);
        if (!allowed) {
          assert.equal(res.statusCode, 403, where);
          assert.equal(res.json().message, FORBIDDEN, where);
        } else {
          assert.notEqual(res.statusCode, 401, where);
          // A handler may narrow further (e.g. staff only); that is its own 403, counted here.
          if (res.statusCode === 403) narrowed.push(where);
        }
      }
      tok[l.name] = await login(t.app, l.email, l.path);
    });
  }
  after(() =>
    console.log(
      `# figures: ${counts.routes} routes × ${LOGINS.length + 1} logins = ${counts.calls} calls, 0 × 5xx; ${narrowed.length} narrowed by their handler (${narrowed.map((n) => n.split(' (')[0]).join(', ')})`,
    ),
  );
});

describe('role-scoped reads and writes', () => {
  const get = (login: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(tok[login]) });

  test('a branch login cannot list the firm’s staff (GET /api/lookups/users)', async () => {
    assert.equal((await get('branch', '/api/lookups/users?search=a')).statusCode, 403);
    assert.equal((await get('employee', '/api/lookups/users?search=a')).statusCode, 200);
  });

  test('bill amounts per branch follow the bill dashboard’s right', async () => {
    for (const l of ['hr', 'employee', 'branch']) {
      assert.equal((await get(l, '/api/branchWiseBillAmount')).statusCode, 403, l);
      const panel = await t.app.inject({ method: 'POST', url: '/api/dashboards/bills', headers: bearer(tok[l]), payload: {} });
      assert.equal(panel.statusCode, 403, l);
    }
    assert.equal((await get('admin', '/api/branchWiseBillAmount')).statusCode, 200);
  });

  test('an employee sees only tasks assigned to or by them; the pending count follows', async () => {
    const me = (who.employee as Extract<Principal, { kind: 'user' }>).user.id;
    const mine = (await get('employee', '/api/tasks?page=1&pageSize=100')).json();
    assert.ok(mine.data.length > 0);
    for (const task of mine.data) assert.ok(task.assigned_to === me || task.assigned_by === me, JSON.stringify(task));
    const [{ n }] = await t.handle.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM tasks WHERE status = '0' AND (assigned_to = $1 OR assigned_by = $1)`,
      [me],
    );
    assert.equal(mine.pending, n);
    const all = (await get('hr', '/api/tasks?page=1&pageSize=100')).json();
    assert.ok(all.total > mine.total, `${all.total} > ${mine.total}`);
  });

  test('an employee cannot read, change or delete someone else’s task; the assignee and a manager can', async () => {
    const me = (who.employee as Extract<Principal, { kind: 'user' }>).user.id;
    const [other] = await t.handle.query<{ id: number; version: number; title: string }>(
      `SELECT id, version, title FROM tasks WHERE assigned_to <> $1 AND assigned_by <> $1 ORDER BY id LIMIT 1`,
      [me],
    );
    const [own] = await t.handle.query<{ id: number; version: number; title: string }>(
      `SELECT id, version, title FROM tasks WHERE assigned_to = $1 ORDER BY id LIMIT 1`,
      [me],
    );
    const h = bearer(tok.employee);
    const body = (v: number, title: string) => ({ title, status: '1', priority: 'HIGH', version: v });
    assert.equal((await get('employee', `/api/tasks/${other.id}`)).statusCode, 404);
    const put = await t.app.inject({ method: 'PUT', url: `/api/tasks/${other.id}`, headers: h, payload: body(other.version, other.title) });
    assert.equal(put.statusCode, 403, put.body);
    assert.equal((await t.app.inject({ method: 'DELETE', url: `/api/tasks/${other.id}`, headers: h })).statusCode, 403);
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/tasks/bulk',
      headers: h,
      payload: { action: 'delete', ids: [own.id, other.id] },
    });
    assert.equal(bulk.statusCode, 403, bulk.body);
    const [still] = await t.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM tasks WHERE id = ANY($1)', [[own.id, other.id]]);
    assert.equal(still.n, 2);
    const ownPut = await t.app.inject({ method: 'PUT', url: `/api/tasks/${own.id}`, headers: h, payload: body(own.version, own.title) });
    assert.equal(ownPut.statusCode, 200, ownPut.body);
    const hrPut = await t.app.inject({
      method: 'PUT',
      url: `/api/tasks/${other.id}`,
      headers: bearer(tok.hr),
      payload: body(other.version, other.title),
    });
    assert.equal(hrPut.statusCode, 200, hrPut.body);
  });
});
