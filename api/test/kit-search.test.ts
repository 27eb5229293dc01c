// The kit's search: word prefixes over the searchable columns, served by each resource's GIN index.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { count, getTableColumns, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDesc } from 'shared/resources';
import { companyBranches, dispatchHardCopies, tasks, users, usersDummy } from '../src/db/schema/index';
import { searchIndexSql, searchWhere } from '../src/kit/index';
import { tasksResource, usersDummyResource, usersResource } from 'mfe-hr/model';
import { dispatchResource } from 'mfe-cases/model';
import { branchMasterResource } from 'mfe-masters/model';
import { bearer, login, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let h: Record<string, string>;
before(async () => {
  t = await makeTestApp();
  h = bearer(await login(t.app, 'admin@example.com'));
});
after(() => t.close());

const RESOURCES: [ResourceDesc, PgTable, string][] = [
  [usersResource, users, 'users'],
  [usersDummyResource, usersDummy, 'users_dummy'],
  [tasksResource, tasks, 'tasks'],
  [branchMasterResource, companyBranches, 'company_branches'],
  [dispatchResource, dispatchHardCopies, 'dispatch_hard_copies'],
];

for (const [desc, table, name] of RESOURCES) {
  test(`${desc.name}: the search uses the GIN index of its migration`, async () => {
    const columns = getTableColumns(table) as Record<string, SQLWrapper>;
    const q = t.db.select({ n: count() }).from(table).where(searchWhere(desc.searchable.map((f) => columns[f]), 'abc')).toSQL();
    await t.handle.exec('SET enable_seqscan = off');
    try {
      const plan = (await t.handle.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${q.sql}`, q.params)).map((r) => r['QUERY PLAN']).join('\n');
      assert.match(plan, /Bitmap Index Scan on \w+_search_idx/, `No search index matches; the migration needs:\n${searchIndexSql(name, [...desc.searchable])}\n${plan}`);
    } finally {
      await t.handle.exec('SET enable_seqscan = on');
    }
  });
}

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
