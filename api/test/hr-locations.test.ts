// Where the field staff are: a check-in becomes the person's last known position; a geotagged
// site photo on a case and a check-in on the engineer's visit card record positions too; the list
// gives each person's newest position and today's site visits (distinct cases, plus check-ins tied
// to no case); bad coordinates are refused.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, multipart, type TestApp } from './helpers';
import { expectRefused, fingerprint, malformedQueries, type Malformed } from './kit-support';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)] as unknown as Uint8Array[]);
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

  test('site photos and visit check-ins record positions; visits today count sites', async () => {
    const [me] = await t.handle.query<{ id: number }>(`SELECT id FROM users WHERE email = 'admin@example.com'`);
    const two = await t.handle.query<{ id: number; case_no: string }>(`SELECT id, case_no FROM cases ORDER BY id LIMIT 2`);
    await t.handle.query(`UPDATE cases SET site_engineer_id = $1 WHERE id = ANY($2)`, [me.id, two.map((c) => c.id)]);
    const mine = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/employee-locations?search=admin', headers: admin }))
        .json()
        .data.find((r: { user_id: number }) => r.user_id === me.id);
    const start = (await mine())?.visits_today ?? 0;
    const photo = (lat: string, lng: string, caseId = two[0].id) => {
      const form = multipart({ doc_type: 'PHOTO', latitude: lat, longitude: lng, taken_at: new Date(Date.now() - 60_000).toISOString() }, [
        { field: 'file', filename: 'site.jpg', type: 'image/jpeg', content: JPEG },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api/cases/${caseId}/documents`,
        headers: { ...admin, ...form.headers },
        payload: form.payload,
      });
    };
    const first = await photo('19.2183', '72.9781');
    assert.equal(first.statusCode, 201, first.body);
    let row = await mine();
    assert.equal(row.source, 'PHOTO');
    assert.equal(row.lat, 19.2183);
    assert.equal(row.lng, 72.9781);
    assert.equal(row.note, `Site photo, ${two[0].case_no}`);
    assert.equal(row.visits_today, start + 1, 'a geotagged site photo is a visit');
    assert.equal((await photo('19.2184', '72.9782')).statusCode, 201);
    assert.equal((await photo('', '')).statusCode, 201, 'a photo without a position still uploads');
    const atSite = await t.app.inject({
      method: 'POST',
      url: `/api/cases/${two[0].id}/check-in`,
      headers: admin,
      payload: { lat: 19.2185, lng: 72.9783, accuracy_m: 9 },
    });
    assert.equal(atSite.statusCode, 201, atSite.body);
    assert.equal(atSite.json().message, `Checked in at ${two[0].case_no}.`);
    row = await mine();
    assert.equal(row.source, 'CHECK_IN');
    assert.equal(row.lat, 19.2185);
    assert.equal(row.visits_today, start + 1, 'more photos and a check-in at the same site are still one visit');
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/cases/${two[1].id}/check-in`,
      headers: admin,
      payload: { lat: 19.03, lng: 73.03 },
    });
    assert.equal(other.statusCode, 201, other.body);
    assert.equal((await mine()).visits_today, start + 2, 'a second site is a second visit');
    const [{ n }] = await t.handle.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM employee_positions WHERE user_id = $1 AND case_id = $2 AND source = 'PHOTO'`,
      [me.id, two[0].id],
    );
    assert.equal(n, 2, 'one position per geotagged photo, none for the photo without one');
  });

  test("only the case's site engineer checks in at its site", async () => {
    const [c] = await t.handle.query<{ id: number }>(
      `SELECT id FROM cases WHERE site_engineer_id IS DISTINCT FROM (SELECT id FROM users WHERE email = 'admin@example.com') LIMIT 1`,
    );
    const res = await t.app.inject({ method: 'POST', url: `/api/cases/${c.id}/check-in`, headers: admin, payload: { lat: 19, lng: 72 } });
    assert.equal(res.statusCode, 403, res.body);
    assert.equal(
      (await t.app.inject({ method: 'POST', url: '/api/cases/99999999/check-in', headers: admin, payload: { lat: 19, lng: 72 } }))
        .statusCode,
      404,
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
  const siteCases: Malformed[] = [
    ...cases.filter((c) => !/note|user_id|source|^at /.test(c.name)),
    { name: 'note sent', payload: { ...ok, note: 'hi' }, status: 400 },
    { name: 'case_id sent', payload: { ...ok, case_id: 2 }, status: 400 },
    { name: 'accuracy as text', payload: { ...ok, accuracy_m: '5' }, status: 400 },
    { name: 'accuracy over 100 km', payload: { ...ok, accuracy_m: 100_001 }, status: 400 },
    { name: 'longitude -181', payload: { ...ok, lng: -181 }, status: 400 },
    ...['0', '-1', 'abc', '1.5', '2147483648', '%3Cscript%3E'].map((id) => ({
      name: `case id ${id}`,
      url: `/api/cases/${id}/check-in`,
      payload: ok,
      status: 400,
    })),
  ];
  const SUITES = [
    { name: 'POST cases/{id}/check-in', method: 'POST' as const, url: '/api/cases/1/check-in', cases: siteCases },
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
            suite.url === '/api/employee-locations/check-in' ? employee : admin,
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
