// npm start on a new database with an existing releases folder (issue 34, point 4): a remote whose
// version was published with other files does not stop the start; the published version is served.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { fileStore } from '../src/releases/store';
import { publishBuild } from '../src/releases/publish';
import { publishExisting } from '../src/releases/publish-existing';
import { makeTestApp } from './helpers';
import { fakeBuild, fakeShell, page, tmpDir } from './release-fixtures';

describe('npm start publishes what it can and serves what is published', () => {
  const root = tmpDir('release-start-');
  after(() => fs.rmSync(root, { recursive: true, force: true }));

  test('a version published with other files: served as published, a warning names the remote and the fix', async () => {
    const dir = path.join(root, 'releases');
    const bills = (salt: string) =>
      fakeBuild(path.join(root, `bills-${salt}`), { remote: 'mfe-bills', salt, pages: [page('/admin/bills')] });
    // An earlier start published mfe-bills 1.0.0; the database (and with it the registry) is new.
    await publishBuild({ dir, remote: 'mfe-bills', version: '1.0.0', from: bills('old'), user: 'ops', via: 'cli' });
    assert.ok(!fs.existsSync(path.join(dir, 'registry.json')), 'nothing is served yet');

    const shellDist = fakeShell(root);
    const lines = { info: [] as string[], warn: [] as string[] };
    const ctx = { dir, shellDist, store: fileStore(dir) };
    await publishExisting(
      ctx,
      [
        { remote: 'mfe-bills', version: '1.0.0', from: bills('rebuilt') }, // changed since 1.0.0 was published
        { remote: 'mfe-hr', version: '1.0.0', from: fakeBuild(path.join(root, 'hr'), { remote: 'mfe-hr', pages: [page('/admin/hr')] }) },
      ],
      { user: 'npm start', via: 'cli' },
      { info: (l) => lines.info.push(l), warn: (l) => lines.warn.push(l) },
    );
    assert.deepEqual(lines.info, ['mfe-hr@1.0.0 published and promoted'], 'the other remotes go on');
    assert.equal(lines.warn.length, 1);
    assert.match(lines.warn[0], /^mfe-bills: its build differs from the published mfe-bills@1\.0\.0, which is served unchanged/);
    assert.match(lines.warn[0], /npm run release -- publish mfe-bills --bump patch --promote/);

    // The server on that releases folder serves both, mfe-bills as first published.
    // Embedded: the registry is the files of RELEASES_DIR.
    const t = await makeTestApp({ seed: false, embedded: true, config: { releasesDir: dir, shellDist } });
    try {
      const registry = (await t.app.inject({ url: '/remotes/registry.json' })).json();
      assert.equal(registry.remotes.mfe_bills.version, '1.0.0');
      assert.equal(registry.remotes.mfe_hr.version, '1.0.0');
      const entry = await t.app.inject({ url: registry.remotes.mfe_bills.entry });
      assert.equal(entry.statusCode, 200);
      assert.equal(entry.body, 'var mfe_bills="old";', 'the published files, never the rebuilt ones');
    } finally {
      await t.close();
    }

    // The next start changes nothing and says nothing more: the registry has both.
    lines.warn.length = 0;
    await publishExisting(
      ctx,
      [{ remote: 'mfe-bills', version: '1.0.0', from: bills('rebuilt') }],
      { user: 'npm start', via: 'cli' },
      {
        info: () => {},
        warn: (l) => lines.warn.push(l),
      },
    );
    assert.deepEqual(lines.warn, []);
  });
});
