// `npm test`: format check, lint, knip, typecheck, tools' tests, jest, API tests, e2e tests, in that
// order (cheap first), stopping at the first failing step. Ends with one line "N passed, N failed"
// summing every runner's own count.
// `node tools/test-all.mjs jest e2e` runs only the steps whose label contains one of the words;
// `node tools/test-all.mjs -format` runs all but those whose label contains a word after a `-`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { failureLines, jestFailures, playwrightFailures, tapFailures } from './failures.mjs';
import { ROOT } from './workspaces.mjs';

const TSC = path.join(ROOT, 'node_modules/typescript7/bin/tsc');
const JEST = path.join(ROOT, 'node_modules/jest/bin/jest.js');
const BIN = (name) => path.join(ROOT, 'node_modules/.bin', name);
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs a command, echoing its output live, and answers its exit code and output. */
function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      out += d;
      process.stderr.write(d);
    });
    child.on('error', (e) => resolve({ code: 127, out: `${out}\n${e.message}` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), out }));
  });
}

const last = (out, re) => {
  const all = [...out.matchAll(re)];
  return all.length ? Number(all[all.length - 1][1]) : undefined;
};

/** node:test's closing summary: "# pass N" (TAP) or "ℹ pass N" (spec reporter). */
function nodeTestCounts(out) {
  const num = (word) => last(out, new RegExp(`^(?:#|ℹ) ${word} (\\d+)\\s*$`, 'gm'));
  const passed = num('pass');
  if (passed === undefined) return undefined;
  return { passed, failed: (num('fail') ?? 0) + (num('cancelled') ?? 0) };
}

const typecheck = (label, project) => ({
  label,
  async exec() {
    const { code, out } = await run(process.execPath, [TSC, '-p', project, '--noEmit']);
    const errors = (out.match(/error TS\d+/g) ?? []).length;
    return { passed: 0, failed: code === 0 ? 0 : Math.max(errors, 1), counted: false };
  },
});

/** A checker that prints its findings and exits non-zero on any; `count` reads how many from its output. */
const checker = (label, cmd, args, count) => ({
  label,
  async exec() {
    const { code, out } = await run(cmd, args);
    return { passed: 0, failed: code === 0 ? 0 : Math.max(count(out), 1), counted: false };
  },
});

/** node:test run by an npm script, e.g. `['test', '-w', 'api']`. */
const nodeTests = (label, npmArgs) => ({
  label,
  async exec() {
    const { code, out } = await run(NPM, npmArgs);
    const counts = nodeTestCounts(out);
    if (!counts) return { passed: 0, failed: 1, note: `no node:test summary (exit code ${code})` };
    // A runner that exits non-zero without a failed test still failed (e.g. a crash in setup).
    if (code !== 0 && counts.failed === 0) return { ...counts, failed: 1, note: `exit code ${code}` };
    return { ...counts, failures: tapFailures(out) };
  },
});

const STEPS = [
  // Every file Prettier would change ("[warn] path"), but not its closing "[warn] Code style issues..." line.
  checker('format check', BIN('prettier'), ['--check', '.'], (out) => (out.match(/^\[warn\] (?!Code style issues)/gm) ?? []).length),
  checker('lint', BIN('eslint'), ['.'], (out) => last(out, /(\d+) problems?/g) ?? 0),
  checker('knip (dead code)', BIN('knip'), [], (out) => (out.match(/^\S.*\s\S+:\d+:\d+\s*$/gm) ?? []).length),
  typecheck('typecheck (browser code)', 'tsconfig.json'),
  typecheck('typecheck (api)', 'api/tsconfig.json'),
  typecheck('typecheck (e2e)', 'e2e/tsconfig.json'),
  nodeTests('tools tests', ['run', 'test:tools']),
  {
    label: 'jest',
    async exec() {
      const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jest-report-')), 'report.json');
      const { code } = await run(process.execPath, [JEST, '--ci', '--json', `--outputFile=${report}`]);
      if (!fs.existsSync(report)) return { passed: 0, failed: 1, note: `no jest report (exit code ${code})` };
      const r = JSON.parse(fs.readFileSync(report, 'utf8'));
      fs.rmSync(path.dirname(report), { recursive: true, force: true });
      // A suite that fails to load reports no test, but it failed.
      const failed = r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
      if (code !== 0 && failed === 0) return { passed: r.numPassedTests, failed: 1, note: `exit code ${code}` };
      return { passed: r.numPassedTests, failed, failures: jestFailures(r) };
    },
  },
  nodeTests('api tests', ['test', '-w', 'api']),
  {
    label: 'e2e tests',
    async exec() {
      const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-report-')), 'results.json');
      const { code } = await run(NPM, ['test', '-w', 'e2e'], { E2E_JSON_REPORT: report });
      if (!fs.existsSync(report)) return { passed: 0, failed: 1, note: `no Playwright report (exit code ${code})` };
      const r = JSON.parse(fs.readFileSync(report, 'utf8'));
      fs.rmSync(path.dirname(report), { recursive: true, force: true });
      // Errors outside any test (globalSetup, a file that fails to load) fail the run too.
      const failed = r.stats.unexpected + r.stats.flaky + (r.errors?.length ?? 0);
      if (code !== 0 && failed === 0) return { passed: r.stats.expected, failed: 1, note: `exit code ${code}` };
      return { passed: r.stats.expected, failed, failures: playwrightFailures(r) };
    },
  },
];

const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const words = process.argv.slice(2).filter((w) => !w.startsWith('-'));
  const skip = process.argv
    .slice(2)
    .filter((w) => w.startsWith('-'))
    .map((w) => w.slice(1));
  const steps = STEPS.filter((s) => (!words.length || words.some((w) => s.label.includes(w))) && !skip.some((w) => s.label.includes(w)));
  const results = [];
  const started = Date.now();
  for (const step of steps) {
    console.log(`\n=== ${step.label} ===`);
    const t = Date.now();
    const r = await step.exec();
    results.push({ label: step.label, ms: Date.now() - t, ...r });
    if (r.failed > 0) break;
  }
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);

  console.log('\n=== summary ===');
  for (const r of results) {
    const counts = r.counted === false ? (r.failed ? `${r.failed} error(s)` : 'ok') : `${r.passed} passed, ${r.failed} failed`;
    console.log(`${r.failed ? 'FAIL' : 'ok  '}  ${r.label.padEnd(26)} ${counts.padEnd(24)} ${secs(r.ms)}${r.note ? `  (${r.note})` : ''}`);
  }
  for (const r of results.filter((x) => x.failures?.length)) {
    console.log(`failed in ${r.label}:`);
    for (const line of failureLines(r.failures)) console.log(line);
  }
  const skipped = steps.slice(results.length).map((s) => s.label);
  if (skipped.length) console.log(`not run (an earlier step failed): ${skipped.join(', ')}`);
  console.log(`total time ${secs(Date.now() - started)}`);
  if (passed + failed === 0) console.log('no test ran');
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 || passed === 0 ? 1 : 0);
}

main().catch((e) => {
  console.error(e);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
