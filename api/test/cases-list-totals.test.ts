// Case list totals read from the counts kept by migration 0901 (not counted per request): each
// equals a count of the same slice, the kept counts equal a rebuild after creates, moves and a
// delete, a page past the middle (read from the far end of the order) is the same page, and deep
// pages in received order (started from the day that holds them) are the same pages.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { SEARCH_COUNT_CAP } from 'shared/resources';
import { makeTestApp, type TestApp } from './helpers';
import { caseBody, caseLogins, copiedColumns, demoPlaces, keptEqualsRebuild } from './cases-support';
import { searchWhere } from '../src/modules/cases/list-search';
import { seriesPage } from '../src/modules/cases/list-series';

let t: TestApp;
let who: Awaited<ReturnType<typeof caseLogins>>;
let places: Awaited<ReturnType<typeof demoPlaces>>;
before(async () => {
  t = await makeTestApp();
  who = await caseLogins(t);
  places = await demoPlaces(t);
});
after(() => t.close());

const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/cases?${query}`, headers: who.admin });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as { total: number; data: { id: number }[] };
};
const counted = async (where: string) =>
  (await t.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM cases c WHERE ${where}`))[0].n;

/**
 * Statements run without the summary triggers: copies written and removed this way leave the kept
 * counts alone. The search's words are rebuilt after (a word missing from them is a case the word
 * search misses, and a count left too high would say a search is past the cap).
 */
const untriggered = (statements: string) =>
  t.handle.exec(`SET session_replication_role = replica;
    ${statements};
    SET session_replication_role = origin;
    SELECT case_words_rebuild();`);

test('every kept total equals a count of its slice, through creates, moves and a delete', async () => {
  const created = [];
  for (let i = 0; i < 3; i++) {
    const res = await t.app.inject({ method: 'POST', url: '/api/cases', payload: caseBody(places), headers: who.admin });
    assert.equal(res.statusCode, 201, res.body);
    created.push(res.json().data);
  }
  const held = await t.app.inject({
    method: 'POST',
    url: `/api/cases/${created[0].id}/moves`,
    payload: { move: 'hold', version: created[0].version, comment: 'Bank asked to wait' },
    headers: who.admin,
  });
  assert.equal(held.statusCode, 200, held.body);
  await t.handle.query('DELETE FROM cases WHERE id = $1', [created[2].id]);
  const [sample] = await t.handle.query<{ bank_id: number; bank_branch_id: number; company_branch_id: number; engineer: number }>(
    `SELECT bank_id, bank_branch_id, company_branch_id,
            (SELECT site_engineer_id FROM cases WHERE site_engineer_id IS NOT NULL LIMIT 1) AS engineer FROM cases LIMIT 1`,
  );
  const [{ day }] = await t.handle.query<{ day: string }>(
    `SELECT to_char((min(received_at) AT TIME ZONE 'Asia/Kolkata')::date + 10, 'YYYY-MM-DD') AS day FROM cases`,
  );
  const ist = `(c.received_at AT TIME ZONE 'Asia/Kolkata')::date`;
  const slices: [string, string][] = [
    ['', 'true'],
    ['view=initiated', `c.status = 'INITIATED'`],
    ['view=hold', `c.status IN ('ON_HOLD', 'QUERY_PENDING')`],
    ['view=completed', `c.status IN ('RELEASED', 'DISPATCHED', 'CLOSED')`],
    ['status=CLOSED,ON_HOLD', `c.status IN ('CLOSED', 'ON_HOLD')`],
    ['view=completed&status=CLOSED,ON_HOLD', `c.status = 'CLOSED'`],
    [`bank_id=${sample.bank_id}`, `c.bank_id = ${sample.bank_id}`],
    [`bank_branch_id=${sample.bank_branch_id}&status=ON_HOLD`, `c.bank_branch_id = ${sample.bank_branch_id} AND c.status = 'ON_HOLD'`],
    [`company_branch_id=${sample.company_branch_id}`, `c.company_branch_id = ${sample.company_branch_id}`],
    [
      `site_engineer_id=${sample.engineer}&view=completed`,
      `c.site_engineer_id = ${sample.engineer} AND c.status IN ('RELEASED', 'DISPATCHED', 'CLOSED')`,
    ],
    [`from=${day}`, `${ist} >= '${day}'`],
    [`to=${day}`, `${ist} <= '${day}'`],
    [`bank_id=${sample.bank_id}&to=${day}`, `c.bank_id = ${sample.bank_id} AND ${ist} <= '${day}'`],
  ];
  for (const [query, where] of slices) {
    const expected = await counted(where);
    assert.equal((await list(query)).total, expected, `${query}: ${where}`);
  }
  assert.ok((await counted(`c.status = 'ON_HOLD'`)) >= 1);
  await keptEqualsRebuild(t, 'case_counts', 'n', 'case_counts_rebuild');
});

test('a page past the middle, read from the far end of the order, is the same page', async () => {
  const all = await t.handle.query<{ id: number }>(`SELECT id FROM cases ORDER BY tat_due_at DESC NULLS LAST, id DESC`);
  assert.ok(all.length > 30, `${all.length} cases`);
  const pageSize = 7;
  const last = Math.ceil(all.length / pageSize);
  for (const page of [1, Math.ceil(last / 2) + 1, last - 1, last]) {
    const got = await list(`sort=tat_due_at&order=desc&page=${page}&pageSize=${pageSize}`);
    assert.equal(got.total, all.length);
    assert.deepEqual(
      got.data.map((r) => r.id),
      all.slice((page - 1) * pageSize, page * pageSize).map((r) => r.id),
      `page ${page}`,
    );
  }
});

test('deep pages in received order start from the day that holds them: the same pages as the whole order', async () => {
  const [{ from, to }] = await t.handle.query<{ from: string; to: string }>(
    `SELECT to_char(min(received_at AT TIME ZONE 'Asia/Kolkata') + interval '20 days', 'YYYY-MM-DD') AS from,
            to_char(max(received_at AT TIME ZONE 'Asia/Kolkata') - interval '20 days', 'YYYY-MM-DD') AS to FROM cases`,
  );
  const ist = (d: string) => `('${d}'::date::timestamp AT TIME ZONE 'Asia/Kolkata')`;
  const shapes = [
    { query: 'order=desc', where: 'true' },
    { query: 'sort=received_at&order=asc', where: 'true' },
    { query: 'view=completed', where: `c.status IN ('RELEASED', 'DISPATCHED', 'CLOSED')` },
    { query: 'status=RELEASED,CLOSED&sort=received_at&order=asc', where: `c.status IN ('RELEASED', 'CLOSED')` },
    { query: `from=${from}&to=${to}`, where: `c.received_at >= ${ist(from)} AND c.received_at < ${ist(to)} + interval '1 day'` },
  ];
  const pageSize = 100;
  for (const { query, where } of shapes) {
    const dir = query.includes('order=asc') ? 'ASC' : 'DESC';
    const all = await t.handle.query<{ id: number }>(`SELECT id FROM cases c WHERE ${where} ORDER BY received_at ${dir}, id ${dir}`);
    assert.ok(all.length > 2500 || where !== 'true', `${all.length} cases`);
    const pages = Math.ceil(all.length / pageSize);
    for (let page = 1; page <= pages; page++) {
      const got = await list(`${query}&page=${page}&pageSize=${pageSize}`);
      assert.equal(got.total, all.length, query);
      assert.deepEqual(
        got.data.map((r) => r.id),
        all.slice((page - 1) * pageSize, page * pageSize).map((r) => r.id),
        `${query} page ${page}`,
      );
    }
  }
});

test('deep pages in case-number order start from the number series that holds them: the same pages as the whole order', async () => {
  const groups = await t.handle.query(`
    (SELECT prefix, n FROM case_no_groups WHERE n <> 0 EXCEPT SELECT case_no_series(case_no), count(*) FROM cases GROUP BY 1)
    UNION ALL (SELECT case_no_series(case_no), count(*) FROM cases GROUP BY 1 EXCEPT SELECT prefix, n FROM case_no_groups WHERE n <> 0)`);
  assert.deepEqual(groups, [], 'the kept series counts equal a count of the cases');
  const pageSize = 100;
  for (const order of ['asc', 'desc'] as const) {
    const dir = order.toUpperCase();
    const all = await t.handle.query<{ id: number }>(`SELECT id FROM cases ORDER BY case_no COLLATE "C" ${dir}, id ${dir}`);
    assert.ok(all.length > 2500, `${all.length} cases`);
    const pages = Math.ceil(all.length / pageSize);
    for (let page = 1; page <= pages; page++) {
      const got = await list(`sort=case_no&order=${order}&page=${page}&pageSize=${pageSize}`);
      assert.deepEqual(
        got.data.map((r) => r.id),
        all.slice((page - 1) * pageSize, page * pageSize).map((r) => r.id),
        `${order} page ${page}`,
      );
    }
  }
});

test('a search matching more cases than SEARCH_COUNT_CAP answers the cap as a floor; the pages stay those of the whole order', async () => {
  // Copies of one case with a shared applicant, written without the summary triggers (they are removed the same way).
  const cols = await copiedColumns(t, 'case_no', 'applicant_name');
  const many = SEARCH_COUNT_CAP + 40;
  await untriggered(`INSERT INTO cases (${cols}, case_no, applicant_name)
      SELECT ${cols}, 'CAPX/2526/' || lpad(i::text, 6, '0'), 'Capword Tester' FROM cases c, generate_series(1, ${many}) i
       WHERE c.id = (SELECT min(id) FROM cases)`);
  try {
    const all = await t.handle.query<{ id: number }>(
      `SELECT id FROM cases WHERE applicant_name = 'Capword Tester' ORDER BY received_at DESC, id DESC`,
    );
    assert.equal(all.length, many);
    for (const page of [1, 2]) {
      const got = (await list(`search=capword&page=${page}&pageSize=25`)) as Awaited<ReturnType<typeof list>> & { totalCapped?: boolean };
      assert.equal(got.total, SEARCH_COUNT_CAP);
      assert.equal(got.totalCapped, true);
      assert.deepEqual(
        got.data.map((r) => r.id),
        all.slice((page - 1) * 25, page * 25).map((r) => r.id),
        `page ${page}`,
      );
    }
    // A number prefix is searched on the number's index: counted up to the cap as well.
    const byNumber = (await list('search=CAPX/2526/&page=2&pageSize=25')) as Awaited<ReturnType<typeof list>> & { totalCapped?: boolean };
    assert.deepEqual([byNumber.total, byNumber.totalCapped], [SEARCH_COUNT_CAP, true]);
    assert.deepEqual(
      byNumber.data.map((r) => r.id),
      all.slice(25, 50).map((r) => r.id),
      'page 2 of the number search',
    );
    const [{ status }] = await t.handle.query<{ status: string }>(
      `SELECT status FROM cases WHERE applicant_name = 'Capword Tester' LIMIT 1`,
    );
    const other = status === 'CANCELLED' ? 'CLOSED' : 'CANCELLED';
    const narrow = (await list(`search=capword&status=${other}`)) as { total: number; totalCapped?: boolean };
    assert.deepEqual([narrow.total, narrow.totalCapped], [0, undefined], 'a count under the cap is exact and unflagged');
  } finally {
    await untriggered(`DELETE FROM cases WHERE applicant_name = 'Capword Tester'`);
  }
});

test('a searched list under the cap is counted and paged from one read of its matches: the pages of the whole order, in any sort', async () => {
  const cols = await copiedColumns(t, 'case_no', 'applicant_name', 'received_at', 'tat_due_at');
  await untriggered(`INSERT INTO cases (${cols}, case_no, applicant_name, received_at, tat_due_at)
      SELECT ${cols}, 'PGSX/2526/' || lpad(i::text, 6, '0'), 'Pagesearch Person', now() - i * interval '37 minutes',
             CASE WHEN i % 5 <> 0 THEN now() + (i % 11) * interval '1 day' END
        FROM cases c, generate_series(1, 260) i WHERE c.id = (SELECT min(id) FROM cases)`);
  try {
    for (const [query, order] of [
      ['', 'received_at DESC, id DESC'],
      ['&sort=tat_due_at&order=desc', 'tat_due_at DESC NULLS LAST, id DESC'],
      ['&sort=case_no&order=asc', 'case_no ASC, id ASC'],
    ]) {
      const all = await t.handle.query<{ id: number }>(`SELECT id FROM cases WHERE applicant_name = 'Pagesearch Person' ORDER BY ${order}`);
      for (const page of [1, 4, 11]) {
        const got = (await list(`search=pagesearch${query}&page=${page}&pageSize=25`)) as Awaited<ReturnType<typeof list>> & {
          totalCapped?: boolean;
        };
        assert.deepEqual([got.total, got.totalCapped], [260, undefined]);
        assert.deepEqual(
          got.data.map((r) => r.id),
          all.slice((page - 1) * 25, page * 25).map((r) => r.id),
          `${query || 'received'} page ${page}`,
        );
      }
    }
  } finally {
    await untriggered(`DELETE FROM cases WHERE applicant_name = 'Pagesearch Person'`);
  }
});

test('a capped search gives the pages of the whole order whether its matches are the newest cases or the oldest', async () => {
  // Matches at the far end of the order are never left to a walk that cannot reach them (list-search.ts):
  // 'farword' cases are older than every other, 'nearword' ones newer, and each more than the cap.
  const cols = await copiedColumns(t, 'case_no', 'applicant_name', 'received_at');
  const many = SEARCH_COUNT_CAP + 40;
  await untriggered(`INSERT INTO cases (${cols}, case_no, applicant_name, received_at)
      SELECT ${cols}, w.prefix || lpad(i::text, 6, '0'), w.name, w.since + i * interval '1 minute'
        FROM cases c, generate_series(1, ${many}) i,
             (VALUES ('FARX/1920/', 'Farword Tester', timestamptz '2001-01-01'), ('NEARX/2627/', 'Nearword Tester', now() + interval '1 day')) w(prefix, name, since)
       WHERE c.id = (SELECT min(id) FROM cases)`);
  await t.handle.exec('ANALYZE cases');
  // The copies keep their original's status: filtered by it, the search is the same one, read
  // from a window of the filtered list (list-search.ts, windowed).
  const [{ status }] = await t.handle.query<{ status: string }>(
    `SELECT status FROM cases WHERE applicant_name = 'Nearword Tester' LIMIT 1`,
  );
  try {
    for (const [query, name, order] of [
      [`search=nearword&status=${status}`, 'Nearword Tester', 'received_at DESC, id DESC'],
      [`search=farword&status=${status}&sort=received_at&order=asc`, 'Farword Tester', 'received_at ASC, id ASC'],
      [`search=farword&status=${status}`, 'Farword Tester', 'received_at DESC, id DESC'],
      // Expected past twice the cap: counted only, then walked ('tester' is in both names).
      ['search=tester', 'Nearword Tester', 'received_at DESC, id DESC'],
      // ...and where no whole word matches, counted by its prefix.
      ['search=teste', 'Nearword Tester', 'received_at DESC, id DESC'],
      ['search=farword', 'Farword Tester', 'received_at DESC, id DESC'],
      ['search=nearword', 'Nearword Tester', 'received_at DESC, id DESC'],
      ['search=FARX/1920/', 'Farword Tester', 'received_at DESC, id DESC'],
      ['search=farword&sort=case_no&order=desc', 'Farword Tester', 'case_no DESC, id DESC'],
      ['search=nearword&sort=received_at&order=asc', 'Nearword Tester', 'received_at ASC, id ASC'],
    ]) {
      const all = await t.handle.query<{ id: number }>(`SELECT id FROM cases WHERE applicant_name = $1 ORDER BY ${order}`, [name]);
      for (const page of [1, 3]) {
        const got = (await list(`${query}&page=${page}&pageSize=25`)) as Awaited<ReturnType<typeof list>> & { totalCapped?: boolean };
        assert.deepEqual([got.total, got.totalCapped], [SEARCH_COUNT_CAP, true], query);
        assert.deepEqual(
          got.data.map((r) => r.id),
          all.slice((page - 1) * 25, page * 25).map((r) => r.id),
          `${query} page ${page}`,
        );
      }
    }
  } finally {
    await untriggered(`DELETE FROM cases WHERE applicant_name IN ('Farword Tester', 'Nearword Tester')`);
  }
});

test('a search for whole number series pages them in received order from the series index: filters, bank references and ties included', async () => {
  // Two series of more than the cap each, received in step (two cases a minute, so ties across
  // series), far older than every other case; one other case whose bank reference is the text.
  const cols = await copiedColumns(t, 'case_no', 'received_at', 'status', 'bank_ref_no');
  const many = SEARCH_COUNT_CAP + 40;
  await untriggered(`INSERT INTO cases (${cols}, case_no, received_at, status, bank_ref_no)
      SELECT ${cols}, s.prefix || lpad(i::text, 6, '0'), timestamptz '2002-01-01' + (i / 2) * interval '1 minute',
             CASE WHEN i % 3 <> 0 THEN 'CLOSED' ELSE 'DISPATCHED' END, NULL
        FROM cases c, generate_series(1, ${many}) i, (VALUES ('SERX/2425/'), ('SERX/2526/')) s(prefix)
       WHERE c.id = (SELECT min(id) FROM cases);
    INSERT INTO cases (${cols}, case_no, received_at, status, bank_ref_no)
      SELECT ${cols}, 'SERY/2526/000001', timestamptz '2002-01-01' + interval '10 minutes', 'CLOSED', 'SERX/'
        FROM cases c WHERE c.id = (SELECT min(id) FROM cases)`);
  // What the number-series triggers would have kept for these rows.
  await t.handle.exec(`INSERT INTO case_no_groups AS g (prefix, n)
      SELECT case_no_series(case_no), count(*) FROM cases WHERE case_no LIKE 'SER_/%' GROUP BY 1
      ON CONFLICT (prefix) DO UPDATE SET n = g.n + EXCLUDED.n; ANALYZE cases`);
  const [{ id: byRef }] = await t.handle.query<{ id: number }>(`SELECT id FROM cases WHERE case_no = 'SERY/2526/000001'`);
  try {
    const shapes: [string, string, string, number[]][] = [
      ['SERX/', '', 'DESC', [1, 2, 40, 120]],
      ['SERX/', '&sort=received_at&order=asc', 'ASC', [1, 2, 3]],
      ['SERX/2425/', '', 'DESC', [1, 2]],
      ['SERX/', '&status=CLOSED', 'DESC', [1, 5]],
      ['SERX/', '&status=CLOSED&sort=received_at&order=asc', 'ASC', [1, 2]],
    ];
    for (const [text, query, dir, pages] of shapes) {
      const closed = query.includes('status=CLOSED');
      const all = await t.handle.query<{ id: number }>(
        `SELECT id FROM cases c WHERE (c.case_no LIKE $1 OR lower(c.bank_ref_no) = lower($2)) AND (c.status = 'CLOSED' OR NOT $3)
          ORDER BY received_at ${dir}, id ${dir}`,
        [`${text}%`, text, closed],
      );
      assert.ok(all.length > SEARCH_COUNT_CAP, `${text}${query}: ${all.length} matches`);
      const seen: number[] = [];
      for (const page of pages) {
        const got = (await list(`search=${text}${query}&page=${page}&pageSize=25`)) as Awaited<ReturnType<typeof list>> & {
          totalCapped?: boolean;
        };
        assert.deepEqual([got.total, got.totalCapped], [SEARCH_COUNT_CAP, true], `${text}${query}`);
        assert.deepEqual(
          got.data.map((r) => r.id),
          all.slice((page - 1) * 25, page * 25).map((r) => r.id),
          `${text}${query} page ${page}`,
        );
        seen.push(...got.data.map((r) => r.id));
      }
      if (text === 'SERX/' && dir === 'ASC')
        assert.ok(seen.includes(byRef), `${query}: the case found by its bank reference is on its page`);
    }
    // Those pages came from the series index, not from reading every match.
    const series = (await searchWhere(t.db, 'SERX/'))!.series!;
    const all = await t.handle.query<{ id: number }>(
      `SELECT id FROM cases WHERE case_no LIKE 'SERX/%' OR bank_ref_no = 'SERX/' ORDER BY received_at DESC, id DESC`,
    );
    assert.deepEqual(await seriesPage(t.db, undefined, series, { order: 'desc', offset: 50, limit: 25 }), {
      ids: all.slice(50, 75).map((r) => r.id),
      held: 2 * many,
    });
    assert.equal(
      await seriesPage(t.db, undefined, series, { order: 'desc', offset: 2_000, limit: 25 }),
      null,
      'too deep: left to the search',
    );
    assert.equal((await searchWhere(t.db, 'SERX/2425/00'))?.series, undefined, 'part of a series is not a whole series');
    assert.equal(
      await seriesPage(t.db, undefined, (await searchWhere(t.db, 'SERZ/'))!.series!, { order: 'desc', offset: 0, limit: 25 }),
      null,
      'no series',
    );
  } finally {
    await untriggered(`DELETE FROM cases WHERE case_no LIKE 'SER_/%'`);
    await t.handle.exec(`DELETE FROM case_no_groups WHERE prefix LIKE 'SER_/%'`);
  }
});
