// Inward couriers: rights (received_courier), demo rows, linked case numbers, malformed payloads.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { expectRefused, fingerprint, malformedBodies, malformedIds, type Malformed } from './kit-support';

let t: TestApp;
let h: Record<string, string>;
let me: number;
before(async () => {
  t = await makeTestApp();
  h = bearer(await login(t.app, 'admin@example.com'));
  [{ id: me }] = await t.handle.query<{ id: number }>(`SELECT id FROM users WHERE email = 'admin@example.com'`);
});
after(() => t.close());
const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = h) =>
  t.app.inject({ method, url, payload: payload as object, headers });
const NEW = () => ({
  courier_company: 'Blue Dart',
  awb_no: `BD${Date.now() % 1e8}`,
  sender: 'SBI Andheri East Branch',
  received_on: '2025-06-02',
  received_by: me,
  case_nos: ['mum/2526/000123'],
  documents: ['SALE_DEED'],
  packets: 1,
});

test('rights, demo rows and a recorded courier', async () => {
  const hr = bearer(await login(t.app, 'hr@example.com'));
  assert.equal((await send('GET', '/api/received-couriers', undefined, hr)).statusCode, 403);
  const seeded = (await send('GET', '/api/received-couriers?pageSize=100')).json();
  assert.ok(seeded.total >= 5);
  assert.ok(seeded.data.some((c: { case_nos: string[] }) => c.case_nos.length > 0));
  const res = await send('POST', '/api/received-couriers', NEW());
  assert.equal(res.statusCode, 201, res.body);
  assert.equal(res.json().message, 'Added The New Received Courier!');
  const c = res.json().data;
  assert.deepEqual(c.case_nos, ['MUM/2526/000123']);
  assert.equal(c.received_by_name, 'Admin User');
  const found = (await send('GET', `/api/received-couriers?search=${c.awb_no}`)).json();
  assert.equal(found.data[0].id, c.id);
});

test('malformed payloads: a 4xx, never a 5xx, nothing changed', async () => {
  const c = (await send('POST', '/api/received-couriers', NEW())).json().data;
  const check = async (base: { method: 'POST' | 'PUT'; url: string }, list: Malformed[]) => {
    assert.ok(list.length >= 20, `only ${list.length}`);
    const before = await fingerprint(t, 'received_couriers');
    for (const m of list) await expectRefused(t, h, base, m);
    assert.equal(await fingerprint(t, 'received_couriers'), before);
  };
  await check({ method: 'POST', url: '/api/received-couriers' }, [
    ...malformedBodies(NEW(), {
      text: 'sender',
      fk: 'received_by',
      option: 'documents',
      date: 'received_on',
      number: 'packets',
      list: 'case_nos',
    }),
    { name: 'bad AWB', payload: { ...NEW(), awb_no: 'a b' }, status: 400 },
    { name: 'bad case number', payload: { ...NEW(), case_nos: ['<script>'] }, status: 400 },
  ]);
  await check({ method: 'PUT', url: `/api/received-couriers/${c.id}` }, [
    ...malformedIds('/api/received-couriers', 'PUT', { version: c.version, sender: 'X' }),
    { name: 'stale version', payload: { version: c.version + 2, sender: 'X' }, status: 409 },
    { name: 'zero packets', payload: { version: c.version, packets: 0 }, status: 400 },
    { name: 'blank sender', payload: { version: c.version, sender: '  ' }, status: 400 },
    { name: 'no version', payload: { sender: 'X' }, status: 428 },
    { name: 'no receiver', payload: { version: c.version, received_by: null }, status: 400 },
    { name: 'unknown receiver', payload: { version: c.version, received_by: 987654 }, status: 400 },
    { name: 'impossible date', payload: { version: c.version, received_on: '2025-13-01' }, status: 400 },
  ]);
});
