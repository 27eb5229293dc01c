// Assets: the register with its status flow, issue and return with condition, the assignment
// history, warranty ending within 30 days flagged, cost in rupees; malformed payloads refused.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { expectRefused, fingerprint, malformedBodies, malformedIds, malformedQueries, type Malformed } from './kit-support';

let t: TestApp;
let admin: Record<string, string>;
let employeeId: number;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = admin) {
  const res = await t.app.inject({ method, url, headers, payload: payload as object });
  return { status: res.statusCode, body: res.json() };
}

before(async () => {
  t = await makeTestApp();
  admin = bearer(await login(t.app, 'admin@example.com'));
  employeeId = (await t.handle.query<{ id: number }>("SELECT id FROM users WHERE email = 'employee@example.com'"))[0].id;
});
after(() => t.close());

describe('assets', () => {
  let id: number;
  test('an asset is added in stock; its warranty ending in 10 days is flagged', async () => {
    const res = await call('POST', '/api/assets', {
      tag: 'LAP-9001',
      category: 'LAPTOP',
      make_model: 'Dell Latitude 5440',
      serial_no: 'DL5440X',
      purchase_date: day(-700),
      cost: 123456.5,
      warranty_to: day(10),
      status: 'IN_STOCK',
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    id = res.body.data.id;
    assert.equal(res.body.message, 'Added The New Asset!');
    assert.equal(res.body.data.cost, 123456.5);
    assert.equal(res.body.data.warranty_note, 'Ends in 10 days');
    const list = await call('GET', '/api/assets?search=LAP-9001');
    assert.equal(list.body.data[0].tag, 'LAP-9001');
  });

  test('ASSIGNED is reached only by issuing; issue, then a second issue is refused', async () => {
    const put = await call('PUT', `/api/assets/${id}`, {
      tag: 'LAP-9001',
      category: 'LAPTOP',
      make_model: 'Dell Latitude 5440',
      status: 'ASSIGNED',
      version: 1,
    });
    assert.equal(put.status, 400);
    const issue = await call('POST', `/api/assets/${id}/issue`, { user_id: employeeId, issued_on: day(-5), condition: 'NEW', version: 1 });
    assert.equal(issue.status, 200, JSON.stringify(issue.body));
    assert.equal(issue.body.message, 'Asset Issued!');
    assert.equal(issue.body.data.status, 'ASSIGNED');
    assert.equal(issue.body.data.assigned_to_name, 'Employee User');
    const again = await call('POST', `/api/assets/${id}/issue`, { user_id: employeeId, issued_on: day(-4), condition: 'NEW', version: 2 });
    assert.equal(again.status, 409);
  });

  test('return before the issue date is refused; a damaged return goes under repair; history kept', async () => {
    const early = await call('POST', `/api/assets/${id}/return`, { returned_on: day(-10), condition: 'GOOD', version: 2 });
    assert.equal(early.status, 400);
    const ret = await call('POST', `/api/assets/${id}/return`, {
      returned_on: day(0),
      condition: 'DAMAGED',
      note: 'Hinge broken',
      version: 2,
    });
    assert.equal(ret.status, 200, JSON.stringify(ret.body));
    assert.equal(ret.body.data.status, 'UNDER_REPAIR');
    assert.equal(ret.body.data.assigned_to, null);
    const hist = await call('GET', `/api/assets/${id}/assignments`);
    assert.equal(hist.body.data.length, 1);
    assert.deepEqual(
      { ...hist.body.data[0], id: undefined },
      {
        id: undefined,
        user_name: 'Employee User',
        issued_on: day(-5),
        issue_condition: 'NEW',
        returned_on: day(0),
        return_condition: 'DAMAGED',
        note: 'Hinge broken',
      },
    );
    const stale = await call('POST', `/api/assets/${id}/return`, { returned_on: day(0), condition: 'GOOD', version: 3 });
    assert.equal(stale.status, 409);
  });

  test('the status flow refuses an illegal move (retired is final)', async () => {
    const retire = await call('PUT', `/api/assets/${id}`, {
      tag: 'LAP-9001',
      category: 'LAPTOP',
      make_model: 'Dell Latitude 5440',
      status: 'RETIRED',
      version: 3,
    });
    assert.equal(retire.status, 200, JSON.stringify(retire.body));
    const back = await call('PUT', `/api/assets/${id}`, {
      tag: 'LAP-9001',
      category: 'LAPTOP',
      make_model: 'Dell Latitude 5440',
      status: 'IN_STOCK',
      version: 4,
    });
    assert.equal(back.status, 400);
    assert.match(back.body.message, /cannot move from Retired to In stock/);
  });

  test('an issue date before the purchase or before the last return is refused: one holder at a time', async () => {
    const made = await call('POST', '/api/assets', {
      tag: 'DM-9002',
      category: 'DISTANCE_METER',
      make_model: 'Leica DISTO D2',
      purchase_date: day(-60),
      status: 'IN_STOCK',
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const meter = made.body.data.id as number;
    const early = await call('POST', `/api/assets/${meter}/issue`, {
      user_id: employeeId,
      issued_on: day(-61),
      condition: 'NEW',
      version: 1,
    });
    assert.equal(early.status, 400);
    assert.equal(early.body.fields.issued_on, `The issue date cannot be before the purchase date (${day(-60)}).`);
    const first = await call('POST', `/api/assets/${meter}/issue`, {
      user_id: employeeId,
      issued_on: day(-50),
      condition: 'NEW',
      version: 1,
    });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const back = await call('POST', `/api/assets/${meter}/return`, { returned_on: day(-20), condition: 'GOOD', version: 2 });
    assert.equal(back.status, 200, JSON.stringify(back.body));
    const overlap = await call('POST', `/api/assets/${meter}/issue`, {
      user_id: employeeId,
      issued_on: day(-30),
      condition: 'GOOD',
      version: 3,
    });
    assert.equal(overlap.status, 400);
    assert.equal(
      overlap.body.fields.issued_on,
      `The issue date cannot be before the last return (${day(-20)}): the asset was with someone else.`,
    );
    assert.equal((await call('GET', `/api/assets/${meter}`)).body.data.status, 'IN_STOCK', 'nothing changed');
    const again = await call('POST', `/api/assets/${meter}/issue`, {
      user_id: employeeId,
      issued_on: day(-20),
      condition: 'GOOD',
      version: 3,
    });
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.equal((await call('GET', `/api/assets/${meter}/assignments`)).body.data.length, 2);
  });

  test('an employee without the assets right cannot read the register', async () => {
    const emp = bearer(await login(t.app, 'employee@example.com', '/api/employeelogin'));
    assert.equal((await call('GET', '/api/assets', undefined, emp)).status, 403);
  });
});

describe('malformed asset payloads', () => {
  const TABLES = ['assets', 'asset_assignments'];
  let prints: string[];
  const asset = { tag: 'CAM-7777', category: 'CAMERA', make_model: 'Canon', purchase_date: '2024-01-02', cost: 1000, status: 'IN_STOCK' };
  const issue = { user_id: 3, issued_on: '2025-01-02', condition: 'GOOD', version: 1 };
  const ret = { returned_on: '2025-01-02', condition: 'GOOD', version: 1 };
  const SUITES: { name: string; method: 'GET' | 'POST' | 'PUT'; url: string; cases: Malformed[] }[] = [
    { name: 'GET assets', method: 'GET', url: '/api/assets', cases: malformedQueries('/api/assets') },
    {
      name: 'POST assets',
      method: 'POST',
      url: '/api/assets',
      cases: [
        ...malformedBodies(asset, { text: 'make_model', option: 'category', date: 'purchase_date', number: 'cost' }),
        { name: 'tag taken', payload: { ...asset, tag: 'LAP-1001' }, status: 409 },
        { name: 'tag with spaces', payload: { ...asset, tag: 'A B' }, status: 400 },
        { name: 'created assigned', payload: { ...asset, status: 'ASSIGNED' }, status: 400 },
        { name: 'negative cost', payload: { ...asset, cost: -1 }, status: 400 },
        { name: 'cost with 3 decimals', payload: { ...asset, cost: 1.234 }, status: 400 },
        { name: 'warranty before purchase', payload: { ...asset, warranty_to: '2023-01-01' }, status: 400 },
        { name: 'assigned_to sent', payload: { ...asset, assigned_to: 3 }, status: 400 },
      ],
    },
    {
      name: 'PUT assets/{id}',
      method: 'PUT',
      url: '/api/assets/2',
      cases: [
        ...malformedBodies({ ...asset, tag: 'X-1', version: 1 }, { text: 'make_model', option: 'status', date: 'warranty_to' }),
        ...malformedIds('/api/assets', 'PUT', { ...asset, version: 1 }),
      ],
    },
    {
      name: 'POST assets/{id}/issue',
      method: 'POST',
      url: '/api/assets/2/issue',
      cases: [
        ...malformedBodies(issue, { text: 'note', fk: 'user_id', option: 'condition', date: 'issued_on' }).filter(
          (c) => !['blank required text'].includes(c.name),
        ),
        { name: 'version missing', payload: { ...issue, version: undefined }, status: 428 },
        { name: 'inactive person', payload: { ...issue, user_id: 999999 }, status: 400 },
        ...malformedIds('/api/assets', 'PUT', issue).map((c) => ({ ...c, method: 'POST' as const, url: `${c.url}/issue` })),
      ],
    },
    {
      name: 'POST assets/{id}/return',
      method: 'POST',
      url: '/api/assets/2/return',
      cases: [
        ...malformedBodies(ret, { text: 'note', option: 'condition', date: 'returned_on' }).filter(
          (c) => !['blank required text'].includes(c.name),
        ),
        { name: 'not issued', payload: { ...ret, version: 1 }, url: '/api/assets/2/return' },
        ...malformedIds('/api/assets', 'PUT', ret).map((c) => ({ ...c, method: 'POST' as const, url: `${c.url}/return` })),
      ],
    },
  ];
  before(async () => {
    prints = await Promise.all(TABLES.map((x) => fingerprint(t, x)));
  });
  for (const suite of SUITES) {
    describe(suite.name, () => {
      test(`has at least 20 cases (${suite.cases.length})`, () => assert.ok(suite.cases.length >= 20));
      for (const c of suite.cases)
        test(c.name, async () => {
          await expectRefused(t, admin, { method: suite.method, url: suite.url }, c);
        });
    });
  }
  test('no refused request changed any data', async () => {
    assert.deepEqual(await Promise.all(TABLES.map((x) => fingerprint(t, x))), prints);
  });
});
