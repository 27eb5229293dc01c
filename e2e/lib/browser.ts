// Chromium through playwright-core: the system browser (Debian's /usr/bin/chromium), never a download.
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Without the networking flags Chromium keeps calling home on a closed network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** A headless Chromium; playwright gives it a fresh temporary profile (--user-data-dir). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

export interface PageOptions {
  baseUrl: string;
  /** A signed-in state from `signedInState()`; default: no login held. */
  storageState?: BrowserContextOptions['storageState'];
  /** Wider than `md` so the side menu shows. */
  viewport?: { width: number; height: number };
  /** The browser's zone and locale; default Asia/Kolkata, en-IN (the firm's). */
  zone?: BrowserZone;
}

export interface BrowserZone {
  timezoneId: string;
  locale: string;
}

/** What the browser reported while a page ran: console errors and uncaught exceptions. */
export interface PageLog {
  consoleErrors: string[];
  pageErrors: string[];
  /** Every URL the page requested, in order (scripts, API calls, remote entries...). */
  requests: string[];
  /** Responses with status >= 400, as "404 GET http://...". */
  failedResponses: string[];
}

const logs = new WeakMap<Page, PageLog>();

/** A page in its own fresh context (own storage), with relative `goto` against the suite's server. */
export async function newPage(browser: Browser, { baseUrl, storageState, viewport, zone }: PageOptions): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    storageState,
    viewport: viewport ?? { width: 1366, height: 900 },
    ...(zone ?? { locale: 'en-IN', timezoneId: 'Asia/Kolkata' }),
  });
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(20_000);
  const page = await context.newPage();
  const log: PageLog = { consoleErrors: [], pageErrors: [], requests: [], failedResponses: [] };
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const at = m.location().url;
    // "Failed to load resource" names no URL; its location does.
    log.consoleErrors.push(at && m.text().startsWith('Failed to load resource') ? `${m.text()} (${at})` : m.text());
  });
  page.on('pageerror', (e) => log.pageErrors.push(`${e.name}: ${e.message}`));
  page.on('request', (r) => log.requests.push(r.url()));
  page.on('response', (r) => {
    if (r.status() >= 400) log.failedResponses.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  logs.set(page, log);
  return page;
}

/** The console errors, uncaught exceptions and requests recorded for a page made by newPage(). */
export function pageLog(page: Page): PageLog {
  const log = logs.get(page);
  if (!log) throw new Error('pageLog(): this page was not made by newPage()');
  return log;
}

/** Chromium asks for /favicon.ico by itself when a page declares no icon: not the app's request. */
const BROWSER_OWN = /Failed to load resource: .*\/favicon\.ico\)$/;

/**
 * Fails when the page logged a console error or threw, except messages matching `allowed`
 * (e.g. /status of 401/ after a deliberate wrong password).
 */
export function expectNoConsoleErrors(page: Page, allowed: RegExp[] = []): void {
  const { consoleErrors, pageErrors, failedResponses } = pageLog(page);
  const ignored = [...allowed, BROWSER_OWN];
  const unexpected = [...consoleErrors, ...pageErrors].filter((m) => !ignored.some((re) => re.test(m)));
  if (unexpected.length) {
    const responses = failedResponses.length ? `\nfailed responses:\n  ${failedResponses.join('\n  ')}` : '';
    throw new Error(`the page logged errors:\n  ${unexpected.join('\n  ')}${responses}`);
  }
}
