// The failure lines at the end of `npm test`, read from each runner's real output shape: node:test's
// TAP (made here by running node:test on a small failing file), Jest's and Playwright's JSON.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { failureLines, jestFailures, playwrightFailures, tapFailures } from './failures.mjs';

test('node:test TAP: the failing subtest with its message and place, not the parent that failed through it', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'failures-'));
  const file = path.join(dir, 'f.test.mjs');
  fs.writeFileSync(
    file,
    [
      "import test from 'node:test'; import assert from 'node:assert';",
      "test('outer', async (t) => { await t.test('inner fails', () => assert.equal(1, 2, 'one is not two')); });",
      "test('throws a long one', () => { throw new Error('first line\\nsecond line'); });",
      "test('passes', () => {});",
    ].join('\n'),
  );
  // Without NODE_TEST_CONTEXT, or the child reports to this runner instead of printing TAP.
  const { NODE_TEST_CONTEXT, ...env } = process.env;
  const run = spawnSync(process.execPath, ['--test', '--test-reporter=tap', file], { encoding: 'utf8', env });
  fs.rmSync(dir, { recursive: true, force: true });
  const found = tapFailures(run.stdout);
  assert.deepEqual(
    found.map((f) => [f.name, f.why]),
    [
      ['inner fails', 'one is not two'],
      ['throws a long one', 'first line | second line'],
    ],
  );
  assert.match(found[0].where, /f\.test\.mjs:2:\d+$/);
});

test('Jest: failed assertions by full name, and a suite that failed to load', () => {
  const report = {
    testResults: [
      {
        name: '/r/a.test.tsx',
        status: 'failed',
        message: '',
        assertionResults: [
          { fullName: 'list keeps its page', status: 'passed', failureMessages: [] },
          {
            fullName: 'list shows the date',
            status: 'failed',
            failureMessages: ['\x1b[31mError: expect(x).toBe(y)\x1b[39m\n\nExpected: 1'],
          },
        ],
      },
      {
        name: '/r/b.test.tsx',
        status: 'failed',
        message: 'Cannot find module ./x',
        assertionResults: [],
        testExecError: { message: 'Cannot find module ./x' },
      },
    ],
  };
  assert.deepEqual(jestFailures(report), [
    { name: 'list shows the date', where: '/r/a.test.tsx', why: 'Error: expect(x).toBe(y) | Expected: 1' },
    { name: 'suite failed to run', where: '/r/b.test.tsx', why: 'Cannot find module ./x' },
  ]);
});

test('Playwright: failed and timed-out tests with their describe titles, and errors outside any test', () => {
  const result = (status, message) => ({ status, ...(message ? { error: { message }, errors: [{ message }] } : { errors: [] }) });
  const spec = (title, line, ...results) => ({ title, file: 'a.test.ts', line, tests: [{ results }] });
  const report = {
    errors: [{ message: 'Error: globalSetup failed' }],
    suites: [
      {
        title: 'a.test.ts',
        file: 'a.test.ts',
        specs: [
          spec('passes', 3, result('passed')),
          spec('times out', 4, result('timedOut', '\x1b[31mTest timeout of 1000ms exceeded.\x1b[39m')),
        ],
        suites: [
          { title: 'group', file: 'a.test.ts', specs: [spec('fails inside', 2, result('failed', 'Error: one is two\nExpected: 2'))] },
        ],
      },
    ],
  };
  assert.deepEqual(playwrightFailures(report), [
    { name: 'outside any test', why: 'Error: globalSetup failed' },
    { name: 'times out', where: 'a.test.ts:4', why: 'timedOut: Test timeout of 1000ms exceeded.' },
    { name: 'group › fails inside', where: 'a.test.ts:2', why: 'failed: Error: one is two | Expected: 2' },
  ]);
});

test('the summary lines: a name with its place, the reason under it, at most `max` failures', () => {
  const failures = ['a', 'b', 'c'].map((name) => ({ name, where: `${name}.ts:1`, why: `${name} broke` }));
  assert.deepEqual(failureLines(failures, 2), ['  ✖ a  (a.ts:1)', '      a broke', '  ✖ b  (b.ts:1)', '      b broke', '  … and 1 more']);
});

test('Playwright: a test that failed and passed on its retry is flaky, listed apart and not as a failure', () => {
  const result = (status, message) => ({ status, ...(message ? { error: { message }, errors: [{ message }] } : { errors: [] }) });
  const report = {
    suites: [
      {
        title: 'a.test.ts',
        file: 'a.test.ts',
        specs: [
          { title: 'steady', file: 'a.test.ts', line: 1, tests: [{ status: 'expected', results: [result('passed')] }] },
          {
            title: 'wobbles',
            file: 'a.test.ts',
            line: 2,
            tests: [{ status: 'flaky', results: [result('failed', 'Error: not yet'), result('passed')] }],
          },
          {
            title: 'broken',
            file: 'a.test.ts',
            line: 3,
            tests: [{ status: 'unexpected', results: [result('failed', 'Error: no'), result('failed', 'Error: still no')] }],
          },
        ],
      },
    ],
  };
  assert.deepEqual(playwrightFailures(report), [{ name: 'broken', where: 'a.test.ts:3', why: 'failed: Error: no' }]);
  assert.deepEqual(playwrightFailures(report, { flaky: true }), [{ name: 'wobbles', where: 'a.test.ts:2', why: 'failed: Error: not yet' }]);
});
