// Where the field staff are: a check-in becomes the person's last known position; the list gives
// each person's newest position and today's check-ins; bad coordinates are refused.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { expectRefused, fingerprint, malformedQueries, type Malformed } from './kit-support';

let t: TestApp;
let admin: Record<string, string>;
let employee: Record<string, string>;

before(async () => {
  t = await makeTestApp();
  admin = bearer(await login(t.app, 'admin@example.com'));
  employee = bearer(await login(t.app, 'employee@example.com', '/api/employeelogin'));
});
after(() => t.close());

describe('employee locations', () => {
  test('a check-in is the newest position and counts as a visit today', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/employee-locations?search=employee', headers: admin })).json();
    const prior = before.data.find((r: { name: string }) => r.name === 'Employee User');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/employee-locations/check-in',
      headers: employee,
      payload: { lat: 19.1136, lng: 72.8697, accuracy_m: 12, note: 'At Andheri site' },
    });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().message, 'Checked In!');
    const list = (await t.app.inject({ method: 'GET', url: '/api/employee-locations?search=employee', headers: admin })).json();
    const me = list.data.find((r: { name: string }) => r.name === 'Employee User');
    assert.equal(me.lat, 19.1136);
    assert.equal(me.lng, 72.8697);
    assert.equal(me.source, 'CHECK_IN');
    assert.equal(me.note, 'At Andheri site');
    assert.equal(me.visits_today, (prior?.visits_today ?? 0) + 1);
    const all = (await t.app.inject({ method: 'GET', url: '/api/employee-locations', headers: admin })).json();
    assert.ok(all.total >= 10, 'demo positions');
    assert.ok(
      all.data.every((r: { at: string }, i: number, a: { at: string }[]) => i === 0 || a[i - 1].at >= r.at),
      'newest first',
    );
  });

  test('the positions list needs emp_loc_page', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/employee-locations', headers: employee })).statusCode, 403);
  });
});

describe('malformed check-ins', () => {
  let prints: string[];
  const ok = { lat: 19.1, lng: 72.8 };
  const cases: Malformed[] = [
    { name: 'empty object', payload: {}, status: 400 },
    { name: 'latitude 91', payload: { ...ok, lat: 91 }, status: 400 },
    { name: 'latitude -91', payload: { ...ok, lat: -91 }, status: 400 },
    { name: 'longitude 181', payload: { ...ok, lng: 181 }, status: 400 },
    { name: 'latitude as text', payload: { ...ok, lat: '19.1' }, status: 400 },
    { name: 'longitude missing', payload: { lat: 19.1 }, status: 400 },
    { name: 'latitude null', payload: { ...ok, lat: null }, status: 400 },
    { name: 'latitude NaN text', payload: { ...ok, lat: 'NaN' }, status: 400 },
    { name: 'latitude as object', payload: { ...ok, lat: { $gt: 0 } }, status: 400 },
    { name: 'negative accuracy', payload: { ...ok, accuracy_m: -1 }, status: 400 },
    { name: 'note too long', payload: { ...ok, note: 'n'.repeat(201) }, status: 400 },
    { name: 'note as number', payload: { ...ok, note: 5 }, status: 400 },
    { name: 'user_id sent', payload: { ...ok, user_id: 1 }, status: 400 },
    { name: 'source sent', payload: { ...ok, source: 'PHOTO' }, status: 400 },
    { name: 'at sent', payload: { ...ok, at: '2020-01-01' }, status: 400 },
    { name: 'JSON null', payload: 'null', raw: true },
    { name: 'JSON array', payload: [ok] },
    { name: 'broken JSON', payload: '{"lat":', raw: true, status: 400 },
    { name: 'text/plain', payload: 'lat=1', raw: true, contentType: 'text/plain', status: 400 },
    { name: 'script in note', payload: { ...ok, note: 'x'.repeat(300) + '<script>' }, status: 400 },
    { name: 'huge number', payload: { ...ok, lat: 1e308 }, status: 400 },
  ];
  const SUITES = [
    { name: 'POST employee-locations/check-in', method: 'POST' as const, url: '/api/employee-locations/check-in', cases },
    {
      name: 'GET employee-locations',
      method: 'GET' as const,
      url: '/api/employee-locations',
      cases: malformedQueries('/api/employee-locations')
        .filter((c) => !/sort|order|pageno/.test(c.name))
        .concat(
          [
            'pageSize=1001',
            'page=1000001',
            'page=-0',
            'pageSize=1e9',
            'pageSize=abc1',
            'page=1,2',
            'page=',
            `search=${'b'.repeat(150)}`,
          ].map((q) => ({ name: q.slice(0, 30), method: 'GET' as const, url: `/api/employee-locations?${q}`, status: 400 })),
        ),
    },
  ];
  before(async () => {
    prints = [await fingerprint(t, 'employee_positions')];
  });
  for (const suite of SUITES) {
    describe(suite.name, () => {
      test(`has at least 20 cases (${suite.cases.length})`, () => assert.ok(suite.cases.length >= 20));
      for (const c of suite.cases)
        test(c.name, async () => {
          await expectRefused(
            t,
            employee.authorization && suite.method === 'POST' ? employee : admin,
            { method: suite.method, url: suite.url },
            c,
          );
        });
    });
  }
  test('no refused request changed any data', async () => {
    assert.deepEqual([await fingerprint(t, 'employee_positions')], prints);
  });
});
