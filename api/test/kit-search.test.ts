// The kit's search: word prefixes over the searchable columns, served by each resource's GIN index.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { count, getTableColumns, getTableName, type SQLWrapper } from 'drizzle-orm';
import { registeredResources, searchIndexSql, searchWhere } from '../src/kit/index';
import { ensureResourceTable, indexedColumns } from '../src/kit/search-index';
import { bearer, login, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let h: Record<string, string>;
before(async () => {
  t = await makeTestApp();
  h = bearer(await login(t.app, 'admin@example.com'));
});
after(() => t.close());

// Every registered resource with a search box: its index is made from `searchable` at start-up.
const searched = () => registeredResources().filter((r) => r.desc.searchable.length);

test('every resource with a search is registered here, banks and bank branches included', () => {
  const names = searched().map((r) => r.desc.name);
  for (const n of ['users', 'users-dummy', 'tasks', 'branch-master', 'dispatch-hard-copies', 'banks', 'bank-branches']) assert.ok(names.includes(n), n);
});

test('each search uses the GIN index derived from its description', async () => {
  for (const { desc, table } of searched()) {
    const columns = getTableColumns(table) as Record<string, SQLWrapper>;
    const q = t.db.select({ n: count() }).from(table).where(searchWhere(desc.searchable.map((f) => columns[f]), 'abc')).toSQL();
    await t.handle.exec('SET enable_seqscan = off');
    try {
      const plan = (await t.handle.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${q.sql}`, q.params)).map((r) => r['QUERY PLAN']).join('\n');
      assert.match(plan, /Bitmap Index Scan on \w+_search_idx/, `${desc.name}: no search index matches ${searchIndexSql(getTableName(table), [...desc.searchable])}\n${plan}`);
    } finally {
      await t.handle.exec('SET enable_seqscan = on');
    }
  }
});

test('a stale search index is replaced by the one the description implies', async () => {
  await t.handle.exec('DROP INDEX IF EXISTS tasks_search_idx; CREATE INDEX tasks_search_idx ON tasks USING gin (to_tsvector(\'simple\', coalesce(description, \'\')));');
  const tasksRes = registeredResources().find((r) => r.desc.name === 'tasks')!;
  await ensureResourceTable(t.db, tasksRes.desc, tasksRes.table);
  const [{ indexdef }] = await t.handle.query<{ indexdef: string }>("SELECT indexdef FROM pg_indexes WHERE indexname = 'tasks_search_idx'");
  assert.deepEqual(indexedColumns(indexdef), ['title']);
});

test('every typed word must start a word of the record: "nash road" finds "Nashik Road"', async () => {
  const created = await t.app.inject({ method: 'POST', url: '/api/branch-master', headers: h, payload: { code: 'NSR', branch_name: 'Nashik Road', state: 'Maharashtra' } });
  assert.equal(created.statusCode, 201);
  const find = async (q: string) => (await t.app.inject({ url: `/api/branch-master?search=${encodeURIComponent(q)}`, headers: h })).json().data.map((b: { branch_name: string }) => b.branch_name);
  assert.deepEqual(await find('nash road'), ['Nashik Road']);
  assert.deepEqual(await find('ROAD'), ['Nashik Road']);
  assert.deepEqual(await find('oad'), [], 'the middle of a word does not match');
  assert.deepEqual(await find("road'; drop table users; --"), []);
  assert.deepEqual(await find('%'), []);
});

test('tasks are found by any word of their title, mobile numbers by their first digits', async () => {
  const tasksFound = (await t.app.inject({ url: '/api/tasks?search=bank', headers: h })).json();
  assert.ok(tasksFound.total > 0);
  assert.ok(tasksFound.data.every((x: { title: string }) => /\bbank/i.test(x.title)));
  const byMobile = (await t.app.inject({ url: '/api/users?search=982001', headers: h })).json();
  assert.equal(byMobile.data[0].email, 'admin@example.com');
});
