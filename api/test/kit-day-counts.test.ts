// Rows per day kept for a `keptDays` sort (0105): the counts follow inserts, date changes, deletes and
// a truncate, for date and timestamp columns; deep pages of the market sales in either direction,
// started at the day that holds them, are the pages of the whole order.
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

/** Kept counts that differ from a count of the table (none when the triggers kept up). */
async function drift(table: string, dayOf: string) {
  return t.handle.query(`
    WITH kept AS (SELECT day, n FROM kit_day_counts WHERE table_name = '${table}' AND n <> 0),
         real AS (SELECT ${dayOf} AS day, count(*) AS n FROM ${table} GROUP BY 1)
    (SELECT 'kept' AS side, * FROM kept EXCEPT SELECT 'kept', * FROM real)
    UNION ALL (SELECT 'real', * FROM real EXCEPT SELECT 'real', * FROM kept) LIMIT 5`);
}

test('the market sales are counted per day from start-up, through inserts, date changes and deletes', async () => {
  await t.handle.exec(`INSERT INTO market_transactions (registration_date, locality, pincode, property_type, area, consideration)
    SELECT current_date - (i % 300), 'Daycount ' || (i % 7), '400076', 'RES_FLAT', 500 + i, 5000000 + i FROM generate_series(1, 4000) i`);
  await t.handle.exec(`UPDATE market_transactions SET registration_date = registration_date - 400 WHERE locality = 'Daycount 3'`);
  await t.handle.exec(`DELETE FROM market_transactions WHERE locality = 'Daycount 5'`);
  assert.deepEqual(await drift('market_transactions', 'registration_date'), []);
});

test('deep pages of the market sales, newest or oldest first, are the pages of the whole order', async () => {
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
  }
});

test('a timestamp column counts by its UTC day; a truncate empties the counts, a recount follows a load made without triggers; a nullable column is refused', async () => {
  await t.handle.exec(`CREATE TABLE day_probe (id serial PRIMARY KEY, at timestamptz NOT NULL, maybe date);
    SELECT kit_track_days('day_probe', 'at');
    INSERT INTO day_probe (at) SELECT timestamptz '2026-03-01 20:00+05:30' + i * interval '7 hours' FROM generate_series(1, 200) i;
    UPDATE day_probe SET at = at + interval '3 days' WHERE id % 4 = 0;
    DELETE FROM day_probe WHERE id % 9 = 0;`);
  assert.deepEqual(await drift('day_probe', `(at AT TIME ZONE 'UTC')::date`), []);
  await t.handle.exec('TRUNCATE day_probe');
  assert.deepEqual(await t.handle.query(`SELECT * FROM kit_day_counts WHERE table_name = 'day_probe'`), []);
  await t.handle.exec(`ALTER TABLE day_probe DISABLE TRIGGER USER;
    INSERT INTO day_probe (at) SELECT timestamptz '2026-05-01 23:30Z' + i * interval '5 hours' FROM generate_series(1, 50) i;
    ALTER TABLE day_probe ENABLE TRIGGER USER; SELECT kit_days_recount('day_probe');`);
  assert.deepEqual(await drift('day_probe', `(at AT TIME ZONE 'UTC')::date`), [], 'a recount after a load without triggers');
  await assert.rejects(t.handle.exec(`SELECT kit_track_days('day_probe', 'maybe')`), /not a NOT NULL date or timestamp column/);
});
