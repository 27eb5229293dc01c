// The case lists page by keyset (kit/seek.ts): walking `next` from the first page, or `prev` from
// the last, gives exactly the cases of the list in its order (empty sort values last, both
// directions); `cursor=last` is the last numbered page; totals are counted up to SEARCH_COUNT_CAP
// and equal a count of the slice below it; a cursor the list never gave out is refused.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { SEARCH_COUNT_CAP } from 'shared/resources';
import { makeTestApp, type TestApp } from './helpers';
import { caseLogins, copiedColumns } from './cases-support';
import { CURSOR_MESSAGE } from '../src/kit/seek';

let t: TestApp;
let who: Awaited<ReturnType<typeof caseLogins>>;
before(async () => {
  t = await makeTestApp();
  who = await caseLogins(t);
});
after(() => t.close());

interface Page {
  total: number;
  page: number;
  totalCapped?: boolean;
  next?: string;
  prev?: string;
  data: { id: number }[];
}
const list = async (query: string): Promise<Page> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/cases?${query}`, headers: who.admin });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as Page;
};
const ids = async (where: string, order: string) =>
  (await t.handle.query<{ id: number }>(`SELECT c.id FROM cases c WHERE ${where} ORDER BY ${order}`)).map((r) => r.id);
const cursor = (c: string) => `cursor=${encodeURIComponent(c)}`;

/** Copies of the first case, written without triggers (and removed the same way). */
const untriggered = (statements: string) =>
  t.handle.exec(`SET session_replication_role = replica; ${statements}; SET session_replication_role = origin;`);

async function walkBothWays(query: string, expected: number[], size: number, label: string) {
  const forward: number[] = [];
  let page = await list(`${query}&pageSize=${size}`);
  assert.equal(page.prev, undefined, `${label}: no page before the first`);
  for (let n = 1; ; n++) {
    assert.equal(page.page, n, `${label}: page number`);
    forward.push(...page.data.map((r) => r.id));
    if (!page.next) break;
    page = await list(`${query}&pageSize=${size}&page=${n + 1}&${cursor(page.next)}`);
  }
  assert.deepEqual(forward, expected, `${label}: forward`);
  const backward: number[] = [];
  page = await list(`${query}&pageSize=${size}&${cursor('last')}`);
  assert.equal(page.page, Math.max(1, Math.ceil(expected.length / size)), `${label}: the last page's number`);
  assert.equal(page.next, undefined, `${label}: no page after the last`);
  assert.equal(page.data.length, expected.length - (page.page - 1) * size, `${label}: the last page holds the rest`);
  for (;;) {
    backward.unshift(...page.data.map((r) => r.id));
    if (!page.prev) break;
    page = await list(`${query}&pageSize=${size}&page=${page.page - 1}&${cursor(page.prev)}`);
  }
  assert.deepEqual(backward, expected, `${label}: backward`);
}

test('next and prev walk every sort of the list, filtered and searched, exactly as its whole order', async () => {
  const cols = await copiedColumns(t, 'case_no', 'applicant_name', 'received_at', 'tat_due_at', 'appointment_at');
  // Ties of received time and empty TAT dates and appointments, so both the id tie-break and the empty part are walked.
  await untriggered(`INSERT INTO cases (${cols}, case_no, applicant_name, received_at, tat_due_at, appointment_at)
      SELECT ${cols}, 'SEEK/2526/' || lpad(i::text, 6, '0'), 'Seekword Person', now() - (i / 3) * interval '41 minutes',
             CASE WHEN i % 4 <> 0 THEN now() + (i % 9) * interval '1 day' END,
             CASE WHEN i % 3 = 0 THEN now() + (i % 5) * interval '1 hour' END
        FROM cases c, generate_series(1, 93) i WHERE c.id = (SELECT min(id) FROM cases)`);
  try {
    const mine = `c.applicant_name = 'Seekword Person'`;
    for (const [query, order] of [
      ['', 'c.received_at DESC, c.id DESC'],
      ['&sort=case_no&order=desc', 'c.case_no COLLATE "C" DESC, c.id DESC'],
      ['&sort=tat_due_at&order=desc', 'c.tat_due_at DESC NULLS LAST, c.id DESC'],
      ['&sort=tat_due_at&order=asc', 'c.tat_due_at ASC NULLS LAST, c.id ASC'],
      ['&sort=appointment_at&order=asc', 'c.appointment_at ASC NULLS LAST, c.id ASC'],
    ]) {
      await walkBothWays(`search=seekword${query}`, await ids(mine, order), 10, `search${query || ' received'}`);
    }
    const [{ status }] = await t.handle.query<{ status: string }>(
      `SELECT status FROM cases WHERE applicant_name = 'Seekword Person' LIMIT 1`,
    );
    await walkBothWays(
      `status=${status}&sort=appointment_at&order=desc`,
      await ids(`c.status = '${status}'`, 'c.appointment_at DESC NULLS LAST, c.id DESC'),
      25,
      `status ${status}`,
    );
    // A page by number (a typed page or a link) is the same page.
    const third = await list('search=seekword&page=3&pageSize=10&sort=tat_due_at&order=asc');
    assert.deepEqual(
      third.data.map((r) => r.id),
      (await ids(mine, 'c.tat_due_at ASC NULLS LAST, c.id ASC')).slice(20, 30),
    );
    assert.ok(third.prev && third.next, 'a page by number names both neighbours');
  } finally {
    await untriggered(`DELETE FROM cases WHERE applicant_name = 'Seekword Person'`);
  }
});

test('totals are counted: each slice under the cap exactly, a search past it as the cap with its flag, and next still pages', async () => {
  const [sample] = await t.handle.query<{ bank_id: number; company_branch_id: number }>(
    'SELECT bank_id, company_branch_id FROM cases LIMIT 1',
  );
  for (const [query, where] of [
    ['view=completed', `c.status IN ('RELEASED', 'DISPATCHED', 'CLOSED')`],
    ['view=completed&status=CLOSED,ON_HOLD', `c.status = 'CLOSED'`],
    [`bank_id=${sample.bank_id}`, `c.bank_id = ${sample.bank_id}`],
    [
      `company_branch_id=${sample.company_branch_id}&view=hold`,
      `c.company_branch_id = ${sample.company_branch_id} AND c.status IN ('ON_HOLD', 'QUERY_PENDING')`,
    ],
  ]) {
    const expected = (await t.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM cases c WHERE ${where}`))[0].n;
    const got = await list(query);
    assert.deepEqual([got.total, got.totalCapped], [expected, undefined], query);
  }
  const cols = await copiedColumns(t, 'case_no', 'applicant_name');
  const many = SEARCH_COUNT_CAP + 40;
  await untriggered(`INSERT INTO cases (${cols}, case_no, applicant_name)
      SELECT ${cols}, 'CAPX/2526/' || lpad(i::text, 6, '0'), 'Capword Tester' FROM cases c, generate_series(1, ${many}) i
       WHERE c.id = (SELECT min(id) FROM cases)`);
  try {
    const all = await ids(`c.applicant_name = 'Capword Tester'`, 'c.received_at DESC, c.id DESC');
    for (const search of ['capword', 'CAPX/2526/']) {
      const first = await list(`search=${search}&pageSize=25`);
      assert.deepEqual([first.total, first.totalCapped], [SEARCH_COUNT_CAP, true], search);
      const second = await list(`search=${search}&pageSize=25&page=2&${cursor(first.next!)}`);
      assert.deepEqual(
        [...first.data, ...second.data].map((r) => r.id),
        all.slice(0, 50),
        `${search}: pages 1 and 2`,
      );
      const last = await list(`search=${search}&pageSize=25&page=2&${cursor('last')}`);
      assert.deepEqual(
        last.data.map((r) => r.id),
        all.slice(-25),
        `${search}: the last 25 of a capped list`,
      );
    }
    const [{ status }] = await t.handle.query<{ status: string }>(
      `SELECT status FROM cases WHERE applicant_name = 'Capword Tester' LIMIT 1`,
    );
    const narrow = await list(`search=capword&status=${status === 'CANCELLED' ? 'CLOSED' : 'CANCELLED'}`);
    assert.deepEqual([narrow.total, narrow.totalCapped, narrow.data.length], [0, undefined, 0], 'a count under the cap is exact');
  } finally {
    await untriggered(`DELETE FROM cases WHERE applicant_name = 'Capword Tester'`);
  }
});

test('a cursor the list never gave out is refused with a message', async () => {
  for (const bad of ['after:', 'before:!!', `after:${Buffer.from('[1]').toString('base64url')}`, 'middle']) {
    const res = await t.app.inject({ method: 'GET', url: `/api/cases?${cursor(bad)}`, headers: who.admin });
    assert.equal(res.statusCode, 400, bad);
    assert.match(res.body, new RegExp(CURSOR_MESSAGE.slice(0, 30)));
  }
  // Well formed, but its value is no time of the received order: refused, not a server error.
  const forged = `after:${Buffer.from(JSON.stringify(['not a time', 1])).toString('base64url')}`;
  const res = await t.app.inject({ method: 'GET', url: `/api/cases?${cursor(forged)}`, headers: who.admin });
  assert.equal(res.statusCode, 400, res.body);
});

test('every session prices random reads for pages in memory, and a bank reference has statistics of its own', async () => {
  const [{ random_page_cost }] = await t.handle.query<{ random_page_cost: string }>('SHOW random_page_cost');
  assert.equal(random_page_cost, '1.1');
  const stats = await t.handle.query(`SELECT 1 FROM pg_statistic_ext WHERE stxname = 'cases_bank_ref_lower_stats'`);
  assert.equal(stats.length, 1);
});
