// A case's valuation reference (issue 15): the ready-reckoner rate and value from the master for
// the case's pincode (else its district / taluka) and type, in the case's area unit, and the AVM's
// second opinion with the case left out of its own comparables; rights and refused ids.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { CaseValuationReference } from 'mfe-cases/model';
import { caseBody, demoPlaces } from './cases-support';
import { bearer, login, makeTestApp, type TestApp } from './helpers';

const PIN = '791111';
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
/** 3,000 per sq ft, as the master writes it: per sq m. */
const RR_SQM = 3000 * 10.7639;

describe('case valuation reference', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let places: Awaited<ReturnType<typeof demoPlaces>>;

  before(async () => {
    t = await makeTestApp();
    admin = bearer(await login(t.app, 'admin@example.com'));
    places = await demoPlaces(t);
    // A pincode of its own (Itanagar, no demo data): five flat sales at 4,000-8,000 per sq ft.
    const sales = [4000, 5000, 6000, 7000, 8000]
      .map((rate, i) => `('${day(10 + i * 30)}', 'Itanagar Ref', '${PIN}', 'RES_FLAT', 1000, 'SQFT', ${rate * 1000})`)
      .join(', ');
    await t.handle.query(
      `INSERT INTO market_transactions (registration_date, locality, pincode, property_type, area, area_unit, consideration) VALUES ${sales}`,
    );
    await t.handle.query(
      `INSERT INTO ready_reckoner_rates (state, district, taluka, zone, year, pincodes, rate_residential, rate_open_land, local_name)
       VALUES ('Arunachal Pradesh', 'Papum Pare', 'Itanagar', 'REF-1', 2026, '["${PIN}"]', ${RR_SQM}, 20000, 'Circle rate'),
              ('Arunachal Pradesh', 'Papum Pare', 'Doimukh', 'REF-2', 2026, '["791112"]', ${RR_SQM * 2}, 10000, 'Circle rate')`,
    );
  });
  after(() => t.close());

  async function newCase(extra: Record<string, unknown>, areas: string): Promise<number> {
    const body = caseBody(places, { pincode: PIN, city: 'Itanagar', district: 'Papum Pare', state: 'Arunachal Pradesh', ...extra });
    const res = await t.app.inject({ method: 'POST', url: '/api/cases', headers: admin, payload: body });
    assert.equal(res.statusCode, 201, res.body);
    const id: number = res.json().data.id;
    await t.handle.query(`UPDATE cases SET ${areas} WHERE id = $1`, [id]);
    return id;
  }
  const reference = async (id: number | string, headers = admin) => t.app.inject({ url: `/api/cases/${id}/valuation-reference`, headers });

  test('a flat: the master rate per sq ft times the carpet area, and the AVM range from the five sales', async () => {
    const id = await newCase({}, `area_unit = 'SQFT', carpet_area = 1000, built_up_area = 1200`);
    const res = await reference(id);
    assert.equal(res.statusCode, 200, res.body);
    const r: CaseValuationReference = res.json().data;
    assert.deepEqual(r.area, { field: 'carpet_area', value: 1000 });
    assert.equal(r.ready_reckoner?.rate, 3000);
    assert.equal(r.ready_reckoner?.value, 3_000_000);
    assert.equal(r.ready_reckoner?.master_per, 'sq m');
    assert.equal(r.ready_reckoner?.local_name, 'Circle rate');
    assert.equal(r.avm.count, 5);
    assert.deepEqual([r.avm.rate_low, r.avm.rate, r.avm.rate_high], [5000, 6000, 7000]);
    assert.deepEqual([r.avm.low, r.avm.estimate, r.avm.high], [5_000_000, 6_000_000, 7_000_000]);
    assert.equal(r.avm.floored, false);
    assert.equal(r.avm_query.pincode, PIN);
    assert.equal(r.avm_query.area, '1000');
  });

  test('in sq m the rates are per sq m; a released twin case counts, the case itself never', async () => {
    const id = await newCase({}, `area_unit = 'SQM', carpet_area = 92.9`);
    await newCase({}, `area_unit = 'SQFT', carpet_area = 1000, rate_adopted = 6000, released_at = now(), status = 'RELEASED'`);
    const r: CaseValuationReference = (await reference(id)).json().data;
    assert.equal(r.ready_reckoner?.rate, Math.round(RR_SQM));
    assert.equal(r.ready_reckoner?.value, Math.round(Math.round(RR_SQM) * 92.9));
    assert.equal(r.avm.count, 6, 'five sales and the released case');
    assert.equal(r.avm.rate, Math.round(6000 * 10.7639));
    // 92.9 sq m at that rate, stated to the nearest thousand rupees (the rate from the exact figure).
    assert.equal(r.avm.estimate, Math.round((6000 * 10.7639 * 92.9) / 1000) * 1000);
    await t.handle.query(`UPDATE cases SET rate_adopted = 6000, released_at = now() WHERE id = $1`, [id]);
    const self: CaseValuationReference = (await reference(id)).json().data;
    assert.equal(self.avm.count, 6, 'the case is not its own comparable');
  });

  test('a plot uses its land area and the open-land rate; a pincode not listed falls back to the district and taluka', async () => {
    const id = await newCase(
      { property_type: 'PLOT', pincode: '791113', city: 'Doimukh' },
      `area_unit = 'SQM', land_area_considered = 250, carpet_area = 90, taluka = 'Doimukh'`,
    );
    const r: CaseValuationReference = (await reference(id)).json().data;
    assert.deepEqual(r.area, { field: 'land_area_considered', value: 250 });
    assert.equal(r.ready_reckoner?.master_rate, 10000, 'the Doimukh zone of the district');
    assert.equal(r.ready_reckoner?.value, 2_500_000);
    assert.equal(r.avm.count, 0);
    assert.equal(r.avm.estimate, 2_500_000, 'with no comparables the AVM is the ready-reckoner floor');
  });

  test('no area yet: rates, but no values', async () => {
    const id = await newCase({}, `area_unit = 'SQFT'`);
    const r: CaseValuationReference = (await reference(id)).json().data;
    assert.equal(r.area, null);
    assert.equal(r.ready_reckoner?.rate, 3000);
    assert.equal(r.ready_reckoner?.value, null);
    assert.equal(r.avm.estimate, null);
    assert.equal(r.avm.rate, 6000);
  });

  test('rights and ids: 403 without the workbench right, 404 for no case, 400 for a malformed id', async () => {
    const hr = bearer(await login(t.app, 'hr@example.com'));
    const [{ id }] = await t.handle.query<{ id: number }>(`SELECT id FROM cases ORDER BY id LIMIT 1`);
    assert.equal((await reference(id, hr)).statusCode, 403);
    assert.equal((await t.app.inject({ url: `/api/cases/${id}/valuation-reference` })).statusCode, 401);
    assert.equal((await reference(999_999_999)).statusCode, 404);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) assert.equal((await reference(bad)).statusCode, 400, bad);
  });
});
