// Operations basics (issue 26, point 6): health and readiness, request ids in answers and logs,
// one log line per request only when asked, and a graceful stop on SIGTERM.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app';
import { makeTestApp, type TestApp } from './helpers';
import { serverTestEnv } from '../../tools/server-test-env.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

describe('health and readiness', () => {
  let t: TestApp;
  before(async () => {
    t = await makeTestApp({ seed: false });
  });
  after(() => t.close());

  test('/api/health answers without a session or the database', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().status, 'ok');
    assert.equal(res.headers['cache-control'], 'no-store');
  });

  test('/api/ready: 200 with the migrations current, 503 naming a pending one, 503 when the database fails', async () => {
    const ready = await t.app.inject({ url: '/api/ready' });
    assert.equal(ready.statusCode, 200, ready.body);
    assert.equal(ready.json().status, 'ready');
    const [last] = await t.handle.query<{ name: string }>('SELECT name FROM _migrations ORDER BY name DESC LIMIT 1');
    await t.handle.query('DELETE FROM _migrations WHERE name = $1', [last.name]);
    const pending = await t.app.inject({ url: '/api/ready' });
    assert.equal(pending.statusCode, 503);
    assert.deepEqual(pending.json().pendingMigrations, [last.name]);
    await t.handle.exec('ALTER TABLE _migrations RENAME TO _migrations_gone');
    const broken = await t.app.inject({ url: '/api/ready' });
    assert.equal(broken.statusCode, 503);
    assert.equal(broken.json().database, 'unreachable');
    assert.equal((await t.app.inject({ url: '/api/health' })).statusCode, 200, 'health does not depend on the database');
    await t.handle.exec('ALTER TABLE _migrations_gone RENAME TO _migrations');
    await t.handle.query('INSERT INTO _migrations (name) VALUES ($1)', [last.name]);
  });
});

describe('request ids and request logging', () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  let t: TestApp;
  let logged: Awaited<ReturnType<typeof buildApp>>;
  before(async () => {
    t = await makeTestApp({ seed: false });
    logged = await buildApp({ handle: t.handle, config: { ...t.config, logRequests: true }, logger: { level: 'info', stream } });
    await logged.ready();
  });
  after(async () => {
    await logged.close();
    await t.close();
  });

  test('every answer carries X-Request-Id; a sane caller id is kept, an odd one replaced', async () => {
    const own = await t.app.inject({ url: '/api/health' });
    assert.match(String(own.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    const given = await t.app.inject({ url: '/api/me', headers: { 'x-request-id': 'lb-42.a' } });
    assert.equal(given.statusCode, 401);
    assert.equal(given.headers['x-request-id'], 'lb-42.a');
    const odd = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'a b\tc' } });
    assert.notEqual(odd.headers['x-request-id'], 'a b\tc');
  });

  test('a server error answers with the request id of its log line', async () => {
    // The settings of the mail (a table every instance reads) gone: an unexpected database error.
    const res = await logged.inject({ url: '/api/no-such-route-but-json-404' });
    assert.equal(res.statusCode, 404);
    lines.length = 0;
    await t.handle.exec('ALTER TABLE users RENAME TO users_gone');
    try {
      const failed = await logged.inject({ method: 'POST', url: '/api/login', payload: { email: 'x@example.com', password: 'whatever1' } });
      assert.equal(failed.statusCode, 500, failed.body);
      const id = failed.json().requestId;
      assert.equal(failed.headers['x-request-id'], id);
      const error = lines.find((l) => l.level === 50);
      assert.ok(error, 'the error is logged');
      assert.equal(error.reqId, id);
    } finally {
      await t.handle.exec('ALTER TABLE users_gone RENAME TO users');
    }
  });

  test('LOG_REQUESTS=1: exactly one info line per request; off: none', async () => {
    lines.length = 0;
    await logged.inject({ url: '/api/health', headers: { 'x-request-id': 'one-line' } });
    const mine = lines.filter((l) => l.reqId === 'one-line');
    assert.equal(mine.length, 1, JSON.stringify(lines));
    assert.deepEqual([mine[0].method, mine[0].url, mine[0].statusCode], ['GET', '/api/health', 200]);

    const quiet: unknown[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        quiet.push(String(chunk));
        done();
      },
    });
    const silent = await buildApp({ handle: t.handle, config: t.config, logger: { level: 'info', stream: sink } });
    await silent.ready();
    await silent.inject({ url: '/api/health' });
    await silent.close();
    assert.deepEqual(quiet, []);
  });
});

/** Polls `ok` every 50 ms until it holds; fails naming `what` after 15 s. */
async function until(ok: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`waited 15 s for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('graceful shutdown', () => {
  let proc: ChildProcess;
  let port = 0;
  let output = '';
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-ops-'));
  before(
    async () => {
      proc = spawn(TSX, [path.join(ROOT, 'api/src/main.ts')], {
        cwd: ROOT,
        env: {
          ...process.env,
          ...serverTestEnv(root),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      port = await new Promise<number>((resolve, reject) => {
        const seen = (chunk: unknown) => {
          output += String(chunk);
          const m = /running at http:\/\/localhost:(\d+)/.exec(output);
          if (m) resolve(Number(m[1]));
        };
        for (const stream of [proc.stdout, proc.stderr]) (stream as NodeJS.ReadableStream | null)?.on('data', seen);
        proc.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening: ${output}`)));
      });
    },
    { timeout: 120_000 },
  );
  after(() => {
    proc.kill('SIGKILL');
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('a request in flight at SIGTERM completes; then the process exits 0', { timeout: 60_000 }, async () => {
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let answer = '';
    socket.on('data', (d) => (answer += d));
    const closed = new Promise((r) => socket.once('close', r));
    // Headers and half the body: the request is in flight when the signal comes. 'Expect:
    // 100-continue' makes the server say when it has read the headers (a request it has not read
    // yet is an idle connection, closed at once); a fixed pause lost that race on a loaded machine.
    socket.write(
      `POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
    );
    socket.write(body.slice(0, 10));
    await until(() => answer.startsWith('HTTP/1.1 100 Continue'), 'the server to read the headers');
    const exited = new Promise<number | null>((r) => proc.once('exit', (code) => r(code)));
    proc.kill('SIGTERM');
    // New connections are refused once the server stops listening.
    const refused = () =>
      new Promise<boolean>((resolve) => {
        const c = net.connect(port, '127.0.0.1');
        c.once('connect', () => (c.destroy(), resolve(false)));
        c.once('error', () => resolve(true));
      });
    await until(refused, 'new connections to be refused');
    socket.write(body.slice(10));
    await closed;
    answer = answer.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '');
    assert.match(answer, /^HTTP\/1\.1 401 /, answer);
    assert.match(answer, /Invalid email or password/);
    assert.equal(await exited, 0, output);
  });
});
