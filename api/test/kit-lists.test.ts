// The kit's list contract on real resources: { data, total, page, pageSize, next?, prev? }, paging
// by number and by cursor (kit/seek.ts), clamping, sort, search, CSV export of the current query.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { CURSOR_MESSAGE } from '../src/kit/seek';
import { bearer, login, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let h: Record<string, string>;
let userCount = 0;
before(async () => {
  t = await makeTestApp();
  h = bearer(await login(t.app, 'admin@example.com'));
  [{ n: userCount }] = await t.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
});
after(() => t.close());
const get = async (url: string) => {
  const res = await t.app.inject({ url, headers: h });
  assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
  return res.json();
};

test('users: spec GET users?page&pageSize answers the list envelope', async () => {
  const body = await get('/api/users?page=2&pageSize=10');
  assert.deepEqual(Object.keys(body).sort(), ['data', 'next', 'page', 'pageSize', 'prev', 'total']);
  assert.equal(body.page, 2);
  assert.equal(body.data.length, 10);
  assert.equal(body.total, userCount);
  assert.equal(body.data[0].id, 11);
  assert.equal(body.data[0].password_hash, undefined);
  assert.equal(typeof body.data[0].rating, 'number');
});

test('pageSize is clamped to the resource maximum; the legacy pageno works', async () => {
  const users = await get('/api/users?page=1&pageSize=1000000');
  assert.equal(users.pageSize, 100);
  assert.equal(users.data.length, Math.min(userCount, 100));
  const legacy = await get('/api/users?pageno=2&pageSize=5');
  assert.equal(legacy.page, 2);
  assert.equal(legacy.data[0].id, 6);
});

test('branch master answers page 1 / pageSize 10000 with id and branch_name (dashboard selector)', async () => {
  const body = await get('/api/branch-master?page=1&pageSize=10000');
  assert.equal(body.pageSize, 10000);
  assert.equal(body.total, 7);
  assert.ok(body.data.every((b: { id: number; branch_name: string }) => Number.isInteger(b.id) && b.branch_name));
  assert.deepEqual(body.data.map((b: { branch_name: string }) => b.branch_name).slice(0, 2), ['Ahmedabad', 'Bengaluru']);
});

test('sort by an allowed column, both ways, with id breaking ties', async () => {
  const asc = await get('/api/users?sort=name&order=asc&pageSize=100');
  const names = asc.data.map((u: { name: string }) => u.name);
  assert.deepEqual(
    names,
    [...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  const desc = await get('/api/users?sort=rating&order=desc&pageSize=3');
  assert.ok(desc.data[0].rating >= desc.data[1].rating && desc.data[1].rating >= desc.data[2].rating);
});

test('search matches word prefixes of the searchable columns, case-insensitively', async () => {
  const byName = await get('/api/users?search=AARAV');
  assert.ok(byName.total >= 1);
  assert.ok(byName.data.every((u: { name: string }) => u.name.toLowerCase().startsWith('aarav')));
  const bySurnameAndName = await get('/api/users?search=aarav%20sharma');
  assert.ok(bySurnameAndName.data.every((u: { name: string; surname: string }) => u.name === 'Aarav' && u.surname === 'Sharma'));
  const byEmail = await get('/api/users?search=admin@');
  assert.equal(byEmail.data[0].email, 'admin@example.com');
  const wildcards = await get('/api/users?search=%25');
  assert.equal(wildcards.total, 0, 'a % is matched literally');
  const spec = await t.app.inject({
    method: 'POST',
    url: '/api/userSearch',
    headers: h,
    payload: { search: 'employee', page: 1, pageSize: 10, token: 'legacy' },
  });
  assert.equal(spec.json().data[0].email, 'employee@example.com');
});

test('CSV export: the current query (search and sort), every page, with labels and safe cells', async () => {
  await t.app.inject({
    method: 'POST',
    url: '/api/tasks',
    headers: h,
    payload: { title: '=HYPERLINK("http://evil")', status: '0', priority: 'LOW' },
  });
  const res = await t.app.inject({ url: '/api/tasks/export.csv?search=%3Dhyper&sort=title', headers: h });
  assert.equal(res.statusCode, 200);
  assert.match(res.headers['content-type'] as string, /^text\/csv/);
  assert.match(res.headers['content-disposition'] as string, /attachment; filename="tasks-\d{4}-\d{2}-\d{2}\.csv"/);
  const lines = res.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  assert.equal(lines[0], 'ID,Title,Type,Assigned To,Due Date,Priority,Status');
  assert.equal(lines.length, 2);
  assert.match(lines[1], /,"'=HYPERLINK\(""http:\/\/evil""\)",/);
  assert.match(lines[1], /,Pending$/);
  const all = await t.app.inject({ url: '/api/users/export.csv', headers: h });
  assert.equal(all.body.trim().split('\r\n').length, userCount + 1, 'header + every user, not one page');
});

test('GET one record, and 404 for an unknown one', async () => {
  assert.equal((await get('/api/tasks/1')).data.id, 1);
  const res = await t.app.inject({ url: '/api/tasks/99999', headers: h });
  assert.equal(res.statusCode, 404);
  assert.equal(res.json().message, 'No such task.');
});

type Page = { data: { id: number }[]; total: number; page: number; pageSize: number; totalCapped?: boolean; next?: string; prev?: string };
const idsOf = (body: Page) => body.data.map((r) => r.id);
const withCursor = (url: string, page: number, cursor: string) => `${url}&page=${page}&cursor=${encodeURIComponent(cursor)}`;

/** Every page of a list read by number. */
async function byNumber(url: string): Promise<number[][]> {
  const first: Page = await get(`${url}&page=1`);
  const pages = [idsOf(first)];
  for (let n = 2; n <= Math.ceil(first.total / first.pageSize); n++) pages.push(idsOf(await get(`${url}&page=${n}`)));
  return pages;
}

/** Every page of a list from the first, each read by the `next` of the one before. */
async function forward(url: string): Promise<number[][]> {
  let body: Page = await get(url);
  assert.equal(body.prev, undefined, 'the first page has no page before it');
  const pages = [idsOf(body)];
  while (body.next) {
    body = await get(withCursor(url, pages.length + 1, body.next));
    assert.equal(body.page, pages.length + 1, 'the page number sent is echoed');
    assert.ok(body.prev, `page ${body.page} has a page before it`);
    pages.push(idsOf(body));
  }
  return pages;
}

/** Every page of a list from the last (`cursor=last`), each read by the `prev` of the one after; in the list's order. */
async function backward(url: string): Promise<number[][]> {
  let body: Page = await get(`${url}&cursor=last`);
  assert.equal(body.next, undefined, 'the last page has no page after it');
  const pages = [idsOf(body)];
  while (body.prev) {
    body = await get(withCursor(url, body.page - 1, body.prev));
    assert.ok(body.next);
    pages.unshift(idsOf(body));
  }
  return pages;
}

test('walking a list by next, or back from its last page by prev, reads the pages read by number; empty values last both ways', async () => {
  // Due dates with ties and empties, priorities of every rank and one of none (a value the scale does not
  // have): the orders of a nullable column, a scale and the id.
  await t.handle.exec(`INSERT INTO tasks (title, due_date, priority)
    SELECT 'Seekwalk ' || i, CASE WHEN i % 5 = 0 THEN NULL ELSE date '2026-01-01' + (i % 9) END,
      (ARRAY['LOW', 'MEDIUM', 'HIGH', 'URGENT', 'LEGACY'])[1 + i % 5] FROM generate_series(1, 57) i`);
  const [{ n: total }] = await t.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM tasks');
  for (const [sort, order, sqlOrder] of [
    ['due_date', 'asc', 'due_date ASC NULLS LAST, id ASC'],
    ['due_date', 'desc', 'due_date DESC NULLS LAST, id DESC'],
    ['title', 'desc', 'title DESC, id DESC'],
    ['id', 'desc', 'id DESC'],
  ]) {
    const url = `/api/tasks?sort=${sort}&order=${order}&pageSize=7`;
    const pages = await byNumber(url);
    assert.equal(pages.length, Math.ceil(total / 7));
    assert.deepEqual(
      pages.flat(),
      (await t.handle.query<{ id: number }>(`SELECT id FROM tasks ORDER BY ${sqlOrder}`)).map((r) => r.id),
      url,
    );
    assert.deepEqual(await forward(url), pages, `${url}: forward`);
    assert.deepEqual(await backward(url), pages, `${url}: backward`);
  }
  const url = '/api/tasks?sort=priority&order=desc&pageSize=9';
  const pages = await byNumber(url);
  assert.deepEqual(await forward(url), pages);
  assert.deepEqual(await backward(url), pages);
  const ranks = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'];
  const priority = new Map(
    (await t.handle.query<{ id: number; priority: string }>('SELECT id, priority FROM tasks')).map((r) => [r.id, r.priority]),
  );
  const ranked = pages.flat().map((id) => ranks.indexOf(priority.get(id)!));
  assert.deepEqual(
    ranked,
    [...ranked].sort((a, b) => b - a),
    'the scale, highest first, then a value off it',
  );
  assert.equal(ranked.at(-1), -1);
});

test('a list sorted by a joined column (a bank branch by its bank) walks by next and prev like its numbered pages, a filter kept', async () => {
  for (const order of ['asc', 'desc']) {
    const url = `/api/bank-branches?sort=bank_name&order=${order}&pageSize=3`;
    const pages = await byNumber(url);
    assert.ok(pages.length > 2, `${pages.length} pages`);
    assert.deepEqual(await forward(url), pages, url);
    assert.deepEqual(await backward(url), pages, url);
  }
  const filtered = '/api/tasks?search=seekwalk&sort=due_date&pageSize=4';
  assert.deepEqual(await forward(filtered), await byNumber(filtered));
});

test('cursor=last reads the last numbered page and answers its number; a list of no rows has no cursors', async () => {
  const [{ n: total }] = await t.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM tasks');
  // A size that divides the total too: its last page is a full one.
  const divisor = Array.from({ length: 99 }, (_, i) => 100 - i).find((d) => total % d === 0)!;
  for (const size of [7, 10, 100, divisor]) {
    const last: Page = await get(`/api/tasks?pageSize=${size}&page=3&cursor=last`);
    const page = Math.ceil(total / size);
    assert.equal(last.page, page);
    assert.equal(last.total, total);
    assert.deepEqual(idsOf(last), idsOf(await get(`/api/tasks?pageSize=${size}&page=${page}`)), `size ${size}`);
    assert.equal(last.next, undefined);
    assert.equal(!!last.prev, page > 1);
  }
  const none: Page = await get('/api/tasks?search=nosuchwordanywhere&cursor=last');
  assert.deepEqual([none.data, none.total, none.next, none.prev], [[], 0, undefined, undefined]);
});

test('a cursor the list did not give out is refused with a 400 that says to go to the first page', async () => {
  const first: Page = await get('/api/tasks?pageSize=5');
  const key = first.next!.slice('after:'.length);
  const forged = (value: unknown) => `after:${Buffer.from(JSON.stringify(value)).toString('base64url')}`;
  for (const cursor of [
    'first',
    `sideways:${key}`,
    'after:',
    'after:not base64!',
    forged({ id: 1 }),
    forged(['x', 1.5]),
    forged([1, 2]),
    forged(['x', 2, 3]),
    `after:${'A'.repeat(9000)}`,
  ]) {
    const res = await t.app.inject({ url: `/api/tasks?pageSize=5&page=2&cursor=${encodeURIComponent(cursor)}`, headers: h });
    assert.equal(res.statusCode, 400, `${cursor.slice(0, 40)}: ${res.body}`);
    if (cursor.length < 8000) assert.equal(res.json().message, CURSOR_MESSAGE, cursor);
  }
});

test('a sort value of long non-Latin text gives a cursor the list takes back', async () => {
  // 198 characters, 594 bytes of UTF-8: sorted after every Latin title.
  const title = 'खोज'.repeat(66);
  await t.handle.exec(`INSERT INTO tasks (title) SELECT '${title}' || i FROM generate_series(1, 4) i`);
  const url = '/api/tasks?sort=title&order=asc&pageSize=2';
  const ours = (body: Page) => body.data.every((r) => String((r as { title?: string }).title).startsWith(title));
  const last: Page = await get(`${url}&cursor=last`);
  assert.ok(ours(last) && last.prev);
  const before: Page = await get(withCursor(url, last.page - 1, last.prev));
  assert.ok(ours(before) && before.next);
  assert.deepEqual(idsOf(await get(withCursor(url, last.page, before.next))), idsOf(last));
});
