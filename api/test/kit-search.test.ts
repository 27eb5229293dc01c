// The kit's search: word prefixes over the searchable columns, served by each resource's GIN index.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { count, getTableColumns, getTableName, sql, type SQLWrapper } from 'drizzle-orm';
import { registeredResources, searchIndexSql, searchWhere } from '../src/kit/index';
import { ensureResourceTable, indexedColumns, kitTablesState } from '../src/kit/search-index';
import { SEARCH_COUNT_CAP } from 'shared/resources';
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
  for (const n of ['users', 'users-dummy', 'tasks', 'branch-master', 'dispatch-hard-copies', 'banks', 'bank-branches'])
    assert.ok(names.includes(n), n);
});

test('every searched table has the GIN index its description implies', async () => {
  for (const { desc, table } of searched()) {
    const defs = await t.handle.query<{ indexdef: string }>('SELECT indexdef FROM pg_indexes WHERE tablename = $1', [getTableName(table)]);
    const cols = getTableColumns(table) as unknown as Record<string, { name: string }>;
    const wanted = desc.searchable.map((f) => cols[f].name).join(',');
    assert.ok(
      defs.some((d) => /USING gin/i.test(d.indexdef) && indexedColumns(d.indexdef).join(',') === wanted),
      `${desc.name}: no index ${searchIndexSql(getTableName(table), [...desc.searchable])}`,
    );
  }
});

test("the start's read of the search indexes (their stored expressions) names the columns pg_indexes prints", async () => {
  // Varchar and number columns too, cast to text (the expression wraps such a column in a cast).
  await t.handle.exec(
    `CREATE TABLE search_probe (id serial, code varchar(20), name text, ref varchar(9), num int);
     CREATE INDEX search_probe_idx ON search_probe USING gin (to_tsvector('simple',
       coalesce(name, '') || ' ' || coalesce(code, '') || ' ' || coalesce(ref::text, '') || ' ' || coalesce(num::text, '')));`,
  );
  try {
    const state = await kitTablesState(t.db);
    const defs = await t.handle.query<{ tablename: string; indexdef: string }>(
      "SELECT tablename, indexdef FROM pg_indexes WHERE indexdef ILIKE '%USING gin%to_tsvector%'",
    );
    assert.ok(defs.length > 10, `${defs.length} search indexes`);
    const printed = new Map<string, string[]>();
    for (const d of defs) printed.set(d.tablename, [...(printed.get(d.tablename) ?? []), indexedColumns(d.indexdef).join(',')].sort());
    const read = new Map([...state.searchIndexes].map(([table, indexes]) => [table, indexes.map((c) => c.join(',')).sort()]));
    assert.deepEqual(read, printed);
    assert.deepEqual(state.searchIndexes.get('search_probe'), [['name', 'code', 'ref', 'num']]);
  } finally {
    await t.handle.exec('DROP TABLE search_probe');
  }
});

// The planner picks it over the other indexes (tables with demo data; an empty table may be read by any index).
const PLANNED = ['users', 'users-dummy', 'tasks', 'branch-master', 'dispatch-hard-copies'];

test('each search uses the GIN index derived from its description', async () => {
  for (const { desc, table } of searched().filter((r) => PLANNED.includes(r.desc.name))) {
    const columns = getTableColumns(table) as Record<string, SQLWrapper>;
    const q = t.db
      .select({ n: count() })
      .from(table)
      .where(
        searchWhere(
          desc.searchable.map((f) => columns[f]),
          'abc',
        ),
      )
      .toSQL();
    await t.handle.exec('SET enable_seqscan = off');
    try {
      const plan = (await t.handle.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${q.sql}`, q.params)).map((r) => r['QUERY PLAN']).join('\n');
      assert.match(
        plan,
        /Bitmap Index Scan on \w+_search_idx/,
        `${desc.name}: no search index matches ${searchIndexSql(getTableName(table), [...desc.searchable])}\n${plan}`,
      );
    } finally {
      await t.handle.exec('SET enable_seqscan = on');
    }
  }
});

test('an index on other columns does not stand in for the one the description implies', async () => {
  await t.handle.exec(
    "DROP INDEX IF EXISTS tasks_search_idx; CREATE INDEX tasks_search_idx ON tasks USING gin (to_tsvector('simple', coalesce(description, '')));",
  );
  const tasksRes = registeredResources().find((r) => r.desc.name === 'tasks')!;
  await ensureResourceTable(t.db, tasksRes.desc, tasksRes.table);
  const defs = await t.handle.query<{ indexdef: string }>("SELECT indexdef FROM pg_indexes WHERE tablename = 'tasks'");
  assert.ok(defs.some((d) => indexedColumns(d.indexdef).join(',') === 'title'));
});

test('every typed word must start a word of the record: "nash road" finds "Nashik Road"', async () => {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/branch-master',
    headers: h,
    payload: { code: 'NSR', branch_name: 'Nashik Road', state: 'Maharashtra' },
  });
  assert.equal(created.statusCode, 201);
  const find = async (q: string) =>
    (await t.app.inject({ url: `/api/branch-master?search=${encodeURIComponent(q)}`, headers: h }))
      .json()
      .data.map((b: { branch_name: string }) => b.branch_name);
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

test('a word the parser splits ("home_loan") is matched by its parts, not as a phrase the index cannot answer alone', async () => {
  // As a phrase ('home' <-> 'loan') every match was rechecked by working out its document; as parts, the GIN index answers.
  const hit = async (doc: string, words: string) =>
    ((await t.db.execute(sql`SELECT ${searchWhere([sql`${doc}::text`], words)} AS hit`)) as unknown as { rows: { hit: boolean }[] }).rows[0]
      .hit;
  assert.equal(await hit('Home loan', 'home_loan'), true);
  assert.equal(await hit('Loan against a home', 'home_loan'), true);
  assert.equal(await hit('Home', 'home_loan'), false);
  const rules = (await t.app.inject({ url: '/api/required-documents?search=home_loan', headers: h })).json();
  assert.equal(rules.data.length > 0, (await t.handle.query(`SELECT 1 FROM required_documents WHERE purpose = 'HOME_LOAN'`)).length > 0);
  assert.ok(
    rules.data.every((r: { purpose: string | null }) => r.purpose === 'HOME_LOAN'),
    JSON.stringify(rules.data[0]),
  );
});

test('a search whose matches are common and spread pages like the whole order, by number and by next', async () => {
  await t.handle.exec(`INSERT INTO tasks (title) SELECT CASE WHEN i % 2 = 0 THEN 'zebrawalk ' ELSE 'otherwalk ' END || i
    FROM generate_series(1, 2000) i`);
  const all = await t.handle.query<{ id: number }>(`SELECT id FROM tasks WHERE title LIKE 'zebrawalk %' ORDER BY id DESC`);
  assert.equal(all.length, 1000);
  for (const page of [1, 2, 3, 60, 100]) {
    const res = (await t.app.inject({ url: `/api/tasks?search=zebrawalk&page=${page}&pageSize=10`, headers: h })).json();
    assert.equal(res.total, 1000);
    assert.deepEqual(
      res.data.map((x: { id: number }) => x.id),
      all.slice((page - 1) * 10, page * 10).map((r) => r.id),
      `page ${page}`,
    );
  }
  let res = (await t.app.inject({ url: '/api/tasks?search=zebrawalk&pageSize=100', headers: h })).json();
  const walked = res.data.map((x: { id: number }) => x.id);
  for (let page = 2; res.next; page++) {
    res = (await t.app.inject({ url: `/api/tasks?search=zebrawalk&pageSize=100&page=${page}&cursor=${res.next}`, headers: h })).json();
    walked.push(...res.data.map((x: { id: number }) => x.id));
  }
  assert.deepEqual(
    walked,
    all.map((r) => r.id),
  );
});

test('a search matching more rows than SEARCH_COUNT_CAP answers the cap as a floor, with the same pages as the whole order', async () => {
  const many = SEARCH_COUNT_CAP + 500;
  await t.handle.exec(`INSERT INTO tasks (title) SELECT 'capword ' || i || CASE WHEN i % 1000 = 0 THEN ' rarecap' ELSE '' END
    FROM generate_series(1, ${many}) i`);
  const all = await t.handle.query<{ id: number }>(`SELECT id FROM tasks WHERE title LIKE 'capword %' ORDER BY id DESC`);
  assert.equal(all.length, many);
  for (const page of [1, 3]) {
    const res = (await t.app.inject({ url: `/api/tasks?search=capword&page=${page}&pageSize=25`, headers: h })).json();
    assert.equal(res.total, SEARCH_COUNT_CAP);
    assert.equal(res.totalCapped, true);
    assert.deepEqual(
      res.data.map((x: { id: number }) => x.id),
      all.slice((page - 1) * 25, page * 25).map((r) => r.id),
      `page ${page}`,
    );
  }
  const exact = (await t.app.inject({ url: '/api/tasks/count?search=capword', headers: h })).json();
  assert.equal(exact.total, many, 'the count endpoint still counts every match');
  const narrow = (await t.app.inject({ url: '/api/tasks?search=capword%20rarecap', headers: h })).json();
  assert.equal(narrow.total, Math.floor(many / 1000));
  assert.equal(narrow.totalCapped, undefined, 'a count under the cap is exact and unflagged');
});

test('a capped search pages on by next past the cap, and its last page is the last pageSize matches at the page the client sent', async () => {
  // The capword tasks of the test before: more matches than the cap.
  const list = (q: string) =>
    t.app.inject({ url: `/api/tasks?search=capword&sort=title&pageSize=100&${q}`, headers: h }).then((r) => r.json());
  for (const order of ['asc', 'desc'] as const) {
    const all = (
      await t.handle.query<{ id: number }>(`SELECT id FROM tasks WHERE title LIKE 'capword %' ORDER BY title ${order}, id ${order}`)
    ).map((r) => r.id);
    let res = await list(`order=${order}`);
    assert.equal(res.totalCapped, true);
    // Each page read from where the one before ended, up to and past the cap (5,000 = 50 pages).
    for (let page = 2; page <= 52; page++) res = await list(`order=${order}&page=${page}&cursor=${res.next}`);
    assert.equal(res.page, 52);
    assert.ok(res.next);
    assert.deepEqual(
      res.data.map((x: { id: number }) => x.id),
      all.slice(5100, 5200),
      `${order}: page 52, past the cap`,
    );
    const last = await list(`order=${order}&page=7&cursor=last`);
    assert.equal(last.totalCapped, true);
    assert.equal(last.page, 7, 'a capped total has no last page number: the client keeps its own');
    assert.equal(last.next, undefined);
    assert.deepEqual(
      last.data.map((x: { id: number }) => x.id),
      all.slice(-100),
    );
    const before = await list(`order=${order}&page=6&cursor=${last.prev}`);
    assert.deepEqual(
      before.data.map((x: { id: number }) => x.id),
      all.slice(-200, -100),
    );
  }
});
