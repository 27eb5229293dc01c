// A canary in Chromium: a set share of browsers (each its own mf_uid cookie) gets the candidate, each
// keeps its side on every load, widening keeps everyone already in, aborting sends all back.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from '@playwright/test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectRemoteRendered, expectToast, launchBrowser, newPage, signInAs, type Registry } from '../lib/index';
import { startReleaseServer, type ReleaseServer } from './release-env';

const CANARY = '1.0.0-canary';
const BROWSERS = 100;
let server: ReleaseServer;
let browser: Browser;
let jar: BrowserContext;
let probe: Page;
let stable: string;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  [server, browser] = await Promise.all([startReleaseServer(), launchBrowser()]);
  const reg = (await (await fetch(`${server.baseUrl}/remotes/registry.json`)).json()) as Registry;
  stable = reg.remotes.mfe_realestate.version;
  // The candidate: the same build under a new version folder (what is served is told by its URL).
  const r = server.cli('publish', 'mfe-realestate', '--from', path.join(server.releasesDir, 'mfe-realestate', stable), '--version', CANARY);
  assert.equal(r.code, 0, r.out);
  jar = await browser.newContext({ baseURL: server.baseUrl });
  probe = await jar.newPage();
  await probe.goto('/remotes/registry.json');
});
test.afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * What Chromium is served as the browser holding `uid` (none: a first visit, which gets a new id).
 * One page swaps its cookie between requests: as many browsers as ids, at the cost of one.
 */
async function visit(uid?: string): Promise<{ uid: string; version: string }> {
  await jar.clearCookies();
  if (uid) await jar.addCookies([{ name: 'mf_uid', value: uid, url: server.baseUrl }]);
  const version = await probe.evaluate(() =>
    fetch('/remotes/registry.json', { cache: 'no-store' })
      .then((r) => r.json())
      .then((r: Registry) => r.remotes.mfe_realestate.version),
  );
  const cookie = (await jar.cookies()).find((c) => c.name === 'mf_uid');
  if (!cookie) throw new Error('the registry response set no mf_uid cookie');
  if (uid) assert.equal(cookie.value, uid, 'a browser keeps its id');
  else
    assert.ok(
      cookie.httpOnly && cookie.sameSite === 'Lax' && cookie.expires > Date.now() / 1000 + 300 * 86400,
      'long-lived HttpOnly cookie',
    );
  return { uid: cookie.value, version };
}

test('a 30% canary reaches about 30% of browsers, each always on the same side; widening keeps them in; aborting ends it', async () => {
  test.setTimeout(170_000);
  assert.equal(server.cli('canary', 'mfe-realestate', CANARY, '--percent', '30').code, 0);
  const first: { uid: string; version: string }[] = [];
  for (let i = 0; i < BROWSERS; i++) first.push(await visit());
  assert.equal(new Set(first.map((b) => b.uid)).size, BROWSERS, 'one id per browser');
  const inCanary = first.filter((b) => b.version === CANARY);
  assert.ok(inCanary.length >= 15 && inCanary.length <= 45, `${inCanary.length} of ${BROWSERS} browsers got the 30% canary`);
  assert.ok(first.every((b) => b.version === CANARY || b.version === stable));
  for (const b of first) assert.equal((await visit(b.uid)).version, b.version, 'sticky per browser');

  // Widen from the Modules page.
  const admin = await newPage(browser, { baseUrl: server.baseUrl });
  await signInAs(admin, 'admin');
  await admin.goto('/admin/modules');
  await admin.getByRole('region', { name: 'mfe-realestate' }).getByRole('button', { name: 'Change share' }).click();
  await admin.getByLabel('Share of users (%)').fill('60');
  await admin.getByRole('button', { name: 'Change share' }).last().click();
  await expectToast(admin, `mfe-realestate ${CANARY} now serves 60% of users.`);
  await admin.context().close();
  const wider = [];
  for (const b of first) wider.push(await visit(b.uid));
  for (const b of inCanary) assert.equal(wider.find((w) => w.uid === b.uid)?.version, CANARY, 'widening keeps everyone already in');
  assert.ok(wider.filter((w) => w.version === CANARY).length > inCanary.length);

  // A canary browser and a stable one, signed in, each run the version they were served.
  const decl = ((await (await fetch(`${server.baseUrl}/remotes/registry.json`)).json()) as Registry).remotes.mfe_realestate;
  const projects = decl.pages.find((p) => p.menu && !p.path.includes(':'))!;
  for (const side of [CANARY, stable]) {
    const uid = wider.find((w) => w.version === side)!.uid;
    const page = await newPage(browser, {
      baseUrl: server.baseUrl,
      storageState: {
        cookies: [
          { name: 'mf_uid', value: uid, domain: '127.0.0.1', path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' },
        ],
        origins: [],
      },
    });
    await signInAs(page, 'admin');
    await page.goto(projects.path);
    await expectRemoteRendered(page, { ...decl, version: side, entry: `/remotes/mfe-realestate/${side}/remoteEntry.js` }, projects);
    await page.context().close();
  }

  assert.equal(server.cli('canary', 'mfe-realestate', '--abort').code, 0);
  for (const b of inCanary) assert.equal((await visit(b.uid)).version, stable, 'aborted: back on the promoted version');
});
