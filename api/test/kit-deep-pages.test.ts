// Deep pages of the market sales in either direction, by number and by cursor (kit/seek.ts), are
// the pages of the whole order.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let h: Record<string, string>;
before(async () => {
  t = await makeTestApp();
  h = bearer(await login(t.app, 'admin@example.com'));
});
after(() => t.close());

test('deep pages of the market sales, newest or oldest first, are the pages of the whole order', async () => {
  await t.handle.exec(`INSERT INTO market_transactions (registration_date, locality, pincode, property_type, area, consideration)
    SELECT current_date - (i % 300), 'Daycount ' || (i % 7), '400076', 'RES_FLAT', 500 + i, 5000000 + i FROM generate_series(1, 4000) i`);
  const total = (await t.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM market_transactions'))[0].n;
  assert.ok(total > 3000, `${total} sales`);
  for (const order of ['desc', 'asc'] as const) {
    const dir = order.toUpperCase();
    const all = await t.handle.query<{ id: number }>(`SELECT id FROM market_transactions ORDER BY registration_date ${dir}, id ${dir}`);
    const last = Math.ceil(total / 100);
    for (const page of [1, 11, 12, Math.floor(last / 2), last - 1, last]) {
      const res = await t.app.inject({
        url: `/api/market-transactions?page=${page}&pageSize=100&sort=registration_date&order=${order}`,
        headers: h,
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(
        res.json().data.map((r: { id: number }) => r.id),
        all.slice((page - 1) * 100, page * 100).map((r) => r.id),
        `${order} page ${page}`,
      );
    }
    // The last page, and the two before it by their cursors.
    const url = `/api/market-transactions?pageSize=100&sort=registration_date&order=${order}`;
    let res = await t.app.inject({ url: `${url}&cursor=last`, headers: h });
    for (const page of [last, last - 1, last - 2]) {
      const body = res.json();
      assert.equal(body.page, page);
      assert.deepEqual(
        body.data.map((r: { id: number }) => r.id),
        all.slice((page - 1) * 100, page * 100).map((r) => r.id),
        `${order} page ${page} by cursor`,
      );
      res = await t.app.inject({ url: `${url}&page=${page - 1}&cursor=${body.prev}`, headers: h });
    }
  }
});
