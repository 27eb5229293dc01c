// The embedded database's stand-in for autovacuum's analyze: a table changed past the threshold is
// analysed by the server within its interval; a table changed a little is left alone. The tests of
// it run on PGlite (`embedded: true`): on PostgreSQL nothing is installed, and only autovacuum's own
// schedule would analyse the table.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { installAutoAnalyze, staleTables } from '../src/db/auto-analyze';
import { makeTestApp } from './helpers';

const modsOf = async (t: Awaited<ReturnType<typeof makeTestApp>>, table: string) =>
  Number(
    (await t.handle.query<{ n: number }>(`SELECT n_mod_since_analyze AS n FROM pg_stat_user_tables WHERE relname = $1`, [table]))[0].n,
  );

/** Counters reach pg_stat_user_tables once a second at most: wait until `check` holds. */
async function eventually(check: () => Promise<boolean>, what: string, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

// No demo data (a 300 MB PGlite dump to load): each test writes the rows it judges.
test('a bulk insert is analysed by the embedded server within its interval; a small change is not', async () => {
  const t = await makeTestApp({ embedded: true, seed: false });
  const app = Fastify();
  try {
    await t.handle.exec(
      `INSERT INTO company_branches (code, branch_name, state, state_code) VALUES ('AA', 'Analysed Branch', 'Maharashtra', '27')`,
    );
    await t.handle.exec(`INSERT INTO tasks (title) SELECT 'analyse me ' || i FROM generate_series(1, 3000) i`);
    await t.handle.exec(`UPDATE company_branches SET branch_name = branch_name WHERE id = (SELECT min(id) FROM company_branches)`);
    await eventually(
      async () => (await t.handle.query('SELECT 1')) && (await staleTables(t.handle)).includes('tasks'),
      'tasks listed as stale',
    );
    assert.ok(!(await staleTables(t.handle)).includes('company_branches'), 'one changed row is under the threshold');
    // Its counter too must have reached the statistics (once a second at most), or the last
    // assertion could read a counter not yet flushed rather than one the pass left alone.
    await eventually(async () => (await modsOf(t, 'company_branches')) > 0, 'the one-row change counted');

    installAutoAnalyze(app, t.handle, 100);
    await eventually(async () => (await modsOf(t, 'tasks')) === 0, 'tasks analysed');
    const [{ reltuples }] = await t.handle.query<{ reltuples: number }>(`SELECT reltuples FROM pg_class WHERE relname = 'tasks'`);
    assert.ok(reltuples >= 3000, `the planner now counts ${reltuples} tasks`);
    assert.ok((await modsOf(t, 'company_branches')) > 0, 'the small change waits for more');
  } finally {
    await app.close();
    await t.close();
  }
});

test('a real PostgreSQL analyses itself: nothing is installed there', async () => {
  const app = Fastify();
  const handle = { kind: 'pg', query: () => assert.fail('no query on PostgreSQL') } as never;
  installAutoAnalyze(app, handle, 10);
  await new Promise((r) => setTimeout(r, 50));
  await app.close();
});

test('after a start, a large table is judged by its size, not by counters that start at zero', async () => {
  const t = await makeTestApp({ embedded: true, seed: false });
  try {
    await t.handle.exec(`INSERT INTO tasks (title) SELECT 'large ' || i FROM generate_series(1, 3000) i`);
    // The insert's counts reach the statistics up to a second later: after that, or they would land
    // after the reset below and count as changes since it.
    await eventually(async () => (await t.handle.query('SELECT 1')) && (await modsOf(t, 'tasks')) >= 3000, 'the insert counted');
    await t.handle.exec('ANALYZE tasks');
    const [{ reltuples }] = await t.handle.query<{ reltuples: number }>(`SELECT reltuples FROM pg_class WHERE relname = 'tasks'`);
    assert.ok(reltuples >= 300, `${reltuples} tasks: 60 changes are under 50 + 10%`);
    // What a start of the embedded server does to the counters: n_live_tup is 0 again.
    await t.handle.exec('SELECT pg_stat_reset()');
    await t.handle.exec(`UPDATE tasks SET updated_at = updated_at WHERE id IN (SELECT id FROM tasks ORDER BY id LIMIT 60)`);
    await eventually(async () => (await t.handle.query('SELECT 1')) && (await modsOf(t, 'tasks')) >= 60, 'the changes counted');
    assert.ok(!(await staleTables(t.handle)).includes('tasks'), '60 changes of a large table wait for more');
    await t.handle.exec(
      `UPDATE tasks SET updated_at = updated_at WHERE id IN (SELECT id FROM tasks ORDER BY id LIMIT ${Math.ceil(reltuples)})`,
    );
    await eventually(
      async () => (await t.handle.query('SELECT 1')) && (await staleTables(t.handle)).includes('tasks'),
      'tasks listed as stale',
    );
  } finally {
    await t.close();
  }
});
