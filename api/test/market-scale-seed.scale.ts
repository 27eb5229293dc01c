// Market data at scale (issue 15): `npm run seed -- --cases N` adds about one registered sale per
// case and a ready-reckoner zone for each pincode of the cases no zone lists, set-based, through
// the tables' own constraints; a second run replaces its rows; the lists page through them. The
// cases past the site visit are valued by the same market model as the sales, so the AVM's
// backtest on them measures the AVM.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { AvmBacktest } from 'mfe-realestate/model';
import { seedCases } from '../src/seed/cases/index';
import { marketRate } from '../src/modules/market-data/market-rate';
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

  test('cases past the site visit are valued at the market rate of their place, type and day; FMV = rate x area', async () => {
    const valued = `c.status IN ('WIP', 'STAGE_REVIEW', 'REWORK', 'RELEASED', 'DISPATCHED', 'CLOSED')`;
    const [n] = await t.handle.query<{ valued: number; released: number; unvalued: number }>(`
      SELECT count(*) FILTER (WHERE ${valued})::int AS valued, count(*) FILTER (WHERE c.released_at IS NOT NULL)::int AS released,
             count(*) FILTER (WHERE NOT ${valued} AND (c.rate_adopted IS NOT NULL OR c.fair_market_value IS NOT NULL))::int AS unvalued
      FROM cases c`);
    assert.ok(n.released > CASES / 2 && n.valued >= n.released, JSON.stringify(n));
    assert.equal(n.unvalued, 0, 'a case not yet past the site visit has no valuation');
    // The land types on their land area, the others on the carpet (consideredArea); the values from the FMV.
    const [bad] = await t.handle.query<{ n: number }>(`
      SELECT count(*)::int AS n FROM cases c
      CROSS JOIN LATERAL (SELECT CASE WHEN c.property_type IN ('PLOT', 'AGRI_LAND') THEN c.land_area_considered ELSE c.carpet_area END AS area) a
      WHERE ${valued} AND NOT (c.rate_adopted > 0 AND a.area > 0 AND c.area_unit IS NOT NULL
        AND c.fair_market_value = round(c.rate_adopted * a.area / 1000) * 1000
        AND c.realisable_value = round(c.fair_market_value * c.realisable_pct / 100)
        AND c.distress_value = round(c.fair_market_value * c.distress_pct / 100) AND c.realisable_pct > c.distress_pct)`);
    assert.equal(bad.n, 0, 'every valued case has a rate, an area, FMV = rate x area and the bank-derived values');
    // The rate adopted is the sales' market rate on the day the case was valued, within the valuer's +-4% (and rounding to 10).
    const rate = marketRate({
      city: sql`c.city`,
      pincode: sql`c.pincode`,
      type: sql`c.property_type`,
      unit: sql`c.area_unit`,
      day: sql`biz_day(coalesce(c.released_at, c.received_at))`,
    });
    const res = (await t.db.execute(sql`
      SELECT min(c.rate_adopted / ${rate})::float8 AS lo, max(c.rate_adopted / ${rate})::float8 AS hi FROM cases c
      WHERE c.rate_adopted > 0`)) as unknown as { rows: { lo: number; hi: number }[] };
    const [{ lo, hi }] = res.rows;
    assert.ok(lo >= 0.955 && hi <= 1.045 && hi - lo > 0.05, `rate adopted / market rate from ${lo} to ${hi}`);
  });

  test('the AVM backtest on the generated cases answers a median error the noise explains', async () => {
    const res = await t.app.inject({ url: '/api/avm/backtest?limit=200', headers: admin });
    assert.equal(res.statusCode, 200, res.body);
    const b: AvmBacktest = res.json().data;
    assert.equal(b.cases, 200);
    assert.equal(b.estimated, 200, 'every pincode has sales of most types, and a ready-reckoner zone otherwise');
    // The cases are the market rate +-4% and the sales +-12% around it, drifting 6% a year: 5.0% median error and 90%
    // within 10% seen (the demo's formula unrelated to the market gave 33%); bound 10% and 70%, twice and well past the noise.
    assert.ok(b.mdape !== null && b.mdape < 10, JSON.stringify(b));
    assert.ok(b.within_10 !== null && b.within_10 >= 70, JSON.stringify(b));
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
