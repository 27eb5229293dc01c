// Case numbers under concurrent creation: a counter row per office and financial year, updated
// atomically in the creating transaction (0210 next_case_number).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { makeTestApp, type TestApp } from './helpers';
import { caseBody, caseLogins, demoPlaces } from './cases-support';
import { nextNumber } from '../src/modules/cases/create';

let t: TestApp;
before(async () => {
  t = await makeTestApp();
});
after(() => t.close());

test('200 parallel creates give 200 distinct consecutive numbers', async () => {
  const who = await caseLogins(t);
  const places = await demoPlaces(t);
  const results = await Promise.all(
    Array.from({ length: 200 }, () =>
      t.app.inject({ method: 'POST', url: '/api/cases', headers: who.admin, payload: { ...caseBody(places), ignore_duplicates: true } }),
    ),
  );
  assert.deepEqual([...new Set(results.map((r) => r.statusCode))], [201]);
  const nos: string[] = results.map((r) => r.json().data.case_no);
  assert.equal(new Set(nos).size, 200);
  const prefix = nos[0].slice(0, -6);
  assert.ok(nos.every((n) => n.startsWith(prefix)));
  const seq = nos.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
  assert.deepEqual(
    seq,
    Array.from({ length: 200 }, (_, i) => seq[0] + i),
  );
  // They follow the numbers already used by the office this year.
  const [{ before }] = await t.handle.query<{ before: number }>(
    `SELECT count(*)::int AS before FROM cases WHERE case_no LIKE $1 AND NOT (case_no = ANY($2))`,
    [`${prefix}%`, nos],
  );
  assert.equal(seq[0], before + 1);
});

test('a creation that fails inside its transaction gives its number back', async () => {
  const places = await demoPlaces(t);
  const a = await t.db.transaction((tx) => nextNumber(tx, places.company_branch_id, places.code, 'CASE'));
  await assert.rejects(
    t.db.transaction(async (tx) => {
      await nextNumber(tx, places.company_branch_id, places.code, 'CASE');
      throw new Error('insert failed');
    }),
  );
  const b = await t.db.transaction((tx) => nextNumber(tx, places.company_branch_id, places.code, 'CASE'));
  assert.equal(Number(b.slice(-6)), Number(a.slice(-6)) + 1);
  // Report numbers run on their own counter.
  const r = await t.db.transaction((tx) => nextNumber(tx, places.company_branch_id, places.code, 'REPORT'));
  assert.match(r, new RegExp(`^${places.code}/R/[0-9]{4}/[0-9]{6}$`));
});
