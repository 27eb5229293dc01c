// `npm test -w e2e [-- <file words>...]` = `playwright test`: builds once (globalSetup), one server per worker,
// files in parallel workers (tests of one file in order, in one worker), one retry under CI, a trace kept
// for every failed test outside CI (`npx playwright show-trace e2e/artifacts/<test>/trace.zip`).
import { defineConfig } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/browser';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const TESTS = path.join(HERE, 'tests');

// A test file on node:test would load here and silently report nothing: refuse it by name.
for (const f of fs.readdirSync(TESTS, { recursive: true }) as string[]) {
  if (!f.endsWith('.test.ts')) continue;
  if (/from ['"]node:test['"]/.test(fs.readFileSync(path.join(TESTS, f), 'utf8'))) {
    throw new Error(
      `e2e/tests/${f} imports node:test; e2e tests run on @playwright/test (e2eSuite() or test from '@playwright/test', see e2e/README.md)`,
    );
  }
}

/**
 * E2E_ORDER=reverse | shuffle | shuffle:<seed>: the files in that order instead of by name, to prove
 * that none depends on another having run before it (one project per file, queued in that order).
 * Playwright gives each project a worker of its own, so each file then also gets a fresh server:
 * this shows a file needs nothing another left behind, not that it leaves nothing behind.
 */
function orderedProjects(order: string | undefined) {
  if (!order) return undefined;
  const files = (fs.readdirSync(TESTS, { recursive: true }) as string[]).filter((f) => f.endsWith('.test.ts')).sort();
  if (order === 'reverse') files.reverse();
  else if (order.startsWith('shuffle')) {
    // Workers load this config again: they get the seed the run chose.
    if (order === 'shuffle') process.env.E2E_ORDER = order = `shuffle:${Date.now() % 1_000_000}`;
    let seed = Number(order.split(':')[1]) >>> 0 || 1;
    const random = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32;
    for (let i = files.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [files[i], files[j]] = [files[j], files[i]];
    }
    console.log(`# e2e: files shuffled (${order}): ${files.join(' ')}`);
  } else throw new Error(`E2E_ORDER must be reverse, shuffle or shuffle:<seed>, not ${order}`);
  return files.map((f) => ({ name: f.replace(/\.test\.ts$/, ''), testMatch: `**/${f}` }));
}

export default defineConfig({
  projects: orderedProjects(process.env.E2E_ORDER),
  testDir: TESTS,
  testMatch: '**/*.test.ts',
  outputDir: path.join(HERE, 'artifacts'),
  preserveOutput: 'failures-only',
  globalSetup: './lib/global-setup.ts',
  workers: Number(process.env.E2E_WORKERS ?? process.env.E2E_CONCURRENCY ?? 2),
  fullyParallel: false,
  // One retry under CI: a test that fails once on a loaded 2-core machine and then passes is
  // reported as flaky by name in the summary (tools/test-all.mjs) instead of refusing the run;
  // locally a failure stays a failure.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  // A bound inside CI's own 90 minutes: 2-core machines have taken 16 and 31 min for the suite.
  globalTimeout: Number(process.env.E2E_TIMEOUT_MIN ?? 55) * 60_000,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? path.join(HERE, 'artifacts', 'results.json') }]],
  use: {
    browserName: 'chromium',
    headless: true,
    // Debian's Chromium, never a download (PITFALLS.md).
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    // DOM snapshots and network per action; no screencast (its frames cost CPU this machine lacks).
    // Not under CI: its clean clone is thrown away with every trace, and recording one for each
    // test costs CPU on every action; a failure there still prints its error and page log.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', snapshots: true, screenshots: false, sources: true },
    screenshot: 'off', // suite.ts takes a full-page one when a test fails
  },
});
