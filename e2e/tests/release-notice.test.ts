// An open page learns of a new version of a remote it runs (within one 30 s poll), keeps running
// the version it loaded, and reloads into the new one; the Modules page works with every remote
// down. On a private server (the tests move registry pointers).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from '@playwright/test';
import type { Browser, Page } from 'playwright-core';
import {
  expectNoText,
  expectRemoteRendered,
  expectText,
  launchBrowser,
  navigate,
  newPage,
  pageLog,
  signedInState,
  type Registry,
  type RegistryRemote,
} from '../lib/index';
import { REMOTES, RELEASE_USER, startReleaseServer, type ReleaseServer } from './release-env';

const NEW = '1.0.0-notice';
let server: ReleaseServer;
let browser: Browser;
let old: RegistryRemote;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  [server, browser] = await Promise.all([startReleaseServer(), launchBrowser()]);
  old = ((await (await fetch(`${server.baseUrl}/remotes/registry.json`)).json()) as Registry).remotes.mfe_realestate;
  // The new version: the same build under another version folder (its URL tells which one runs).
  const r = server.cli(
    'publish',
    'mfe-realestate',
    '--from',
    path.join(server.releasesDir, 'mfe-realestate', old.version),
    '--version',
    NEW,
  );
  assert.equal(r.code, 0, r.out);
});
test.afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const decl = () => old.pages.find((p) => p.menu && !p.path.includes(':'))!;
const adminPage = async (): Promise<Page> =>
  newPage(browser, { baseUrl: server.baseUrl, storageState: await signedInState(server.baseUrl, 'admin') });
/** Jumps over one poll interval and answers that poll's status. */
async function poll(page: Page): Promise<number> {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/remotes/registry.json');
  await page.clock.fastForward(31_000);
  return (await answered).status();
}
const newFiles = (page: Page) => pageLog(page).requests.filter((u) => new URL(u).pathname.startsWith(`/remotes/mfe-realestate/${NEW}/`));

test('an open page is told of a new version of a remote it runs, keeps its version, and reloads into the new one', async () => {
  test.setTimeout(90_000);
  const page = await adminPage();
  await page.clock.install(); // time runs as usual; fastForward jumps over the 30 s poll interval
  await page.goto(decl().path);
  await expectRemoteRendered(page, old, decl());
  // Each poll of an unchanged registry, the first too, revalidates the tag the page's registry came with.
  assert.deepEqual([await poll(page), await poll(page)], [304, 304], 'an unchanged registry costs a 304');
  await expectNoText(page, 'A new version is available');

  const promoted = server.cli('promote', 'mfe-realestate', NEW);
  assert.equal(promoted.code, 0, promoted.out);
  // Moving around inside the page keeps the version it registered at load.
  await navigate(page, '/admin/modules');
  await expectText(page, 'Audit log');
  await navigate(page, decl().path);
  await expectRemoteRendered(page, old, decl());
  await poll(page);
  const notice = page.getByTestId('release-notice');
  await expectText(notice, `mfe-realestate ${NEW} was released`, { timeout: 5000 });
  assert.deepEqual(newFiles(page), [], 'no file of the new version was loaded into the open page');

  await notice.getByRole('button', { name: 'Reload' }).click();
  await expectRemoteRendered(page, { ...old, version: NEW, entry: `/remotes/mfe-realestate/${NEW}/remoteEntry.js` }, decl());
  await expectNoText(page, 'A new version is available');
  await page.context().close();
});

test('the Modules page keeps working while every remote is unreachable', async () => {
  test.setTimeout(60_000);
  const page = await adminPage();
  await page.route('**/remotes/mfe-*/**', (route) => route.abort('connectionrefused'));
  await page.goto('/admin/modules');
  for (const remote of REMOTES) await expectText(page.getByRole('region', { name: remote }), 'Current version');
  await expectText(page.getByRole('table', { name: 'Release audit log' }), RELEASE_USER);
  await page.context().close();
});
