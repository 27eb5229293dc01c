// Market data at scale (issue 15): `npm run seed -- --cases N` adds about one registered sale per
// case and a ready-reckoner zone for each pincode of the cases no zone lists, set-based, through
// the tables' own constraints; a second run replaces its rows; the lists page through them.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { seedCases } from '../src/seed/cases/index';
import { SCALE_ID_BASE, seedMarketAtScale } from '../src/modules/market-data/scale-seed';
import { bearer, login, makeTestApp, type TestApp } from './helpers';

const CASES = 3000;

describe('market data at scale', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let first: { transactions: number; zones: number };
  before(async () => {
    t = await makeTestApp();
    await t.handle
      .query(`INSERT INTO market_transactions (registration_date, locality, pincode, property_type, area, area_unit, consideration)
      VALUES (current_date, 'Imported Before', '411001', 'RES_FLAT', 900, 'SQFT', 9000000)`);
    await seedCases(t.db, { cases: CASES, replace: true });
    first = await seedMarketAtScale(t.db);
    admin = bearer(await login(t.app, 'admin@example.com'));
  });
  after(() => t.close());

  test('about one sale per case, each of a case: its pincode and type, registered in the two years, priced sanely', async () => {
    assert.ok(first.transactions >= CASES * 0.95 && first.transactions <= CASES, `${first.transactions} sales for ${CASES} cases`);
    const [bad] = await t.handle.query<{ n: number }>(`
      SELECT count(*)::int AS n FROM market_transactions m JOIN cases c ON c.id = m.id - ${SCALE_ID_BASE}
      WHERE m.pincode <> c.pincode OR m.property_type <> c.property_type
         OR m.registration_date < biz_day(now()) - 730 OR m.registration_date > biz_day(now())
         OR m.rate_sqft NOT BETWEEN 50 AND 100000`);
    assert.equal(bad.n, 0, 'every generated sale matches its case and is in range');
    const [spread] = await t.handle.query<{ pincodes: number; located: number; types: number }>(`
      SELECT count(DISTINCT pincode)::int AS pincodes, (100 * avg((latitude IS NOT NULL)::int))::int AS located,
             count(DISTINCT property_type)::int AS types
      FROM market_transactions WHERE id >= ${SCALE_ID_BASE}`);
    assert.ok(spread.pincodes > 20 && spread.types >= 5, JSON.stringify(spread));
    assert.ok(spread.located > 55 && spread.located < 85, `${spread.located}% with coordinates`);
  });

  test('every pincode of the cases has a ready-reckoner zone this year', async () => {
    const [missing] = await t.handle.query<{ n: number }>(`
      SELECT count(DISTINCT c.pincode)::int AS n FROM cases c
      WHERE NOT EXISTS (SELECT 1 FROM ready_reckoner_rates r WHERE r.year = extract(year FROM biz_day(now()))::int
                        AND r.pincodes @> jsonb_build_array(c.pincode))`);
    assert.equal(missing.n, 0);
  });

  test('a second run replaces its own rows and leaves imported ones', async () => {
    const again = await seedMarketAtScale(t.db);
    assert.deepEqual(again, first);
    const [imported] = await t.handle.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM market_transactions WHERE locality = 'Imported Before'`,
    );
    assert.equal(imported.n, 1);
  });

  test('the lists page through the generated rows', async () => {
    const page = async (url: string) => {
      const res = await t.app.inject({ url, headers: admin });
      assert.equal(res.statusCode, 200, res.body);
      return res.json() as { data: { id: number; pincode: string }[]; total: number };
    };
    const p1 = await page('/api/market-transactions?page=1&pageSize=100');
    assert.ok(p1.total >= first.transactions, `${p1.total} listed`);
    const last = Math.ceil(p1.total / 100);
    const pl = await page(`/api/market-transactions?page=${last}&pageSize=100`);
    assert.ok(pl.data.length > 0 && pl.data.length <= 100);
    assert.ok(!pl.data.some((r) => p1.data.some((q) => q.id === r.id)), 'the last page is other rows');
    const pin = p1.data[0].pincode;
    const byPin = await page(`/api/market-transactions?search=${pin}&page=1&pageSize=10`);
    assert.ok(byPin.data.length > 0 && byPin.data.every((r) => r.pincode === pin), 'searched by pincode');
    const rr = await page('/api/ready-reckoner?page=1&pageSize=100');
    assert.ok(rr.total >= first.zones);
  });
});
