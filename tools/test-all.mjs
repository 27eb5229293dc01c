// `npm test`: the server bundle, format check, lint, knip, typecheck, tools' tests, jest, API tests, e2e tests, started
// in that order (cheap first) and side by side as far as the cores allow (each step weighs the
// cores it keeps busy; TEST_CORES overrides the machine's count). Each step writes its own log
// (.tmp/test-logs/<step>.log), printed whole when the step ends; once a step fails no further step
// starts. Ends with one line "N passed, N failed" summing every runner's own count.
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

const LOG_DIR = path.join(ROOT, '.tmp/test-logs');

/**
 * Runs a command into the step's log (`log`: an append-only file path) and answers its exit code
 * and output. Steps run side by side, so nothing is echoed live: the log is printed when the step ends.
 */
function run(cmd, args, env = {}, log) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const take = (d) => {
      out += d;
      if (log) fs.appendFileSync(log, d);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
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
  cores: 1,
  async exec(log) {
    const { code, out } = await run(process.execPath, [TSC, '-p', project, '--noEmit'], {}, log);
    const errors = (out.match(/error TS\d+/g) ?? []).length;
    return { passed: 0, failed: code === 0 ? 0 : Math.max(errors, 1), counted: false };
  },
});

/** A checker that prints its findings and exits non-zero on any; `count` reads how many from its output. */
const checker = (label, cmd, args, count) => ({
  label,
  cores: 1,
  async exec(log) {
    const { code, out } = await run(cmd, args, {}, log);
    return { passed: 0, failed: code === 0 ? 0 : Math.max(count(out), 1), counted: false };
  },
});

/** node:test run by an npm script, e.g. `['test', '-w', 'api']`. */
const nodeTests = (label, npmArgs, cores = 1) => ({
  label,
  cores,
  async exec(log) {
    const { code, out } = await run(NPM, npmArgs, {}, log);
    const counts = nodeTestCounts(out);
    if (!counts) return { passed: 0, failed: 1, note: `no node:test summary (exit code ${code})` };
    // A runner that exits non-zero without a failed test still failed (e.g. a crash in setup).
    if (code !== 0 && counts.failed === 0) return { ...counts, failed: 1, note: `exit code ${code}` };
    return { ...counts, failures: tapFailures(out) };
  },
});

const STEPS = [
  // The server bundle first (esbuild, ~5 s): the release CLI the API tests run loads it in 0.3 s
  // instead of compiling the sources with tsx (~3 s a run), and the e2e step finds it built. Not a
  // dependency: without it both run from the sources.
  checker('server bundle', process.execPath, [path.join(ROOT, 'tools/build-server.mjs'), '--if-stale'], () => 1),
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
    cores: 1,
    async exec(log) {
      const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jest-report-')), 'report.json');
      // One jest worker: the step shares the cores with the API tests.
      const { code } = await run(process.execPath, [JEST, '--ci', '-w', '1', '--json', `--outputFile=${report}`], {}, log);
      if (!fs.existsSync(report)) return { passed: 0, failed: 1, note: `no jest report (exit code ${code})` };
      const r = JSON.parse(fs.readFileSync(report, 'utf8'));
      fs.rmSync(path.dirname(report), { recursive: true, force: true });
      // A suite that fails to load reports no test, but it failed.
      const failed = r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
      if (code !== 0 && failed === 0) return { passed: r.numPassedTests, failed: 1, note: `exit code ${code}` };
      return { passed: r.numPassedTests, failed, failures: jestFailures(r) };
    },
  },
  nodeTests('api tests', ['test', '-w', 'api'], 2),
  {
    label: 'e2e tests',
    cores: 2,
    async exec(log) {
      const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-report-')), 'results.json');
      const { code } = await run(NPM, ['test', '-w', 'e2e'], { E2E_JSON_REPORT: report }, log);
      if (!fs.existsSync(report)) return { passed: 0, failed: 1, note: `no Playwright report (exit code ${code})` };
      const r = JSON.parse(fs.readFileSync(report, 'utf8'));
      fs.rmSync(path.dirname(report), { recursive: true, force: true });
      // Errors outside any test (globalSetup, a file that fails to load) fail the run too. A test
      // that passed only on its retry (CI retries once: playwright.config.ts) passes, and is named
      // in the summary as flaky, so it is seen and mended rather than costing a whole run.
      const failed = r.stats.unexpected + (r.errors?.length ?? 0);
      const flaky = playwrightFailures(r, { flaky: true });
      if (code !== 0 && failed === 0) return { passed: r.stats.expected + r.stats.flaky, failed: 1, note: `exit code ${code}` };
      return {
        passed: r.stats.expected + r.stats.flaky,
        failed,
        failures: playwrightFailures(r),
        flaky,
        ...(flaky.length ? { note: `${flaky.length} flaky` } : {}),
      };
    },
  },
];

const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;

const CORES = Number(process.env.TEST_CORES) || os.availableParallelism?.() || os.cpus().length;
/** How many cores' worth of steps may run at once: one more than the cores, as no step keeps its share busy all the time. */
const CAPACITY = CORES + 1;

/**
 * Starts the steps in their order, each as soon as the running ones leave room for its cores (a
 * step heavier than the whole capacity runs alone); after a failure no further step starts.
 * Answers the results in the steps' order, plus when it started.
 */
async function runSideBySide(steps) {
  fs.rmSync(LOG_DIR, { recursive: true, force: true });
  fs.mkdirSync(LOG_DIR, { recursive: true });
  const started = Date.now();
  const results = new Map();
  const running = new Map();
  let load = 0;
  let failed = false;
  let next = 0;
  const room = (step) => running.size === 0 || load + Math.min(step.cores, CAPACITY) <= CAPACITY;
  while ((next < steps.length && !failed) || running.size) {
    while (next < steps.length && !failed && room(steps[next])) {
      const step = steps[next++];
      const log = path.join(LOG_DIR, `${step.label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.log`);
      fs.writeFileSync(log, '');
      load += Math.min(step.cores, CAPACITY);
      console.log(`--- ${step.label} started (${secs(Date.now() - started)} into the run; log ${path.relative(ROOT, log)})`);
      const t = Date.now();
      const done = step
        .exec(log)
        .catch((e) => ({ passed: 0, failed: 1, note: String(e?.message ?? e) }))
        .then((r) => ({ step, log, r: { label: step.label, ms: Date.now() - t, ...r } }));
      running.set(step, done);
    }
    const { step, log, r } = await Promise.race(running.values());
    running.delete(step);
    load -= Math.min(step.cores, CAPACITY);
    results.set(step, r);
    if (r.failed > 0) failed = true;
    console.log(`\n=== ${step.label} (${secs(r.ms)}, ${r.failed ? 'FAILED' : 'ok'}) ===`);
    process.stdout.write(fs.readFileSync(log, 'utf8'));
  }
  const ordered = steps.filter((s) => results.has(s)).map((s) => results.get(s));
  ordered.started = started;
  return ordered;
}

async function main() {
  const words = process.argv.slice(2).filter((w) => !w.startsWith('-'));
  const skip = process.argv
    .slice(2)
    .filter((w) => w.startsWith('-'))
    .map((w) => w.slice(1));
  const steps = STEPS.filter((s) => (!words.length || words.some((w) => s.label.includes(w))) && !skip.some((w) => s.label.includes(w)));
  const results = await runSideBySide(steps);
  const started = results.started;
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
  for (const r of results.filter((x) => x.flaky?.length)) {
    console.log(`flaky in ${r.label} (failed, then passed on the retry):`);
    for (const line of failureLines(r.flaky)) console.log(line);
  }
  const skipped = steps.filter((s) => !results.some((r) => r.label === s.label)).map((s) => s.label);
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
