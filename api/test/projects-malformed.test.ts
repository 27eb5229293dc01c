// Table-driven: at least 20 malformed requests per write route of the projects (issue 15). Each is
// a 4xx with a readable message, never a 5xx, and no refused request changes any data.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { caseBody, demoPlaces } from './cases-support';
import { expectRefused, fingerprint, malformedBodies, malformedIds, malformedQueries, type Malformed } from './kit-support';

const TABLES = [
  'projects',
  'project_negative_listings',
  'project_npa_listings',
  'project_apfs',
  'project_documents',
  'project_stage_visits',
  'project_units',
  'cases',
  'case_status_history',
];

let t: TestApp;
let headers: Record<string, string>;
let prints: string[];
const ids = { project: 0, bank: 0, user: 0, negative: 0, npa: 0, apf: 0, visit: 0, unit: 0 };
let places: Awaited<ReturnType<typeof demoPlaces>>;
/** A bank that lists the demo's negative project, with one of its branches. */
let warned: { bank_id: number; bank_branch_id: number };
before(async () => {
  t = await makeTestApp();
  headers = bearer(await login(t.app, 'admin@example.com'));
  const one = async (q: string) => (await t.handle.query<{ id: number }>(q))[0].id;
  ids.project = await one(`SELECT id FROM projects WHERE name = 'Sunrise Residency'`);
  ids.bank = await one(`SELECT bank_id AS id FROM project_negative_listings ORDER BY id LIMIT 1`);
  ids.user = await one(`SELECT id FROM users ORDER BY id LIMIT 1`);
  ids.negative = await one('SELECT id FROM project_negative_listings ORDER BY id LIMIT 1');
  ids.npa = await one('SELECT id FROM project_npa_listings ORDER BY id LIMIT 1');
  ids.apf = await one(`SELECT id FROM project_apfs WHERE status = 'REQUESTED' ORDER BY id LIMIT 1`);
  ids.visit = await one('SELECT id FROM project_stage_visits ORDER BY id LIMIT 1');
  ids.unit = await one('SELECT id FROM project_units ORDER BY id LIMIT 1');
  places = await demoPlaces(t);
  [warned] = await t.handle.query<{ bank_id: number; bank_branch_id: number }>(
    `SELECT bank_id, id AS bank_branch_id FROM bank_branches WHERE bank_id = ${ids.bank} ORDER BY id LIMIT 1`,
  );
  prints = await Promise.all(TABLES.map((x) => fingerprint(t, x)));
});
after(() => t.close());

const project = {
  name: 'Valid Project',
  developer: 'Valid Developer',
  address: 'Plot 1',
  city: 'Pune',
  pincode: '411045',
  latitude: 18.5,
  longitude: 73.8,
  rera_no: 'P52100099999',
  towers: 2,
  units: 100,
  status: 'UNDER_CONSTRUCTION',
};
const listing = () => ({ project_id: ids.project, bank_id: ids.bank, listed_on: '2026-01-01', reason: 'Valid reason' });
const apf = () => ({ project_id: ids.project, bank_id: ids.bank, requested_on: '2026-01-01', status: 'REQUESTED' });
const request = () => ({ project_id: ids.project, bank_id: ids.bank, requested_on: '2026-01-01' });
const visit = () => ({ project_id: ids.project, visited_on: '2026-01-01', engineer_id: ids.user, overall_pct: 40, rcc_pct: 60 });
const unit = () => ({
  project_id: ids.project,
  tower: 'Z',
  floor: 3,
  unit_no: 'Z-301',
  area: 900,
  area_unit: 'SQFT',
  status: 'SOLD',
  rate: 8000,
});

const versionCases = (valid: Record<string, unknown>): Malformed[] => [
  { name: 'version missing', payload: valid, status: 428 },
  { name: 'version as text', payload: { ...valid, version: '1' }, status: 400 },
  { name: 'stale version', payload: { ...valid, version: 999 }, status: 409, message: 'changed by someone else' },
];
const deleteCases = (path: string, id: () => number): Malformed[] => [
  ...malformedIds(path, 'DELETE'),
  ...['999', 'abc', '0', '1;DROP', '-1', '1.5'].map((v) => ({
    name: `version ${v}`,
    get url() {
      return `${path}/${id()}?version=${v}`;
    },
    status: v === '999' ? 409 : 400,
  })),
  {
    name: 'no version',
    get url() {
      return `${path}/${id()}`;
    },
    status: 428,
  },
  { name: 'plus sign', url: `${path}/+1`, status: 400 },
  { name: 'blank id', url: `${path}/%20`, status: 400 },
];

type Suite = { name: string; method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: () => string; cases: () => Malformed[] };

/**
 * The create, update and delete routes of one described resource. An APF has no required text:
 * its text hint is the optional remarks, which may be blank.
 */
function crud(path: string, valid: () => Record<string, unknown>, hints: Parameters<typeof malformedBodies>[1], id: () => number): Suite[] {
  const base = `/api/${path}`;
  const optional = hints.text === 'remarks';
  const bodies = (v: Record<string, unknown>, h: Parameters<typeof malformedBodies>[1]) =>
    malformedBodies(v, h).filter((c) => !(optional && c.name === 'blank required text'));
  return [
    { name: `GET ${path}`, method: 'GET', url: () => base, cases: () => malformedQueries(base) },
    { name: `POST ${path}`, method: 'POST', url: () => base, cases: () => bodies(valid(), hints) },
    {
      name: `PUT ${path}/{id}`,
      method: 'PUT',
      url: () => `${base}/${id()}`,
      cases: () => [
        ...bodies({ ...valid(), version: 1 }, { ...hints, format: undefined }),
        ...versionCases(valid()),
        ...malformedIds(base, 'PUT', { ...valid(), version: 1 }),
      ],
    },
    { name: `DELETE ${path}/{id}`, method: 'DELETE', url: () => `${base}/${id()}`, cases: () => deleteCases(base, id) },
  ];
}

const SUITES: Suite[] = [
  ...crud(
    'projects',
    () => project,
    { text: 'name', format: 'pincode', option: 'status', number: 'towers' },
    () => ids.project,
  ),
  ...crud('negative-projects', listing, { text: 'reason', fk: 'project_id', date: 'listed_on' }, () => ids.negative),
  ...crud('npa-projects', listing, { text: 'reason', fk: 'bank_id', date: 'listed_on' }, () => ids.npa),
  ...crud('project-apfs', apf, { text: 'remarks', fk: 'bank_id', option: 'status', date: 'requested_on' }, () => ids.apf),
  ...crud('apf-requests', request, { text: 'remarks', fk: 'project_id', date: 'requested_on' }, () => ids.apf),
  ...crud('stage-visits', visit, { text: 'remarks', fk: 'engineer_id', date: 'visited_on', number: 'overall_pct' }, () => ids.visit),
  ...crud('project-units', unit, { text: 'tower', fk: 'project_id', option: 'status', number: 'floor' }, () => ids.unit),
  {
    name: 'POST cases (project and acknowledgement)',
    method: 'POST',
    url: () => '/api/cases',
    cases: () => {
      const w = (patch: Record<string, unknown>) => ({ ...caseBody(places), ignore_duplicates: true, ...patch });
      return [
        ...[0, -1, 1.5, '1', 'x', true, [1], { id: 1 }, 2 ** 40, 99_999_999].map((v) => ({
          name: `project_id ${JSON.stringify(v)}`,
          payload: w({ project_id: v }),
          status: 400,
        })),
        ...['true', 1, 0, null, 'yes', [true], { ok: true }].map((v) => ({
          name: `acknowledgement ${JSON.stringify(v)}`,
          payload: w({ acknowledge_project_warning: v }),
          status: 400,
        })),
        {
          name: 'warned project, no acknowledgement',
          payload: w({ project_id: ids.project, ...warned }),
          status: 409,
          message: 'Acknowledge',
        },
        {
          name: 'warned project, acknowledgement false',
          payload: w({ project_id: ids.project, ...warned, acknowledge_project_warning: false }),
          status: 409,
          message: 'Acknowledge',
        },
        { name: 'project with another field unknown', payload: w({ project_id: ids.project, project_name_x: 'x' }), status: 400 },
      ];
    },
  },
  {
    name: 'GET projects/{id}/case-warning',
    method: 'GET',
    url: () => `/api/projects/${ids.project}/case-warning`,
    cases: () => [
      ...[
        '',
        'bank_id=',
        'bank_id=0',
        'bank_id=-1',
        'bank_id=x',
        'bank_id=1.5',
        'bank_id=1;DROP',
        'bank_id=2147483648',
        'bank_id=99999999999',
      ].map((q) => ({
        name: q || 'no bank',
        url: `/api/projects/${ids.project}/case-warning?${q}`,
        status: 400,
      })),
      ...['0', '-1', 'abc', '1.5', '2147483648', '%3Cscript%3E', 'null', '1e3', '0x10', '1%20OR%201'].map((id) => ({
        name: `id ${id}`,
        url: `/api/projects/${id}/case-warning?bank_id=1`,
        status: 400,
      })),
      { name: 'upload as query', url: `/api/projects/${ids.project}/case-warning?bank_id[]=1`, status: 400 },
    ],
  },
];

for (const suite of SUITES) {
  describe(`malformed: ${suite.name}`, () => {
    test('has at least 20 cases', () => assert.ok(suite.cases().length >= 20, `${suite.cases().length}`));
    test('each is refused with a 4xx and a message', async () => {
      for (const c of suite.cases()) await expectRefused(t, headers, { method: suite.method, url: suite.url() }, c);
    });
  });
}

test('no refused request changed any data', async () => {
  assert.deepEqual(await Promise.all(TABLES.map((x) => fingerprint(t, x))), prints);
});
