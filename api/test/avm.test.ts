// The AVM (issue 15): comparables from released cases and market sales near the subject, the
// estimate of the model's one function with the ready-reckoner floor, rights, refused queries,
// and the backtest (each case valued without itself, as of its release).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { estimateValue, type AvmResult } from 'mfe-realestate/model';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { expectRefused, type Malformed } from './kit-support';

const PIN = '799001';
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

describe('automated valuation', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let employee: Record<string, string>;
  before(async () => {
    t = await makeTestApp();
    admin = bearer(await login(t.app, 'admin@example.com'));
    employee = bearer(await login(t.app, 'employee@example.com', '/api/employeelogin'));
    // A pincode of its own (Agartala, no demo data): five flats at 4,000-8,000 per sq ft, one too old, one office.
    const sales = [
      [4000, 10],
      [5000, 40],
      [6000, 70],
      [7000, 100],
      [8000, 130],
      [20000, 1200],
    ]
      .map(([rate, ago]) => `('${day(ago)}', 'Agartala AVM', '${PIN}', 23.8315, 91.2868, 'RES_FLAT', 1000, 'SQFT', ${rate * 1000})`)
      .join(', ');
    await t.handle.query(
      `INSERT INTO market_transactions (registration_date, locality, pincode, latitude, longitude, property_type, area, area_unit, consideration)
       VALUES ${sales}, ('${day(5)}', 'Agartala AVM', '${PIN}', NULL, NULL, 'OFFICE', 500, 'SQFT', 9000000)`,
    );
  });
  after(() => t.close());

  const estimate = async (q: string, headers = admin) => t.app.inject({ url: `/api/avm/estimate?${q}`, headers });

  test('five hand-made sales: count, median, quartiles and range as the model computes them', async () => {
    const res = await estimate(`property_type=RES_FLAT&pincode=${PIN}&area=1000&area_unit=SQFT`);
    assert.equal(res.statusCode, 200, res.body);
    const r: AvmResult = res.json().data;
    assert.equal(r.estimate.count, 5, 'the sale of 3 years ago and the office are not comparables');
    assert.deepEqual([r.estimate.q1, r.estimate.median, r.estimate.q3], [5000, 6000, 7000]);
    assert.deepEqual([r.estimate.estimate, r.estimate.low, r.estimate.high], [6_000_000, 5_000_000, 7_000_000]);
    assert.equal(r.ready_reckoner, null);
    const same = estimateValue(r.comparables, { area: 1000, unit: 'SQFT', rrRateSqft: null, today: r.as_of });
    assert.deepEqual(r.estimate, same, 'the API answers what the model function computes');
    assert.ok(r.comparables.every((c) => c.source === 'MARKET' && c.label === 'Agartala AVM'));
  });

  test('by coordinates alone the same sales are found, with their distance', async () => {
    const res = await estimate('property_type=RES_FLAT&latitude=23.835&longitude=91.29&area=92.9&area_unit=SQM');
    assert.equal(res.statusCode, 200, res.body);
    const r: AvmResult = res.json().data;
    assert.equal(r.estimate.count, 5);
    assert.ok(r.comparables.every((c) => c.distance_km !== null && c.distance_km < 1));
    assert.ok(Math.abs((r.estimate.estimate ?? 0) - 6000 * 92.9 * 10.7639) < 2);
  });

  test('the ready-reckoner value is the floor', async () => {
    await t.handle.query(
      `INSERT INTO ready_reckoner_rates (state, district, zone, year, pincodes, rate_residential, local_name)
       VALUES ('Tripura', 'West Tripura', 'AVM-1', 2026, '["${PIN}"]', 75000, 'Ready Reckoner')`,
    );
    const r: AvmResult = (await estimate(`property_type=RES_FLAT&pincode=${PIN}&area=1000&area_unit=SQFT`)).json().data;
    assert.equal(r.ready_reckoner?.rate, 75_000);
    assert.equal(r.estimate.rr_value, Math.round((75_000 / 10.7639) * 1000));
    assert.equal(r.estimate.estimate, r.estimate.rr_value);
    assert.equal(r.estimate.market_value, 6_000_000);
    assert.equal(r.estimate.floored, true);
  });

  test('a demo pincode is valued from released cases and market sales', async () => {
    const [{ pincode }] = await t.handle.query<{ pincode: string }>(
      `SELECT pincode FROM cases WHERE released_at IS NOT NULL AND rate_adopted > 0 AND property_type = 'RES_FLAT' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    const r: AvmResult = (await estimate(`property_type=RES_FLAT&pincode=${pincode}&area=850&area_unit=SQFT&age_years=8`)).json().data;
    assert.ok(r.comparables.some((c) => c.source === 'CASE'));
    assert.ok(r.comparables.some((c) => c.source === 'MARKET'));
    assert.ok(r.estimate.confidence > 0 && r.estimate.confidence <= 100);
    assert.ok(r.ready_reckoner, 'the demo seed has a zone for the pincode');
  });

  test('the backtest values released cases without themselves and reports the error', async () => {
    const res = await t.app.inject({ url: '/api/avm/backtest?limit=40', headers: admin });
    assert.equal(res.statusCode, 200, res.body);
    const b = res.json().data;
    assert.equal(b.cases, 40);
    assert.ok(b.estimated > 0 && b.estimated <= 40);
    assert.ok(b.mdape >= 0 && b.within_10 >= 0 && b.within_10 <= 100);
    // The demo's cases are valued by the market model its sales follow (market-rate.ts): 6.9% seen (33% when their
    // rate was a formula of the case id); bound 15%.
    assert.ok(b.mdape < 15, JSON.stringify(b));
  });

  test('only avm_page holders value a property', async () => {
    assert.equal((await estimate(`property_type=RES_FLAT&pincode=${PIN}&area=1000&area_unit=SQFT`, employee)).statusCode, 403);
    assert.equal((await t.app.inject({ url: '/api/avm/backtest', headers: employee })).statusCode, 403);
  });

  test('malformed queries are refused with a 4xx and a message', async () => {
    const ok = `property_type=RES_FLAT&pincode=${PIN}&area=1000&area_unit=SQFT`;
    const bad = [
      '',
      'property_type=RES_FLAT&area=1000&area_unit=SQFT',
      `property_type=CASTLE&pincode=${PIN}&area=1000&area_unit=SQFT`,
      `property_type=RES_FLAT&pincode=79900&area=1000&area_unit=SQFT`,
      `property_type=RES_FLAT&pincode=${PIN};DROP TABLE cases&area=1000&area_unit=SQFT`,
      `property_type=RES_FLAT&pincode=${PIN}&area=0&area_unit=SQFT`,
      `property_type=RES_FLAT&pincode=${PIN}&area=-5&area_unit=SQFT`,
      `property_type=RES_FLAT&pincode=${PIN}&area=abc&area_unit=SQFT`,
      `property_type=RES_FLAT&pincode=${PIN}&area=1e309&area_unit=SQFT`,
      `property_type=RES_FLAT&pincode=${PIN}&area=1000&area_unit=YARD`,
      `property_type=RES_FLAT&pincode=${PIN}&area=1000`,
      'property_type=RES_FLAT&latitude=23.8&area=1000&area_unit=SQFT',
      'property_type=RES_FLAT&latitude=95&longitude=91&area=1000&area_unit=SQFT',
      'property_type=RES_FLAT&latitude=23&longitude=191&area=1000&area_unit=SQFT',
      'property_type=RES_FLAT&latitude=abc&longitude=91&area=1000&area_unit=SQFT',
      `${ok}&age_years=-1`,
      `${ok}&age_years=2.5`,
      `${ok}&age_years=500`,
      'property_type=RES_FLAT&latitude=23.8&longitude=&area=1000&area_unit=SQFT',
      `property_type=RES_FLAT&pincode=${PIN}&area=%00&area_unit=SQFT`,
      `${ok}&pincode=<script>`,
      'property_type[]=RES_FLAT&pincode=799001&area=1000&area_unit=SQFT',
    ];
    const cases: Malformed[] = [
      ...bad.map((q) => ({ name: q.slice(0, 60), url: `/api/avm/estimate?${q}`, status: 400 })),
      { name: 'backtest limit 0', url: '/api/avm/backtest?limit=0', status: 400 },
      { name: 'backtest limit 5000', url: '/api/avm/backtest?limit=5000', status: 400 },
    ];
    assert.ok(cases.length >= 20);
    for (const c of cases) await expectRefused(t, admin, { method: 'GET', url: c.url! }, c);
  });
});
