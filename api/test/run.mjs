// `npm test -w api [-- <file words>...]`: the API's test files in lanes side by side (API_TEST_LANES,
// default the machine's cores). A lane is one process running its files one after another
// (test/lane.ts), so the app's modules load once per lane rather than once per file (about 5 s of
// CPU each, the bulk of a small file's time). A file whose first lines say `test-lane: own process`
// (it changes process-wide state, or starts and stops servers) runs in a process of its own, after
// its lane's shared part. Files go to lanes by their last measured duration (.tmp/api-test-durations.json,
// written by every run; test/durations.json when there is none), the longest first to the lane with
// the least work. Each lane's TAP output is printed whole when it ends, then one summary of all
// lanes ("# pass N", "# fail N"), which tools/test-all.mjs reads.
// The test apps' databases: a throwaway PostgreSQL cluster of the run (tools/pg-cluster.mjs) where
// PostgreSQL is installed, each app on its own copy of a template database (test/pg-databases.ts);
// else, or with API_TEST_DB=pglite, in-memory PGlite. API_TEST_PG names a server to use instead.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgAvailable, startPostgres } from '../../tools/pg-cluster.mjs';

const API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CACHE = path.resolve(API, '..', '.tmp', 'api-test-durations.json');
const COMMITTED = path.join(API, 'test', 'durations.json');
const OWN_PROCESS = /^\/\/.*test-lane: own process/m;

const words = process.argv.slice(2);
const files = fs
  .readdirSync(path.join(API, 'test'))
  .filter((f) => f.endsWith('.test.ts') && (!words.length || words.some((w) => f.includes(w))))
  .sort()
  .map((f) => `test/${f}`);
if (!files.length) {
  console.error(`no API test file matches ${words.join(' ')}`);
  process.exit(1);
}

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};
const known = { ...readJson(COMMITTED), ...readJson(CACHE) };
// An unmeasured file weighs by its size (2026-11-29, test databases on PostgreSQL: 1,333 s of tests in 1,051 KB of test files, 1.3 s per KB).
const weight = (f) => known[f] ?? (1.3 * fs.statSync(path.join(API, f)).size) / 1000;
const ownProcess = (f) => OWN_PROCESS.test(fs.readFileSync(path.join(API, f), 'utf8').slice(0, 2000));

const count = Math.max(1, Math.min(Number(process.env.API_TEST_LANES) || os.availableParallelism(), files.length));
const lanes = Array.from({ length: count }, () => ({ shared: [], own: [], load: 0 }));
for (const f of [...files].sort((a, b) => weight(b) - weight(a))) {
  const lane = lanes.reduce((min, l) => (l.load < min.load ? l : min));
  (ownProcess(f) ? lane.own : lane.shared).push(f);
  lane.load += weight(f);
}

const LIVE = path.resolve(API, '..', '.tmp', 'api-lanes');
fs.rmSync(LIVE, { recursive: true, force: true });
fs.mkdirSync(LIVE, { recursive: true });

/**
 * Runs node with the TAP reporter in the API folder; answers its exit code and output, which also
 * goes to `log` as it comes (.tmp/api-lanes/lane-N.log: what a lane is doing while it runs).
 */
function node(args, env = {}, log) {
  return new Promise((resolve) => {
    // Without NODE_TEST_CONTEXT: a lane started from inside a test run would report to that run.
    const { NODE_TEST_CONTEXT: _, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', '--test-reporter=tap', ...args], {
      cwd: API,
      env: { ...inherited, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const take = (d) => {
      out += d;
      fs.appendFileSync(log, d);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), out }));
  });
}

async function runLane(lane, i) {
  const parts = [];
  const log = path.join(LIVE, `lane-${i + 1}.log`);
  if (lane.shared.length) parts.push(await node(['test/lane.ts'], { API_TEST_LANE: JSON.stringify(lane.shared) }, log));
  if (lane.own.length) parts.push(await node(['--test', '--test-concurrency=1', ...lane.own], {}, log));
  const head = `# lane ${i + 1}/${lanes.length}: ${lane.shared.length} files in one process, ${lane.own.length} in their own`;
  return { code: Math.max(0, ...parts.map((p) => p.code)), out: [head, ...parts.map((p) => p.out)].join('\n') };
}

const SUMMARY = ['tests', 'suites', 'pass', 'fail', 'cancelled', 'skipped', 'todo'];
/** The closing "# word N" lines of one TAP output (a lane prints one block per process). */
function totals(out) {
  const sum = Object.fromEntries(SUMMARY.map((k) => [k, 0]));
  for (const m of out.matchAll(/^# (tests|suites|pass|fail|cancelled|skipped|todo) (\d+)\s*$/gm)) sum[m[1]] += Number(m[2]);
  return sum;
}

/** Each file's duration: its suite's (in a lane) or its own top-level line (own process). */
function durations(out) {
  const found = {};
  for (const m of out.matchAll(/^(?:not )?ok \d+ - (test\/[\w.-]+\.test\.ts)\n\s+---\n\s+duration_ms: ([\d.]+)/gm)) {
    found[m[1]] = Math.round(Number(m[2])) / 1000;
  }
  return found;
}

const started = Date.now();
let cluster;
if (!process.env.API_TEST_PG && process.env.API_TEST_DB !== 'pglite') {
  const why = pgAvailable();
  if (why === true) {
    cluster = await startPostgres((line) => console.log(`# ${line}`), { maxConnections: 200 });
    process.env.API_TEST_PG = cluster.adminUrl;
    // Interrupted (Ctrl-C, a CI timeout): the cluster goes too, not left running in /tmp.
    for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => cluster.stop().finally(() => process.exit(130)));
  } else console.log(`# no PostgreSQL for the test databases (${why}): every test app on in-memory PGlite`);
}
console.log(`# test databases: ${process.env.API_TEST_PG ? 'PostgreSQL, a template copy per app' : 'in-memory PGlite'}`);
const results = await Promise.all(
  lanes.map((lane, i) =>
    runLane(lane, i).then((r) => {
      process.stdout.write(`${r.out}\n`);
      return r;
    }),
  ),
);
if (cluster) console.log(`# the test databases' PostgreSQL used ${cluster.cpuSeconds()?.toFixed(1) ?? 'unknown'} CPU-seconds`);
await cluster?.stop();
const all = results.map((r) => r.out).join('\n');
const sum = totals(all);
fs.mkdirSync(path.dirname(CACHE), { recursive: true });
fs.writeFileSync(CACHE, `${JSON.stringify({ ...readJson(CACHE), ...durations(all) }, null, 1)}\n`);
console.log(`# all lanes (${lanes.length}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
for (const k of SUMMARY) console.log(`# ${k} ${sum[k]}`);
const failed = results.some((r) => r.code !== 0) || sum.fail > 0 || sum.cancelled > 0;
// Not process.exit(): into a pipe, a lane's megabytes of TAP are still being written, and exit()
// drops them with the summary after them (seen: the step then counted one lane's tests).
process.exitCode = failed ? 1 : 0;
