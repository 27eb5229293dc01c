import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, describe, test } from 'node:test';
import { readAudit } from '../src/releases/audit';
import { abortCanary, startCanary } from '../src/releases/canary';
import { promote, rollback, type ReleaseContext } from '../src/releases/operations';
import { publishBuild } from '../src/releases/publish';
import { readRegistry } from '../src/releases/registry-store';
import { bucketOf, resolveRegistry } from '../src/releases/resolve';
import { releaseStatus } from '../src/releases/status';
import { fileStore } from '../src/releases/store';
import { fakeBuild, fakeShell, page, tmpDir } from './release-fixtures';

const root = tmpDir('release-ops-');
after(() => fs.rmSync(root, { recursive: true, force: true }));
const ctx: ReleaseContext = { dir: path.join(root, 'releases'), shellDist: fakeShell(root), store: fileStore(path.join(root, 'releases')) };
const ana = { user: 'ana', via: 'cli' } as const;
let n = 0;
const build = (spec: Parameters<typeof fakeBuild>[1] = {}) => fakeBuild(path.join(root, `build-${n++}`), spec);
const br = (text: string) => new Uint8Array(zlib.brotliCompressSync(text));
const gz = (text: string) => new Uint8Array(zlib.gzipSync(text));
const publish = (version: string, from: string, remote = 'mfe-x') => publishBuild({ dir: ctx.dir, remote, version, from, ...ana });

describe('publish', () => {
  test('copies a build into an immutable version folder; same files again is a no-op; other files are refused', async () => {
    const first = await publish('1.0.0', build({ salt: 'one' }));
    assert.equal(first.created, true);
    assert.ok(fs.existsSync(path.join(ctx.dir, 'mfe-x', '1.0.0', 'remoteEntry.js')));
    const before = fs.statSync(path.join(ctx.dir, 'mfe-x', '1.0.0', 'remoteEntry.js')).mtimeMs;
    assert.equal((await publish('1.0.0', build({ salt: 'one' }))).created, false);
    await assert.rejects(publish('1.0.0', build({ salt: 'two' })), /mfe-x@1\.0\.0 is already published with different files.*--bump patch/);
    assert.equal(fs.statSync(path.join(ctx.dir, 'mfe-x', '1.0.0', 'remoteEntry.js')).mtimeMs, before, 'never overwritten');
    await assert.rejects(publish('1.0.1', path.join(root, 'nothing')), /is not a build of mfe-x \(no remoteEntry\.js\)/);
    await assert.rejects(publish('../1', build()), /is not a version/);
  });

  test("a build's .br / .gz files must be their originals compressed: the server sends them in their place", async () => {
    // A releases folder of its own: the tests below list and count what is published.
    const own = path.join(root, 'releases-packed');
    const publish = (version: string, from: string) => publishBuild({ dir: own, remote: 'mfe-x', version, from, ...ana });
    const good = build({ salt: 'packed' });
    const entry = fs.readFileSync(path.join(good, 'remoteEntry.js'), 'utf8');
    fs.writeFileSync(path.join(good, 'remoteEntry.js.br'), br(entry));
    fs.writeFileSync(path.join(good, 'remoteEntry.js.gz'), gz(entry));
    assert.equal((await publish('3.0.0', good)).created, true);
    assert.ok(fs.existsSync(path.join(own, 'mfe-x', '3.0.0', 'remoteEntry.js.br')), 'published with the build');

    const stale = build({ salt: 'stale' });
    fs.writeFileSync(path.join(stale, 'remoteEntry.js.br'), br('var mfe_x="older";'));
    await assert.rejects(publish('3.0.1', stale), /remoteEntry\.js\.br is not remoteEntry\.js compressed .*build the remote again/);
    const orphan = build({ salt: 'orphan' });
    fs.writeFileSync(path.join(orphan, 'gone.js.gz'), gz('x'));
    await assert.rejects(publish('3.0.2', orphan), /gone\.js\.gz is not gone\.js compressed/);
    const broken = build({ salt: 'broken' });
    fs.writeFileSync(path.join(broken, 'remoteEntry.js.gz'), 'not gzip');
    await assert.rejects(publish('3.0.3', broken), /remoteEntry\.js\.gz is not remoteEntry\.js compressed/);
    assert.ok(!fs.existsSync(path.join(own, 'mfe-x', '3.0.1')), 'nothing of a refused build is published');
  });
});

describe('promote, rollback and the audit log', () => {
  test('promote moves the pointer, rollback returns to the previous version, each change is audited', async () => {
    await publish('1.0.1', build({ salt: 'v101' }));
    await publish('1.0.2', build({ salt: 'v102', pages: [page('/admin/x'), page('/admin/new', './HomePage', 'New')] }));
    await promote(ctx, 'mfe-x', '1.0.0', ana);
    await promote(ctx, 'mfe-x', '1.0.1', { user: 'ben', via: 'web' });
    const c = await promote(ctx, 'mfe_x', '1.0.2', ana);
    assert.deepEqual([c.from, c.to], ['1.0.1', '1.0.2']);
    let entry = readRegistry(ctx.dir).remotes.mfe_x;
    assert.equal(entry.entry, '/remotes/mfe-x/1.0.2/remoteEntry.js');
    assert.deepEqual(
      entry.pages.map((p) => p.path),
      ['/admin/x', '/admin/new'],
      'the registry carries the version’s pages',
    );

    const back = await rollback(ctx, 'mfe-x', undefined, ana);
    assert.deepEqual([back.from, back.to], ['1.0.2', '1.0.1']);
    entry = readRegistry(ctx.dir).remotes.mfe_x;
    assert.deepEqual(
      entry.pages.map((p) => p.path),
      ['/admin/x'],
      'rolling back restores the old pages',
    );
    assert.deepEqual((await rollback(ctx, 'mfe-x', undefined, ana)).to, '1.0.0');
    await assert.rejects(rollback(ctx, 'mfe-x', undefined, ana), /no earlier promoted version to roll back to; name one with --to/);
    assert.equal((await rollback(ctx, 'mfe-x', '1.0.2', ana)).to, '1.0.2');
    assert.equal((await promote(ctx, 'mfe-x', '1.0.2', ana)).unchanged, true);
    await assert.rejects(promote(ctx, 'mfe-x', '9.9.9', ana), /mfe-x has no published version 9\.9\.9 \(published: /);

    const audit = readAudit(ctx.dir, { remote: 'mfe-x' });
    assert.deepEqual(
      audit.filter((e) => e.action !== 'publish').map((e) => `${e.action} ${e.from}->${e.to} ${e.user}/${e.via}`),
      [
        'rollback 1.0.0->1.0.2 ana/cli',
        'rollback 1.0.1->1.0.0 ana/cli',
        'rollback 1.0.2->1.0.1 ana/cli',
        'promote 1.0.1->1.0.2 ana/cli',
        'promote 1.0.0->1.0.1 ben/web',
        'promote null->1.0.0 ana/cli',
      ],
    );
    assert.ok(audit.every((e) => !Number.isNaN(Date.parse(e.at))));
  });

  test('the gate refuses a React 18 build and leaves the registry untouched', async () => {
    await publish('3.0.0', build({ salt: 'r18', requires: { react: '^18.2.0' } }));
    const before = fs.readFileSync(path.join(ctx.dir, 'registry.json'), 'utf8');
    await assert.rejects(promote(ctx, 'mfe-x', '3.0.0', ana), (e: Error & { reasons?: string[] }) => {
      assert.match(e.message, /mfe-x@3\.0\.0 cannot be promoted: .*needs react \^18\.2\.0, but the shell provides react 19\.3\.1/);
      assert.equal(e.reasons?.length, 1);
      return true;
    });
    await assert.rejects(startCanary(ctx, 'mfe-x', '3.0.0', 10, ana), /cannot be promoted/);
    assert.equal(fs.readFileSync(path.join(ctx.dir, 'registry.json'), 'utf8'), before);
  });
});

describe('canary', () => {
  test('splits browsers by a sticky hash and resolves each to one version', async () => {
    await promote(ctx, 'mfe-x', '1.0.1', ana);
    await startCanary(ctx, 'mfe-x', '1.0.2', 20, ana);
    const stored = readRegistry(ctx.dir);
    const uids = Array.from({ length: 2000 }, (_, i) => `user-${i}-abcdefghijklmnop`);
    const versions = uids.map((u) => resolveRegistry(stored, u).registry.remotes.mfe_x.version);
    const share = versions.filter((v) => v === '1.0.2').length / uids.length;
    assert.ok(share > 0.16 && share < 0.24, `about 20% get the canary (got ${share})`);
    assert.deepEqual(
      uids.map((u) => resolveRegistry(stored, u).registry.remotes.mfe_x.version),
      versions,
      'sticky',
    );
    const served = resolveRegistry(stored, uids[versions.indexOf('1.0.2')]).registry.remotes.mfe_x;
    assert.equal(served.entry, '/remotes/mfe-x/1.0.2/remoteEntry.js');
    assert.equal('canary' in served || 'history' in served, false, 'internal fields are not served');
    assert.equal(resolveRegistry(stored, null).registry.remotes.mfe_x.version, '1.0.1');

    await startCanary(ctx, 'mfe-x', '1.0.2', 50, ana);
    const wider = readRegistry(ctx.dir);
    for (const [i, u] of uids.entries()) {
      if (versions[i] === '1.0.2')
        assert.equal(resolveRegistry(wider, u).registry.remotes.mfe_x.version, '1.0.2', 'widening keeps everyone in');
    }
    assert.ok(bucketOf('a', 'mfe_x', '1.0.2') >= 0 && bucketOf('a', 'mfe_x', '1.0.2') < 100);
    assert.equal((await releaseStatus(ctx)).remotes[0].canary?.percent, 50);

    await abortCanary(ctx, 'mfe-x', ana);
    assert.equal(readRegistry(ctx.dir).remotes.mfe_x.canary, undefined);
    await assert.rejects(abortCanary(ctx, 'mfe-x', ana), /has no canary running/);
    await assert.rejects(startCanary(ctx, 'mfe-x', '1.0.2', 100, ana), /from 1 to 99/);
    await assert.rejects(startCanary(ctx, 'mfe-x', '1.0.1', 10, ana), /already the promoted version/);

    await startCanary(ctx, 'mfe-x', '1.0.2', 10, ana);
    await promote(ctx, 'mfe-x', '1.0.2', ana); // ends it by promoting fully
    const done = readRegistry(ctx.dir).remotes.mfe_x;
    assert.equal(done.version, '1.0.2');
    assert.equal(done.canary, undefined);
    const actions = readAudit(ctx.dir)
      .slice(0, 5)
      .map((e) => `${e.action}${e.percent ? `:${e.fromPercent ?? ''}>${e.percent}` : ''}`);
    assert.deepEqual(actions, ['promote', 'canary:>10', 'canary-abort', 'canary:20>50', 'canary:>20']);
  });

  test('the status lists each remote with its versions, newest first', async () => {
    const s = await releaseStatus(ctx);
    assert.equal(s.remotes.length, 1);
    const r = s.remotes[0];
    assert.equal(r.package, 'mfe-x');
    assert.equal(r.current, '1.0.2');
    assert.equal(r.previous, '1.0.1');
    assert.deepEqual(
      r.versions.map((v) => v.version),
      ['3.0.0', '1.0.2', '1.0.1', '1.0.0'],
    );
    assert.equal(r.versions.find((v) => v.current)?.version, '1.0.2');
    assert.equal(r.versions[0].publishedBy, 'ana');
  });
});
