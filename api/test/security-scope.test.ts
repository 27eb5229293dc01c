// Data scope, table-driven: every list and lookup of the app's route table (routes added later are
// walked without editing this file) × the hr, employee and bank-branch logins. Each answer a login
// gets is either scoped to it (a rule below checks every row, the count and the CSV export agree,
// and a record outside the scope read by id is a 404) or listed as firm-wide for that kind of login
// with the reason. An answer that is neither fails the test, so a new list must say which it is.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { principalCan } from '../src/http/auth';
import type { ApiRoute, Principal } from '../src/http/types';
import { resolvePrincipal } from '../src/modules/auth/sessions';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { LOGINS } from './security-support';

type Row = Record<string, unknown>;
type Me = { user: number; branch: number; bank: number };
interface Rule {
  /** Whether a row is inside the caller's scope. */
  mine(row: Row, me: Me): boolean;
  /** SQL answering one id outside the caller's scope ($1 is the user or branch), and the by-id route. */
  outside?: { sql: string; url: string };
}

/** Rows an employee (a staff member who is not an administrator) may see of these lists. */
const EMPLOYEE_OWN: Record<string, Rule> = {
  '/api/tasks': {
    mine: (r, me) => r.assigned_to === me.user || r.assigned_by === me.user,
    outside: { sql: 'SELECT id FROM tasks WHERE assigned_to <> $1 AND assigned_by <> $1', url: '/api/tasks/:id' },
  },
  '/api/tickets': {
    mine: (r, me) => r.raised_by === me.user || r.assigned_to === me.user,
    outside: { sql: 'SELECT id FROM tickets WHERE raised_by <> $1 AND coalesce(assigned_to, 0) <> $1', url: '/api/tickets/:id' },
  },
  '/api/leaves': {
    mine: (r, me) => r.user_id === me.user || r.reporting_manager_id === me.user,
    outside: {
      sql: 'SELECT l.id FROM leaves l JOIN users u ON u.id = l.user_id WHERE l.user_id <> $1 AND coalesce(u.reporting_manager_id, 0) <> $1',
      url: '/api/leaves/:id/history',
    },
  },
  '/api/leave-balances': { mine: (r, me) => r.user_id === me.user },
  '/api/leave-balances/mine': { mine: (r) => !('user_id' in r) }, // the caller's own, by construction
  // My work: one answer holding lists, each row the caller's.
  '/api/me/leave': { mine: (r, me) => ownRows(r.leaves, 'user_id', me) },
  '/api/me/work': {
    mine: (r, me) =>
      ownRows(r.tasks, 'assigned_to', me) && ownRows(r.tickets, 'raised_by', me, true) && ownRows(r.assets, 'assigned_to', me, true),
  },
};

/** Every row of a list names the caller in `field` (and the list has rows, unless it may be empty). */
function ownRows(list: unknown, field: string, me: Me, mayBeEmpty = false): boolean {
  const rows = list as Row[];
  return Array.isArray(rows) && (mayBeEmpty || rows.length > 0) && rows.every((x) => x[field] === me.user);
}

/** What any staff member holding the route's right sees in full, and why that is right. */
const STAFF_FIRM_WIDE: Record<string, string> = {
  '/api/lookups/users': 'names to assign tasks and tickets to (ids and names only)',
  '/api/lookups/company-branches': 'the firm’s own offices',
  '/api/lookups/banks': 'the firm’s clients, to pick on forms',
  '/api/lookups/bank-branches': 'the clients’ branches, to pick on forms',
  '/api/lookups/pincodes/:pincode': 'who services a pincode (case forms, allocation)',
  '/api/lookups/payment-accounts/:id': 'the account an invoice prints',
  '/api/lookups/document-types/:use': 'reference data',
  '/api/lookups/ndma': 'reference data',
  '/api/document-types': 'reference data',
  '/api/ndma-hazards': 'reference data',
  '/api/dashboards/bank-branches': 'the dashboard’s branch filter',
  '/api/bank-wise-branches-count': 'a dashboard panel of the dashboard right',
  '/api/get-props-dashboard-counts': 'a dashboard panel of the dashboard right',
  '/api/cases': 'the case pages are the firm’s shared work queues (each view narrows by role)',
  '/api/learnings': 'the firm’s knowledge base',
  '/api/models': 'the shape of each domain’s model (field names and types, no records), for the release gate',
  '/api/tutorials': 'the firm’s help pages',
  '/api/tutorials/for': 'the help of one page',
  '/api/holidays': 'the firm’s holiday calendar',
  '/api/leave-policies': 'the firm’s leave policy (entitlements per leave type)',
  '/api/lookups/projects': 'the building projects, to pick on forms (ids and names only)',
  '/api/project-apfs': 'the banks’ approvals of projects: reference for every case in them (Case menu)',
  '/api/apf-requests': 'the open APF requests of the Case menu, shared work',
  '/api/project-documents': 'the projects’ approvals and plans: reference for every case in them',
  '/api/stage-visits': 'the projects’ construction progress: reference for every case in them',
  '/api/project-units': 'the APF projects’ inventory: reference for every case in them',
  '/api/lookups/cases': 'case numbers to pick on a query (ids, numbers and applicants only)',
  '/api/lookups/task-links': 'case and invoice numbers to link a task to (numbers only: no applicant, no amount)',
  '/api/queries': 'queries on the firm’s cases are shared work, like the case pages (right queries)',
  '/api/dedupe': 'suspected duplicate cases: shared work of the case pages',
  '/api/same-day-cases': 'a view of the case pages’ shared work queue',
  '/api/document-pickups': 'document pickups for the firm’s cases: shared work of the case pages',
};

/** The ids of the bank-branch login's cases (filled once the login is known). */
const branchCases = new Set<number>();

/** A bank-branch login (a client's employee) sees its own branch and bank only. */
const BRANCH_OWN: Record<string, Rule> = {
  '/api/bank-branches': {
    mine: (r, me) => r.id === me.branch,
    outside: { sql: 'SELECT id FROM bank_branches WHERE id <> $1', url: '/api/bank-branches/:id' },
  },
  '/api/banks': {
    mine: (r, me) => r.id === me.bank,
    outside: { sql: 'SELECT id FROM banks WHERE id <> (SELECT bank_id FROM bank_branches WHERE id = $1)', url: '/api/banks/:id' },
  },
  '/api/lookups/banks': { mine: (r, me) => r.id === me.bank },
  '/api/dashboards/bank-branches': { mine: (r, me) => r.id === me.branch },
  // The branch's portal: its rows carry no branch column (the bank sees its own), so by id.
  '/api/portal/cases': {
    mine: (r) => branchCases.has(r.id as number),
    outside: { sql: 'SELECT id FROM cases WHERE bank_branch_id <> $1', url: '/api/portal/cases/:id' },
  },
  '/api/online-requests/mine': {
    mine: (r, me) => r.bank_branch_id === me.branch,
    outside: { sql: 'SELECT id FROM online_requests WHERE bank_branch_id <> $1', url: '/api/online-requests/mine/:id' },
  },
};

/** All a bank-branch login sees in full: reference data and names of the firm's offices. */
const BRANCH_FIRM_WIDE: Record<string, string> = {
  '/api/lookups/company-branches': 'the firm’s offices (names), as on its invoices',
  '/api/document-types': 'reference data',
  '/api/ndma-hazards': 'reference data',
  '/api/lookups/document-types/:use': 'reference data',
  '/api/lookups/ndma': 'reference data',
  '/api/tutorials/for': 'the help of one page',
};

/** Lookups of the firm's staff, accounts and client lists a bank-branch login is refused. */
const BRANCH_REFUSED = [
  '/api/lookups/users',
  '/api/lookups/dummy-users',
  '/api/lookups/pincodes',
  '/api/lookups/pincodes/:pincode',
  '/api/lookups/payment-accounts/:id',
  '/api/lookups/bank-branches',
];

/** Concrete URLs for the lookups that need a parameter. */
const FILLED: Record<string, string> = {
  '/api/lookups/pincodes/:pincode': '/api/lookups/pincodes/400051',
  '/api/lookups/payment-accounts/:id': '/api/lookups/payment-accounts/1',
  '/api/lookups/document-types/:use': '/api/lookups/document-types/CASE',
  '/api/lookups/ndma': '/api/lookups/ndma?state=Maharashtra&district=Mumbai',
  '/api/tutorials/for': '/api/tutorials/for?path=/admin/leaveManagement',
};

/** The routes walked: lists and lookups (no record id, no export, no count). */
/** Lookups of forms none of hr's pages has (queries, pickups link a case). */
const HR_LACKS_LOOKUP = ['/api/lookups/cases'];

const walked = (r: ApiRoute) =>
  r.method === 'GET' &&
  r.right !== 'public' &&
  r.url !== '/api/me' &&
  r.url !== '/api/me/totp' && // the caller's own second-factor state, not a list
  r.url !== '/api/me/sessions' && // the caller's own sessions, found by its token (security-sessions tests them)
  (FILLED[r.url] !== undefined || !/:|\/count$|\/export\.|\.csv$|\.pdf$/.test(r.url));

let t: TestApp;
const tok: Record<string, string> = {};
const who: Record<string, Principal> = {};
const me: Me = { user: 0, branch: 0, bank: 0 };
const figures = { calls: 0, scoped: 0, rows: 0, firmWide: 0, refused: 0, outside: 0 };
/** `login url` of every scoped answer checked, so a rule that no route reaches fails. */
const exercised = new Set<string>();

before(async () => {
  t = await makeTestApp();
  // Leave is where "own rows" matters most: give the employee the page so its lists are walked too.
  await t.handle.query(
    `INSERT INTO page_rights (user_id, page_name, view_status) SELECT id, 'leave_management', '1' FROM users
     WHERE email = 'employee@example.com' ON CONFLICT (user_id, page_name) DO UPDATE SET view_status = '1'`,
  );
  await t.handle.query(
    `INSERT INTO leaves (user_id, leave_type, from_date, to_date, days, reason, applied_by)
     SELECT id, 'CL', '2026-12-01', '2026-12-01', 1, 'One of its own', id FROM users WHERE email = 'employee@example.com'`,
  );
  for (const l of LOGINS) {
    tok[l.name] = await login(t.app, l.email, l.path);
    who[l.name] = (await resolvePrincipal(t.db, tok[l.name]))!;
  }
  const e = who.employee as Extract<Principal, { kind: 'user' }>;
  const b = who.branch as Extract<Principal, { kind: 'branch' }>;
  me.user = e.user.id;
  me.branch = b.branch.bank_branch_id!;
  [{ bank: me.bank }] = await t.handle.query<{ bank: number }>('SELECT bank_id AS bank FROM bank_branches WHERE id = $1', [me.branch]);
  for (const c of await t.handle.query<{ id: number }>('SELECT id FROM cases WHERE bank_branch_id = $1', [me.branch]))
    branchCases.add(c.id);
});
after(() => t.close());

const get = async (login: string, url: string) => {
  figures.calls++;
  return t.app.inject({ method: 'GET', url, headers: bearer(tok[login]) });
};
const rowsOf = (body: { data?: unknown }): Row[] => (Array.isArray(body.data) ? body.data : body.data ? [body.data as Row] : []);
const withPage = (url: string) => `${url}${url.includes('?') ? '&' : '?'}page=1&pageSize=500`;

/** A scoped list: every row inside, the count and the export agree, outside ids are 404. */
async function checkScoped(login: string, route: ApiRoute, rule: Rule, routes: readonly ApiRoute[]) {
  const paged = routes.some((r) => r.method === 'GET' && r.url === `${route.url}/count`);
  const res = await get(login, paged ? withPage(route.url) : route.url);
  assert.equal(res.statusCode, 200, `${login} ${route.url}: ${res.body.slice(0, 200)}`);
  const body = res.json();
  const rows = rowsOf(body);
  assert.ok(rows.length > 0, `${login} ${route.url}: no rows, so the scope was not exercised`);
  for (const row of rows) assert.ok(rule.mine(row, me), `${login} ${route.url} answers a row outside its scope: ${JSON.stringify(row)}`);
  figures.scoped++;
  figures.rows += rows.length;
  exercised.add(`${login} ${route.url}`);
  if (paged) {
    assert.equal(body.total, rows.length, `${login} ${route.url}: total`);
    assert.equal((await get(login, `${route.url}/count`)).json().total, body.total, `${login} ${route.url}/count`);
    if (routes.some((r) => r.url === `${route.url}/export.csv`)) {
      const csv = (await get(login, `${route.url}/export.csv`)).body.trim().split('\n');
      assert.equal(csv.length - 1, body.total, `${login} ${route.url}/export.csv rows`);
    }
  }
  if (rule.outside) {
    const ids = await t.handle.query<{ id: number }>(`${rule.outside.sql} ORDER BY id LIMIT 3`, [login === 'branch' ? me.branch : me.user]);
    assert.ok(ids.length > 0, `${rule.outside.sql}: nothing outside the scope to try`);
    for (const { id } of ids) {
      const read = await get(login, rule.outside.url.replace(':id', String(id)));
      assert.equal(read.statusCode, 404, `${login} ${rule.outside.url} #${id}: ${read.body.slice(0, 200)}`);
      figures.outside++;
    }
  }
}

describe('every list and lookup × hr, employee and branch logins', () => {
  test('employee: its own tasks, tickets, leaves and balances; the rest firm-wide by a listed reason', async () => {
    const routes = t.app.apiRoutes.filter(walked);
    const unclassified: string[] = [];
    for (const r of routes) {
      if (!principalCan(who.employee, r.right)) continue;
      if (EMPLOYEE_OWN[r.url]) {
        await checkScoped('employee', r, EMPLOYEE_OWN[r.url], t.app.apiRoutes);
        continue;
      }
      const res = await get('employee', FILLED[r.url] ?? r.url);
      if (res.statusCode !== 200) continue;
      if (STAFF_FIRM_WIDE[r.url]) figures.firmWide++;
      else unclassified.push(`${r.url} (${r.right})`);
    }
    assert.deepEqual(unclassified, [], 'lists an employee reads that are neither scoped nor listed as firm-wide');
    for (const url of Object.keys(EMPLOYEE_OWN)) assert.ok(exercised.has(`employee ${url}`), `${url}: not reached`);
  });

  test('hr (an administrator limited by page rights): every list of its pages in full, the same as the administrator', async () => {
    for (const r of t.app.apiRoutes.filter(walked)) {
      if (!principalCan(who.hr, r.right)) continue;
      const url = FILLED[r.url] ?? r.url;
      const [hr, admin] = [await get('hr', url), await get('admin', url)];
      // A lookup answers only a caller with a page that uses it (issue 24): hr has none of the case forms.
      if (HR_LACKS_LOOKUP.includes(r.url)) {
        assert.equal(hr.statusCode, 403, `hr ${url}`);
        figures.refused++;
        continue;
      }
      assert.equal(hr.statusCode, admin.statusCode, `hr ${url}: ${hr.body.slice(0, 200)}`);
      if (hr.statusCode !== 200 || r.url === '/api/leave-balances/mine') continue; // "mine": each their own
      const size = (b: { total?: number; data?: unknown }) => b.total ?? rowsOf(b).length;
      assert.equal(size(hr.json()), size(admin.json()), `hr ${url}`);
      figures.firmWide++;
    }
    // Lists of pages it does not hold are refused outright.
    for (const url of ['/api/bills/history', '/api/banks', '/api/expenses', '/api/cases']) {
      assert.equal((await get('hr', url)).statusCode, 403, `hr ${url}`);
      figures.refused++;
    }
  });

  test('branch: its own branch and bank; staff, account and client lookups refused; reference data in full', async () => {
    const unclassified: string[] = [];
    for (const r of t.app.apiRoutes.filter(walked)) {
      if (BRANCH_REFUSED.includes(r.url)) {
        const res = await get('branch', FILLED[r.url] ?? r.url);
        assert.equal(res.statusCode, 403, `branch ${r.url}: ${res.body.slice(0, 200)}`);
        figures.refused++;
        continue;
      }
      if (!principalCan(who.branch, r.right)) continue;
      if (BRANCH_OWN[r.url]) {
        await checkScoped('branch', r, BRANCH_OWN[r.url], t.app.apiRoutes);
        continue;
      }
      const res = await get('branch', FILLED[r.url] ?? r.url);
      if (res.statusCode !== 200) continue;
      if (BRANCH_FIRM_WIDE[r.url]) figures.firmWide++;
      else unclassified.push(`${r.url} (${r.right})`);
    }
    assert.deepEqual(unclassified, [], 'lists a bank-branch login reads that are neither scoped nor listed');
    for (const url of Object.keys(BRANCH_OWN)) assert.ok(exercised.has(`branch ${url}`), `${url}: not reached`);
  });

  after(() =>
    console.log(
      `# figures: ${figures.calls} calls over ${t.app.apiRoutes.filter(walked).length} lists and lookups × hr, employee, branch: ` +
        `${figures.scoped} scoped answers (${figures.rows} rows, 0 outside), ${figures.outside} out-of-scope reads by id → 404, ` +
        `${figures.firmWide} firm-wide by a listed reason, ${figures.refused} refused`,
    ),
  );
});
