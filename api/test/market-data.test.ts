// Market transactions (issue 15): import from CSV / .xlsx checked row by row; the same file
// imported again adds nothing (the natural key's unique index); browse and export; rights;
// malformed uploads and records refused without a change; 100,000 rows within 30 s.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { expectRefused, fingerprint, malformedBodies, malformedIds } from './kit-support';
import { malformedSheets, XLSX_TYPE, xlsxOf } from './ready-reckoner-support';

const PATH = '/api/market-transactions/import';
const HEADER = 'registration_date,locality,pincode,latitude,longitude,property_type,area,area_unit,consideration';

describe('market transactions', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let employee: Record<string, string>;
  before(async () => {
    t = await makeTestApp();
    admin = bearer(await login(t.app, 'admin@example.com'));
    employee = bearer(await login(t.app, 'employee@example.com', '/api/employeelogin'));
  });
  after(() => t.close());

  const upload = (body: string | Buffer, type = 'text/csv', url = `${PATH}?confirm=valid-only`, headers = admin) =>
    t.app.inject({ method: 'POST', url, payload: body, headers: { ...headers, 'content-type': type } });
  const count = async (where: string) =>
    Number((await t.handle.query<{ n: string }>(`SELECT count(*) AS n FROM market_transactions WHERE ${where}`))[0].n);

  test('the demo seed holds sales around the demo cases, priced per sq ft by the table', async () => {
    const [row] = await t.handle.query<{ n: string; pins: string; rate: string }>(
      `SELECT count(*) AS n, count(DISTINCT pincode) AS pins, percentile_cont(0.5) WITHIN GROUP (ORDER BY rate_sqft) AS rate
       FROM market_transactions WHERE property_type = 'RES_FLAT'`,
    );
    assert.ok(Number(row.n) > 1000, row.n);
    assert.ok(Number(row.pins) > 50);
    assert.ok(Number(row.rate) > 3000 && Number(row.rate) < 30_000, row.rate);
  });

  test('a CSV imports its good rows, reports the bad ones by line, and adds nothing the second time', async () => {
    const csv = [
      HEADER,
      '2026-03-14,Baner MT1,411045,18.559,73.786,RES_FLAT,"1,050",SQFT,"1,26,00,000"',
      '2026-03-15,Baner MT1,411045,,,COMMERCIAL_SHOP,30,SQM,9500000',
      '2026-02-30,Baner MT1,411045,,,RES_FLAT,900,SQFT,9000000',
      '2026-03-16,Baner MT1,41104,,,RES_FLAT,900,SQFT,9000000',
      '2026-03-16,Baner MT1,411045,95.2,,CASTLE,0,SQFT,',
      '2026-03-14,baner mt1,411045,18.559,73.786,Residential flat,1050,sq ft,12600000',
    ].join('\n');
    const first = await upload(csv);
    assert.equal(first.statusCode, 200, first.body);
    const r = first.json();
    assert.deepEqual([r.rows, r.added, r.existing], [6, 2, 0]);
    assert.deepEqual(
      r.errors.map((e: { line: number }) => e.line),
      [4, 5, 6, 7],
    );
    assert.match(r.errors[2].message, /Latitude/);
    assert.match(r.errors[2].message, /Property Type/);
    assert.match(r.errors[2].message, /Consideration Value is required/);
    assert.match(r.errors[3].message, /Repeats line 2/, 'the same sale written differently is one sale');
    const again = await upload(csv);
    assert.deepEqual([again.json().added, again.json().existing], [0, 2]);
    assert.match(again.json().message, /0 added, 2 already listed/);
    assert.equal(await count(`locality = 'Baner MT1'`), 2);
    const [shop] = await t.handle.query<{ rate_sqft: string }>(
      `SELECT rate_sqft FROM market_transactions WHERE locality = 'Baner MT1' AND area_unit = 'SQM'`,
    );
    assert.equal(Number(shop.rate_sqft), 29_419.32, 'a sale in sq m is priced per sq ft');
  });

  test('an .xlsx with dates as dates imports too, and parts of one CSV number their lines from first_line', async () => {
    const rows = [
      ['Registration Date', 'Locality', 'Pincode', 'Property Type', 'Area', 'Area Unit', 'Consideration Value'],
      [new Date('2026-01-05T00:00:00Z'), 'Hinjewadi MT2', '411057', 'RES_FLAT', 720, 'SQFT', 6_100_000],
      [new Date('2026-01-06T00:00:00Z'), 'Hinjewadi MT2', 'x', 'RES_FLAT', 720, 'SQFT', 6_100_000],
    ];
    const res = await upload(await xlsxOf(rows), XLSX_TYPE);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().added, 1);
    assert.equal(res.json().errors[0].line, 3);
    const part = await upload(
      `${HEADER}\n2026-01-07,Hinjewadi MT2,411057,,,RES_FLAT,700,SQFT,0`,
      'text/csv',
      `${PATH}?first_line=10002&confirm=valid-only`,
    );
    assert.equal(part.json().errors[0].line, 10_002);
  });

  test('the list filters by pincode and type, and exports as CSV', async () => {
    const list = await t.app.inject({ url: '/api/market-transactions?search=411045&property_type=RES_FLAT', headers: admin });
    assert.equal(list.statusCode, 200, list.body);
    assert.ok(
      list.json().data.every((r: { pincode: string; property_type: string }) => r.pincode === '411045' && r.property_type === 'RES_FLAT'),
    );
    const csv = await t.app.inject({ url: '/api/market-transactions/export.csv?search=Baner%20MT1', headers: admin });
    assert.equal(csv.statusCode, 200, csv.body);
    assert.match(csv.body, /Registration Date/);
    assert.match(csv.body, /Baner MT1/);
  });

  test('only external_page holders see or import transactions', async () => {
    assert.equal((await t.app.inject({ url: '/api/market-transactions', headers: employee })).statusCode, 403);
    assert.equal((await upload(`${HEADER}\n2026-01-07,X,411057,,,RES_FLAT,700,SQFT,1`, 'text/csv', PATH, employee)).statusCode, 403);
  });

  test('malformed uploads and records are refused with a 4xx, and change nothing', async () => {
    const before = await fingerprint(t, 'market_transactions');
    const row = '2026-03-14,Aundh MT3,411007,,,RES_FLAT,900,SQFT,9000000';
    const sheets = malformedSheets(PATH, HEADER, row, 20 * 1024 * 1024, 200_000);
    assert.ok(sheets.length >= 20);
    for (const c of sheets) await expectRefused(t, admin, { method: 'POST', url: PATH }, c);
    const valid = {
      registration_date: '2026-03-14',
      locality: 'Aundh MT3',
      pincode: '411007',
      property_type: 'RES_FLAT',
      area: 900,
      area_unit: 'SQFT',
      consideration: 9_000_000,
    };
    const bodies = malformedBodies(valid, {
      text: 'locality',
      format: 'pincode',
      option: 'property_type',
      date: 'registration_date',
      number: 'area',
    });
    assert.ok(bodies.length >= 20);
    for (const c of bodies) await expectRefused(t, admin, { method: 'POST', url: '/api/market-transactions' }, c);
    const [{ id }] = await t.handle.query<{ id: number }>('SELECT id FROM market_transactions ORDER BY id LIMIT 1');
    for (const c of [
      ...malformedBodies({ ...valid, version: 1 }, { text: 'locality', number: 'consideration' }),
      ...malformedIds('/api/market-transactions', 'PUT', { ...valid, version: 1 }),
    ])
      await expectRefused(t, admin, { method: 'PUT', url: `/api/market-transactions/${id}` }, c);
    assert.equal(await fingerprint(t, 'market_transactions'), before);
  });

  test('a sale added by hand that is already listed is refused as a duplicate', async () => {
    const [s] = await t.handle.query<Record<string, unknown>>(
      `SELECT registration_date::text, locality, pincode, property_type, area::float8 AS area, area_unit, consideration::float8 AS consideration FROM market_transactions WHERE locality = 'Baner MT1' ORDER BY id LIMIT 1`,
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/market-transactions', payload: s, headers: admin });
    assert.equal(res.statusCode, 409, res.body);
  });

  test('100,000 rows import in parts of 10,000, and the second import adds none', async () => {
    const types = ['RES_FLAT', 'OFFICE', 'COMMERCIAL_SHOP', 'PLOT'];
    const parts = Array.from({ length: 10 }, (_, p) => {
      const lines = [HEADER];
      for (let i = 0; i < 10_000; i++) {
        const n = p * 10_000 + i;
        const day = `2025-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`;
        lines.push(
          `${day},Bulk MT${n % 97},${560001 + (n % 90)},12.9${n % 10},77.6${n % 7},${types[n % 4]},${500 + (n % 900)},SQFT,${4_000_000 + n * 10}`,
        );
      }
      return { text: lines.join('\n'), first: 2 + p * 10_000 };
    });
    for (const p of parts) {
      const res = await upload(p.text, 'text/csv', `${PATH}?first_line=${p.first}&confirm=valid-only`);
      assert.equal(res.statusCode, 200, res.body.slice(0, 300));
      assert.equal(res.json().added, 10_000);
    }
    const again = await upload(parts[3].text);
    assert.deepEqual([again.json().added, again.json().existing], [0, 10_000]);
  });
});
