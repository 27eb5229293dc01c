// Two API processes on one throwaway PostgreSQL cluster, as production runs several instances
// behind a proxy: whatever one instance changes, the other serves at once.
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { freePort, pgAvailable, startPostgres } from '../../tools/pg-cluster.mjs';
import { publishBuild } from '../src/releases/publish';
import { fakeBuild, fakeShell, tmpDir } from './release-fixtures';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

interface Instance {
  url: string;
  proc: ChildProcess;
}

async function startInstance(env: NodeJS.ProcessEnv, name: string, logFile: string): Promise<Instance> {
  const port = await freePort();
  const out = fs.openSync(logFile, 'a');
  const proc = spawn(TSX, [path.join(ROOT, 'api/src/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const log = () => fs.readFileSync(logFile, 'utf8');
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (proc.exitCode !== null) throw new Error(`${name} exited: ${log()}`);
    try {
      if ((await fetch(`${url}/remotes/registry.json`)).ok) return { url, proc };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  proc.kill('SIGKILL');
  throw new Error(`${name} did not answer within 120 s: ${log()}`);
}

async function signIn(base: string, email = 'admin@example.com', password = 'demo1234') {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, body: (await res.json()) as { token?: string } };
}

describe('two API instances on one PostgreSQL', () => {
  let pg: Awaited<ReturnType<typeof startPostgres>>;
  let a: Instance;
  let b: Instance;
  let auth: Record<string, string>;
  let env: NodeJS.ProcessEnv;
  const root = tmpDir('multi-instance-');
  const releasesDir = path.join(root, 'releases');

  before(
    async () => {
      const why = pgAvailable();
      if (why !== true) throw new Error(`This test needs PostgreSQL: ${why}`);
      pg = await startPostgres(() => {});
      const shellDist = fakeShell(root);
      for (const [version, salt] of [
        ['1.0.0', 'a'],
        ['1.1.0', 'b'],
        ['1.2.0', 'c'],
      ] as const) {
        const from = fakeBuild(path.join(root, 'builds', version), { remote: 'mfe-x', salt });
        await publishBuild({ dir: releasesDir, remote: 'mfe-x', version, from, user: 'ops', via: 'cli' });
      }
      env = {
        DATABASE_URL: pg.url,
        RELEASES_DIR: releasesDir,
        SHELL_DIST: shellDist,
        UPLOAD_DIR: path.join(root, 'uploads'),
        OUTBOX_DIR: path.join(root, 'outbox'),
        DATA_DIR: path.join(root, 'unused-pglite'),
      };
      // A first, so B finds the schema and the demo data in place (migrations also lock each other).
      a = await startInstance(env, 'instance A', path.join(root, 'a.log'));
      b = await startInstance(env, 'instance B', path.join(root, 'b.log'));
      const { body } = await signIn(a.url);
      assert.ok(body.token, 'admin signs in');
      auth = { authorization: `Bearer ${body.token}`, 'content-type': 'application/json' };
    },
    { timeout: 300_000 },
  );

  after(async () => {
    for (const i of [a, b]) i?.proc.kill('SIGTERM');
    await pg?.stop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const post = (base: string, url: string, body: object) =>
    fetch(`${base}${url}`, { method: 'POST', headers: auth, body: JSON.stringify(body) });
  const registry = async (base: string, cookie?: string) => {
    const res = await fetch(`${base}/remotes/registry.json`, { headers: cookie ? { cookie } : {} });
    return { etag: res.headers.get('etag'), body: (await res.json()) as { remotes: Record<string, { version: string }> } };
  };

  test('a session made through one instance works on the other', async () => {
    const me = await fetch(`${b.url}/api/me`, { headers: auth });
    assert.equal(me.status, 200);
  });

  test('a promote, a rollback and a canary made through one instance are served by the other at once', async () => {
    const up = await post(a.url, '/api/releases/mfe-x/promote', { version: '1.0.0' });
    assert.equal(up.status, 200, await up.text());
    assert.equal((await post(a.url, '/api/releases/mfe-x/promote', { version: '1.1.0' })).status, 200);
    const [ra, rb] = [await registry(a.url), await registry(b.url)];
    assert.equal(rb.body.remotes.mfe_x.version, '1.1.0', 'B serves what A promoted');
    assert.equal(ra.etag, rb.etag, 'both instances answer the same registry with the same ETag');
    assert.equal(fs.existsSync(path.join(releasesDir, 'registry.json')), false, 'the registry lives in PostgreSQL, not in a file');

    const back = await post(b.url, '/api/releases/mfe-x/rollback', {});
    assert.equal(back.status, 200, await back.text());
    assert.equal((await registry(a.url)).body.remotes.mfe_x.version, '1.0.0', 'A serves what B rolled back');

    assert.equal((await post(a.url, '/api/releases/mfe-x/canary', { version: '1.2.0', percent: 50 })).status, 200);
    // Every browser gets the same answer from either instance: the canary bucket depends only on
    // its cookie and the stored canary, nothing in one process's memory.
    let inCanary = 0;
    for (let i = 0; i < 40; i++) {
      const cookie = `mf_uid=browser-${String(i).padStart(12, '0')}`;
      const [va, vb] = [
        (await registry(a.url, cookie)).body.remotes.mfe_x.version,
        (await registry(b.url, cookie)).body.remotes.mfe_x.version,
      ];
      assert.equal(va, vb, `${cookie} sees one version`);
      if (va === '1.2.0') inCanary++;
    }
    assert.ok(inCanary > 5 && inCanary < 35, `about half the browsers are in the canary (${inCanary} of 40)`);

    const audit = await fetch(`${b.url}/api/releases/audit?remote=mfe-x`, { headers: auth });
    const actions = ((await audit.json()) as { data: { action: string }[] }).data.map((e) => e.action);
    assert.deepEqual(actions.slice(0, 4), ['canary', 'rollback', 'promote', 'promote'], 'one audit log, newest first');
  });

  test('the release CLI on the same DATABASE_URL changes what both instances serve', async () => {
    const cli = spawnSync(TSX, [path.join(ROOT, 'api/src/releases/cli.ts'), 'promote', 'mfe-x', '1.2.0'], {
      cwd: ROOT,
      env: { ...process.env, ...env, RELEASE_USER: 'release-manager' },
      encoding: 'utf8',
    });
    assert.equal(cli.status, 0, cli.stderr);
    assert.match(cli.stdout, /mfe-x: promoted 1\.0\.0 -> 1\.2\.0/);
    for (const base of [a.url, b.url])
      assert.equal((await registry(base, 'mf_uid=browser-000000000000')).body.remotes.mfe_x.version, '1.2.0');
    const audit = await fetch(`${a.url}/api/releases/audit?remote=mfe-x`, { headers: auth });
    const newest = ((await audit.json()) as { data: { action: string; user: string; via: string }[] }).data[0];
    assert.deepEqual([newest.action, newest.user, newest.via], ['promote', 'release-manager', 'cli']);
  });

  test('200 concurrent writes spread over both instances lose nothing and break no number series', async () => {
    const stamp = Date.now().toString(36);
    const branches = await fetch(`${a.url}/api/branch-master?page=1&pageSize=1`, { headers: auth });
    const branchId = ((await branches.json()) as { data: { id: number }[] }).data[0].id;
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post(i % 2 ? a.url : b.url, '/api/dispatch-hard-copies', {
          company_branch_id: branchId,
          addressee: `Recipient ${stamp} ${i}`,
          address: `${i} MG Road, Pune`,
          copies: 1,
          status: 'PREPARED',
        }),
      ),
    );
    const bodies = await Promise.all(
      results.map(async (r) => ({ status: r.status, body: (await r.json()) as { data?: { id: number; dispatch_no: string } } })),
    );
    assert.deepEqual([...new Set(bodies.map((x) => x.status))], [201], JSON.stringify(bodies.find((x) => x.status !== 201)));
    const numbers = bodies.map((x) => x.body.data!.dispatch_no);
    assert.equal(new Set(numbers).size, 200, 'every dispatch number distinct');
    const list = await fetch(`${b.url}/api/dispatch-hard-copies?search=${encodeURIComponent(`Recipient ${stamp}`)}&pageSize=100`, {
      headers: auth,
    });
    assert.equal(((await list.json()) as { total: number }).total, 200, 'all 200 stored');
  });

  test('a sign-in limit reached through one instance holds on the other', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    let limited = false;
    for (let i = 0; i < 30 && !limited; i++) limited = (await signIn(a.url, email, 'wrong-password')).status === 429;
    assert.ok(limited, 'A limits the address');
    assert.equal((await signIn(b.url, email, 'wrong-password')).status, 429, 'B refuses the same address and account');
  });
});
