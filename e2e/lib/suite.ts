// The test-file side of the harness: one browser per test file, one fresh context per test, the
// suite's server shared by all, and a screenshot plus console log kept for every failed test.
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { signedInState, type DemoUser } from './auth';
import { launchBrowser, newPage, pageLog } from './browser';
import { isSharedSuite, ROOT, startSuite, type Suite } from './server';

export const ARTIFACTS_DIR = path.join(ROOT, 'e2e', 'artifacts');

export interface PageTestOptions {
  /** Start signed in as this demo user (signed in once per file through the UI). */
  as?: DemoUser;
  /** Per-test limit; default 60 s. */
  timeout?: number;
}

export interface PageTestContext {
  page: Page;
  suite: Suite;
  browser: Browser;
  /** Another page in its own context (e.g. a second user); closed with the test. */
  newPage: (opts?: { as?: DemoUser }) => Promise<Page>;
}

const slug = (s: string) => s.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').slice(0, 80);

async function keepFailure(page: Page, name: string, error: unknown): Promise<void> {
  try {
    fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const file = path.join(ARTIFACTS_DIR, `${slug(path.basename(process.argv[1] ?? 'test'))}--${slug(name)}`);
    await page.screenshot({ path: `${file}.png`, fullPage: true, timeout: 5000 }).catch(() => {});
    const log = pageLog(page);
    fs.writeFileSync(
      `${file}.txt`,
      [`url: ${page.url()}`, `error: ${error instanceof Error ? error.stack : String(error)}`, '', 'console errors:',
        ...log.consoleErrors, '', 'page errors:', ...log.pageErrors, '', 'failed responses:', ...log.failedResponses, '', 'requests:', ...log.requests.slice(-80)].join('\n'),
    );
  } catch {
    // keeping artifacts must never hide the real failure
  }
}

/**
 * Call once at the top of a test file. Registers before/after hooks (server, browser) and returns
 * `test(name, fn, options)` whose fn gets a fresh page.
 */
export function e2eSuite() {
  let suite: Suite | undefined;
  let browser: Browser | undefined;

  before(async () => {
    suite = await startSuite();
    browser = await launchBrowser();
  }, { timeout: 600_000 });

  after(async () => {
    await browser?.close();
    if (!isSharedSuite()) await suite?.stop();
  });

  const ready = () => {
    if (!suite || !browser) throw new Error('e2eSuite(): the suite is not started (call e2e.test inside this file only)');
    return { suite, browser };
  };

  const open = async (as?: DemoUser) => {
    const { suite, browser } = ready();
    const storageState = as ? await signedInState(browser, suite.baseUrl, as) : undefined;
    return newPage(browser, { baseUrl: suite.baseUrl, storageState });
  };

  return {
    get suite() {
      return ready().suite;
    },
    get browser() {
      return ready().browser;
    },
    /** A page outside e2e.test (close its context yourself). */
    newPage: (opts: { as?: DemoUser } = {}) => open(opts.as),
    test(name: string, fn: (ctx: PageTestContext) => Promise<void>, options: PageTestOptions = {}) {
      return test(name, { timeout: options.timeout ?? 60_000 }, async () => {
        const { suite, browser } = ready();
        const page = await open(options.as);
        const extra: Page[] = [];
        try {
          await fn({
            page,
            suite,
            browser,
            newPage: async (opts = {}) => {
              const p = await open(opts.as);
              extra.push(p);
              return p;
            },
          });
        } catch (e) {
          await keepFailure(page, name, e);
          throw e;
        } finally {
          for (const p of [page, ...extra]) await p.context().close().catch(() => {});
        }
      });
    },
  };
}
