// Chromium through playwright-core: the system browser, never a download.
import fs from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type Frame, type Page } from 'playwright-core';

/**
 * Debian's chromium-headless-shell where installed (.ci/run installs it), else its chromium. The
 * shell is Chromium's engine without the browser around it (what Playwright's own downloads run
 * headless): on 8 files, 42 tests, 2 workers, 364 -> 301 busy core-s and 193 -> 167 s. The benches
 * keep the full browser (tools/bench/browser.mjs), as a user's.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** The whole browser: what a user runs, with the parts the shell leaves out (Background Sync). */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM = process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

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
  // A test's page lives seconds: V8's optimising tiers (Maglev, TurboFan) compile on background
  // threads for code that rarely runs long enough to repay it. Without them 42 tests of 8 files
  // took 11% less browser CPU and 13% less time (the benches keep V8's defaults).
  '--js-flags=--no-opt --no-maglev',
];

/** A headless Chromium (`full`: the whole browser); playwright gives it a fresh temporary profile (--user-data-dir). */
export function launchBrowser(opts: { full?: boolean } = {}): Promise<Browser> {
  return chromium.launch({ executablePath: opts.full ? FULL_CHROMIUM : CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

export interface PageOptions {
  baseUrl: string;
  /** A signed-in state from `signedInState()`; default: no login held. */
  storageState?: BrowserContextOptions['storageState'];
  /** Wider than `md` so the side menu shows. */
  viewport?: { width: number; height: number };
  /** The browser's zone and locale; default Asia/Kolkata, en-IN (the firm's). */
  zone?: BrowserZone;
  /** The user's motion setting; default REDUCED_MOTION. */
  motion?: 'reduce' | 'no-preference';
}

/**
 * Pages ask for reduced motion (prefers-reduced-motion), which the app honours by showing dialogs,
 * menus and popups in their end state. Each animation frame is rastered and composited in software
 * here: on 3 files the GPU process's compositor thread went from 24.1 to 9.8 CPU-seconds so.
 * kit-a11y.test.ts checks both settings.
 */
const REDUCED_MOTION = 'reduce';

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
export async function newPage(browser: Browser, { baseUrl, storageState, viewport, zone, motion }: PageOptions): Promise<Page> {
  const seeded = typeof storageState === 'object' ? storageState : undefined;
  const context = await browser.newContext({
    baseURL: baseUrl,
    storageState: seeded ? undefined : storageState,
    viewport: viewport ?? { width: 1366, height: 900 },
    reducedMotion: motion ?? REDUCED_MOTION,
    ...(zone ?? { locale: 'en-IN', timezoneId: 'Asia/Kolkata' }),
  });
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(20_000);
  await context.addInitScript(recordPopups);
  if (seeded?.cookies.length) await context.addCookies(seeded.cookies);
  const seeding = seeded?.origins.length ? await context.addInitScript(seedLocalStorage, seeded.origins) : undefined;
  const page = await context.newPage();
  if (seeded && seeding) {
    // Once the first document of one of those origins is there, the storage is the context's: a
    // sign-out, a reload or another tab then finds what the app left, as with newContext's storageState.
    const origins = new Set(seeded.origins.map((o) => o.origin));
    const seen = (frame: Frame) => {
      if (frame !== page.mainFrame() || !origins.has(new URL(frame.url()).origin)) return;
      page.off('framenavigated', seen);
      void seeding.dispose().catch(() => {});
    };
    page.on('framenavigated', seen);
  }
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

type SeededOrigin = { origin: string; localStorage: { name: string; value: string }[] };

/**
 * A signed-in state's localStorage, written by the first document of its origin before the app's
 * scripts run. newContext's own storageState opens a hidden page at each origin to write it: 20
 * contexts signed in that way took 13.8 core-s, against 6.5 for 20 without a state.
 */
function seedLocalStorage(origins: SeededOrigin[]) {
  const mine = origins.find((o) => o.origin === location.origin);
  for (const { name, value } of mine?.localStorage ?? []) localStorage.setItem(name, value);
}

/**
 * Runs in every page before its scripts: notes each popup's text as it shows (`window.__popups`,
 * read by expectPopup). A success popup closes itself 1.5 s after it shows; on a loaded machine
 * a background page's next look at the screen can come after that, so seeing it is not left to
 * polling. A mutation observer runs with or without animation frames.
 */
function recordPopups() {
  const w = window as unknown as { __popups: { el: number; text: string; at: number; used?: boolean }[] };
  w.__popups = [];
  const ids = new WeakMap<Element, number>();
  const last = new WeakMap<Element, string>();
  const note = (el: Element) => {
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!text || last.get(el) === text) return;
    last.set(el, text);
    if (!ids.has(el)) ids.set(el, w.__popups.length + 1);
    w.__popups.push({ el: ids.get(el)!, text, at: Date.now() });
  };
  const POPUP = '[data-testid="popup"]';
  new MutationObserver((records) => {
    for (const r of records) {
      const at = r.target instanceof Element ? r.target : r.target.parentElement;
      const inside = at?.closest(POPUP);
      if (inside) note(inside);
      for (const n of r.addedNodes) {
        if (!(n instanceof Element)) continue;
        if (n.matches(POPUP)) note(n);
        n.querySelectorAll(POPUP).forEach(note);
      }
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
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
