import assert from 'node:assert/strict';
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { appendAudit, readAudit } from '../src/releases/audit';
import { withRegistryLock } from '../src/releases/lock';
import { lockFile, registryFile } from '../src/releases/paths';
import { readRegistry } from '../src/releases/registry-store';
import { tmpDir } from './release-fixtures';

const WRITER = fileURLToPath(new URL('./release-writer.ts', import.meta.url));
const roots: string[] = [];
const fresh = () => {
  const d = tmpDir('release-registry-');
  roots.push(d);
  return d;
};
after(() => roots.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function writer(dir: string, count: number, hold = 0) {
  return fork(WRITER, [dir, String(count), String(hold)], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
}
const exited = (child: ReturnType<typeof writer>) =>
  new Promise<number | null>((res) => (child.exitCode !== null ? res(child.exitCode) : child.once('exit', (code) => res(code))));

describe('registry writes', () => {
  test('concurrent writers in separate processes never lose an update', async () => {
    const dir = fresh();
    const children = [writer(dir, 15), writer(dir, 15), writer(dir, 15)];
    const codes = await Promise.all(children.map(exited));
    assert.deepEqual(codes, [0, 0, 0]);
    assert.equal(readRegistry(dir).revision, 45, 'every read-modify-write ran alone');
    assert.ok(!fs.existsSync(lockFile(dir)), 'the lock is released');
  });

  test('a writer killed at any moment leaves a readable registry and a recoverable lock', async () => {
    const dir = fresh();
    let last = 0;
    for (let round = 0; round < 6; round++) {
      const child = writer(dir, 0);
      await new Promise((res) => child.once('message', res));
      await sleep(5 + Math.random() * 40);
      child.kill('SIGKILL');
      await exited(child);
      if (!fs.existsSync(registryFile(dir)) && last === 0) continue; // killed before its first write
      const text = fs.readFileSync(registryFile(dir), 'utf8');
      const r = JSON.parse(text); // never torn
      assert.ok(r.revision >= last, 'never goes back');
      assert.equal(r.remotes.mfe_x.version, `1.0.${r.revision}`);
      last = r.revision;
    }
    // The killed writer may have died holding the lock: its pid is gone, so the lock is stale.
    const started = Date.now();
    await withRegistryLock(dir, () => undefined, { waitMs: 2000 });
    assert.ok(Date.now() - started < 1000, 'a dead holder does not make others wait');
    const stray = fs.readdirSync(dir).filter((f) => f.endsWith('.tmp'));
    assert.ok(stray.length <= 6, 'at most the temporary file of each killed write remains');
  });

  test('a lock held by a live process makes others wait, then times out with a clear message', async () => {
    const dir = fresh();
    const child = writer(dir, 1, 1500);
    await new Promise((res) => child.once('message', res));
    await assert.rejects(
      withRegistryLock(dir, () => undefined, { waitMs: 200 }),
      /Another release operation is running \(pid \d+/,
    );
    await withRegistryLock(dir, () => undefined, { waitMs: 5000 });
    assert.equal(await exited(child), 0);
  });

  test('an old lock from another host is recovered after the stale limit', async () => {
    const dir = fresh();
    const elsewhere = () => {
      fs.mkdirSync(lockFile(dir));
      fs.writeFileSync(path.join(lockFile(dir), 'owner.json'), JSON.stringify({ pid: 1, host: 'elsewhere' }));
    };
    elsewhere();
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lockFile(dir), old, old); // its holder stopped refreshing it a minute ago
    assert.equal(await withRegistryLock(dir, () => 'ran', { waitMs: 500 }), 'ran');
    assert.ok(!fs.existsSync(lockFile(dir)), 'released, owner record and all');
    elsewhere();
    await assert.rejects(
      withRegistryLock(dir, () => 'ran', { waitMs: 100 }),
      /Another release operation is running \(pid 1 on elsewhere\)/,
    );
  });
});

describe('audit log', () => {
  test('appends JSON lines, reads newest first, filters by remote, skips a torn line', () => {
    const dir = fresh();
    const base = { user: 'ana', via: 'cli', from: '1.0.0', to: '1.0.1' } as const;
    appendAudit(dir, { ...base, at: '2026-01-01T00:00:00.000Z', action: 'promote', remote: 'mfe-a' });
    fs.appendFileSync(path.join(dir, 'audit.log'), '{"at":"2026-01-01T00:00:01.000Z","us'); // a writer died here
    appendAudit(dir, { ...base, at: '2026-01-01T00:00:02.000Z', action: 'rollback', remote: 'mfe-b' });
    const lines = fs.readFileSync(path.join(dir, 'audit.log'), 'utf8').split('\n');
    assert.equal(lines.length, 4, 'the next entry starts on its own line');
    assert.deepEqual(
      readAudit(dir).map((e) => e.action),
      ['rollback', 'promote'],
    );
    assert.deepEqual(
      readAudit(dir, { remote: 'mfe-a' }).map((e) => e.remote),
      ['mfe-a'],
    );
    assert.deepEqual(readAudit(fresh()), []);
  });
});
