// Table-driven: every create / update / delete / list / bulk endpoint of the kit's resources gets
// at least 20 malformed requests (wrong types, missing fields, oversize strings, unknown ids, SQL
// and script fragments). Each must be a 4xx with a message, never a 5xx, and change no data.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { expectRefused, fingerprint, malformedBodies, malformedIds, malformedQueries, type Malformed } from './kit-support';

// Sessions by their identity only: a session's last_seen_at is refreshed by use every minute
// (TOUCH_MS), which a slow run crosses without any malformed request changing anything.
const TABLES = [
  'users',
  'page_rights',
  'users_dummy',
  'company_branches',
  'dispatch_hard_copies',
  'tasks',
  '(SELECT token_hash, subject_kind, subject_id, expires_at FROM sessions)',
];

let t: TestApp;
let headers: Record<string, string>;
let prints: string[];
before(async () => {
  t = await makeTestApp();
  headers = bearer(await login(t.app, 'admin@example.com'));
  prints = await Promise.all(TABLES.map((x) => fingerprint(t, x)));
});
after(() => t.close());

const user = {
  name: 'Valid Person',
  email: 'valid.person@example.com',
  password: 'Saffron-Kettle-19',
  password_confirmation: 'Saffron-Kettle-19',
  role: 'Level-1',
  kind: 'employee',
  status: '1',
  company_branch_id: 1,
  join_date: '2024-01-02',
  rating: 3.5,
  pincode: '400051',
};
const { password: _p, password_confirmation: _c, ...userEdit } = user;
const branch = { code: 'TST', branch_name: 'Test Branch', state: 'Maharashtra', pincode: '411001', branch_head_id: 1 };
const dispatch = {
  company_branch_id: 1,
  addressee: 'SBI Andheri',
  status: 'PREPARED',
  copies: 1,
  case_nos: ['BR/2526/000001'],
  enclosures: ['INVOICE'],
  dispatched_on: '2025-06-01',
};
const task = { title: 'Call the bank', status: '0', priority: 'HIGH', assigned_to: 3, due_date: '2025-07-01' };
const dummy = { name: 'Placeholder Person', source: 'PLACEHOLDER', mobile_no: '9876543210', join_date: '2025-01-01', role: 'Level-1' };

// These are the legacy paths of spec section 7: a write without a version is taken there (the
// spec's client sends none; http-versions.test.ts), so only a wrong one is refused.
const versionCases = (valid: Record<string, unknown>): Malformed[] => [
  { name: 'version as text', payload: { ...valid, version: '1' }, status: 400 },
  { name: 'version zero', payload: { ...valid, version: 0 }, status: 400 },
  { name: 'stale version', payload: { ...valid, version: 999 }, status: 409, message: 'changed by someone else' },
];

const bulkCases = (action: string): Malformed[] => [
  { name: 'empty object', payload: {} },
  { name: 'no ids', payload: { action, ids: [] }, status: 400 },
  { name: 'ids as text', payload: { action, ids: '1,2' }, status: 400 },
  { name: 'ids of text', payload: { action, ids: ['1'] }, status: 400 },
  { name: 'zero id', payload: { action, ids: [0] }, status: 400 },
  { name: 'negative id', payload: { action, ids: [-4] }, status: 400 },
  { name: 'fractional id', payload: { action, ids: [1.5] }, status: 400 },
  { name: 'same id twice', payload: { action, ids: [1, 1] }, status: 400 },
  { name: '1001 ids', payload: { action, ids: Array.from({ length: 1001 }, (_, i) => i + 1) }, status: 400 },
  { name: 'unknown ids', payload: { action, ids: [1, 99999999] }, status: 404 },
  { name: 'unknown action', payload: { action: 'drop', ids: [1] }, status: 400 },
  { name: 'SQL as action', payload: { action: "delete'; DROP TABLE tasks; --", ids: [1] }, status: 400 },
  { name: 'script as action', payload: { action: '<script>', ids: [1] }, status: 400 },
  { name: 'extra field', payload: { action, ids: [1], where: '1=1' }, status: 400 },
  { name: 'JSON null', payload: 'null', raw: true },
  { name: 'JSON array', payload: [{ action, ids: [1] }] },
  { name: 'broken JSON', payload: '{"ids": [1', raw: true, status: 400 },
  { name: 'text/plain', payload: 'ids=1', raw: true, contentType: 'text/plain', status: 400, message: 'JSON object' },
  { name: 'id beyond integer', payload: { action, ids: [2 ** 40] }, status: 400 },
  { name: 'ids as object', payload: { action, ids: { 0: 1 } }, status: 400 },
];

const searchCases: Malformed[] = [
  { name: 'page zero', payload: { page: 0 }, status: 400 },
  { name: 'page as text', payload: { page: '1' }, status: 400 },
  { name: 'page fractional', payload: { page: 1.5 }, status: 400 },
  { name: 'pageSize negative', payload: { pageSize: -1 }, status: 400 },
  { name: 'pageSize as text', payload: { pageSize: 'all' }, status: 400 },
  { name: 'unknown sort', payload: { sort: 'bogus' }, status: 400 },
  { name: 'SQL in sort', payload: { sort: 'name; DROP TABLE users' }, status: 400 },
  { name: 'sort by secret column', payload: { sort: 'password_hash' }, status: 400 },
  { name: 'sort as list', payload: { sort: ['name'] }, status: 400 },
  { name: 'bad order', payload: { order: 'up' }, status: 400 },
  { name: 'order null', payload: { order: null }, status: 400 },
  { name: 'search too long', payload: { search: 'a'.repeat(101) }, status: 400 },
  { name: 'search as number', payload: { search: 5 }, status: 400 },
  { name: 'search as operator object', payload: { search: { $ne: 1 } }, status: 400 },
  { name: 'token too long', payload: { token: 'x'.repeat(300) }, status: 400 },
  { name: 'token as number', payload: { token: 5 }, status: 400 },
  { name: 'unknown field', payload: { where: '1=1' }, status: 400 },
  { name: 'JSON array', payload: [] },
  { name: 'broken JSON', payload: '{"search":', raw: true, status: 400 },
  { name: 'text/plain', payload: 'search=a', raw: true, contentType: 'text/plain', status: 400, message: 'JSON object' },
];

const statusCases: Malformed[] = [
  { name: 'empty object', payload: {}, status: 400 },
  { name: 'no ids', payload: { ids: [], status: '1' }, status: 400 },
  { name: 'ids as text', payload: { ids: '4,5', status: '1' }, status: 400 },
  { name: 'ids of text', payload: { ids: ['4'], status: '1' }, status: 400 },
  { name: 'zero id', payload: { ids: [0], status: '1' }, status: 400 },
  { name: 'negative id', payload: { ids: [-4], status: '1' }, status: 400 },
  { name: 'fractional id', payload: { ids: [4.5], status: '1' }, status: 400 },
  { name: 'same id twice', payload: { ids: [4, 4], status: '1' }, status: 400 },
  { name: '1001 ids', payload: { ids: Array.from({ length: 1001 }, (_, i) => i + 1), status: '1' }, status: 400 },
  { name: 'unknown ids', payload: { ids: [4, 99999999], status: '0' }, status: 404 },
  { name: 'status missing', payload: { ids: [4] }, status: 400 },
  { name: 'status as number', payload: { ids: [4], status: 1 }, status: 400 },
  { name: 'status SQL', payload: { ids: [4], status: "1' OR '1'='1" }, status: 400 },
  { name: 'status script', payload: { ids: [4], status: '<script>alert(1)</script>' }, status: 400 },
  { name: 'unknown action', payload: { ids: [4], status: '1', action: 'delete' }, status: 400 },
  { name: 'extra field', payload: { ids: [4], status: '1', role: 'admin' }, status: 400 },
  { name: 'deactivating oneself', payload: { ids: [1, 4], status: '0' }, status: 400, message: 'your own account' },
  { name: 'JSON null', payload: 'null', raw: true },
  { name: 'JSON array', payload: [{ ids: [4], status: '1' }] },
  { name: 'broken JSON', payload: '{"ids": [4', raw: true, status: 400 },
  { name: 'text/plain', payload: 'ids=4', raw: true, contentType: 'text/plain', status: 400, message: 'JSON object' },
  { name: 'id beyond integer', payload: { ids: [2 ** 40], status: '1' }, status: 400 },
];

const passwordCases: Malformed[] = [
  { name: 'empty object', payload: {}, status: 400 },
  { name: 'too short', payload: { password: 'short', password_confirmation: 'short' }, status: 400, message: 'at least 10' },
  {
    name: 'not matching',
    payload: { password: 'Saffron-Kettle-19', password_confirmation: 'secret124' },
    status: 400,
    message: 'Passwords must match',
  },
  { name: 'confirmation missing', payload: { password: 'Saffron-Kettle-19' }, status: 400 },
  { name: 'password as number', payload: { password: 12345678, password_confirmation: 12345678 }, status: 400 },
  { name: 'password too long', payload: { password: 'p'.repeat(200), password_confirmation: 'p'.repeat(200) }, status: 400 },
  { name: 'NUL in password', payload: { password: 'secret\u0000123', password_confirmation: 'secret\u0000123' }, status: 400 },
  {
    name: 'extra field',
    payload: { password: 'Saffron-Kettle-19', password_confirmation: 'Saffron-Kettle-19', role: 'admin' },
    status: 400,
  },
  { name: 'JSON null', payload: 'null', raw: true },
  { name: 'broken JSON', payload: '{"password"', raw: true, status: 400 },
  ...malformedIds('/api/userPatch', 'PATCH', { password: 'Saffron-Kettle-19', password_confirmation: 'Saffron-Kettle-19' }),
];

const rightsOk = [{ page: { name: 'dashboard_page' }, view_status: '1' }];
const rightsCases: Malformed[] = [
  { name: 'empty object', payload: {}, status: 400 },
  { name: 'rights as text', payload: { rights: 'all' }, status: 400 },
  { name: 'unknown page', payload: { rights: [{ page: { name: 'bogus_page' }, view_status: '1' }] }, status: 400 },
  { name: 'SQL as page', payload: { rights: [{ page: { name: "x'); DROP TABLE page_rights; --" }, view_status: '1' }] }, status: 400 },
  { name: 'view_status as number', payload: { rights: [{ page: { name: 'dashboard_page' }, view_status: 1 }] }, status: 400 },
  { name: 'view_status yes', payload: { rights: [{ page: { name: 'dashboard_page' }, view_status: 'yes' }] }, status: 400 },
  { name: 'page missing', payload: { rights: [{ view_status: '1' }] }, status: 400 },
  { name: 'same page twice', payload: { rights: [...rightsOk, ...rightsOk] }, status: 400 },
  { name: 'too many items', payload: { rights: Array.from({ length: 100 }, () => rightsOk[0]) }, status: 400 },
  { name: 'extra field', payload: { rights: rightsOk, user_id: 1 }, status: 400 },
  { name: 'JSON null', payload: 'null', raw: true },
  { name: 'broken JSON', payload: '{"rights": [', raw: true, status: 400 },
  { name: 'text/plain', payload: 'rights=all', raw: true, contentType: 'text/plain', status: 400, message: 'JSON object' },
  { name: 'changing own rights', url: '/api/rights/1', payload: { rights: rightsOk, version: 1 }, status: 403, message: 'your own rights' },
  ...malformedIds('/api/rights', 'PUT', { rights: rightsOk, version: 1 }),
];

const SUITES: { name: string; method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'; url: string; cases: Malformed[] }[] = [
  { name: 'GET users', method: 'GET', url: '/api/users', cases: malformedQueries('/api/users') },
  {
    name: 'POST users',
    method: 'POST',
    url: '/api/users',
    cases: [
      ...malformedBodies(user, {
        text: 'name',
        format: 'pincode',
        fk: 'company_branch_id',
        option: 'role',
        date: 'join_date',
        number: 'rating',
      }),
      { name: 'bad Aadhaar check digit', payload: { ...user, aadhaar_no: '234123412347' }, status: 400, message: 'Aadhaar' },
      { name: 'e-mail taken', payload: { ...user, email: 'admin@example.com' }, status: 409, message: 'Email is already in use' },
    ],
  },
  {
    name: 'PUT users/{id}',
    method: 'PUT',
    url: '/api/users/4',
    cases: [
      ...malformedBodies(
        { ...userEdit, version: 1 },
        { text: 'name', format: 'email', fk: 'reporting_manager_id', option: 'status', date: 'join_date', number: 'rating' },
      ),
      ...versionCases(userEdit),
      ...malformedIds('/api/users', 'PUT', { ...userEdit, version: 1 }),
      { name: 'reporting to oneself', payload: { ...userEdit, reporting_manager_id: 4, version: 1 }, status: 400 },
    ],
  },
  { name: 'POST userSearch', method: 'POST', url: '/api/userSearch', cases: searchCases },
  { name: 'POST userStatus', method: 'POST', url: '/api/userStatus', cases: statusCases },
  { name: 'PATCH userPatch/{id}', method: 'PATCH', url: '/api/userPatch/4', cases: passwordCases },
  { name: 'PUT rights/{user_id}', method: 'PUT', url: '/api/rights/4', cases: rightsCases },
  { name: 'GET rights', method: 'GET', url: '/api/rights', cases: malformedQueries('/api/rights') },
  { name: 'GET users_dummy', method: 'GET', url: '/api/users_dummy', cases: malformedQueries('/api/users_dummy') },
  {
    name: 'POST users_dummy',
    method: 'POST',
    url: '/api/users_dummy',
    cases: malformedBodies(dummy, { text: 'name', format: 'mobile_no', option: 'source', date: 'join_date' }),
  },
  {
    name: 'DELETE users_dummy/{id}',
    method: 'DELETE',
    url: '/api/users_dummy/1',
    cases: [
      ...malformedIds('/api/users_dummy', 'DELETE'),
      { name: 'stale version', url: '/api/users_dummy/1?version=999', status: 409 },
      { name: 'version as text', url: '/api/users_dummy/1?version=abc', status: 400 },
      { name: 'version zero', url: '/api/users_dummy/1?version=0', status: 400 },
      { name: 'SQL version', url: '/api/users_dummy/1?version=1%20OR%201%3D1', status: 400 },
      { name: 'script id', url: '/api/users_dummy/%3Cscript%3Ealert(1)%3C%2Fscript%3E', status: 400 },
      { name: 'empty id', url: '/api/users_dummy/%20', status: 400 },
      { name: 'negative zero', url: '/api/users_dummy/-0', status: 400 },
      { name: 'plus sign', url: '/api/users_dummy/+1', status: 400 },
    ],
  },
  { name: 'GET branch-master', method: 'GET', url: '/api/branch-master', cases: malformedQueries('/api/branch-master') },
  {
    name: 'POST branch-master',
    method: 'POST',
    url: '/api/branch-master',
    cases: [
      ...malformedBodies(branch, { text: 'branch_name', format: 'pincode', fk: 'branch_head_id', option: 'state' }),
      {
        name: 'GSTIN of another state',
        payload: { ...branch, gstin: '27AAPFU0939F1ZV', state: 'Karnataka' },
        status: 400,
        message: 'state code of Karnataka',
      },
      { name: 'GSTIN check character', payload: { ...branch, gstin: '27AAPFU0939F1ZO' }, status: 400 },
      { name: 'code taken', payload: { ...branch, code: 'mum' }, status: 409, message: 'Branch Code is already in use' },
      { name: 'state code sent', payload: { ...branch, state_code: '99' }, status: 400 },
    ],
  },
  {
    name: 'PUT branch-master/{id}',
    method: 'PUT',
    url: '/api/branch-master/1',
    cases: [
      ...malformedBodies(
        { ...branch, code: 'MUM', version: 1 },
        { text: 'branch_name', format: 'gstin', fk: 'branch_head_id', option: 'state' },
      ),
      ...versionCases({ ...branch, code: 'MUM' }),
      ...malformedIds('/api/branch-master', 'PUT', { ...branch, version: 1 }),
    ],
  },
  {
    name: 'DELETE branch-master/{id}',
    method: 'DELETE',
    url: '/api/branch-master/1',
    cases: [
      ...malformedIds('/api/branch-master', 'DELETE'),
      { name: 'branch with users', url: '/api/branch-master/1', status: 409, message: 'still has' },
      { name: 'stale version', url: '/api/branch-master/7?version=999', status: 409 },
      { name: 'version as text', url: '/api/branch-master/7?version=abc', status: 400 },
      { name: 'script id', url: '/api/branch-master/%3Cscript%3E', status: 400 },
      { name: 'plus sign', url: '/api/branch-master/+7', status: 400 },
      { name: 'empty id', url: '/api/branch-master/%20', status: 400 },
      { name: 'SQL version', url: '/api/branch-master/7?version=1;DROP', status: 400 },
    ],
  },
  { name: 'POST branch-master/bulk', method: 'POST', url: '/api/branch-master/bulk', cases: bulkCases('delete') },
  {
    name: 'GET dispatch-hard-copies',
    method: 'GET',
    url: '/api/dispatch-hard-copies',
    cases: malformedQueries('/api/dispatch-hard-copies'),
  },
  {
    name: 'POST dispatch-hard-copies',
    method: 'POST',
    url: '/api/dispatch-hard-copies',
    cases: [
      ...malformedBodies(dispatch, {
        text: 'addressee',
        fk: 'company_branch_id',
        option: 'status',
        date: 'dispatched_on',
        number: 'copies',
        list: 'case_nos',
      }),
      {
        name: 'created as delivered',
        payload: { ...dispatch, status: 'DELIVERED' },
        status: 400,
        message: 'cannot move from new to Delivered',
      },
      { name: 'charges with 3 decimals', payload: { ...dispatch, charges: 1.234 }, status: 400 },
      { name: 'no copies', payload: { ...dispatch, copies: 0 }, status: 400 },
      { name: 'bad case number', payload: { ...dispatch, case_nos: ["'; DROP TABLE cases; --"] }, status: 400 },
      { name: 'unknown enclosure', payload: { ...dispatch, enclosures: ['GOLD'] }, status: 400 },
      { name: 'dispatch number sent', payload: { ...dispatch, dispatch_no: 'DSP/1' }, status: 400 },
    ],
  },
  {
    name: 'PUT dispatch-hard-copies/{id}',
    method: 'PUT',
    url: '/api/dispatch-hard-copies/1',
    cases: [
      ...malformedBodies(
        { ...dispatch, version: 1 },
        { text: 'addressee', fk: 'company_branch_id', option: 'status', date: 'delivered_at', number: 'charges', list: 'enclosures' },
      ),
      ...versionCases(dispatch),
      ...malformedIds('/api/dispatch-hard-copies', 'PUT', { ...dispatch, version: 1 }),
    ],
  },
  {
    name: 'DELETE dispatch-hard-copies/{id}',
    method: 'DELETE',
    url: '/api/dispatch-hard-copies/1',
    cases: [
      ...malformedIds('/api/dispatch-hard-copies', 'DELETE'),
      { name: 'stale version', url: '/api/dispatch-hard-copies/1?version=999', status: 409 },
      { name: 'version as text', url: '/api/dispatch-hard-copies/1?version=abc', status: 400 },
      { name: 'script id', url: '/api/dispatch-hard-copies/%3Cscript%3E', status: 400 },
      { name: 'plus sign', url: '/api/dispatch-hard-copies/+1', status: 400 },
      { name: 'empty id', url: '/api/dispatch-hard-copies/%20', status: 400 },
      { name: 'negative zero', url: '/api/dispatch-hard-copies/-0', status: 400 },
      { name: 'SQL version', url: '/api/dispatch-hard-copies/1?version=1;DROP', status: 400 },
    ],
  },
  {
    name: 'POST dispatch-hard-copies/bulk',
    method: 'POST',
    url: '/api/dispatch-hard-copies/bulk',
    cases: [
      ...bulkCases('in-transit'),
      {
        name: 'illegal transition for one row',
        payload: { action: 'in-transit', ids: [1, 2] },
        status: 409,
        message: 'cannot move from Prepared to In transit',
      },
    ],
  },
  { name: 'GET tasks', method: 'GET', url: '/api/tasks', cases: malformedQueries('/api/tasks') },
  {
    name: 'POST tasks',
    method: 'POST',
    url: '/api/tasks',
    cases: malformedBodies(task, { text: 'title', fk: 'assigned_to', option: 'priority', date: 'due_date' }),
  },
  {
    name: 'PUT tasks/{id}',
    method: 'PUT',
    url: '/api/tasks/1',
    cases: [
      ...malformedBodies({ ...task, version: 1 }, { text: 'title', fk: 'assigned_to', option: 'status', date: 'due_date' }),
      ...versionCases(task),
      ...malformedIds('/api/tasks', 'PUT', { ...task, version: 1 }),
    ],
  },
  {
    name: 'DELETE tasks/{id}',
    method: 'DELETE',
    url: '/api/tasks/1',
    cases: [
      ...malformedIds('/api/tasks', 'DELETE'),
      { name: 'stale version', url: '/api/tasks/1?version=999', status: 409 },
      { name: 'version as text', url: '/api/tasks/1?version=abc', status: 400 },
      { name: 'script id', url: '/api/tasks/%3Cscript%3E', status: 400 },
      { name: 'plus sign', url: '/api/tasks/+1', status: 400 },
      { name: 'empty id', url: '/api/tasks/%20', status: 400 },
      { name: 'negative zero', url: '/api/tasks/-0', status: 400 },
      { name: 'SQL version', url: '/api/tasks/1?version=1;DROP', status: 400 },
    ],
  },
  { name: 'POST tasks/bulk', method: 'POST', url: '/api/tasks/bulk', cases: bulkCases('done') },
];

for (const suite of SUITES) {
  describe(`malformed: ${suite.name}`, () => {
    test(`has at least 20 cases (${suite.cases.length})`, () => assert.ok(suite.cases.length >= 20));
    for (const c of suite.cases) {
      test(c.name, async () => {
        await expectRefused(t, headers, { method: suite.method, url: suite.url }, c);
      });
    }
  });
}

test('no refused request changed any data', async () => {
  assert.deepEqual(await Promise.all(TABLES.map((x) => fingerprint(t, x))), prints);
});
