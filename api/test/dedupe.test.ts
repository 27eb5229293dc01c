// Suspected duplicates: the seeded pair, the scan (the initiation's own duplicate rule) with each
// reason, "not a duplicate" never shown again, cancelling one case through the case flow with the
// reason in its history, rights, and malformed payloads (never a 5xx, nothing changed).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { expectRefused, fingerprint, malformedIds, type Malformed } from './kit-support';
import { caseBody, caseLogins, demoPlaces } from './cases-support';
import { requestBody, requestForm } from './online-requests-support';

let t: TestApp;
let who: Awaited<ReturnType<typeof caseLogins>>;
let places: Awaited<ReturnType<typeof demoPlaces>>;
before(async () => {
  t = await makeTestApp();
  who = await caseLogins(t);
  places = await demoPlaces(t);
});
after(() => t.close());

const send = (method: 'GET' | 'POST', url: string, payload?: unknown, headers = who.admin) =>
  t.app.inject({ method, url, payload: payload as object, headers });
interface Pair {
  id: number;
  version: number;
  case_a: number;
  case_b: number;
  case_a_no: string;
  case_b_no: string;
  matched_on: string;
}
const newCase = async (extra: Record<string, unknown> = {}) => {
  const res = await send('POST', '/api/cases', { ...caseBody(places), ignore_duplicates: true, ...extra });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data as { id: number; case_no: string };
};
const pairOf = async (a: number, b: number) =>
  ((await send('GET', '/api/dedupe?pageSize=100')).json().data as Pair[]).find((p) => p.case_a === a && p.case_b === b);

test('rights and the seeded pair', async () => {
  const hr = bearer(await login(t.app, 'hr@example.com'));
  assert.equal((await send('GET', '/api/dedupe', undefined, hr)).statusCode, 403);
  assert.equal((await send('POST', '/api/dedupe/scan', undefined, hr)).statusCode, 403);
  const list = (await send('GET', '/api/dedupe?pageSize=100')).json();
  assert.ok(list.total >= 1, 'the demo data holds a suspected pair');
  assert.ok(
    list.data.some((p: Pair) => p.matched_on.includes('Same bank reference') && p.matched_on.includes('Same applicant and pincode')),
    JSON.stringify(list.data[0]),
  );
});

test('a new case is checked at creation: one initiated or accepted despite its matches is listed without a scan', async () => {
  const mark = async () => (await t.handle.query<{ m: number }>(`SELECT last_case_id m FROM case_dedupe_scan`))[0].m;
  const before = await mark();
  const first = await newCase();
  const ref = (await t.handle.query<{ r: string }>(`SELECT bank_ref_no r FROM cases WHERE id = $1`, [first.id]))[0].r;
  // Staff initiation: refused with the match, then continued on purpose.
  const refused = await send('POST', '/api/cases', { ...caseBody(places), bank_ref_no: ref });
  assert.equal(refused.statusCode, 409, refused.body);
  const again = await newCase({ bank_ref_no: ref });
  assert.match((await pairOf(first.id, again.id))?.matched_on ?? 'not listed', /Same bank reference/);

  // An online request from the branch that already sent it, accepted anyway.
  const branch = bearer(await login(t.app, 'branch@example.com', '/api/branchlogin'));
  const form = requestForm(requestBody({ bank_ref_no: ref }));
  const sent = await send('POST', '/api/online-requests/mine', form.payload, { ...branch, ...form.headers });
  assert.equal(sent.statusCode, 201, sent.body);
  const req = sent.json().data as { id: number; version: number };
  const accept = (extra: Record<string, unknown> = {}) =>
    send('POST', `/api/online-requests/${req.id}/accept`, { version: req.version, ...extra });
  assert.equal((await accept()).statusCode, 409);
  const accepted = await accept({ ignore_duplicates: true });
  assert.equal(accepted.statusCode, 200, accepted.body);
  const made = accepted.json().case as { id: number };
  assert.match((await pairOf(first.id, made.id))?.matched_on ?? 'not listed', /Same bank reference/);
  assert.match((await pairOf(again.id, made.id))?.matched_on ?? 'not listed', /Same bank reference/);

  // A case without a match adds no pair, and nothing here ran the scan.
  const alone = await newCase();
  const listed = (await send('GET', '/api/dedupe?pageSize=100')).json().data as Pair[];
  assert.ok(!listed.some((p) => p.case_a === alone.id || p.case_b === alone.id));
  assert.equal(await mark(), before, 'no scan ran');
});

test('the scan finds each reason once per pair', async () => {
  const first = await newCase();
  const again = await newCase({
    bank_ref_no: (await t.handle.query<{ r: string }>(`SELECT bank_ref_no r FROM cases WHERE id = $1`, [first.id]))[0].r,
  });
  const [orig] = await t.handle.query<{ applicant_name: string; property_address: string }>(
    `SELECT applicant_name, property_address FROM cases WHERE id = $1`,
    [first.id],
  );
  const sameApplicant = await newCase({ applicant_name: orig.applicant_name.toUpperCase() });
  const sameAddress = await newCase({ property_address: `${orig.property_address}.` });
  // The button is for cases that came in without the check at creation (older ones, imports).
  await t.handle.query(`DELETE FROM case_duplicate_pairs WHERE case_a >= $1`, [first.id]);
  assert.equal(await pairOf(first.id, again.id), undefined);
  const res = await send('POST', '/api/dedupe/scan');
  assert.equal(res.statusCode, 200, res.body);
  assert.match(res.json().message, /^Checked \d+ new cases? for duplicates\.$/);
  assert.match((await pairOf(first.id, again.id))!.matched_on, /Same bank reference/);
  assert.match((await pairOf(first.id, sameApplicant.id))!.matched_on, /Same applicant and pincode/);
  assert.match((await pairOf(first.id, sameAddress.id))!.matched_on, /Near-identical address/);
  assert.equal((await send('POST', '/api/dedupe/scan')).json().message, 'Checked 0 new cases for duplicates.');
});

test('"not a duplicate" takes the pair out for good; cancel goes through the case flow', async () => {
  const a = await newCase();
  const b = await newCase({
    bank_ref_no: (await t.handle.query<{ r: string }>(`SELECT bank_ref_no r FROM cases WHERE id = $1`, [a.id]))[0].r,
  });
  const c = await newCase({
    bank_ref_no: (await t.handle.query<{ r: string }>(`SELECT bank_ref_no r FROM cases WHERE id = $1`, [a.id]))[0].r,
  });
  await send('POST', '/api/dedupe/scan');
  const ab = (await pairOf(a.id, b.id))!;
  let res = await send('POST', `/api/dedupe/${ab.id}/not-duplicate`, { version: ab.version });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().message, 'Marked As Not A Duplicate!');
  assert.equal(await pairOf(a.id, b.id), undefined);
  assert.equal((await send('POST', `/api/dedupe/${ab.id}/not-duplicate`, { version: ab.version })).statusCode, 409);
  await t.handle.query(`UPDATE case_dedupe_scan SET last_case_id = $1`, [a.id - 1]);
  await send('POST', '/api/dedupe/scan');
  assert.equal(await pairOf(a.id, b.id), undefined, 'never shown again, even when scanned again');

  const ac = (await pairOf(a.id, c.id))!;
  res = await send('POST', `/api/dedupe/${ac.id}/cancel`, { version: ac.version, case_id: b.id, reason: 'Sent twice' });
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().message, 'Choose one of the two cases of this pair.');
  res = await send('POST', `/api/dedupe/${ac.id}/cancel`, { version: ac.version, case_id: c.id, reason: 'Branch sent the request twice' });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().message, 'Cancelled The Duplicate Case!');
  const [h] = await t.handle.query<{ from_status: string; to_status: string; comment: string }>(
    `SELECT from_status, to_status, comment FROM case_status_history WHERE case_id = $1 ORDER BY id DESC LIMIT 1`,
    [c.id],
  );
  assert.deepEqual(h, {
    from_status: 'INITIATED',
    to_status: 'CANCELLED',
    comment: `Duplicate of ${a.case_no}: Branch sent the request twice`,
  });
  assert.equal(await pairOf(a.id, c.id), undefined);
});

test('malformed payloads on the decision routes: a 4xx, never a 5xx, nothing changed', async () => {
  const a = await newCase();
  const b = await newCase({
    bank_ref_no: (await t.handle.query<{ r: string }>(`SELECT bank_ref_no r FROM cases WHERE id = $1`, [a.id]))[0].r,
  });
  await send('POST', '/api/dedupe/scan');
  const p = (await pairOf(a.id, b.id))!;
  const common = (url: string, valid: Record<string, unknown>): Malformed[] => [
    { name: 'empty object (no version either)', payload: {}, status: 428 },
    { name: 'JSON null', payload: 'null', raw: true },
    { name: 'JSON array', payload: [valid] },
    { name: 'JSON string', payload: '"x"', raw: true },
    { name: 'broken JSON', payload: '{"version":', raw: true, status: 400 },
    { name: 'text/plain', payload: 'version=1', raw: true, contentType: 'text/plain' },
    { name: 'version as text', payload: { ...valid, version: '1' }, status: 400 },
    { name: 'version fractional', payload: { ...valid, version: 1.5 }, status: 400 },
    { name: 'version negative', payload: { ...valid, version: -3 }, status: 400 },
    { name: 'version huge', payload: { ...valid, version: 2 ** 40 }, status: 400 },
    { name: 'stale version', payload: { ...valid, version: p.version + 4 }, status: 409 },
    { name: 'unknown field', payload: { ...valid, status: 'OPEN' }, status: 400 },
    { name: 'prototype pollution', payload: `{"__proto__": {"x": 1}, ${JSON.stringify(valid).slice(1)}`, raw: true },
    ...malformedIds('/api/dedupe', 'PUT', valid).map((m) => ({ ...m, method: 'POST' as const, url: `${m.url}/${url}` })),
  ];
  const cancel = { version: p.version, case_id: b.id, reason: 'Twice' };
  const lists: [string, Record<string, unknown>, Malformed[]][] = [
    ['not-duplicate', { version: p.version }, []],
    [
      'cancel',
      cancel,
      [
        { name: 'no reason', payload: { version: p.version, case_id: b.id }, status: 400, message: 'A reason is required' },
        { name: 'blank reason', payload: { ...cancel, reason: '  ' }, status: 400, message: 'A reason is required' },
        { name: 'reason too long', payload: { ...cancel, reason: 'x'.repeat(901) }, status: 400 },
        { name: 'reason as object', payload: { ...cancel, reason: { a: 1 } }, status: 400 },
        { name: 'NUL in reason', payload: { ...cancel, reason: 'a\u0000b' }, status: 400 },
        { name: 'case of another pair', payload: { ...cancel, case_id: 1 }, status: 400 },
        { name: 'case as text', payload: { ...cancel, case_id: 'b' }, status: 400 },
        { name: 'case missing', payload: { version: p.version, reason: 'x' }, status: 400 },
      ],
    ],
  ];
  for (const [action, valid, extra] of lists) {
    const list = [...common(action, valid), ...extra];
    assert.ok(list.length >= 20, `${action}: only ${list.length}`);
    const tables = ['case_duplicate_pairs', 'cases', 'case_status_history'];
    const before = await Promise.all(tables.map((x) => fingerprint(t, x)));
    for (const c of list) await expectRefused(t, who.admin, { method: 'POST', url: `/api/dedupe/${p.id}/${action}` }, c);
    assert.deepEqual(await Promise.all(tables.map((x) => fingerprint(t, x))), before);
  }
});
