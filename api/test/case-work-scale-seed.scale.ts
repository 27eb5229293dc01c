// The `--cases N` scale seed of the work around the case (online requests, queries, pickups,
// inward couriers): counts follow the case count, rows pass the tables' constraints and link to
// real cases, branches and users, a second run replaces its rows, and each list pages through them.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { seedCases } from '../src/seed/cases/index';
import { seedCaseWorkAtScale, type CaseWorkCounts } from '../src/modules/online-requests/scale-seed';

const CASES = 3000;
let t: TestApp;
let counts: CaseWorkCounts;
const n = async (q: string) => (await t.handle.query<{ n: number }>(q))[0].n;

before(async () => {
  t = await makeTestApp();
  await seedCases(t.db, { cases: CASES, replace: true });
  counts = await seedCaseWorkAtScale(t.db, CASES);
});
after(() => t.close());

test('counts follow the case count and every generated row links to what exists', async () => {
  const portal = await n(`SELECT count(*)::int n FROM cases WHERE channel = 'PORTAL' AND property_address IS NOT NULL`);
  assert.ok(portal > CASES / 5, `PORTAL cases ${portal}`);
  assert.equal(
    await n(`SELECT count(*)::int n FROM online_requests WHERE status = 'ACCEPTED'`),
    portal,
    'every PORTAL case came as a request',
  );
  assert.ok(counts.requests >= portal + CASES / 200, `requests ${counts.requests}`);
  for (const s of ['SUBMITTED', 'REJECTED'])
    assert.ok((await n(`SELECT count(*)::int n FROM online_requests WHERE status = '${s}'`)) >= 5, s);
  assert.equal(
    await n(`SELECT count(*)::int n FROM online_requests r JOIN cases c ON c.id = r.case_id
             WHERE c.bank_branch_id <> r.bank_branch_id OR r.created_at > c.received_at`),
    0,
    'an accepted request is its case’s, sent before it was received',
  );
  assert.ok(counts.queries >= CASES / 50, `queries ${counts.queries}`);
  assert.equal(
    await n(`SELECT count(*)::int n FROM cases c WHERE c.status = 'QUERY_PENDING'
             AND NOT EXISTS (SELECT 1 FROM case_queries q WHERE q.case_id = c.id AND q.status IN ('OPEN', 'IN_PROGRESS', 'AWAITING_CLIENT'))`),
    0,
    'a case waiting on a query has an open one',
  );
  assert.equal(await n(`SELECT count(*)::int n FROM case_queries WHERE query_no !~ '^QRY-[0-9]{6}$' OR query_no IS NULL`), 0);
  assert.ok((await n(`SELECT count(*)::int n FROM case_query_comments`)) >= counts.queries);
  assert.ok(counts.pickups >= CASES / 150 && counts.pickups <= CASES / 50, `pickups ${counts.pickups}`);
  assert.ok(counts.couriers >= CASES / 150 && counts.couriers <= CASES / 50, `couriers ${counts.couriers}`);
  assert.equal(
    await n(`SELECT count(*)::int n FROM received_couriers r, jsonb_array_elements_text(r.case_nos) no
             WHERE NOT EXISTS (SELECT 1 FROM cases c WHERE c.case_no = no)`),
    0,
    'every courier, generated or kept from the demo data, names cases that exist',
  );
  assert.ok((await n(`SELECT count(*)::int n FROM received_couriers WHERE awb_no NOT LIKE 'SC%'`)) >= 5, 'the demo couriers stay');
  assert.equal(
    await n(
      `SELECT count(*)::int n FROM document_pickups WHERE status IN ('SCHEDULED', 'PICKED', 'RECEIVED') AND (slot_date IS NULL OR runner_id IS NULL)`,
    ),
    0,
  );
  const span = await t.handle.query<{ days: number }>(
    `SELECT extract(day FROM max(created_at) - min(created_at))::int days FROM online_requests`,
  );
  assert.ok(span[0].days > 300, `requests over ${span[0].days} days`);
});

test('a second run (cases replaced, then this seed) replaces its rows instead of adding to them', async () => {
  await seedCases(t.db, { cases: CASES, replace: true });
  const again = await seedCaseWorkAtScale(t.db, CASES);
  assert.deepEqual(again, counts);
});

test('each list pages through the generated rows', async () => {
  const admin = bearer(await login(t.app, 'admin@example.com'));
  for (const [url, table] of [
    ['/api/online-requests', 'online_requests'],
    ['/api/queries', 'case_queries'],
    ['/api/document-pickups', 'document_pickups'],
    ['/api/received-couriers', 'received_couriers'],
  ]) {
    const total = await n(`SELECT count(*)::int n FROM ${table}`);
    const first = await t.app.inject({ url: `${url}?page=1&pageSize=25`, headers: admin });
    assert.equal(first.statusCode, 200, `${url} ${first.body}`);
    assert.equal(first.json().total, total, url);
    assert.equal(first.json().data.length, Math.min(25, total), url);
    const lastPage = Math.ceil(total / 25);
    const last = await t.app.inject({ url: `${url}?page=${lastPage}&pageSize=25`, headers: admin });
    assert.equal(last.statusCode, 200, `${url} ${last.body}`);
    assert.equal(last.json().data.length, total - (lastPage - 1) * 25, `${url} last page`);
    const ids = new Set([...first.json().data, ...last.json().data].map((r: { id: number }) => r.id));
    assert.equal(ids.size, first.json().data.length + last.json().data.length, `${url}: pages do not overlap`);
  }
  const submitted = await t.app.inject({ url: '/api/online-requests?status=SUBMITTED&pageSize=100', headers: admin });
  assert.equal(submitted.statusCode, 200, submitted.body);
  assert.equal(submitted.json().total, await n(`SELECT count(*)::int n FROM online_requests WHERE status = 'SUBMITTED'`));
});
