// Ready-reckoner rates (issue 15): the demo schedule, rights, the CSV / .xlsx import with its
// row-by-row report, re-import updating the zone, and malformed uploads refused without a change.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { expectRefused, fingerprint, malformedBodies, malformedIds } from './kit-support';
import { malformedSheets, XLSX_TYPE, xlsxOf } from './ready-reckoner-support';

const PATH = '/api/ready-reckoner/import';
const HEADER = 'state,district,taluka,zone,sub_zone,pincodes,year,rate_residential,rate_shop,rate_agricultural,local_name';

describe('ready-reckoner rates', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let employee: Record<string, string>;
  before(async () => {
    t = await makeTestApp();
    admin = bearer(await login(t.app, 'admin@example.com'));
    employee = bearer(await login(t.app, 'employee@example.com', '/api/employeelogin'));
  });
  after(() => t.close());

  const upload = (body: string | Buffer, type = 'text/csv', headers = admin) =>
    t.app.inject({ method: 'POST', url: `${PATH}?confirm=valid-only`, payload: body, headers: { ...headers, 'content-type': type } });

  test('the demo seed lists zones for the demo cases’ pincodes, each with its local name', async () => {
    const res = await t.app.inject({ url: '/api/ready-reckoner?search=Mumbai&pageSize=100', headers: admin });
    assert.equal(res.statusCode, 200, res.body);
    const rows = res.json().data as { local_name: string; pincodes: string[]; rate_residential: string }[];
    assert.ok(rows.length > 0);
    assert.ok(rows.every((r) => r.local_name === 'Ready Reckoner' && r.pincodes.length > 0 && Number(r.rate_residential) > 50_000));
  });

  test('a CSV imports its good rows and reports each bad row by line with all its reasons', async () => {
    const csv = [
      HEADER,
      'Maharashtra,Pune,Haveli,RRZ-T1,Baner,"411045, 411021",2026,"1,02,500",150000,2500000,Ready Reckoner',
      'Maharashtra,Pune,Haveli,RRZ-T1,Balewadi,411045,2026,98000,,,Ready Reckoner',
      'Atlantis,Pune,Haveli,RRZ-T1,Aundh,411007,2026,98000,,,Ready Reckoner',
      'Maharashtra,,Haveli,RRZ-T1,Aundh,411007,twenty,98000,,,Ready Reckoner',
      'Maharashtra,Pune,Haveli,RRZ-T1,Wakad,4110,2026,-5,,,Jantri',
      'Maharashtra,Pune,Haveli,RRZ-T1,Baner,411045,2026,99000,,,Ready Reckoner',
      'Gujarat,Ahmedabad,,RRZ-T1,,380015,2026,61000,,,jantri',
    ].join('\r\n');
    const res = await upload(csv);
    assert.equal(res.statusCode, 200, res.body);
    const r = res.json();
    assert.equal(r.rows, 7);
    assert.equal(r.added, 3);
    assert.equal(r.existing, 0);
    assert.deepEqual(
      r.errors.map((e: { line: number }) => e.line),
      [4, 5, 6, 7],
    );
    assert.match(r.errors[1].message, /District is required/);
    assert.match(r.errors[1].message, /Year/);
    assert.match(r.errors[2].message, /pincode/i);
    assert.match(r.errors[3].message, /Repeats line 2/);
    assert.match(r.message, /Imported 3 of 7 rows: 3 added, 0 updated; 4 rows refused/);
    const list = await t.app.inject({ url: '/api/ready-reckoner?search=Baner', headers: admin });
    const baner = list.json().data.find((x: { zone: string }) => x.zone === 'RRZ-T1');
    assert.deepEqual(baner.pincodes, ['411045', '411021']);
    assert.equal(Number(baner.rate_residential), 102_500, 'Indian digit grouping is read as a number');
    const amd = await t.app.inject({ url: '/api/ready-reckoner?search=Ahmedabad&pageSize=100', headers: admin });
    assert.ok(amd.json().data.some((x: { zone: string; local_name: string }) => x.zone === 'RRZ-T1' && x.local_name === 'Jantri'));
  });

  test('an .xlsx imports the same way, and importing a zone again updates it instead of adding it', async () => {
    const rows = [
      ['State', 'District', 'Zone', 'Year', 'Residential / sq m', 'Local Name'],
      ['Karnataka', 'Bengaluru Urban', 'RRZ-X1', 2026, 88_000, 'Guideline value'],
      ['Karnataka', 'Bengaluru Urban', 'RRZ-X2', 2026, 'lots', 'Guideline value'],
    ];
    const first = await upload(await xlsxOf(rows), XLSX_TYPE);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().added, 1);
    assert.deepEqual(
      first.json().errors.map((e: { line: number }) => e.line),
      [3],
    );
    rows[1][4] = 91_000;
    const again = await upload(await xlsxOf(rows.slice(0, 2)), XLSX_TYPE);
    assert.equal(again.json().added, 0);
    assert.equal(again.json().existing, 1);
    const list = await t.app.inject({ url: '/api/ready-reckoner?search=RRZ-X1', headers: admin });
    assert.equal(list.json().data.length, 1);
    assert.equal(Number(list.json().data[0].rate_residential), 91_000);
  });

  test('only ready_reckner_master holders list or import rates', async () => {
    assert.equal((await t.app.inject({ url: '/api/ready-reckoner', headers: employee })).statusCode, 403);
    assert.equal((await upload(`${HEADER}\nGoa,North Goa,,Z,,403001,2026,1,,,Jantri`, 'text/csv', employee)).statusCode, 403);
    assert.equal(
      (await t.app.inject({ method: 'POST', url: PATH, payload: 'a', headers: { 'content-type': 'text/csv' } })).statusCode,
      401,
    );
  });

  test('malformed uploads and records are refused with a 4xx, and change nothing', async () => {
    const before = await fingerprint(t, 'ready_reckoner_rates');
    const row = 'Goa,North Goa,Bardez,Z9,Calangute,403516,2026,40000,,,Ready Reckoner';
    const sheets = malformedSheets(PATH, HEADER, row, 5 * 1024 * 1024, 20_000);
    assert.ok(sheets.length >= 20);
    for (const c of sheets) await expectRefused(t, admin, { method: 'POST', url: PATH }, c);
    const [{ id }] = await t.handle.query<{ id: number }>('SELECT id FROM ready_reckoner_rates ORDER BY id LIMIT 1');
    const valid = { state: 'Goa', district: 'North Goa', zone: 'Z9', year: 2026, local_name: 'Jantri' };
    const bodies = malformedBodies(valid, { text: 'district', option: 'state', number: 'year', list: 'pincodes' });
    assert.ok(bodies.length >= 20);
    for (const c of bodies) await expectRefused(t, admin, { method: 'POST', url: '/api/ready-reckoner' }, c);
    for (const c of [
      ...malformedBodies({ ...valid, version: 1 }, { text: 'district', option: 'local_name' }),
      ...malformedIds('/api/ready-reckoner', 'PUT', { ...valid, version: 1 }),
    ])
      await expectRefused(t, admin, { method: 'PUT', url: `/api/ready-reckoner/${id}` }, c);
    assert.equal(await fingerprint(t, 'ready_reckoner_rates'), before);
  });
});
