// Research graphs (issue 15): per month, cases / broker quotes / market sales per sq ft for a
// pincode or locality and type, the ready-reckoner rate as reference; rights; refused queries.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ResearchResult } from 'mfe-realestate/model';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { expectRefused, type Malformed } from './kit-support';

const PIN = '799201';
const month = (monthsAgo: number) => {
  const d = new Date();
  d.setUTCDate(10);
  d.setUTCMonth(d.getUTCMonth() - monthsAgo);
  return d.toISOString().slice(0, 10);
};

describe('research graphs', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let employee: Record<string, string>;
  before(async () => {
    t = await makeTestApp();
    admin = bearer(await login(t.app, 'admin@example.com'));
    employee = bearer(await login(t.app, 'employee@example.com', '/api/employeelogin'));
    // Three sales this month (median 6,000), one in sq m two months ago; a quote; a zone per year.
    await t.handle.query(`
      INSERT INTO market_transactions (registration_date, locality, pincode, property_type, area, area_unit, consideration) VALUES
        ('${month(0)}', 'Research Nagar', '${PIN}', 'RES_FLAT', 1000, 'SQFT', 5000000),
        ('${month(0)}', 'Research Nagar', '${PIN}', 'RES_FLAT', 1000, 'SQFT', 6000000),
        ('${month(0)}', 'Research Nagar', '${PIN}', 'RES_FLAT', 1000, 'SQFT', 9000000),
        ('${month(2)}', 'Research Nagar', '${PIN}', 'RES_FLAT', 100, 'SQM', 5381950)`);
    const [b] = await t.handle.query<{ id: number }>('SELECT id FROM brokers ORDER BY id LIMIT 1');
    await t.handle.query(`
      INSERT INTO broker_quotes (broker_id, quoted_on, locality, pincode, property_type, unit, rate_min, rate_max)
      VALUES (${b.id}, '${month(0)}', 'Research Nagar', '${PIN}', 'RES_FLAT', 'SQFT', 5500, 6500)`);
    const year = new Date().getUTCFullYear();
    await t.handle.query(`
      INSERT INTO ready_reckoner_rates (state, district, zone, year, pincodes, rate_residential, local_name) VALUES
        ('Tripura', 'West Tripura', 'RS-1', ${year}, '["${PIN}"]', 53819.5, 'Ready Reckoner'),
        ('Tripura', 'West Tripura', 'RS-1', ${year - 1}, '["${PIN}"]', 43055.6, 'Ready Reckoner')`);
  });
  after(() => t.close());

  const get = (q: string, headers = admin) => t.app.inject({ url: `/api/research/rates?${q}`, headers });

  test('a pincode: each source per month, and the ready-reckoner rate of the month’s year', async () => {
    const res = await get(`property_type=RES_FLAT&pincode=${PIN}&months=12`);
    assert.equal(res.statusCode, 200, res.body);
    const { months }: ResearchResult = res.json().data;
    assert.equal(months.length, 12);
    const now = months.at(-1)!;
    assert.equal(now.month, month(0).slice(0, 7));
    assert.deepEqual([now.market, now.market_n, now.brokers, now.brokers_n], [6000, 3, 6000, 1]);
    assert.equal(now.ready_reckoner, 5000);
    assert.equal(months.at(-3)!.market, 5000, 'a sale in sq m is priced per sq ft');
    const january = months.find((m) => m.month.endsWith('-01') && m.month < now.month.slice(0, 4));
    if (january) assert.equal(january.ready_reckoner, 4000, 'last year’s months take last year’s rate');
  });

  test('a locality gives the same sales and quotes', async () => {
    const { months }: ResearchResult = (await get('property_type=RES_FLAT&locality=research nagar&months=12')).json().data;
    assert.deepEqual([months.at(-1)!.market, months.at(-1)!.brokers, months.at(-1)!.ready_reckoner], [6000, 6000, 5000]);
  });

  test('a demo pincode shows released cases beside sales', async () => {
    const [{ pincode }] = await t.handle.query<{ pincode: string }>(
      `SELECT pincode FROM cases WHERE released_at > now() - interval '24 months' AND rate_adopted > 0 AND property_type = 'RES_FLAT' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    const { months }: ResearchResult = (await get(`property_type=RES_FLAT&pincode=${pincode}`)).json().data;
    assert.equal(months.length, 24);
    assert.ok(months.some((m) => m.cases_n > 0));
    assert.ok(months.some((m) => m.market_n > 0));
  });

  test('rights and refused queries', async () => {
    assert.equal((await get(`property_type=RES_FLAT&pincode=${PIN}`, employee)).statusCode, 403);
    const bad = [
      '',
      `pincode=${PIN}`,
      'property_type=RES_FLAT',
      `property_type=CASTLE&pincode=${PIN}`,
      'property_type=RES_FLAT&pincode=12345',
      'property_type=RES_FLAT&pincode=<b>',
      `property_type=RES_FLAT&pincode=${PIN}&months=7`,
      `property_type=RES_FLAT&pincode=${PIN}&months=-1`,
      `property_type=RES_FLAT&pincode=${PIN}&months=abc`,
      'property_type=RES_FLAT&locality=x',
      `property_type=RES_FLAT&locality=${'y'.repeat(200)}`,
      `property_type=RES_FLAT&locality=a%00b`,
    ];
    const cases: Malformed[] = bad.map((q) => ({ name: q.slice(0, 50), url: `/api/research/rates?${q}`, status: 400 }));
    for (const c of cases) await expectRefused(t, admin, { method: 'GET', url: c.url! }, c);
  });
});
