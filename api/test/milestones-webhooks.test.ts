// Webhooks: a bank's endpoint receives each milestone as JSON signed as the README documents
// (X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">), verified here by a receiver
// written from that description; a receiver failing twice gets the delivery on the third try, a
// case's milestones arrive in order, and two workers deliver each milestone once.
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

/** A receiver checking each signature with its secret; it answers 500 to the first `failFirst` valid requests. */
function receiver(secret: string, failFirst = 0) {
  const got: { body: Received; ok: boolean }[] = [];
  let bad = 0;
  const server = http.createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const header = String(req.headers['x-signature'] ?? '');
    const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
    const expected = crypto.createHmac('sha256', secret).update(`${parts.t}.${raw}`).digest('hex');
    const fresh = Math.abs(Date.now() / 1000 - Number(parts.t)) < 300;
    if (!fresh || parts.v1 !== expected) {
      bad += 1;
      res.writeHead(401).end();
      return;
    }
    const ok = got.length >= failFirst;
    got.push({ body: JSON.parse(raw) as Received, ok });
    res.writeHead(ok ? 204 : 500).end();
  });
  return {
    got,
    bad: () => bad,
    url: async () => {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      return `http://127.0.0.1:${(server.address() as { port: number }).port}/hooks`;
    },
    close: () => new Promise((r) => server.close(r)),
  };
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

test('signed deliveries, retried after a receiver fails twice, in order per case; the secret is never answered', async () => {
  const who = await caseLogins(t);
  const places = await demoPlaces(t);
  const secret = crypto.randomBytes(24).toString('hex');
  const hook = receiver(secret, 2);
  try {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/webhook-endpoints',
      headers: who.admin,
      payload: { bank_id: places.bank_id, url: await hook.url(), secret, events: ['site_visit.scheduled', 'report.released'], status: '1' },
    });
    assert.equal(created.statusCode, 201, created.body);
    const endpoint = created.json().data;
    assert.equal(endpoint.secret, undefined);
    const read = await t.app.inject({ method: 'GET', url: `/api/webhook-endpoints/${endpoint.id}`, headers: who.admin });
    assert.equal(read.json().data.secret, undefined);
    assert.ok(!read.body.includes(secret));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/webhook-endpoints',
      headers: who.admin,
      payload: { bank_id: places.bank_id, url: 'http://example.com/x', secret, events: ['report.released'], status: '1' },
    });
    assert.equal(refused.statusCode, 400);

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
  const hook = receiver(secret);
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
