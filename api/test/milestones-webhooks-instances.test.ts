// Webhooks with two API processes on one throwaway PostgreSQL cluster: both run the delivery worker
// and both are woken by every milestone's NOTIFY, yet each delivery reaches the bank exactly once
// (claimed with FOR UPDATE SKIP LOCKED and a lease), signed, and a case's deliveries in order.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, test } from 'node:test';
import postgres from 'pg';
import { emptyPostgres } from './pg-databases';
import { caseBody, demoPlaces } from './cases-support';
import type { TestApp } from './helpers';
import { instanceEnv, signIn, startInstance, type Instance } from './instances';
import { tmpDir } from './release-fixtures';

/** Cases, each moved twice (allocated, then reallocated with another appointment): 2 deliveries each. */
const CASES = 20;

let pg: Awaited<ReturnType<typeof emptyPostgres>>;
let a: Instance;
let b: Instance;
let sql: postgres.Pool;
let auth: Record<string, string>;
const root = tmpDir('webhook-instances-');

before(
  async () => {
    pg = await emptyPostgres();
    const env = instanceEnv(root, pg.url);
    // A first, so B finds the schema and the demo data in place.
    a = await startInstance(env, 'instance A', path.join(root, 'a.log'));
    b = await startInstance(env, 'instance B', path.join(root, 'b.log'));
    const { body } = await signIn(a.url);
    assert.ok(body.token, 'admin signs in');
    auth = { authorization: `Bearer ${body.token}`, 'content-type': 'application/json' };
    sql = new postgres.Pool({ connectionString: pg.url, max: 2 });
  },
  { timeout: 300_000 },
);

after(async () => {
  await sql?.end();
  for (const i of [a, b]) i?.proc.kill('SIGTERM');
  await pg?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

async function call<T>(base: string, url: string, body: object): Promise<T> {
  const res = await fetch(`${base}${url}`, { method: 'POST', headers: auth, body: JSON.stringify(body) });
  const text = await res.text();
  assert.ok(res.ok, `${url}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

async function until(what: string, probe: () => Promise<boolean> | boolean, ms = 60_000) {
  const end = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

test(`${CASES * 2} milestones moved through both instances reach the receiver exactly once each, signed, in order per case`, async () => {
  // The receiver checks each signature as the README documents it and keeps every request.
  let secret = '';
  let bad = 0;
  const got: { id: string; caseId: number; at: number }[] = [];
  const receiver = http.createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const parts = Object.fromEntries(
      String(req.headers['x-signature'] ?? '')
        .split(',')
        .map((p) => p.split('=') as [string, string]),
    );
    if (parts.v1 !== crypto.createHmac('sha256', secret).update(`${parts.t}.${raw}`).digest('hex')) bad += 1;
    const body = JSON.parse(raw) as { id: string; case: { id: number } };
    got.push({ id: body.id, caseId: body.case.id, at: got.length });
    res.writeHead(204).end();
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  try {
    const at = await demoPlaces({
      handle: { query: async (text: string, params?: unknown[]) => (await sql.query(text, params)).rows },
    } as unknown as TestApp);
    const {
      rows: [engineer],
    } = await sql.query<{ id: number }>(`SELECT id FROM users WHERE email = 'employee@example.com'`);
    const made = await call<{ secret: string }>(a.url, '/api/webhook-endpoints', {
      bank_id: at.bank_id,
      url: `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hooks`,
      events: ['site_visit.scheduled'],
      status: '1',
    });
    secret = made.secret;

    // Each case: created through one instance, allocated through it, reallocated through the other;
    // the cases run side by side, so both instances write (and NOTIFY) at the same time.
    const ids = await Promise.all(
      Array.from({ length: CASES }, async (_, i) => {
        const [one, other] = i % 2 ? [a.url, b.url] : [b.url, a.url];
        let c = (await call<{ data: { id: number; version: number } }>(one, '/api/cases', { ...caseBody(at), ignore_duplicates: true }))
          .data;
        for (const [base, move, when] of [
          [one, 'allocate', '2026-12-01T10:30:00+05:30'],
          [other, 'reallocate', '2026-12-02T11:00:00+05:30'],
        ]) {
          c = (
            await call<{ data: { id: number; version: number } }>(base, `/api/cases/${c.id}/moves`, {
              move,
              version: c.version,
              site_engineer_id: engineer.id,
              appointment_at: when,
            })
          ).data;
        }
        return c.id;
      }),
    );

    // Done when every delivery of these cases is written DELIVERED: none can be claimed again then.
    const rows = async () =>
      (
        await sql.query<{ event_id: string; case_id: number; status: string; attempts: number }>(
          `SELECT event_id, case_id, status, attempts FROM webhook_deliveries WHERE case_id = ANY($1) ORDER BY id`,
          [ids],
        )
      ).rows;
    await until('every delivery written DELIVERED', async () => {
      const all = await rows();
      return all.length === CASES * 2 && all.every((r) => r.status === 'DELIVERED');
    });
    const log = await rows();
    assert.deepEqual(
      log.filter((r) => r.attempts !== 1),
      [],
      'each delivery claimed once (a second claim would count a second attempt)',
    );
    assert.equal(bad, 0, 'every signature verified');
    assert.equal(got.length, CASES * 2, 'no delivery sent twice');
    assert.deepEqual(new Set(got.map((g) => g.id)), new Set(log.map((r) => `evt_${r.event_id}`)), 'each milestone once');
    // In order per case: the allocation's milestone before the reallocation's.
    for (const id of ids) {
      const mine = got.filter((g) => g.caseId === id).map((g) => Number(g.id.slice(4)));
      assert.equal(mine.length, 2);
      assert.ok(mine[0] < mine[1], `case ${id}: ${mine.join(' then ')}`);
    }
  } finally {
    await new Promise((r) => receiver.close(r));
  }
});
