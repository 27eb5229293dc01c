// Milestone mails are queued in the database and sent by a worker with retries and backoff: with
// the SMTP server down they wait (and survive an API restart), a mail failing past its retries is
// listed for staff with its error and sent again on request, and all arrive once a real SMTP
// server (Debian's python3-aiosmtpd) is up.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDb, type DbHandle } from '../src/db/client';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { caseBody, caseLogins, demoPlaces } from './cases-support';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The API's database after a restart, with the first app closed: on PostgreSQL the same database
 * opened again; on PGlite (no server in the run) a new in-memory database loaded from its dump.
 */
async function reopen(app: TestApp): Promise<DbHandle> {
  await app.app.close();
  if (app.config.databaseUrl) {
    await app.handle.close();
    return openDb({ databaseUrl: app.config.databaseUrl, dataDir: app.config.dataDir });
  }
  const dump = await app.handle.dumpDataDir!();
  await app.handle.close();
  return openDb({ dataDir: 'memory://', loadDataDir: dump });
}

let t: TestApp;
let port: number;
let app2: FastifyInstance | undefined;
let handle2: DbHandle | undefined;
let smtp: ChildProcess | undefined;
let received = '';

before(async () => {
  port = await freePort();
  t = await makeTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}`, milestoneRetryMs: 100 } });
});
after(async () => {
  smtp?.kill();
  await app2?.close();
  await handle2?.close();
  await t.close().catch(() => undefined);
});

interface MailRow {
  id: number;
  status: string;
  attempts: number;
  last_error: string | null;
  subject: string;
}
const mailsTo = (h: Pick<DbHandle, 'query'>, email: string) =>
  h.query<MailRow>(`SELECT id, status, attempts, last_error, subject FROM milestone_mails WHERE to_email = $1 ORDER BY id`, [email]);

test('mails wait while SMTP is down, survive a restart, fail visibly after their retries, and go once it is up', async () => {
  const who = await caseLogins(t);
  const places = await demoPlaces(t);
  const email = `visits.${Date.now()}@bank.example.com`;
  await t.handle.query(
    `INSERT INTO email_contacts (bank_id, bank_branch_id, purpose, contact_name, email) VALUES ($1, $2, 'REPORTS', 'Visits desk', $3)`,
    [places.bank_id, places.bank_branch_id, email],
  );
  const allocate = async (h: typeof t.app) => {
    const made = await h.inject({
      method: 'POST',
      url: '/api/cases',
      headers: who.admin,
      payload: { ...caseBody(places), ignore_duplicates: true },
    });
    assert.equal(made.statusCode, 201, made.body);
    const c = made.json().data;
    const res = await h.inject({
      method: 'POST',
      url: '/api/cases/allocate',
      headers: who.admin,
      payload: { cases: [{ id: c.id, version: c.version }], site_engineer_id: who.engineerId, appointment_at: '2026-12-01T10:30:00+05:30' },
    });
    assert.equal(res.statusCode, 200, res.body);
    return c.case_no as string;
  };

  // SMTP down: the first mail is tried, backs off, and after its last retry is FAILED with the error.
  const first = await allocate(t.app);
  const failed = await until('the first mail to fail for good', async () => {
    const [m] = await mailsTo(t.handle, email);
    return m?.status === 'FAILED' && m;
  });
  assert.equal(failed.subject, `Site visit scheduled: case ${first}`);
  assert.equal(failed.attempts, 6);
  assert.match(failed.last_error ?? '', /ECONNREFUSED|connect/i);

  // Staff see it in the mail log with its error.
  const staff = bearer(await login(t.app, 'admin@example.com'));
  const listed = await t.app.inject({
    method: 'GET',
    url: `/api/milestone-mails?status=FAILED&search=${encodeURIComponent(email)}`,
    headers: staff,
  });
  assert.equal(listed.statusCode, 200, listed.body);
  const rows = listed.json().data as { id: number; last_error: string; case_no: string }[];
  assert.deepEqual(
    rows.map((r) => [r.id, r.case_no]),
    [[failed.id, first]],
  );
  assert.match(rows[0].last_error, /ECONNREFUSED|connect/i);

  // A second milestone while SMTP is still down: queued, tried, waiting for its next try.
  const second = await allocate(t.app);
  await until('the second mail to be tried', async () => (await mailsTo(t.handle, email))[1]?.attempts >= 1);

  // The API restarts (a new process on the same database): the queue is in the database. The SMTP
  // server comes up meanwhile: the waiting mail goes on its next retry, the failed one on 'Send again'.
  handle2 = await reopen(t);
  const [waiting] = (await mailsTo(handle2, email)).slice(1);
  assert.equal(waiting.status, 'QUEUED');
  smtp = spawn('/usr/bin/python3', ['-m', 'aiosmtpd', '-n', '-l', `127.0.0.1:${port}`], { stdio: ['ignore', 'pipe', 'inherit'] });
  void (async () => {
    for await (const chunk of smtp.stdout!) received += String(chunk);
  })();
  await until(
    'the SMTP server to listen',
    () =>
      new Promise<boolean>((resolve) => {
        const s = net
          .connect(port, '127.0.0.1', () => {
            s.end();
            resolve(true);
          })
          .on('error', () => resolve(false));
      }),
  );
  app2 = await buildApp({ handle: handle2, config: t.config, logger: false });
  await app2.ready();
  const staff2 = bearer(await login(app2, 'admin@example.com'));
  const resend = await app2.inject({
    method: 'POST',
    url: '/api/milestone-mails/bulk',
    headers: staff2,
    payload: { action: 'resend', ids: [failed.id] },
  });
  assert.equal(resend.statusCode, 200, resend.body);
  const sent = await until('both mails to be sent', async () => {
    const all = await mailsTo(handle2!, email);
    return all.length === 2 && all.every((m) => m.status === 'SENT') && all;
  });
  assert.deepEqual(
    sent.map((m) => m.subject),
    [`Site visit scheduled: case ${first}`, `Site visit scheduled: case ${second}`],
  );
  await until('the SMTP server to print both', async () => received.includes(second) && received.includes(first));
  assert.equal(received.split(`Site visit scheduled: case ${first}`).length - 1, 1, 'the first mail arrived once');
});
