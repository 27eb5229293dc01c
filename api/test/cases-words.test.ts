// The words of the case search (case_words, 0913): kept equal to a rebuild from the cases through
// creates, edits, moves, a statement of many rows and deletes; and the case list's word search,
// which names the words a search word starts, finds exactly what a prefix search of the whole
// document finds, in the list's order, whether a word starts a few words, many or none.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { makeTestApp, type TestApp } from './helpers';
import { caseBody, caseLogins, copiedColumns, demoPlaces, keptEqualsRebuild } from './cases-support';
import { searchWhere } from '../src/modules/cases/list-search';
import { seedCases } from '../src/seed/cases/index';

let t: TestApp;
let who: Awaited<ReturnType<typeof caseLogins>>;
let places: Awaited<ReturnType<typeof demoPlaces>>;
before(async () => {
  t = await makeTestApp();
  who = await caseLogins(t);
  places = await demoPlaces(t);
});
after(() => t.close());

const DOC = `coalesce(c.case_no, '') || ' ' || coalesce(c.applicant_name, '') || ' ' || coalesce(c.bank_ref_no, '') || ' ' || coalesce(c.property_address, '')`;

const wordsKept = (when: string) => keptEqualsRebuild(t, 'case_words', 'cases', 'case_words_rebuild', when);

async function create(extra: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cases',
    payload: caseBody(places, { ignore_duplicates: true, ...extra }),
    headers: who.admin,
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data as { id: number; version: number };
}

/** Every id the list answers for a search, page by page (100 a page). */
async function listed(search: string) {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/cases?search=${encodeURIComponent(search)}&pageSize=100&page=${page}`,
      headers: who.admin,
    });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json() as { total: number; data: { id: number }[] };
    ids.push(...body.data.map((r) => r.id));
    if (body.data.length < 100) return { total: body.total, ids };
  }
}

/** What a prefix search of the whole document finds, newest first. */
async function prefixMatches(query: string) {
  const found = await t.handle.query<{ id: number }>(
    `SELECT c.id FROM cases c WHERE to_tsvector('simple', ${DOC}) @@ to_tsquery('simple', $1) ORDER BY c.received_at DESC, c.id DESC`,
    [query],
  );
  return found.map((r) => r.id);
}

test('the kept words equal a rebuild through creates, edits, moves, many-row statements and deletes', async () => {
  const count = async (word: string) =>
    (await t.handle.query<{ n: number }>(`SELECT coalesce(max(cases), 0)::int AS n FROM case_words WHERE word = $1`, [word]))[0].n;
  const a = await create({ applicant_name: 'Wordkeep Alpha', property_address: 'Plot 7, Wordkeep Lane, Powai' });
  const b = await create({ applicant_name: 'Wordkeep Beta', property_address: 'Plot 9, Otherword Road, Powai' });
  await wordsKept('after creates');
  const before = { alpha: await count('alpha'), gamma: await count('gamma'), wordkeep: await count('wordkeep') };
  assert.ok(before.wordkeep >= 2, 'each case counted once for a word it holds twice');

  const edited = await t.app.inject({
    method: 'PUT',
    url: `/api/cases/${a.id}`,
    headers: who.admin,
    payload: { version: a.version, applicant_name: 'Wordkept Gamma', property_address: 'Plot 7, Renamed Lane, Powai' },
  });
  assert.equal(edited.statusCode, 200, edited.body);
  const held = await t.app.inject({
    method: 'POST',
    url: `/api/cases/${b.id}/moves`,
    headers: who.admin,
    payload: { move: 'hold', version: b.version, comment: 'Bank asked to wait' },
  });
  assert.equal(held.statusCode, 200, held.body);
  await wordsKept('after an edit and a move');
  assert.deepEqual(
    { alpha: await count('alpha'), gamma: await count('gamma'), wordkeep: await count('wordkeep') },
    { alpha: before.alpha - 1, gamma: before.gamma + 1, wordkeep: before.wordkeep - 1 },
    'the edit moved the case from its old words to its new ones',
  );

  // One statement of many rows (as an import writes them), then one deleting them again.
  const copied = await copiedColumns(t, 'case_no', 'bank_ref_no', 'applicant_name');
  await t.handle.exec(`
    INSERT INTO cases (${copied}, case_no, bank_ref_no, applicant_name)
    SELECT ${copied}, 'WKX/2526/' || lpad(g::text, 6, '0'), 'WKREF' || g, 'Wordkeep Copy' || (g % 3)
    FROM cases, generate_series(1, 40) g WHERE id = ${a.id}`);
  await wordsKept('after a statement of 40 rows');
  await t.handle.exec(`DELETE FROM cases WHERE case_no LIKE 'WKX/%'`);
  await wordsKept('after deleting them');
});

test('a word search finds what a prefix search finds, whether its words start a few words, many or none', async () => {
  // 'qzfew' starts two words; 'qzmany' starts 40 (more than are named); 'qznone' starts none.
  for (let i = 0; i < 6; i++) {
    await create({
      applicant_name: `Qzfew${i % 2 ? 'alpha' : 'beta'} Person`,
      property_address: `Flat ${i}, Qzmany${i} Towers, Qzcommon Road, Thane`,
    });
  }
  const [base] = await t.handle.query<{ id: number }>(`SELECT id FROM cases WHERE applicant_name = 'Qzfewalpha Person' LIMIT 1`);
  const cols = await copiedColumns(t, 'case_no', 'bank_ref_no', 'property_address', 'received_at');
  await t.handle.exec(`
    INSERT INTO cases (${cols}, case_no, bank_ref_no, property_address, received_at)
    SELECT ${cols}, 'QZM/2526/' || lpad(g::text, 6, '0'), 'QZREF' || g,
      'Flat ' || g || ', Qzmany' || (100 + g) || ' Towers, Qzcommon Road, Thane', now() - g * interval '1 hour'
    FROM cases, generate_series(1, 40) g WHERE id = ${base.id}`);

  const few = await searchWhere(t.db, 'qzfew');
  const [fewest] = await t.handle.query<{ n: number }>(`SELECT max(cases)::int AS n FROM case_words WHERE word LIKE 'qzfew%'`);
  assert.equal(few?.most?.cases, fewest.n, 'one word: at least as many cases as its most common word');
  assert.equal((await searchWhere(t.db, 'qzfew person'))?.most, undefined, 'two words: no floor');

  for (const [search, query] of [
    ['qzfew', "'qzfew':*"],
    ['Qzfewal', "'qzfewal':*"],
    ['qzmany', "'qzmany':*"],
    ['qzmany qzfew', "'qzmany':* & 'qzfew':*"],
    ['thane qzmany1', "'thane':* & 'qzmany1':*"],
    ['qzcommon 12', "'qzcommon':* & '12':*"],
    ['qznone', "'qznone':*"],
    ['qzfew qznone', "'qzfew':* & 'qznone':*"],
  ]) {
    const expected = await prefixMatches(query);
    const got = await listed(search);
    assert.deepEqual(got.ids, expected, `'${search}' finds what ${query} finds`);
    assert.equal(got.total, expected.length, `'${search}' counts what it finds`);
  }
  assert.ok((await prefixMatches("'qzmany':*")).length >= 46, 'the many-word search found the copies');
  assert.equal((await listed('qznone')).total, 0);
});

test('a word in more cases than the cap pages as the whole order does, newest or oldest first, to its deepest page', async () => {
  // 5,200 cases over a year (one every 101 minutes, among the demo's). Past the cap the pages come
  // from windows of the newest (or oldest) cases, bounded by whole days of the per-day counts
  // (list-search.ts, windowed). Written as the scale seed does, without the row triggers (kept
  // counts row by row in one statement: 5 minutes), then the kept tables rebuilt.
  const [base] = await t.handle.query<{ id: number; status: string }>(`SELECT id, status FROM cases ORDER BY id LIMIT 1`);
  const cols = await copiedColumns(t, 'case_no', 'bank_ref_no', 'applicant_name', 'received_at');
  await t.handle.exec(`
    SET session_replication_role = replica;
    INSERT INTO cases (${cols}, case_no, bank_ref_no, applicant_name, received_at)
    SELECT ${cols}, 'DPX/2526/' || lpad(g::text, 6, '0'), 'DPREF' || g, 'Deeppage Person', now() - g * interval '101 minutes'
    FROM cases, generate_series(1, 5200) g WHERE id = ${base.id};
    SET session_replication_role = origin;
    SELECT case_counts_rebuild(), case_no_groups_rebuild(), case_words_rebuild();`);
  for (const [query, order] of [
    ['search=deeppage', 'DESC'],
    ['search=deeppage&sort=received_at&order=asc', 'ASC'],
    [`search=deeppage&status=${base.status}`, 'DESC'],
  ]) {
    const all = (
      await t.handle.query<{ id: number }>(
        `SELECT id FROM cases WHERE applicant_name = 'Deeppage Person' ORDER BY received_at ${order}, id ${order}`,
      )
    ).map((r) => r.id);
    for (const page of [1, 2, 40, 117, 200]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/cases?${query}&page=${page}&pageSize=25`, headers: who.admin });
      assert.equal(res.statusCode, 200, res.body);
      const got = res.json() as { total: number; totalCapped?: boolean; data: { id: number }[] };
      assert.deepEqual([got.total, got.totalCapped], [5000, true], query);
      assert.deepEqual(
        got.data.map((r) => r.id),
        all.slice((page - 1) * 25, page * 25),
        `${query} page ${page}`,
      );
    }
  }

  // Within one state, the word's cases outside it are counted instead when few are (heldInside):
  // 100 elsewhere leave 5,100 in it (past the cap), 300 leave 4,900 (counted exactly).
  const other = base.status === 'CLOSED' ? 'CANCELLED' : 'CLOSED';
  const inState = async (status: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/cases?search=deeppage&status=${status}&pageSize=25`, headers: who.admin });
    const got = res.json() as { total: number; totalCapped?: boolean; data: { id: number }[] };
    const [first] = await t.handle.query<{ id: number }>(
      `SELECT id FROM cases WHERE applicant_name = 'Deeppage Person' AND status = '${status}' ORDER BY received_at DESC, id DESC LIMIT 1`,
    );
    assert.equal(got.data[0]?.id, first.id, `${status}: the newest first`);
    return [got.total, got.totalCapped ?? false];
  };
  for (const [moved, held] of [
    [100, [5000, true]],
    [300, [4900, false]],
  ] as const) {
    await t.handle.exec(`
      SET session_replication_role = replica;
      UPDATE cases SET status = '${other}', status_comment = 'Moved by the test' WHERE id IN (
        SELECT id FROM cases WHERE applicant_name = 'Deeppage Person' ORDER BY id LIMIT ${moved});
      SET session_replication_role = origin;
      SELECT case_counts_rebuild();
      ANALYZE cases;`);
    assert.deepEqual(await inState(base.status), held, `${moved} elsewhere`);
    assert.deepEqual(await inState(other), [moved, false], `${moved} elsewhere, their state`);
  }
});

test('the scale seed, which loads cases with triggers off, leaves the words of every case kept', async () => {
  const options = async () =>
    (await t.handle.query<{ o: string[] | null }>(`SELECT reloptions AS o FROM pg_class WHERE relname = 'cases_search_idx'`))[0].o;
  assert.deepEqual(await options(), ['fastupdate=off'], 'the search index takes entries at once (0914)');
  await seedCases(t.db, { cases: 400, replace: true });
  const [{ n }] = await t.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM case_words WHERE cases > 0');
  assert.ok(n > 400, `${n} words kept`);
  await wordsKept('after the scale seed');
  assert.deepEqual(await options(), ['fastupdate=off'], 'the index the seed rebuilt keeps its options');
});
