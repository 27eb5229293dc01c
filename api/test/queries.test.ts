// Queries on cases: rights, the query flow (allowed and refused moves), the linked case's move into
// QUERY_PENDING and back to its stage through the case flow (with history rows), the thread with
// attachments, and malformed payloads on every write route (never a 5xx, nothing changed).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, multipart, type TestApp } from './helpers';
import { expectRefused, fingerprint, malformedBodies, malformedIds, type Malformed } from './kit-support';
import { caseBody, caseLogins, demoPlaces } from './cases-support';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

let t: TestApp;
let who: Awaited<ReturnType<typeof caseLogins>>;
let places: Awaited<ReturnType<typeof demoPlaces>>;
before(async () => {
  t = await makeTestApp();
  who = await caseLogins(t);
  places = await demoPlaces(t);
});
after(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = who.admin) =>
  t.app.inject({ method, url, payload: payload as object, headers });

/** A new case allocated to the demo engineer: its own, so no other test's state matters. */
async function allocatedCase() {
  const made = (await send('POST', '/api/cases', caseBody(places))).json().data;
  const res = await send('POST', `/api/cases/${made.id}/moves`, {
    move: 'allocate',
    version: made.version,
    site_engineer_id: who.engineerId,
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data as { id: number; case_no: string; status: string };
}
const caseStatus = async (id: number) => (await send('GET', `/api/cases/${id}`)).json().data.status as string;
const history = (id: number) =>
  t.handle.query<{ from_status: string; to_status: string }>(
    `SELECT from_status, to_status FROM case_status_history WHERE case_id = $1 ORDER BY id`,
    [id],
  );
const raise = (caseId: number, extra: Record<string, unknown> = {}) =>
  send('POST', '/api/queries', {
    case_id: caseId,
    source: 'BANK',
    type: 'REPORT_QUERY',
    priority: 'HIGH',
    subject: 'Carpet area',
    description: 'Please confirm the carpet area.',
    ...extra,
  });
const move = async (q: { id: number; version: number }, m: string, comment?: string) =>
  send('POST', `/api/queries/${q.id}/move`, { move: m, version: q.version, ...(comment ? { comment } : {}) });

test('rights: the list needs the queries right; demo queries are seeded', async () => {
  const hr = bearer(await login(t.app, 'hr@example.com'));
  assert.equal((await send('GET', '/api/queries', undefined, hr)).statusCode, 403);
  assert.equal((await send('POST', '/api/queries', {}, hr)).statusCode, 403);
  assert.equal(
    (await send('GET', '/api/lookups/cases?search=MUM', undefined, hr)).statusCode,
    403,
    'the case lookup answers only callers with a page that uses it (HR has none)',
  );
  const list = (await send('GET', '/api/queries?pageSize=100')).json();
  assert.ok(list.total >= 8, `seeded ${list.total}`);
  assert.ok(list.data.every((q: { case_no: string; query_no: string }) => q.case_no && /^QRY-\d{6}$/.test(q.query_no)));
  const statuses = new Set(list.data.map((q: { status: string }) => q.status));
  for (const s of ['OPEN', 'IN_PROGRESS', 'AWAITING_CLIENT', 'RESOLVED', 'CLOSED']) assert.ok(statuses.has(s), s);
  const pending = await t.handle.query(
    `SELECT 1 FROM cases c WHERE c.status = 'QUERY_PENDING' AND EXISTS (SELECT 1 FROM case_queries q WHERE q.case_id = c.id)`,
  );
  assert.ok(pending.length >= 1, 'a seeded open query holds its case in QUERY_PENDING');
});

test('a query moves its case to QUERY_PENDING and the last resolved one moves it back, with history rows', async () => {
  const c = await allocatedCase();
  let res = await raise(c.id);
  assert.equal(res.statusCode, 201, res.body);
  assert.equal(res.json().message, 'Query Raised!');
  let q1 = res.json().data;
  assert.equal(q1.status, 'OPEN');
  assert.equal(q1.case_no, c.case_no);
  assert.ok(Date.parse(q1.sla_due) > Date.now());
  assert.equal(await caseStatus(c.id), 'QUERY_PENDING');
  let q2 = (await raise(c.id, { type: 'BILLING_DISPUTE', source: 'INTERNAL' })).json().data;
  assert.equal(await caseStatus(c.id), 'QUERY_PENDING');

  res = await move(q1, 'close');
  assert.equal(res.statusCode, 409);
  assert.equal(res.json().message, 'A query cannot go from Open to Closed.');
  res = await move(q1, 'resolve');
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().message, 'A comment is required for this action.');
  q1 = (await move(q1, 'start')).json().data;
  assert.equal(q1.status, 'IN_PROGRESS');
  res = await move(q1, 'ask-client', 'Send the approved plan.');
  assert.equal(res.json().message, 'Query Awaiting Client!');
  q1 = res.json().data;
  q1 = (await move(q1, 'client-replied')).json().data;
  q1 = (await move(q1, 'resolve', 'Measured again: 640 sq ft.')).json().data;
  assert.equal(q1.status, 'RESOLVED');
  assert.equal(await caseStatus(c.id), 'QUERY_PENDING', 'another query is still open');

  q2 = (await move(q2, 'resolve', 'Fee corrected.')).json().data;
  assert.equal(await caseStatus(c.id), 'ALLOCATED', 'back to its stage when the last query is resolved');
  assert.deepEqual((await history(c.id)).slice(-2), [
    { from_status: 'ALLOCATED', to_status: 'QUERY_PENDING' },
    { from_status: 'QUERY_PENDING', to_status: 'ALLOCATED' },
  ]);

  res = await move(q2, 'reopen', 'Bank still disagrees.');
  assert.equal(res.json().message, 'Query Reopened!');
  q2 = res.json().data;
  assert.equal(q2.status, 'OPEN');
  assert.equal(await caseStatus(c.id), 'QUERY_PENDING');
  q2 = (await move(q2, 'resolve', 'Explained.')).json().data;
  q2 = (await move(q2, 'close')).json().data;
  assert.equal(q2.status, 'CLOSED');
  assert.equal(await caseStatus(c.id), 'ALLOCATED');
  res = await move({ ...q2, version: q2.version - 1 }, 'reopen', 'stale');
  assert.equal(res.statusCode, 409, 'a stale version is refused');
});

test('the queries right alone raises, answers and resolves queries; the case waits and resumes; the case routes stay closed', async () => {
  const [u] = await t.handle.query<{ id: number; email: string }>(
    `SELECT id, email FROM users WHERE kind = 'employee' AND status = '1' AND email LIKE '%.%.%@example.com' ORDER BY id OFFSET 3 LIMIT 1`,
  );
  await t.handle.query(`DELETE FROM page_rights WHERE user_id = $1`, [u.id]);
  await t.handle.query(`INSERT INTO page_rights (user_id, page_name, view_status) VALUES ($1, 'queries', '1')`, [u.id]);
  const only = bearer(await login(t.app, u.email, '/api/employeelogin'));
  const c = await allocatedCase();
  assert.equal((await send('GET', `/api/cases/${c.id}`, undefined, only)).statusCode, 403, 'no case page right');
  const picked = (await send('GET', `/api/lookups/cases?search=${encodeURIComponent(c.case_no)}`, undefined, only)).json().data;
  assert.deepEqual(
    picked.map((r: { id: number }) => r.id),
    [c.id],
  );
  let res = await send(
    'POST',
    '/api/queries',
    { case_id: c.id, source: 'BANK', type: 'REPORT_QUERY', priority: 'HIGH', subject: 'Carpet area', description: 'Confirm it.' },
    only,
  );
  assert.equal(res.statusCode, 201, res.body);
  let q = res.json().data;
  assert.equal(await caseStatus(c.id), 'QUERY_PENDING');
  const byOnly = (m: string, comment?: string) =>
    send('POST', `/api/queries/${q.id}/move`, { move: m, version: q.version, ...(comment ? { comment } : {}) }, only);
  q = (await byOnly('start')).json().data;
  assert.equal((await send('POST', `/api/queries/${q.id}/comments`, { body: 'Asked the engineer.' }, only)).statusCode, 201);
  res = await byOnly('resolve', 'Carpet area is 640 sq ft.');
  assert.equal(res.statusCode, 200, res.body);
  q = res.json().data;
  assert.equal(q.status, 'RESOLVED');
  assert.equal(await caseStatus(c.id), 'ALLOCATED', 'the case resumes its stage');
  const moves = await t.handle.query<{ to_status: string; changed_by: number }>(
    `SELECT to_status, changed_by FROM case_status_history WHERE case_id = $1 ORDER BY id DESC LIMIT 2`,
    [c.id],
  );
  assert.deepEqual(moves, [
    { to_status: 'ALLOCATED', changed_by: u.id },
    { to_status: 'QUERY_PENDING', changed_by: u.id },
  ]);
  // The right covers the query's own moves only: a case move through the case routes is still refused.
  const version = (await send('GET', `/api/cases/${c.id}`)).json().data.version;
  res = await send('POST', `/api/cases/${c.id}/moves`, { move: 'query', version }, only);
  assert.equal(res.statusCode, 403);
});

test('a query on a released report leaves the case released', async () => {
  const [rel] = await t.handle.query<{ id: number }>(`SELECT id FROM cases WHERE status = 'RELEASED' ORDER BY id DESC LIMIT 1`);
  const res = await raise(rel.id, { type: 'REVISION_REQUEST' });
  assert.equal(res.statusCode, 201, res.body);
  assert.equal(await caseStatus(rel.id), 'RELEASED');
  const q = (await move(res.json().data, 'resolve', 'Revised report sent.')).json().data;
  assert.equal(q.status, 'RESOLVED');
  assert.equal(await caseStatus(rel.id), 'RELEASED');
});

test('the thread: comments with an attachment, moves recorded', async () => {
  const c = await allocatedCase();
  const q = (await raise(c.id)).json().data;
  assert.equal((await send('POST', `/api/queries/${q.id}/comments`, { body: 'Called the branch.' })).statusCode, 201);
  const form = multipart({ body: 'Site sketch attached' }, [
    { field: 'attachment', filename: 'sketch.png', type: 'image/png', content: PNG },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/queries/${q.id}/comments`,
    payload: form.payload,
    headers: { ...who.admin, ...form.headers },
  });
  assert.equal(res.statusCode, 201, res.body);
  await move(q, 'start');
  const thread = (await send('GET', `/api/queries/${q.id}/comments`)).json().data;
  assert.deepEqual(
    thread.map((x: { move: string | null }) => x.move),
    ['raise', null, null, 'start'],
  );
  const file = thread[2].attachment;
  assert.equal(file.name, 'sketch.png');
  const got = await t.app.inject({ method: 'GET', url: `/api/${file.url}`, headers: who.admin });
  assert.equal(got.statusCode, 200);
  const bad = multipart({ body: 'x' }, [
    { field: 'attachment', filename: 'run.exe', type: 'application/x-msdownload', content: Buffer.from('MZ') },
  ]);
  const refused = await t.app.inject({
    method: 'POST',
    url: `/api/queries/${q.id}/comments`,
    payload: bad.payload,
    headers: { ...who.admin, ...bad.headers },
  });
  assert.equal(refused.statusCode, 400);
});

async function refusedAll(base: { method: 'POST' | 'PUT'; url: string }, list: Malformed[]) {
  assert.ok(list.length >= 20, `only ${list.length} malformed payloads`);
  const tables = ['case_queries', 'case_query_comments', 'cases', 'case_status_history'];
  const before = await Promise.all(tables.map((x) => fingerprint(t, x)));
  for (const c of list) await expectRefused(t, who.admin, base, c);
  assert.deepEqual(await Promise.all(tables.map((x) => fingerprint(t, x))), before);
}

test('malformed payloads on every write route: a 4xx, never a 5xx, nothing changed', async () => {
  const c = await allocatedCase();
  const q = (await raise(c.id)).json().data;
  const valid = { case_id: c.id, source: 'BANK', type: 'REPORT_QUERY', priority: 'LOW', subject: 'Area', description: 'Check.' };
  await refusedAll({ method: 'POST', url: '/api/queries' }, [
    ...malformedBodies(valid, { text: 'subject', fk: 'case_id', option: 'type' }),
    { name: 'unknown assignee', payload: { ...valid, assigned_to: 987654 }, status: 400 },
    { name: 'status sent', payload: { ...valid, status: 'CLOSED' }, status: 400 },
    { name: 'IT type (tickets only)', payload: { ...valid, type: 'IT' }, status: 400 },
  ]);
  const upd = { version: q.version, subject: 'Area again' };
  await refusedAll({ method: 'PUT', url: `/api/queries/${q.id}` }, [
    ...malformedBodies(upd, { text: 'subject', option: 'priority' }).filter((x) => x.name !== 'empty object'),
    ...malformedIds('/api/queries', 'PUT', upd),
    { name: 'stale version', payload: { ...upd, version: q.version + 5 }, status: 409 },
    { name: 'status by edit', payload: { ...upd, status: 'RESOLVED' }, status: 400 },
  ]);
  const mv = { move: 'start', version: q.version };
  const url = `/api/queries/${q.id}/move`;
  await refusedAll({ method: 'POST', url }, [
    { name: 'empty object (no version either)', payload: {}, status: 428 },
    { name: 'JSON null', payload: 'null', raw: true },
    { name: 'JSON array', payload: [mv] },
    { name: 'broken JSON', payload: '{"move":', raw: true, status: 400 },
    { name: 'text/plain', payload: 'move=start', raw: true, contentType: 'text/plain' },
    { name: 'unknown move', payload: { ...mv, move: 'escalate' }, status: 400 },
    { name: 'move as number', payload: { ...mv, move: 1 }, status: 400 },
    { name: 'no version', payload: { move: 'start' }, status: 428 },
    { name: 'version as text', payload: { ...mv, version: '1' }, status: 400 },
    { name: 'version negative', payload: { ...mv, version: -1 }, status: 400 },
    { name: 'stale version', payload: { ...mv, version: q.version + 1 }, status: 409 },
    { name: 'refused by the flow', payload: { ...mv, move: 'close' }, status: 409, message: 'A query cannot go from Open to Closed.' },
    { name: 'reopen an open query', payload: { ...mv, move: 'reopen', comment: 'x' }, status: 409 },
    { name: 'resolve without comment', payload: { ...mv, move: 'resolve' }, status: 400 },
    { name: 'resolve blank comment', payload: { ...mv, move: 'resolve', comment: '   ' }, status: 400 },
    { name: 'comment too long', payload: { ...mv, comment: 'x'.repeat(1001) }, status: 400 },
    { name: 'comment as object', payload: { ...mv, comment: { a: 1 } }, status: 400 },
    { name: 'NUL in comment', payload: { ...mv, comment: 'a\u0000b' }, status: 400 },
    { name: 'unknown field', payload: { ...mv, status: 'CLOSED' }, status: 400 },
    { name: 'unknown query', url: '/api/queries/99999999/move', payload: mv, status: 404 },
    { name: 'bad id', url: '/api/queries/abc/move', payload: mv, status: 400 },
    { name: 'SQL id', url: '/api/queries/1;DROP%20TABLE%20cases/move', payload: mv, status: 400 },
  ]);
  await refusedAll({ method: 'POST', url: `/api/queries/${q.id}/comments` }, [
    ...malformedBodies({ body: 'Noted.' }, { text: 'body' }),
    { name: 'unknown query', url: '/api/queries/99999999/comments', payload: { body: 'x' }, status: 404 },
    { name: 'bad id', url: '/api/queries/0/comments', payload: { body: 'x' }, status: 400 },
    { name: 'attachment as JSON text', payload: { body: 'x', attachment: 'file.pdf' }, status: 400 },
    { name: 'negative id', url: '/api/queries/-1/comments', payload: { body: 'x' }, status: 400 },
    { name: 'author sent', payload: { body: 'x', author_id: 1 }, status: 400 },
  ]);
});
