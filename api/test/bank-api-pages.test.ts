// Issue 27: a bank's case list (the API and the branch portal) pages through the staff case list's
// engine (bank-api/case-page.ts): every page, sort, search and date filter must answer exactly the
// rows and total a direct query of the bank's (or branch's) own cases gives, and nothing of another.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { SEARCH_COUNT_CAP } from 'shared/resources';
import { copiedColumns } from './cases-support';
import { bearer, login, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let bankKey: string;
let branchKey: string;
let branch: string;
let mine: { bank_id: number; bank_branch_id: number };

const get = async (url: string, token: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
  return res.json() as {
    data: { id: number; case_no: string }[];
    total: number;
    totalCapped?: boolean;
    page: number;
    next?: string;
    prev?: string;
  };
};
const ids = async (sql: string, params: unknown[]) => (await t.handle.query<{ id: number }>(sql, params)).map((r) => Number(r.id));
const DOC = `to_tsvector('simple', coalesce(case_no, '') || ' ' || coalesce(applicant_name, '') || ' ' || coalesce(bank_ref_no, '') || ' ' || coalesce(property_address, ''))`;

before(async () => {
  t = await makeTestApp();
  const admin = await login(t.app, 'admin@example.com');
  branch = await login(t.app, 'branch@example.com', '/api/branchlogin');
  [mine] = await t.handle.query<{ bank_id: number; bank_branch_id: number }>(
    `SELECT bb.bank_id, bb.id AS bank_branch_id FROM branch_users u JOIN bank_branches bb ON bb.id = u.bank_branch_id WHERE u.email = 'branch@example.com'`,
  );
  const issue = async (extra: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/banks/${mine.bank_id}/api-keys`,
      headers: bearer(admin),
      payload: { name: `pages ${Math.random()}`, scopes: ['cases:read'], rate_per_minute: 10000, ...extra },
    });
    assert.equal(res.statusCode, 201, res.body);
    return res.json().token as string;
  };
  bankKey = await issue({});
  branchKey = await issue({ bank_branch_id: mine.bank_branch_id });
});
after(() => t.close());

describe('a bank’s case list, page by page', () => {
  test('newest first: the first, a middle and the last page and the total are the bank’s own, in order', async () => {
    const all = await ids(`SELECT id FROM cases WHERE bank_id = $1 ORDER BY received_at DESC, id DESC`, [mine.bank_id]);
    assert.ok(all.length > 60, `the demo bank has pages to walk (${all.length} cases)`);
    const size = 25;
    const last = Math.ceil(all.length / size);
    for (const page of [1, Math.ceil(last / 2) + 1, last]) {
      const body = await get(`/api/v1/bank/cases?page=${page}&pageSize=${size}`, bankKey);
      assert.equal(body.total, all.length);
      assert.deepEqual(
        body.data.map((r) => r.id),
        all.slice((page - 1) * size, page * size),
        `page ${page} of ${last}`,
      );
    }
    // The same pages by the answers' cursors: forward from the first, back from the last.
    let body = await get(`/api/v1/bank/cases?page=1&pageSize=${size}`, bankKey);
    const walked = [...body.data.map((r) => r.id)];
    for (let page = 2; body.next; page++) {
      body = await get(`/api/v1/bank/cases?page=${page}&pageSize=${size}&cursor=${encodeURIComponent(body.next)}`, bankKey);
      walked.push(...body.data.map((r) => r.id));
    }
    assert.deepEqual(walked, all, 'forward by next');
    body = await get(`/api/v1/bank/cases?pageSize=${size}&cursor=last`, bankKey);
    assert.equal(body.page, last);
    const before = await get(`/api/v1/bank/cases?page=${last - 1}&pageSize=${size}&cursor=${encodeURIComponent(body.prev!)}`, bankKey);
    assert.deepEqual(
      before.data.map((r) => r.id),
      all.slice((last - 2) * size, (last - 1) * size),
      'back by prev from the last page',
    );
  });

  test('by case number and by applicant, both ways: the order a direct query gives', async () => {
    const sorts = [
      ['case_no', 'asc', `case_no COLLATE "C" ASC, id ASC`],
      ['case_no', 'desc', `case_no COLLATE "C" DESC, id DESC`],
      ['applicant_name', 'asc', `applicant_name ASC NULLS LAST, id ASC`],
    ] as const;
    for (const [sort, order, orderSql] of sorts) {
      const all = await ids(`SELECT id FROM cases WHERE bank_id = $1 ORDER BY ${orderSql}`, [mine.bank_id]);
      const body = await get(`/api/v1/bank/cases?page=2&pageSize=10&sort=${sort}&order=${order}`, bankKey);
      assert.deepEqual(
        body.data.map((r) => r.id),
        all.slice(10, 20),
        `${sort} ${order}`,
      );
    }
  });

  test('a search finds the bank’s matches only, counted exactly, and a branch key its branch’s', async () => {
    const [{ word }] = await t.handle.query<{ word: string }>(
      `SELECT lower(split_part(applicant_name, ' ', 1)) AS word FROM cases WHERE bank_branch_id = $1 ORDER BY id LIMIT 1`,
      [mine.bank_branch_id],
    );
    const q = `${word.slice(0, 4)}:*`;
    for (const [token, where, params] of [
      [bankKey, 'bank_id = $1', [mine.bank_id]],
      [branchKey, 'bank_id = $1 AND bank_branch_id = $2', [mine.bank_id, mine.bank_branch_id]],
    ] as const) {
      const all = await ids(
        `SELECT id FROM cases WHERE ${where} AND ${DOC} @@ $${params.length + 1}::tsquery ORDER BY received_at DESC, id DESC`,
        [...params, q],
      );
      assert.ok(all.length > 0, `'${word.slice(0, 4)}' is in the scope's cases`);
      const body = await get(`/api/v1/bank/cases?page=1&pageSize=100&search=${encodeURIComponent(word.slice(0, 4))}`, token);
      assert.equal(body.total, all.length);
      assert.deepEqual(
        body.data.map((r) => r.id),
        all.slice(0, 100),
      );
    }
    const other = await ids(`SELECT id FROM cases WHERE bank_id <> $1 ORDER BY id LIMIT 1`, [mine.bank_id]);
    const [{ case_no }] = await t.handle.query<{ case_no: string }>(`SELECT case_no FROM cases WHERE id = $1`, [other[0]]);
    const foreign = await get(`/api/v1/bank/cases?search=${encodeURIComponent(case_no)}`, bankKey);
    assert.equal(foreign.total, 0, 'another bank’s case number finds nothing');
    assert.deepEqual(foreign.data, []);
  });

  test('received and TAT due filters (whole days in India) answer the rows a direct query gives', async () => {
    const [{ from, to }] = await t.handle.query<{ from: string; to: string }>(
      `SELECT to_char(min(received_at AT TIME ZONE 'Asia/Kolkata') + interval '60 days', 'YYYY-MM-DD') AS from,
              to_char(min(received_at AT TIME ZONE 'Asia/Kolkata') + interval '120 days', 'YYYY-MM-DD') AS to
       FROM cases WHERE bank_id = $1`,
      [mine.bank_id],
    );
    for (const column of ['received_at', 'tat_due_at']) {
      const all = await ids(
        `SELECT id FROM cases WHERE bank_id = $1 AND ${column} >= ($2::date::timestamp AT TIME ZONE 'Asia/Kolkata')
           AND ${column} < (($3::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata') ORDER BY received_at DESC, id DESC`,
        [mine.bank_id, from, to],
      );
      assert.ok(all.length > 0, `${column} in ${from}..${to}`);
      const body = await get(`/api/v1/bank/cases?page=1&pageSize=100&${column}_from=${from}&${column}_to=${to}`, bankKey);
      assert.equal(body.total, all.length, column);
      assert.deepEqual(
        body.data.map((r) => r.id),
        all.slice(0, 100),
        column,
      );
    }
  });

  test('the branch portal’s page is its branch’s, with the same total', async () => {
    const all = await ids(`SELECT id FROM cases WHERE bank_branch_id = $1 ORDER BY received_at DESC, id DESC`, [mine.bank_branch_id]);
    const body = await get('/api/portal/cases?page=1&pageSize=10', branch);
    assert.equal(body.total, all.length);
    assert.deepEqual(
      body.data.map((r) => r.id),
      all.slice(0, 10),
    );
  });

  test('a word in more of the bank’s cases than the cap: “5,000+”, and its pages are the newest matches, in order', async () => {
    // Twice the cap of copies of one of the branch's cases, written without the triggers (thousands
    // of rows through them take minutes) and analysed.
    const cols = await copiedColumns(t, 'case_no', 'applicant_name', 'received_at');
    const many = 2 * SEARCH_COUNT_CAP;
    await t.handle.exec(`
      SET session_replication_role = replica;
      INSERT INTO cases (${cols}, case_no, applicant_name, received_at)
      SELECT ${cols}, 'DNS/2526/' || lpad(g::text, 6, '0'), 'Densecase Applicant ' || g, now() - g * interval '3 minutes'
      FROM cases, generate_series(1, ${many}) g
      WHERE id = (SELECT min(id) FROM cases WHERE bank_branch_id = ${mine.bank_branch_id});
      SET session_replication_role = origin;
      ANALYZE cases;`);
    const all = await ids(`SELECT id FROM cases WHERE bank_id = $1 AND ${DOC} @@ 'dens:*'::tsquery ORDER BY received_at DESC, id DESC`, [
      mine.bank_id,
    ]);
    assert.ok(all.length > SEARCH_COUNT_CAP);
    for (const [token, page] of [
      [bankKey, 1],
      [bankKey, 4],
      [branchKey, 2],
    ] as const) {
      const body = await get(`/api/v1/bank/cases?page=${page}&pageSize=25&search=dens`, token);
      assert.equal(body.total, SEARCH_COUNT_CAP);
      assert.equal(body.totalCapped, true);
      assert.deepEqual(
        body.data.map((r) => r.id),
        all.slice((page - 1) * 25, page * 25),
        `page ${page}`,
      );
    }
    const unsearched = await get('/api/v1/bank/cases?page=1&pageSize=1', bankKey);
    const [{ n }] = await t.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM cases WHERE bank_id = $1`, [mine.bank_id]);
    assert.ok(n > SEARCH_COUNT_CAP);
    assert.deepEqual([unsearched.total, unsearched.totalCapped], [SEARCH_COUNT_CAP, true], 'counted up to the cap, copies included');
  });
});
