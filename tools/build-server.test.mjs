// The built server (npm run build -> api/dist/main.mjs) runs on plain node: no tsx, no TypeScript.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { buildServer, SERVER_BUNDLE, serverIsStale } from './build-server.mjs';

test('the bundle starts with node, answers /api/health and /api/ready, and stops on SIGTERM', { timeout: 180_000 }, async () => {
  await buildServer();
  assert.equal(serverIsStale(), false);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-built-'));
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    env: {
      ...process.env,
      NODE_OPTIONS: '', // no --import tsx from the caller: the bundle must stand alone
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      SEED_DEMO: '0',
      RELEASES_DIR: path.join(root, 'releases'),
      SHELL_DIST: path.join(root, 'shell'),
      UPLOAD_DIR: path.join(root, 'uploads'),
      OUTBOX_DIR: path.join(root, 'outbox'),
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
