// The test-file side of the harness, on @playwright/test: the worker's own server (`suite` below),
// Playwright's browser (one per worker), a fresh context per test, and for a failed test its trace,
// a full-page screenshot and the page's console log under e2e/artifacts/.
import { test as base, type TestInfo } from '@playwright/test';
import vm from 'node:vm';
import type { Browser, Page } from 'playwright-core';
import { forgetSignedInStates, signedInState, type DemoUser } from './auth';
import { launchBrowser, newPage, pageLog, type BrowserZone } from './browser';
import { ROOT, SERVER_START_MS, startSuite, type Suite } from './server';

export const ARTIFACTS_DIR = `${ROOT}/e2e/artifacts`;

export interface PageTestOptions {
  /** Start signed in as this demo user (signed in once per file, by the API's sign-in call). */
  as?: DemoUser;
  /** Per-test limit; default 60 s, times TIMEOUT_SCALE. */
  timeout?: number;
  /** The browser's zone and locale (every page of the test); default Asia/Kolkata, en-IN. */
  zone?: BrowserZone;
  /** The first page's size (a phone: 390 x 844); default 1366 x 900. */
  viewport?: { width: number; height: number };
  /** 'full': the test's pages come from the whole browser, launched for it (the worker's is the headless shell, which lacks Background Sync). */
  browser?: 'full';
}

export interface PageTestContext {
  page: Page;
  suite: Suite;
  browser: Browser;
  /** Another page in its own context (e.g. a second user); closed with the test. */
  newPage: (opts?: { as?: DemoUser }) => Promise<Page>;
}

/**
 * Every per-test limit is this many times what the test states: two 2-core CI machines have run the
 * same suite at 16 and at 31 minutes, and a limit is there to catch a hang, not a slow machine.
 */
const TIMEOUT_SCALE = Number(process.env.E2E_TIMEOUT_SCALE) || 2;

/**
 * `suite`: the worker's own server and database (copies of what global-setup.ts prepared once), as a
 * worker fixture: files of one worker run one after another on it, never beside another worker's.
 * Its start has its own limit, not the first test's.
 */
const test = base.extend<object, { suite: Suite }>({
  suite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const suite = await startSuite();
      await use(suite);
      await suite.stop();
    },
    { scope: 'worker', timeout: SERVER_START_MS + 60_000 },
  ],
});

/** Where the test file called e2e.test: raw V8 positions, which Playwright source-maps itself. */
function callSite(above: (...args: never[]) => unknown): { file: string; line: number; column: number } | undefined {
  const [prepare, limit] = [Error.prepareStackTrace, Error.stackTraceLimit];
  Error.prepareStackTrace = (_error, frames) => frames;
  Error.stackTraceLimit = 1;
  try {
    const holder: { stack?: NodeJS.CallSite[] } = {};
    Error.captureStackTrace(holder, above);
    const frame = holder.stack?.[0];
    const file = frame?.getFileName();
    return file ? { file, line: frame!.getLineNumber() ?? 1, column: frame!.getColumnNumber() ?? 1 } : undefined;
  } finally {
    [Error.prepareStackTrace, Error.stackTraceLimit] = [prepare, limit];
  }
}

/**
 * Declares a Playwright test as if the test file did it. Playwright records the immediate caller
 * of `test()` as the test's location (reports, `file:line` filters, traces); called from here,
 * every test would be "lib/suite.ts". A one-line function compiled under the caller's file name
 * and line makes that caller the test file.
 */
function declareAt(site: ReturnType<typeof callSite>, title: string, body: Parameters<typeof test>[2]): void {
  if (!site) return test(title, body);
  const call = '(test, title, body) => test(title, body)';
  const columnOffset = Math.max(0, site.column - 1 - call.indexOf('test(title'));
  vm.runInThisContext(call, { filename: site.file, lineOffset: site.line - 1, columnOffset })(test, title, body);
}

/**
 * A failed test's full-page screenshot and what the browser logged, beside its trace: for its page
 * and for each other page it opened (`n` from 2: a phone beside the staff page, a second user).
 */
async function keepFailure(page: Page, testInfo: TestInfo, n = 1): Promise<void> {
  const suffix = n === 1 ? '' : `-${n}`;
  try {
    const screenshot = testInfo.outputPath(`failure${suffix}.png`);
    await page.screenshot({ path: screenshot, fullPage: true, timeout: 5000 }).catch(() => {});
    await testInfo.attach(`screenshot${suffix}`, { path: screenshot, contentType: 'image/png' }).catch(() => {});
    const log = pageLog(page);
    const body = [
      `url: ${page.url()}`,
      '',
      'console errors:',
      ...log.consoleErrors,
      '',
      'page errors:',
      ...log.pageErrors,
      '',
      'failed responses:',
      ...log.failedResponses,
      '',
      'requests:',
      ...log.requests.slice(-80),
    ].join('\n');
    await testInfo.attach(`page-log${suffix}`, { body, contentType: 'text/plain' });
  } catch {
    // keeping artifacts must never hide the real failure
  }
}

/**
 * Call once at the top of a test file. Returns `test(name, fn, options)` whose fn gets a fresh page
 * (signed in with `{ as }`), the suite, the browser and `newPage()` for a second user.
 */
export function e2eSuite() {
  let current: { suite: Suite; browser: Browser } | undefined;

  // Signed in once per file: a test that signs out cannot spoil another file's login.
  test.beforeAll(({ suite, browser }) => {
    forgetSignedInStates();
    current = { suite, browser };
  });

  const ready = () => {
    if (!current) throw new Error('e2eSuite(): the suite is not started (use e2e.suite / e2e.browser inside a test)');
    return current;
  };

  const open = async (suite: Suite, browser: Browser, as?: DemoUser, zone?: BrowserZone, viewport?: PageTestOptions['viewport']) => {
    const storageState = as ? await signedInState(suite.baseUrl, as) : undefined;
    return newPage(browser, { baseUrl: suite.baseUrl, storageState, zone, viewport });
  };

  const api = {
    get suite() {
      return ready().suite;
    },
    get browser() {
      return ready().browser;
    },
    /** A page outside e2e.test (close its context yourself). */
    newPage: (opts: { as?: DemoUser } = {}) => open(ready().suite, ready().browser, opts.as),
    test(name: string, fn: (ctx: PageTestContext) => Promise<void>, options: PageTestOptions = {}) {
      declareAt(callSite(api.test), name, async ({ suite, browser: shared }, testInfo) => {
        testInfo.setTimeout((options.timeout ?? 60_000) * TIMEOUT_SCALE);
        const own = options.browser === 'full' ? await launchBrowser({ full: true }) : undefined;
        // Closed whatever happens after it started, the first page's opening included.
        try {
          await runTest(own ?? shared);
        } finally {
          await own?.close().catch(() => {});
        }
        async function runTest(browser: Browser) {
          const page = await open(suite, browser, options.as, options.zone, options.viewport);
          const extra: Page[] = [];
          try {
            await fn({
              page,
              suite,
              browser,
              newPage: async (opts = {}) => {
                const p = await open(suite, browser, opts.as, options.zone);
                extra.push(p);
                return p;
              },
            });
          } catch (e) {
            for (const [i, p] of [page, ...extra].entries()) await keepFailure(p, testInfo, i + 1);
            throw e;
          } finally {
            for (const p of [page, ...extra])
              await p
                .context()
                .close()
                .catch(() => {});
          }
        }
      });
    },
  };
  return api;
}
