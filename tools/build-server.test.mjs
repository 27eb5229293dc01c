// The built server (npm run build -> api/dist/main.mjs) runs on plain node: no tsx, no TypeScript.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { buildServer, EXTERNAL_PACKAGES, SERVER_BUNDLE, serverIsStale } from './build-server.mjs';
import { serverTestEnv } from './server-test-env.mjs';

test('the bundle starts with node, answers /api/health and /api/ready, and stops on SIGTERM', { timeout: 180_000 }, async () => {
  await buildServer();
  assert.equal(serverIsStale(), false);
  const code = fs
    .readdirSync(path.dirname(SERVER_BUNDLE))
    .filter((f) => f.endsWith('.mjs'))
    .map((f) => fs.readFileSync(path.join(path.dirname(SERVER_BUNDLE), f), 'utf8'))
    .join('\n');
  // Packages are bundled, not resolved file by file at every start: only the external ones are imported.
  const imported = new Set([...code.matchAll(/^import [^\n]*?from "([^"]+)";$|import\("([^"]+)"\)/gm)].map((m) => m[1] ?? m[2]));
  const packages = [...imported]
    .filter((s) => !s.startsWith('node:') && !s.startsWith('.'))
    .map((s) =>
      s
        .split('/')
        .slice(0, s.startsWith('@') ? 2 : 1)
        .join('/'),
    );
  assert.ok(packages.includes('@electric-sql/pglite'), packages.join(' '));
  assert.deepEqual(
    packages.filter((p) => !EXTERNAL_PACKAGES.includes(p)),
    [],
    'bundled, not imported at run time',
  );
  assert.doesNotMatch(code, /from "(drizzle-orm|fastify)/);
  // The router's prefix checks are not compiled one `new Function` per route-tree node (routerPrefixMatch).
  assert.match(code, /return path\d*\.startsWith\(prefix, i\)/);
  assert.doesNotMatch(code, /new Function\("path", "i"/);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-built-'));
  // The compile cache goes to the system's temporary folder (no NODE_COMPILE_CACHE here).
  const tmp = path.join(root, 'tmp');
  fs.mkdirSync(tmp);
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'NODE_COMPILE_CACHE')),
      ...serverTestEnv(root),
      TMPDIR: tmp,
      NODE_OPTIONS: '', // no --import tsx from the caller: the bundle must stand alone
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    let out = '';
    const port = await new Promise((resolve, reject) => {
      const seen = (d) => {
        out += d;
        const m = /running at http:\/\/localhost:(\d+)/.exec(out);
        if (m) resolve(Number(m[1]));
      };
      child.stdout.on('data', seen);
      child.stderr.on('data', seen);
      child.once('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
    });
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    assert.equal(health.status, 200);
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
    assert.equal(ready.status, 200, 'migrations found and applied from the bundle');
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    assert.equal(await exited, 0);
    const cached = fs.readdirSync(path.join(tmp, 'node-compile-cache'), { recursive: true });
    assert.ok(cached.length > 0, 'the compiled code is kept for the next start');
  } finally {
    child.kill('SIGKILL');
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test(
  '--prepare migrates a fresh data folder and stops without serving (npm start runs it while the apps build)',
  { timeout: 600_000 },
  async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-prepare-'));
    try {
      const child = spawn(process.execPath, [SERVER_BUNDLE, '--prepare'], {
        env: { ...process.env, NODE_OPTIONS: '', PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(root, 'data'), SEED_DEMO: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      const code = await new Promise((r) => child.once('exit', r));
      assert.equal(code, 0, out);
      assert.doesNotMatch(out, /running at/);
      assert.ok(fs.existsSync(path.join(root, 'data', 'PG_VERSION')), 'the data folder is made and kept');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  },
);

test('--serve-when-told prepares the database, says so, and serves only when npm start says serve', { timeout: 180_000 }, async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-told-'));
  const child = spawn(process.execPath, [SERVER_BUNDLE, '--serve-when-told'], {
    env: { ...process.env, ...serverTestEnv(root), NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  try {
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const exited = new Promise((r) => child.once('exit', r));
    const said = await Promise.race([new Promise((r) => child.once('message', r)), exited.then((code) => `exit ${code}: ${out}`)]);
    assert.equal(said, 'prepared');
    assert.doesNotMatch(out, /running at/, 'not listening before the word');
    child.send('serve');
    const port = await new Promise((resolve, reject) => {
      const seen = () => {
        const m = /running at http:\/\/localhost:(\d+)/.exec(out);
        if (m) resolve(Number(m[1]));
      };
      child.stdout.on('data', seen);
      seen();
      exited.then((code) => reject(new Error(`exited ${code}: ${out}`)));
    });
    assert.equal((await fetch(`http://127.0.0.1:${port}/api/ready`)).status, 200);
    // npm start gone (its channel closed): the server stops by itself, gracefully.
    child.disconnect();
    assert.equal(await exited, 0);
  } finally {
    child.kill('SIGKILL');
    fs.rmSync(root, { recursive: true, force: true });
  }
});
