// Real-estate intelligence, first part: policy links, portals per state, brokers and rate quotes,
// all plain resources registered from their descriptions in mfe-realestate/src/model.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, login, makeTestApp, type TestApp } from './helpers';

describe('real-estate links and brokers', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let employee: Record<string, string>;
  before(async () => {
    t = await makeTestApp();
    admin = bearer(await login(t.app, 'admin@example.com'));
    employee = bearer(await login(t.app, 'employee@example.com', '/api/employeelogin'));
  });
  after(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
    t.app.inject({ method, url, payload, headers });

  test('the demo seed lists policy links, searchable by authority', async () => {
    const res = await call('GET', '/api/policy-links?search=MCGM');
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(
      res.json().data.map((r: { title: string }) => r.title),
      ['DCPR 2034 for Greater Mumbai'],
    );
  });

  test('a link must be http(s): javascript: and data: addresses are refused with the message', async () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://example.com/x', 'https://exa mple.com']) {
      const res = await call('POST', '/api/policy-links', { title: 'Bad', state: 'Maharashtra', authority: 'X', url });
      assert.equal(res.statusCode, 400, url);
      assert.match(res.body, /URL must start with http:\/\/ or https:\/\//);
    }
    const ok = await call('POST', '/api/real-estate-links', {
      state: 'Kerala',
      kind: 'RERA',
      title: 'K-RERA',
      url: 'https://rera.kerala.gov.in/',
    });
    assert.equal(ok.statusCode, 201, ok.body);
    assert.equal(ok.json().data.kind, 'RERA');
  });

  test('a quote names a broker, and its maximum is never below its minimum', async () => {
    const lookup = await call('GET', '/api/lookups/brokers?search=Kulk');
    assert.equal(lookup.statusCode, 200);
    const [broker] = lookup.json().data as { id: number; name: string }[];
    assert.equal(broker.name, 'Sandeep Kulkarni');
    const base = {
      broker_id: broker.id,
      quoted_on: '2026-11-02',
      locality: 'Baner',
      pincode: '411045',
      property_type: 'RES_FLAT',
      unit: 'SQFT',
    };
    const bad = await call('POST', '/api/broker-quotes', { ...base, rate_min: 12_000, rate_max: 11_000 });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.body, /Rate Max must not be below Rate Min/);
    const good = await call('POST', '/api/broker-quotes', { ...base, rate_min: 11_000, rate_max: 12_500 });
    assert.equal(good.statusCode, 201, good.body);
    const list = await call('GET', '/api/broker-quotes?search=411045');
    const row = list.json().data.find((r: { id: number }) => r.id === good.json().data.id);
    assert.equal(row.broker_name, 'Sandeep Kulkarni', 'the list names the broker from the description');
    assert.equal(Number(row.rate_max), 12_500);
  });

  test('only broker_page holders see brokers and their lookup', async () => {
    assert.equal((await call('GET', '/api/brokers', undefined, employee)).statusCode, 403);
    assert.equal((await call('GET', '/api/lookups/brokers', undefined, employee)).statusCode, 403);
    assert.equal((await t.app.inject({ url: '/api/policy-links' })).statusCode, 401);
  });
});
