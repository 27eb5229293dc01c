// Webhooks: a bank's endpoint receives each milestone as JSON signed as the README documents
// (X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">), verified here by a receiver
// written from that description; a receiver failing twice gets the delivery on the third try, a
// case's milestones arrive in order, and two workers deliver each milestone once. The server makes
// each signing secret and answers it once (adding, 'New secret'); after a rotation only the new one signs.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import http from 'node:http';
import { emitMilestone } from '../src/modules/milestones/emit';
import { sendDueDeliveries } from '../src/modules/milestones/webhooks';
import { makeTestApp, type TestApp } from './helpers';
import { caseBody, caseLogins, demoPlaces } from './cases-support';

interface Received {
  event: string;
  id: string;
  case: { id: number; case_no: string };
  data: Record<string, unknown>;
}

/** `v1` of an X-Signature header as the README documents it: hex HMAC-SHA256 of "<t>.<body>" with the secret. */
const signed = (secret: string, t: string, raw: string) => crypto.createHmac('sha256', secret).update(`${t}.${raw}`).digest('hex');

/**
 * A receiver checking each signature with the secret it holds (`secret`, set once the endpoint's
 * creation answered it); it answers 500 to the first `failFirst` valid requests.
 */
function receiver(failFirst = 0) {
  const got: { body: Received; ok: boolean; raw: string; t: string; v1: string }[] = [];
  let bad = 0;
  const server = http.createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const header = String(req.headers['x-signature'] ?? '');
    const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
    const fresh = Math.abs(Date.now() / 1000 - Number(parts.t)) < 300;
    if (!hook.secret || !fresh || parts.v1 !== signed(hook.secret, parts.t, raw)) {
      bad += 1;
      res.writeHead(401).end();
      return;
    }
    const ok = got.length >= failFirst;
    got.push({ body: JSON.parse(raw) as Received, ok, raw, t: parts.t, v1: parts.v1 });
    res.writeHead(ok ? 204 : 500).end();
  });
  const hook = {
    secret: '',
    got,
    bad: () => bad,
    /** Listens on the first call. */
    url: async () => {
      if (!server.listening) await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      return `http://127.0.0.1:${(server.address() as { port: number }).port}/hooks`;
    },
    close: () => new Promise((r) => server.close(r)),
  };
  return hook;
}

async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

let t: TestApp;
before(async () => {
  t = await makeTestApp({ config: { milestoneRetryMs: 100 } });
});
after(() => t.close());

/** Adds an endpoint as the Webhooks screen does; the answer carries the secret the server made. */
async function addEndpoint(headers: Record<string, string>, body: Record<string, unknown>) {
  const created = await t.app.inject({ method: 'POST', url: '/api/webhook-endpoints', headers, payload: { status: '1', ...body } });
  assert.equal(created.statusCode, 201, created.body);
  return created.json() as { data: { id: number; secret?: unknown }; secret: string; message: string };
}

test("signed deliveries, retried after a receiver fails twice, in order per case; the secret is the server's, answered once", async () => {
  const who = await caseLogins(t);
  const places = await demoPlaces(t);
  const hook = receiver(2);
  try {
    const typed = await t.app.inject({
      method: 'POST',
      url: '/api/webhook-endpoints',
      headers: who.admin,
      payload: {
        bank_id: places.bank_id,
        url: await hook.url(),
        secret: 'typed-by-the-admin-0123',
        events: ['report.released'],
        status: '1',
      },
    });
    assert.equal(typed.statusCode, 400, 'an administrator cannot choose the secret');
    const created = await addEndpoint(who.admin, {
      bank_id: places.bank_id,
      url: await hook.url(),
      events: ['site_visit.scheduled', 'report.released'],
    });
    assert.match(created.secret, /^whsec_[A-Za-z0-9_-]{43}$/, '32 random bytes');
    assert.match(created.message, /not shown again/);
    assert.equal(created.data.secret, undefined);
    hook.secret = created.secret;
    const endpoint = created.data;
    const read = await t.app.inject({ method: 'GET', url: `/api/webhook-endpoints/${endpoint.id}`, headers: who.admin });
    const list = await t.app.inject({ method: 'GET', url: '/api/webhook-endpoints?pageSize=200', headers: who.admin });
    for (const answer of [read, list]) {
      assert.equal(answer.statusCode, 200, answer.body);
      assert.ok(!answer.body.includes(created.secret), 'never answered again');
    }
    assert.equal(read.json().data.secret, undefined);
    const other = await addEndpoint(who.admin, { bank_id: places.bank_id, url: 'https://bank.example/other', events: ['report.released'] });
    assert.notEqual(other.secret, created.secret, 'each endpoint its own secret');
    await t.app.inject({ method: 'DELETE', url: `/api/webhook-endpoints/${other.data.id}`, headers: { ...who.admin, 'if-match': '"1"' } });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/webhook-endpoints',
      headers: who.admin,
      payload: { bank_id: places.bank_id, url: 'http://example.com/x', events: ['report.released'], status: '1' },
    });
    assert.equal(refused.statusCode, 400);
    assert.ok(!('secret' in refused.json()), 'a refused creation answers no secret');

    // Allocation with an appointment, then a reallocation with another: two milestones of one case.
    let c = (
      await t.app.inject({
        method: 'POST',
        url: '/api/cases',
        headers: who.admin,
        payload: { ...caseBody(places), ignore_duplicates: true },
      })
    ).json().data;
    for (const [move, at] of [
      ['allocate', '2026-12-01T10:30:00+05:30'],
      ['reallocate', '2026-12-02T11:00:00+05:30'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/cases/${c.id}/moves`,
        headers: who.admin,
        payload: { move, version: c.version, site_engineer_id: who.engineerId, appointment_at: at },
      });
      assert.equal(res.statusCode, 200, res.body);
      c = res.json().data;
    }
    await until('both delivered', async () => hook.got.filter((g) => g.ok).length === 2);
    assert.equal(hook.bad(), 0, 'every signature verified');
    // The first milestone failed twice (500) and went on the third try; the second waited for it.
    const ids = hook.got.map((g) => g.body.id);
    assert.equal(ids.length, 4);
    assert.deepEqual(ids.slice(0, 3), [ids[0], ids[0], ids[0]]);
    assert.ok(Number(ids[3].slice(4)) > Number(ids[0].slice(4)));
    assert.deepEqual(
      hook.got.map((g) => [g.body.event, g.body.case.case_no]),
      Array(4).fill(['site_visit.scheduled', c.case_no]),
    );

    // The delivery log, as staff see it (the receiver answers before the outcome is written).
    type Row = { status: string; attempts: number; response_status: number; response_ms: number };
    const rows = await until('the log to show both delivered', async () => {
      const log = await t.app.inject({
        method: 'GET',
        url: `/api/webhook-deliveries?search=${encodeURIComponent(c.case_no)}`,
        headers: who.admin,
      });
      assert.equal(log.statusCode, 200, log.body);
      const list = (log.json().data as Row[]).sort((a, b) => b.attempts - a.attempts);
      return list.length === 2 && list.every((r) => r.status === 'DELIVERED') && list;
    });
    assert.deepEqual(
      rows.map((r) => [r.status, r.attempts, r.response_status]),
      [
        ['DELIVERED', 3, 204],
        ['DELIVERED', 1, 204],
      ],
    );
    assert.ok(rows.every((r) => typeof r.response_ms === 'number'));
  } finally {
    await hook.close();
  }
});

test('two workers claiming at once deliver each milestone exactly once', async () => {
  const places = await demoPlaces(t);
  const secret = crypto.randomBytes(24).toString('hex');
  const hook = receiver();
  hook.secret = secret;
  try {
    await t.handle.query(`INSERT INTO webhook_endpoints (bank_id, url, secret, events) VALUES ($1, $2, $3, '["query.raised"]')`, [
      places.bank_id,
      await hook.url(),
      secret,
    ]);
    const cases = await t.handle.query<{ id: number }>(`SELECT id FROM cases WHERE bank_id = $1 ORDER BY id LIMIT 30`, [places.bank_id]);
    await t.db.transaction(async (tx) => {
      for (const c of cases) await emitMilestone(tx, { event: 'query.raised', caseId: c.id, data: { query_no: 'QRY-TEST' } });
    });
    // The app's own worker runs too: three claimers in all.
    const ctx = { handle: t.handle, config: t.config };
    const log = t.app.log;
    await until('all delivered', async () => {
      await Promise.all([sendDueDeliveries(ctx, log), sendDueDeliveries(ctx, log)]);
      return hook.got.length >= cases.length;
    });
    await new Promise((r) => setTimeout(r, 300));
    const ids = hook.got.map((g) => g.body.id);
    assert.equal(ids.length, cases.length);
    assert.equal(new Set(ids).size, cases.length);
  } finally {
    await hook.close();
  }
});

test("'New secret': answered once, and from that moment only the new secret signs", async () => {
  const who = await caseLogins(t);
  const places = await demoPlaces(t);
  const hook = receiver();
  try {
    const created = await addEndpoint(who.admin, { bank_id: places.bank_id, url: await hook.url(), events: ['invoice.issued'] });
    const old = created.secret;
    hook.secret = old;
    const [c] = await t.handle.query<{ id: number }>(`SELECT id FROM cases WHERE bank_id = $1 ORDER BY id LIMIT 1`, [places.bank_id]);
    const issue = (n: number) =>
      t.db.transaction((tx) => emitMilestone(tx, { event: 'invoice.issued', caseId: c.id, data: { invoice_no: `INV-ROT-${n}` } }));
    await issue(1);
    await until('the first delivery', async () => hook.got.length === 1);

    const url = `/api/webhook-endpoints/${created.data.id}/secret`;
    const forbidden = await t.app.inject({ method: 'POST', url, headers: who.engineer, payload: {} });
    assert.equal(forbidden.statusCode, 403, 'only staff with the Email Master right');
    const missing = await t.app.inject({ method: 'POST', url: '/api/webhook-endpoints/999999/secret', headers: who.admin, payload: {} });
    assert.equal(missing.statusCode, 404);
    const rotated = await t.app.inject({ method: 'POST', url, headers: who.admin, payload: {} });
    assert.equal(rotated.statusCode, 200, rotated.body);
    const fresh = rotated.json() as { secret: string; message: string; data: { version: number } };
    assert.match(fresh.secret, /^whsec_/);
    assert.notEqual(fresh.secret, old);
    assert.match(fresh.message, /old one no longer signs/);
    assert.equal(fresh.data.version, 2, 'an open edit form of the endpoint is now stale');
    const read = await t.app.inject({ method: 'GET', url: `/api/webhook-endpoints/${created.data.id}`, headers: who.admin });
    assert.ok(!read.body.includes(fresh.secret), 'the new secret is not answered again either');

    // The receiver still holds the old secret: the next delivery is refused (401) and retried ...
    await issue(2);
    await until('a delivery the old secret does not verify', async () => hook.bad() > 0);
    assert.equal(hook.got.length, 1);
    // ... until the bank switches to the new one.
    hook.secret = fresh.secret;
    await until('the second delivery', async () => hook.got.length === 2);
    const second = hook.got[1];
    assert.equal(second.body.data.invoice_no, 'INV-ROT-2');
    assert.equal(second.v1, signed(fresh.secret, second.t, second.raw));
    assert.notEqual(second.v1, signed(old, second.t, second.raw));
  } finally {
    await hook.close();
  }
});
