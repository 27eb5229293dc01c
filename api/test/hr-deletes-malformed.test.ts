// The Hr remote's DELETE routes and PUT holidays/{id} under malformed requests: bad ids, bad or
// stale versions, the wrong person, a body where none belongs; each is a 4xx with a message,
// never a 5xx, and no table changes.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { expectRefused, fingerprint, malformedBodies, malformedIds, type Malformed } from './kit-support';

const TABLES = ['holidays', 'assets', 'asset_assignments', 'learnings', 'tutorials', 'designations'];
let t: TestApp;
let admin: Record<string, string>;
let employee: Record<string, string>;
const ids: Record<string, number> = {};

const idOf = async (q: string) => Number((await t.handle.query<{ id: number }>(q))[0].id);

before(async () => {
  t = await makeTestApp();
  admin = bearer(await login(t.app, 'admin@example.com'));
  employee = bearer(await login(t.app, 'employee@example.com', '/api/employeelogin'));
  ids.holiday = await idOf(`SELECT id FROM holidays ORDER BY id LIMIT 1`);
  ids.asset = await idOf(`SELECT id FROM assets WHERE status = 'ASSIGNED' ORDER BY id LIMIT 1`);
  ids.learning = await idOf(
    `SELECT l.id FROM learnings l JOIN users u ON u.id = l.author_id WHERE u.email <> 'employee@example.com' ORDER BY l.id LIMIT 1`,
  );
  ids.assetVersion = await idOf(`SELECT version AS id FROM assets WHERE id = ${ids.asset}`);
  ids.learningVersion = await idOf(`SELECT version AS id FROM learnings WHERE id = ${ids.learning}`);
  ids.tutorial = await idOf(`SELECT id FROM tutorials ORDER BY id LIMIT 1`);
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/designations',
    headers: admin,
    payload: { name: 'Site Engineer', status: '1' },
  });
  assert.equal(made.statusCode, 201, made.body);
  ids.designation = made.json().data.id;
});
after(() => t.close());

/** What every kit DELETE refuses: malformed ids, malformed or stale versions, a body, a method override. */
function deleteCases(path: string, id: number): Malformed[] {
  return [
    ...malformedIds(path, 'DELETE'),
    ...['0', '-1', 'abc', '1.5', '%27%20OR%201%3D1', '', '1,2'].map((v) => ({
      name: `version ${v || '(empty)'}`,
      url: `${path}/${id}?version=${v}`,
      status: 400,
    })),
    // Numbers in another notation read as a (stale) version: refused either way.
    { name: 'version 1e3', url: `${path}/${id}?version=1e3` },
    { name: 'version beyond integer', url: `${path}/${id}?version=2147483648` },
    { name: 'stale version', url: `${path}/${id}?version=999`, status: 409 },
    { name: 'no version', url: `${path}/${id}`, status: 428 },
    { name: 'unknown id with a version', url: `${path}/99999999?version=1`, status: 404 },
    { name: 'empty id', url: `${path}/%20`, status: 400 },
    { name: 'plus sign id', url: `${path}/+${id}`, status: 400 },
    { name: 'id with a path after it', url: `${path}/${id}%2F..%2F1`, status: 400 },
  ];
}

const holiday = { day: '2031-03-14', name: 'Holi', kind: 'FESTIVAL' };

describe('Hr DELETE routes and PUT holidays/{id} refuse malformed requests', () => {
  let prints: string[];
  const suites = () => [
    { name: 'DELETE holidays/{id}', url: `/api/holidays/${ids.holiday}`, cases: deleteCases('/api/holidays', ids.holiday) },
    {
      name: 'DELETE assets/{id}',
      url: `/api/assets/${ids.asset}`,
      cases: [
        ...deleteCases('/api/assets', ids.asset),
        { name: 'an asset issued to someone', url: `/api/assets/${ids.asset}?version=${ids.assetVersion}`, status: 409, message: 'Return' },
      ],
    },
    { name: 'DELETE learnings/{id}', url: `/api/learnings/${ids.learning}`, cases: deleteCases('/api/learnings', ids.learning) },
    { name: 'DELETE tutorials/{id}', url: `/api/tutorials/${ids.tutorial}`, cases: deleteCases('/api/tutorials', ids.tutorial) },
    {
      name: 'DELETE designations/{id}',
      url: `/api/designations/${ids.designation}`,
      cases: deleteCases('/api/designations', ids.designation),
    },
  ];
  const putCases = (): Malformed[] => [
    ...malformedBodies({ ...holiday, version: 1 }, { text: 'name', option: 'kind', date: 'day' }),
    ...malformedIds('/api/holidays', 'PUT', { ...holiday, version: 1 }),
    { name: 'stale version', payload: { ...holiday, version: 99 }, status: 409 },
    { name: 'version missing', payload: holiday, status: 428 },
    { name: 'version as text', payload: { ...holiday, version: '1' }, status: 400 },
    { name: 'id in the body', payload: { ...holiday, version: 1, id: 5 }, status: 400 },
    { name: 'name over 120 characters', payload: { ...holiday, name: 'n'.repeat(121), version: 1 }, status: 400 },
    { name: 'date as a timestamp', payload: { ...holiday, day: '2031-03-14T10:00:00Z', version: 1 }, status: 400 },
    { name: 'kind in lower case', payload: { ...holiday, kind: 'festival', version: 1 }, status: 400 },
  ];

  before(async () => {
    prints = await Promise.all(TABLES.map((x) => fingerprint(t, x)));
  });

  for (const name of [
    'DELETE holidays/{id}',
    'DELETE assets/{id}',
    'DELETE learnings/{id}',
    'DELETE tutorials/{id}',
    'DELETE designations/{id}',
  ])
    test(name, async () => {
      const suite = suites().find((s) => s.name === name)!;
      assert.ok(suite.cases.length >= 20, `${suite.cases.length} cases`);
      for (const c of suite.cases) await expectRefused(t, admin, { method: 'DELETE', url: suite.url }, c);
    });

  test('PUT holidays/{id}', async () => {
    const cases = putCases();
    assert.ok(cases.length >= 20, `${cases.length} cases`);
    for (const c of cases) await expectRefused(t, admin, { method: 'PUT', url: `/api/holidays/${ids.holiday}` }, c);
  });

  test('the wrong person: the holiday list is the administrators’, an article its author’s', async () => {
    const url = `/api/holidays/${ids.holiday}`;
    await expectRefused(t, employee, { method: 'DELETE', url: `${url}?version=1` }, { name: 'employee deletes a holiday', status: 403 });
    await expectRefused(
      t,
      employee,
      { method: 'PUT', url },
      { name: 'employee edits a holiday', payload: { ...holiday, version: 1 }, status: 403 },
    );
    await expectRefused(
      t,
      employee,
      { method: 'DELETE', url: `/api/learnings/${ids.learning}?version=${ids.learningVersion}` },
      { name: 'not the author', status: 403 },
    );
    await expectRefused(t, {}, { method: 'DELETE', url: `/api/tutorials/${ids.tutorial}` }, { name: 'signed out', status: 401 });
  });

  test('no refused request changed any data', async () => {
    assert.deepEqual(await Promise.all(TABLES.map((x) => fingerprint(t, x))), prints);
  });
});
