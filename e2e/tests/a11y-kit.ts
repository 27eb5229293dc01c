// axe-core on the pages of the registry, shared by the kit-a11y-* files: each file checks one share
// of the signed-in pages (every page of every remote, split by position) to stay under the
// harness's 180 s per file. The pages come from /remotes/registry.json, so a page a remote adds
// later is checked too.
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { fetchRegistry, navigate, type PageDecl } from '../lib/index';
import { visibleCodes } from './code-labels';
import { reportCsp, watchCsp } from './csp-watch';
import { tableLayout, WIDE } from './table-layout';

export const SHARDS = 6;
const SHELL_PAGES = ['/admin/user-profile', '/admin/modules'];

/** Waits until the page shows its content: no list or chart still loading. */
async function settled(page: Page) {
  await page
    .waitForFunction(
      () => {
        const main = document.querySelector('main') ?? document.body;
        return (
          (main.textContent ?? '').trim().length > 0 &&
          !document.querySelector('[aria-busy="true"]') &&
          !/Loading/.test(main.textContent ?? '')
        );
      },
      null,
      { timeout: 8_000 },
    )
    .catch(() => undefined);
}

/** axe-core's source, as AxeBuilder takes it (`axe.source`; both ~4.14 in e2e/package.json). */
const AXE_SOURCE = axe.source;

/**
 * axe-core into each frame of the page that lacks it: once per document. AxeBuilder's legacy mode
 * evaluates its 650 KB source twice in the page on every check; the app's own navigation keeps the
 * document, so on the kit-a11y-N files' 20 pages a share that was 15.5 s of 42.7 s (4.3 s so).
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    // As AxeBuilder does: a frame that cannot take it (gone, or a viewer's) is left to axe's own report.
    const has = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!has) await frame.evaluate(AXE_SOURCE).catch(() => undefined);
  }
}

/** Serious and critical violations; `mainOnly` skips the top bar and menu (checked once elsewhere). */
export async function violations(page: Page, mainOnly = false): Promise<string[]> {
  await injectAxe(page);
  // The source is there already: AxeBuilder's own injections only configure it.
  let builder = new AxeBuilder({ page: page as never, axeSource: ';' })
    // Reported by the issue; axe ships it switched off (experimental). Only violations are read:
    // axe then keeps no details of the nodes that passed.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    // axe.run in the page itself, which reaches the app's iframes (all same-origin) too. The default
    // opens a new blank page for every check to merge the frames' results in, which costs more than
    // axe's run: side by side on two pages, 6 checks each way, 24.0 s against 9.6 s.
    .setLegacyMode(true);
  if (mainOnly) builder = builder.include('main');
  // Colours are judged once settled: a button leaving its disabled look (the pager after a load)
  // fades over ~200 ms, and axe caught one mid-fade at 3:1. A running spinner is let be after 0.6 s.
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      null,
      {
        timeout: 600,
      },
    )
    .catch(() => undefined);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} ${(n.failureSummary ?? '').split('\n')[1]?.trim() ?? ''}`)
          .join(' | ')}`,
    );
}

/** A page to check: a path loaded in full, or a declared page (path and title) the app moves to. */
export type PageToCheck = string | { path: string; title: string };

const APP_NAME = 'Valuation Back Office';

/**
 * Opens `target`: the first page, and a bare path, by a full load; a declared page after that by
 * the app's own navigation (as its menu does), which spares every check the shell's start. The
 * shell titles the document after the page once its route has rendered (guarded-page.tsx): the
 * title is blanked first and awaited, so the check never reads the page before. If it does not come
 * (two routes of one title), the page is loaded in full.
 */
async function open(page: Page, target: PageToCheck, first: boolean): Promise<string> {
  if (typeof target === 'string' || first) {
    const path = typeof target === 'string' ? target : target.path;
    await page.goto(path);
    return path;
  }
  await page.evaluate(() => (document.title = ''));
  await navigate(page, target.path);
  const title = `${target.title} | ${APP_NAME}`;
  const moved = await page
    .waitForFunction((t) => document.title === t, title, { timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  if (!moved) {
    console.log(`# ${target.path}: not titled "${title}" after the app's navigation; loaded in full`);
    await page.goto(target.path);
  }
  return target.path;
}

/**
 * axe-core on each page and, issue 29, no described code shown where its label belongs and its
 * kit tables laid out cleanly at 1440 and 390 px: all checked on one visit of the page.
 */
export async function checkPages(page: Page, targets: PageToCheck[], mainOnly: boolean): Promise<void> {
  const found: string[] = [];
  const codes: string[] = [];
  const layout: string[] = [];
  await page.setViewportSize(WIDE);
  for (const [i, target] of targets.entries()) {
    const path = await open(page, target, i === 0);
    await settled(page);
    for (const v of await violations(page, mainOnly)) found.push(`${path}: ${v}`);
    const shown = await visibleCodes(page);
    if (shown.length) codes.push(`${path}: ${shown.join(', ')}`);
    for (const p of await tableLayout(page)) layout.push(`${path} ${p}`);
  }
  const failures = [
    ...(found.length ? [`axe-core found serious or critical violations:\n${found.join('\n')}`] : []),
    ...(codes.length ? [`codes shown instead of their labels:\n${codes.join('\n')}`] : []),
    ...(layout.length ? [`tables that do not read cleanly:\n${layout.join('\n')}`] : []),
  ];
  if (failures.length) throw new Error(failures.join('\n'));
}

const plain = (p: PageDecl) => !p.path.includes(':') && !p.path.includes('*');

/** The signed-in pages of the registry (and the shell's own), share `n` of SHARDS. */
async function signedInShard(baseUrl: string, n: number): Promise<PageToCheck[]> {
  const registry = await fetchRegistry(baseUrl);
  const pathOf = (t: PageToCheck) => (typeof t === 'string' ? t : t.path);
  const all: PageToCheck[] = [
    ...Object.values(registry.remotes)
      .flatMap((r) => r.pages)
      .filter((p) => (p.layout ?? 'admin') === 'admin' && plain(p))
      .map((p) => ({ path: p.path, title: p.title })),
    ...SHELL_PAGES,
  ].sort((a, b) => (pathOf(a) < pathOf(b) ? -1 : pathOf(a) > pathOf(b) ? 1 : 0));
  if (all.length < 10) throw new Error(`the registry lists only ${all.length} signed-in pages`);
  // One file per share: a share without its file would leave its pages unchecked.
  const files = fs.readdirSync(path.dirname(fileURLToPath(import.meta.url))).filter((f) => /^kit-a11y-\d+\.test\.ts$/.test(f));
  if (files.length !== SHARDS) throw new Error(`${SHARDS} shares of the pages but ${files.length} kit-a11y-N files`);
  return all.filter((_, i) => i % SHARDS === n);
}

export async function publicPages(baseUrl: string): Promise<string[]> {
  const registry = await fetchRegistry(baseUrl);
  return Object.values(registry.remotes)
    .flatMap((r) => r.pages)
    .filter((p) => p.layout && p.layout !== 'admin' && plain(p))
    .map((p) => p.path);
}

/**
 * Share `n` of the signed-in pages, as the page's user: axe, codes and tables (checkPages), and no
 * Content-Security-Policy violation on any of them, which security-csp.test.ts leaves to this.
 */
export async function checkSignedInShare(page: Page, baseUrl: string, n: number): Promise<void> {
  const csp = await watchCsp(page);
  const targets = await signedInShard(baseUrl, n);
  await checkPages(page, targets, true);
  reportCsp(csp, targets.length, `signed-in (share ${n + 1} of ${SHARDS})`);
}
