// Keyset paging (kit/seek.ts) on a small table: the wire form of cursors, and pages walked forward,
// back and from the end that are the slices of the whole order, empty sort values last either way.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { HttpError } from '../src/http/errors';
import { countUpTo, CURSOR_MESSAGE, cursorOf, parseCursor, placed, seekPage, type Seek, type SeekOrder } from '../src/kit/seek';
import { makeTestApp, type TestApp } from './helpers';

let t: TestApp;
before(async () => {
  t = await makeTestApp();
  // 40 rows: values with ties, every fourth one empty; a text column of long non-Latin words.
  await t.handle.exec(`CREATE TABLE seek_probe (id serial PRIMARY KEY, v int, word text NOT NULL, odd boolean NOT NULL);
    INSERT INTO seek_probe (v, word, odd)
      SELECT CASE WHEN i % 4 = 0 THEN NULL ELSE i % 7 END, repeat('शब्द', 100) || (i % 5), i % 2 = 1 FROM generate_series(1, 40) i;`);
});
after(() => t.close());

const probe = sql`seek_probe`;
const byV = (order: 'asc' | 'desc'): SeekOrder => ({ col: sql`v`, id: sql`id`, order, nullable: true });
const expected = async (orderBy: string, where = 'true') =>
  (await t.handle.query<{ id: number }>(`SELECT id FROM seek_probe WHERE ${where} ORDER BY ${orderBy}`)).map((r) => r.id);
const chunks = (ids: number[], size: number) =>
  Array.from({ length: Math.ceil(ids.length / size) }, (_, i) => ids.slice(i * size, (i + 1) * size));

/** The pages from the first by `next`, and from the last (`last`) by `prev`, in the list's order. */
async function walks(sort: SeekOrder, size: number, where?: ReturnType<typeof sql>) {
  const forward: number[][] = [];
  let seek: Seek | undefined;
  for (;;) {
    const page = await seekPage(t.db, { from: probe, where, sort, size, seek });
    assert.equal(!!page.prev, forward.length > 0, 'a page before every page but the first');
    forward.push(page.ids);
    if (!page.next) break;
    seek = parseCursor(page.next);
  }
  const backward: number[][] = [];
  seek = { last: true };
  for (;;) {
    const page = await seekPage(t.db, { from: probe, where, sort, size, seek });
    assert.equal(!!page.next, backward.length > 0, 'a page after every page but the last');
    backward.unshift(page.ids);
    if (!page.prev) break;
    seek = parseCursor(page.prev);
  }
  return { forward, backward };
}

test('a cursor is read back as the key it was made of; `last` and no cursor are read too', () => {
  assert.equal(parseCursor(undefined), undefined);
  assert.equal(parseCursor(''), undefined);
  assert.deepEqual(parseCursor('last'), { last: true });
  assert.deepEqual(parseCursor(cursorOf('after', ['2026-01-01', 12])), { after: ['2026-01-01', 12] });
  assert.deepEqual(parseCursor(cursorOf('before', [null, 3])), { before: [null, 3] });
  const long = 'शब्द'.repeat(500); // 2,000 characters, 6,000 bytes
  assert.deepEqual(parseCursor(cursorOf('after', [long, 7])), { after: [long, 7] });
});

test('a cursor the list did not give out is a 400 with the message', () => {
  const forged = (value: unknown) => `after:${Buffer.from(JSON.stringify(value)).toString('base64url')}`;
  for (const text of [
    'first',
    'after:',
    'after',
    'around:' + cursorOf('after', ['x', 1]).slice(6),
    'after:@@@',
    `after:${Buffer.from('not json').toString('base64url')}`,
    forged(['x']),
    forged(['x', 1, 2]),
    forged(['x', 1.5]),
    forged(['x', '1']),
    forged([5, 1]),
    forged({ 0: 'x', 1: 1 }),
    forged(['x'.repeat(2001), 1]),
  ]) {
    assert.throws(
      () => parseCursor(text),
      (e: unknown) => e instanceof HttpError && e.statusCode === 400 && e.message === CURSOR_MESSAGE,
      text,
    );
  }
});

test('a nullable sort walked forward and back reads the slices of its order, empty values last both ways', async () => {
  for (const [order, orderBy] of [
    ['asc', 'v ASC NULLS LAST, id ASC'],
    ['desc', 'v DESC NULLS LAST, id DESC'],
  ] as const) {
    const all = await expected(orderBy);
    for (const size of [1, 3, 7, 10, 40, 50]) {
      const { forward, backward } = await walks(byV(order), size);
      assert.deepEqual(forward, chunks(all, size), `${order} by ${size}: forward`);
      // From the end, pages are counted from the last row: the first page may be short.
      const fromEnd = chunks([...all].reverse(), size)
        .map((c) => c.reverse())
        .reverse();
      assert.deepEqual(backward, fromEnd, `${order} by ${size}: backward`);
    }
  }
});

test('a sort that is never empty, a filter, and long text values', async () => {
  const byId = await walks({ col: sql`id`, id: sql`id`, order: 'desc', nullable: false }, 6, sql`odd`);
  assert.deepEqual(byId.forward, chunks(await expected('id DESC', 'odd'), 6));
  const byWord = await walks({ col: sql`word`, id: sql`id`, order: 'asc', nullable: false }, 4);
  assert.deepEqual(byWord.forward, chunks(await expected('word ASC, id ASC'), 4));
  assert.deepEqual(byWord.backward.flat(), await expected('word ASC, id ASC'));
});

test('a page by offset, without a cursor: the slice, with a page before it when it skipped rows', async () => {
  const all = await expected('v DESC NULLS LAST, id DESC');
  for (const offset of [0, 5, 27, 36, 40, 45]) {
    const page = await seekPage(t.db, { from: probe, where: undefined, sort: byV('desc'), size: 5, offset });
    assert.deepEqual(page.ids, all.slice(offset, offset + 5), `offset ${offset}`);
    assert.equal(!!page.prev, offset > 0 && page.ids.length > 0);
    assert.equal(!!page.next, offset + 5 < all.length);
    // Its next page is the next slice.
    if (page.next) {
      const next = await seekPage(t.db, { from: probe, where: undefined, sort: byV('desc'), size: 5, seek: parseCursor(page.next) });
      assert.deepEqual(next.ids, all.slice(offset + 5, offset + 10));
    }
  }
});

test('`last` with a size of its own reads the last rows: the last numbered page', async () => {
  const all = await expected('v ASC NULLS LAST, id ASC');
  const page = await seekPage(t.db, {
    from: probe,
    where: undefined,
    sort: byV('asc'),
    size: ((all.length - 1) % 6) + 1,
    seek: { last: true },
  });
  assert.deepEqual(page.ids, all.slice(36));
  assert.equal(page.next, undefined);
  const before = await seekPage(t.db, { from: probe, where: undefined, sort: byV('asc'), size: 6, seek: parseCursor(page.prev) });
  assert.deepEqual(before.ids, all.slice(30, 36));
});

test('a counted page: the total up to the cap, and the pages of the order, exact or capped', async () => {
  for (const [where, whereSql, n] of [
    [sql`odd`, 'odd', 20],
    [undefined, 'true', 40],
  ] as const) {
    for (const order of ['asc', 'desc'] as const) {
      const all = await expected(`v ${order} NULLS LAST, id ${order}`, whereSql);
      assert.equal(all.length, n);
      for (const cap of [15, 100]) {
        const capped = n > cap;
        const at = async (seek: Seek | undefined, page = 1, size = 6) =>
          placed(
            t.db,
            { from: probe, where, sort: byV(order), size, seek, offset: (page - 1) * size },
            await countUpTo(t.db, probe, where, cap),
            page,
          );
        const label = `${whereSql} ${order} cap ${cap}`;
        // Forward from the first page by `next`: the slices of the order, each with the total.
        const forward: number[][] = [];
        for (let page = await at(undefined); ; page = await at(parseCursor(page.next))) {
          assert.deepEqual([page.total, page.capped], [Math.min(n, cap), capped], label);
          forward.push(page.ids);
          if (!page.next) break;
        }
        assert.deepEqual(forward, chunks(all, 6), `${label}: forward`);
        // The last page: the last numbered one (its own rows, its number) when counted exactly, else the last six rows.
        const last = await at({ last: true }, 2);
        const lastIds = capped ? all.slice(-6) : all.slice(Math.floor((n - 1) / 6) * 6);
        assert.deepEqual([last.ids, last.page], [lastIds, capped ? 2 : Math.ceil(n / 6)], `${label}: last`);
        const before = await at(parseCursor(last.prev));
        assert.deepEqual(before.ids, all.slice(all.indexOf(lastIds[0]) - 6, all.indexOf(lastIds[0])), `${label}: before the last`);
        // A page by number is the slice at its offset.
        assert.deepEqual((await at(undefined, 3)).ids, all.slice(12, 18), `${label}: page 3`);
      }
    }
  }
});
