// Document pickups: rights, demo rows, the status flow (allowed and refused moves, what each
// status needs, a cancel needs its reason), the linked case's label, malformed payloads.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { expectRefused, fingerprint, malformedBodies, malformedIds, type Malformed } from './kit-support';

let t: TestApp;
let h: Record<string, string>;
let caseRow: { id: number; case_no: string };
let runner: number;
before(async () => {
  t = await makeTestApp();
  h = bearer(await login(t.app, 'admin@example.com'));
  [caseRow] = await t.handle.query<{ id: number; case_no: string }>(`SELECT id, case_no FROM cases ORDER BY id DESC LIMIT 1`);
  [{ id: runner }] = await t.handle.query<{ id: number }>(`SELECT id FROM users WHERE email = 'employee@example.com'`);
});
after(() => t.close());
const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = h) =>
  t.app.inject({ method, url, payload: payload as object, headers });
const NEW = () => ({
  case_id: caseRow.id,
  pickup_from: 'APPLICANT',
  contact_name: 'Rohan Kapoor',
  contact_mobile: '+91 98200 55123',
  address: 'Flat 9, Sea Breeze, Bandra West, Mumbai',
  pincode: '400050',
  documents: ['SALE_DEED', 'TAX_RECEIPT'],
});

test('rights and demo rows', async () => {
  const hr = bearer(await login(t.app, 'hr@example.com'));
  assert.equal((await send('GET', '/api/document-pickups', undefined, hr)).statusCode, 403);
  assert.equal((await send('POST', '/api/document-pickups', NEW(), hr)).statusCode, 403);
  const list = (await send('GET', '/api/document-pickups?pageSize=100')).json();
  assert.ok(list.total >= 6);
  const statuses = new Set(list.data.map((p: { status: string }) => p.status));
  for (const s of ['REQUESTED', 'SCHEDULED', 'PICKED', 'RECEIVED', 'CANCELLED']) assert.ok(statuses.has(s), s);
});

test('REQUESTED -> SCHEDULED -> PICKED -> RECEIVED; refused moves; cancel with a reason', async () => {
  let res = await send('POST', '/api/document-pickups', NEW());
  assert.equal(res.statusCode, 201, res.body);
  assert.equal(res.json().message, 'Added The New Pickup Request!');
  let p = res.json().data;
  assert.equal(p.status, 'REQUESTED');
  assert.equal(p.case_no, caseRow.case_no);
  assert.equal(p.contact_mobile, '9820055123');
  res = await send('PUT', `/api/document-pickups/${p.id}`, { status: 'RECEIVED', version: p.version });
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().message, 'A pickup cannot move from Requested to Received at office.');
  res = await send('PUT', `/api/document-pickups/${p.id}`, { status: 'SCHEDULED', version: p.version });
  assert.equal(res.statusCode, 400, 'a schedule needs its slot and runner');
  assert.deepEqual(Object.keys(res.json().fields).sort(), ['runner_id', 'slot', 'slot_date']);
  p = (
    await send('PUT', `/api/document-pickups/${p.id}`, {
      status: 'SCHEDULED',
      slot_date: '2030-01-15',
      slot: '12-14',
      runner_id: runner,
      version: p.version,
    })
  ).json().data;
  assert.equal(p.runner_name, 'Employee User');
  p = (await send('PUT', `/api/document-pickups/${p.id}`, { status: 'PICKED', picked_on: '2030-01-15', version: p.version })).json().data;
  res = await send('PUT', `/api/document-pickups/${p.id}`, { status: 'RECEIVED', received_on: '2030-01-14', version: p.version });
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().message, 'Received On cannot be before Picked Up On');
  p = (await send('PUT', `/api/document-pickups/${p.id}`, { status: 'RECEIVED', received_on: '2030-01-16', version: p.version })).json()
    .data;
  assert.equal(p.status, 'RECEIVED');
  res = await send('PUT', `/api/document-pickups/${p.id}`, { status: 'CANCELLED', cancel_reason: 'late', version: p.version });
  assert.equal(res.statusCode, 400, 'nothing after received');

  let q = (await send('POST', '/api/document-pickups', NEW())).json().data;
  res = await send('PUT', `/api/document-pickups/${q.id}`, { status: 'CANCELLED', version: q.version });
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().message, 'A reason is required to cancel a pickup.');
  q = (
    await send('PUT', `/api/document-pickups/${q.id}`, { status: 'CANCELLED', cancel_reason: 'Bank couriered them', version: q.version })
  ).json().data;
  assert.equal(q.status, 'CANCELLED');
});

test('malformed payloads: a 4xx, never a 5xx, nothing changed', async () => {
  const p = (await send('POST', '/api/document-pickups', NEW())).json().data;
  const check = async (base: { method: 'POST' | 'PUT'; url: string }, list: Malformed[]) => {
    assert.ok(list.length >= 20, `only ${list.length}`);
    const before = await fingerprint(t, 'document_pickups');
    for (const c of list) await expectRefused(t, h, base, c);
    assert.equal(await fingerprint(t, 'document_pickups'), before);
  };
  await check({ method: 'POST', url: '/api/document-pickups' }, [
    ...malformedBodies(NEW(), { text: 'contact_name', format: 'pincode', fk: 'case_id', option: 'pickup_from', list: 'documents' }),
    { name: 'bad mobile', payload: { ...NEW(), contact_mobile: '12345' }, status: 400 },
    { name: 'starts received', payload: { ...NEW(), status: 'RECEIVED', received_on: '2030-01-01' }, status: 400 },
    { name: 'unknown runner', payload: { ...NEW(), runner_id: 987654 }, status: 400 },
  ]);
  await check({ method: 'PUT', url: `/api/document-pickups/${p.id}` }, [
    ...malformedIds('/api/document-pickups', 'PUT', { version: p.version, contact_name: 'X' }),
    { name: 'stale version', payload: { version: p.version + 2, contact_name: 'X' }, status: 409 },
    { name: 'skip to picked', payload: { version: p.version, status: 'PICKED', picked_on: '2030-01-01' }, status: 400 },
    { name: 'impossible slot date', payload: { version: p.version, slot_date: '2030-02-30' }, status: 400 },
    { name: 'unknown slot', payload: { version: p.version, slot: '3am' }, status: 400 },
    { name: 'cancel without reason', payload: { version: p.version, status: 'CANCELLED' }, status: 400 },
    { name: 'blank contact', payload: { version: p.version, contact_name: ' ' }, status: 400 },
    { name: 'no version', payload: { contact_name: 'X' }, status: 428 },
  ]);
});
