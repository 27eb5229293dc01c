import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { after, describe, test } from 'node:test';
import { checkCandidate } from '../src/releases/gate';
import { sameMajor, satisfies } from '../src/releases/semver';
import { shellProvides } from '../src/releases/shell-shared';
import { fakeBuild, fakeShell, page, tmpDir } from './release-fixtures';

const root = tmpDir();
after(() => fs.rmSync(root, { recursive: true, force: true }));
const provided = shellProvides(fakeShell(root));
let n = 0;
const candidate = (spec: Parameters<typeof fakeBuild>[1]) => fakeBuild(path.join(root, `c${n++}`), spec);
const gate = (dir: string, current?: { version: string; pages: ReturnType<typeof page>[] }) =>
  checkCandidate({ remote: 'mfe-x', version: '2.0.0', dir, current, provided });

describe('semver ranges', () => {
  test('caret, tilde, x-ranges, comparators and alternatives', () => {
    assert.ok(satisfies('19.3.1', '^19.3.1'));
    assert.ok(satisfies('19.9.0', '^19.3.1'));
    assert.ok(!satisfies('19.3.0', '^19.3.1'));
    assert.ok(!satisfies('19.3.1', '^18.2.0'));
    assert.ok(!satisfies('0.3.0', '^0.2.3'));
    assert.ok(satisfies('2.4.9', '~2.4'));
    assert.ok(!satisfies('2.5.0', '~2.4.1'));
    assert.ok(satisfies('19.3.1', '>=18 <20'));
    assert.ok(satisfies('19.3.1', '18.x || 19.x'));
    assert.ok(satisfies('1.2.3', '*'));
    assert.ok(satisfies('1.2.3', '1.2.3'));
    assert.ok(!satisfies('1.2.4', '=1.2.3'));
    assert.ok(satisfies('1.5.0', '1.0.0 - 2.0.0'));
  });

  test('a same-major gap is told apart from another major', () => {
    assert.ok(sameMajor('19.3.1', '^19.4.0'));
    assert.ok(!sameMajor('19.3.1', '^18.2.0'));
    assert.ok(!sameMajor('19.3.1', '^20.0.0 || ^21.0.0'));
  });
});

describe('promotion gate', () => {
  test('a build matching the shell passes', () => {
    const r = gate(candidate({}));
    assert.deepEqual(r, { ok: true, reasons: [], warnings: [] });
  });

  test('a React 18 build is refused with the reason', () => {
    const r = gate(candidate({ requires: { react: '^18.2.0', 'react/jsx-runtime': '^18.2.0', 'react-dom': '^18.2.0' } }));
    assert.equal(r.ok, false);
    assert.equal(r.reasons.length, 2, 'one reason per package, not per subpath');
    assert.match(r.reasons[0], /mfe-x@2\.0\.0 needs react \^18\.2\.0, but the shell provides react 19\.3\.1: a different major/);
    assert.match(r.reasons[1], /react-dom \^18\.2\.0/);
  });

  test('the shared package (which carries Chakra) is checked through its version', () => {
    const r = gate(candidate({ requires: { 'shared/ui': '^2.0.0' } }));
    assert.equal(r.ok, false);
    assert.match(r.reasons[0], /needs shared \^2\.0\.0, but the shell provides shared 1\.0\.0/);
  });

  test('a newer minor than the shell provides is a warning, not a refusal', () => {
    const r = gate(candidate({ requires: { 'react-redux': '^9.4.0' } }));
    assert.equal(r.ok, true);
    assert.match(r.warnings[0], /react-redux \^9\.4\.0; the shell provides 9\.3\.1/);
  });

  test('packages that are not shared singletons are not gated', () => {
    assert.equal(gate(candidate({ requires: { lodash: '^1.0.0', '@chakra-ui/react': '^2.0.0' } })).ok, true);
  });

  test('a page whose module is not exposed is refused', () => {
    const r = gate(candidate({ exposes: ['./HomePage'], pages: [page('/admin/x'), page('/admin/y', './Other')] }));
    assert.equal(r.ok, false);
    assert.deepEqual(r.reasons, ['mfe-x@2.0.0 does not expose ./Other, which its page /admin/y loads.']);
  });

  test('a module the promoted version serves may go only together with its pages', () => {
    const current = { version: '1.0.0', pages: [page('/admin/x'), page('/admin/y', './Other')] };
    const kept = gate(candidate({ exposes: ['./HomePage'], pages: [page('/admin/x'), page('/admin/y', './Other')] }), current);
    assert.equal(kept.ok, false);
    assert.match(kept.reasons[0], /does not expose \.\/Other, which its page \/admin\/y loads \(the promoted 1\.0\.0 exposes it\)/);
    const dropped = gate(candidate({ exposes: ['./HomePage'], pages: [page('/admin/x')] }), current);
    assert.equal(dropped.ok, true);
  });

  test('a folder without a manifest, or a build of another remote, is refused', () => {
    const empty = path.join(root, 'empty');
    assert.match(gate(empty).reasons[0], /no readable mf-manifest\.json/);
    const other = gate(candidate({ remote: 'mfe-y' }));
    assert.match(other.reasons[0], /is a build of "mfe_y", not of mfe_x/);
  });
});
