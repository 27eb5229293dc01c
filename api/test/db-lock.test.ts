// The embedded database's folder lock (proper-lockfile): one server per data folder.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { acquireLock } from '../src/db/lock';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-db-lock-'));
after(() => fs.rmSync(root, { recursive: true, force: true }));

const heldBy = (dataDir: string, pid: number, host = os.hostname()) => {
  fs.mkdirSync(`${dataDir}.lock`);
  fs.writeFileSync(path.join(`${dataDir}.lock`, 'owner.json'), JSON.stringify({ pid, host }));
};

test('held once per folder; released for the next server', () => {
  const dataDir = path.join(root, 'a');
  const release = acquireLock(dataDir);
  assert.throws(() => acquireLock(dataDir), /already open in this process/);
  release();
  assert.ok(!fs.existsSync(`${dataDir}.lock`), 'the lock and its owner record are gone');
  acquireLock(dataDir)();
});

test('a live server elsewhere keeps the folder; its pid is named', () => {
  const dataDir = path.join(root, 'b');
  heldBy(dataDir, process.ppid);
  assert.throws(() => acquireLock(dataDir), new RegExp(`in use by another server \\(pid ${process.ppid} on `));
  heldBy(path.join(root, 'c'), 1, 'other-host');
  assert.throws(() => acquireLock(path.join(root, 'c')), /in use by another server \(pid 1 on other-host\)/);
});

test('the lock of a server that died (killed, no clean-up) is taken over at once', () => {
  const dataDir = path.join(root, 'd');
  const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  heldBy(dataDir, Number(gone.stdout));
  const release = acquireLock(dataDir);
  release();
});
