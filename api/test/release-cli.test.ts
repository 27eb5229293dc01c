import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, test } from 'node:test';
import { fakeBuild, fakeShell, tmpDir } from './release-fixtures';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const root = tmpDir('release-cli-');
after(() => fs.rmSync(root, { recursive: true, force: true }));
const env = { ...process.env, RELEASES_DIR: path.join(root, 'releases'), SHELL_DIST: fakeShell(root), RELEASE_USER: 'rita' };
const release = (...args: string[]) => {
  const r = spawnSync(process.execPath, [path.join(ROOT, 'tools/release.mjs'), ...args], { cwd: ROOT, env, encoding: 'utf8' });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
};
const build = (name: string, spec: Parameters<typeof fakeBuild>[1] = {}) => fakeBuild(path.join(root, name), { remote: 'mfe-hr', ...spec });

describe('npm run release', () => {
  test('publish, promote, list, rollback and audit from the command line', () => {
    let r = release('publish', 'mfe-hr', '--from', build('a', { salt: 'a' }), '--version', '1.0.0');
    assert.equal(r.code, 0, r.out);
    assert.match(r.out, /mfe-hr@1\.0\.0 published/);
    assert.match(r.out, /mfe-hr: promoted \(none\) -> 1\.0\.0/, 'the first version of a remote is promoted at once');
    r = release('publish', 'mfe-hr', '--from', build('b', { salt: 'b' }), '--version', '1.0.0');
    assert.equal(r.code, 1);
    assert.match(r.out, /mfe-hr@1\.0\.0 is already published with different files.*--bump patch.*--version/);
    r = release('publish', 'mfe-hr', '--from', build('b'), '--version', '1.0.1');
    assert.match(r.out, /Promote it with: npm run release -- promote mfe-hr 1\.0\.1/);
    assert.match(release('promote', 'mfe-hr', '1.0.1').out, /mfe-hr: promoted 1\.0\.0 -> 1\.0\.1/);
    assert.match(release('list').out, /mfe-hr\s+current 1\.0\.1\s+rollback -> 1\.0\.0\n\s+\* 1\.0\.1 .* rita\n\s+1\.0\.0/);
    assert.match(release('rollback', 'mfe-hr').out, /mfe-hr: rolled back 1\.0\.1 -> 1\.0\.0/);
    const audit = release('audit', '--remote', 'mfe-hr')
      .out.trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.deepEqual(
      audit.map((e) => `${e.action} ${e.from}->${e.to} ${e.user}`),
      [
        'publish null->1.0.0 rita',
        'promote null->1.0.0 rita',
        'publish null->1.0.1 rita',
        'promote 1.0.0->1.0.1 rita',
        'rollback 1.0.1->1.0.0 rita',
      ],
    );
  });

  test('the gate refuses with its reasons and exit code 1; bad usage exits 2', () => {
    release('publish', 'mfe-hr', '--from', build('r18', { salt: 'r18', requires: { react: '^18.2.0' } }), '--version', '2.0.0');
    const check = release('check', 'mfe-hr', '2.0.0');
    assert.equal(check.code, 1);
    assert.match(check.out, /would be refused:\n\s+mfe-hr@2\.0\.0 needs react \^18\.2\.0, but the shell provides react 19\.3\.1/);
    const promote = release('promote', 'mfe-hr', '2.0.0');
    assert.equal(promote.code, 1);
    assert.match(promote.out, /^mfe-hr@2\.0\.0 cannot be promoted:\n\s+mfe-hr@2\.0\.0 needs react/);
    assert.equal(release('promote', 'mfe-hr').code, 2);
    assert.equal(release('canary', 'mfe-hr', '1.0.1', '--percent', '0').code, 2);
    assert.match(release('rollback', 'mfe-nope').out, /mfe-nope has never been promoted/);
  });
});
