// Publishing, promoting and rolling back one remote, seen by a signed-in user in Chromium, and the
// promotion gate. On a private server (the tests move registry pointers).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';
import type { Browser, Page } from 'playwright-core';
import {
  expectNoText,
  expectPopup,
  expectRemoteRendered,
  expectText,
  expectToast,
  launchBrowser,
  newPage,
  pageLog,
  ROOT,
  signedInState,
  type Registry,
  type RegistryRemote,
} from '../lib/index';
import {
  buildChangedRealestate,
  changedFiles,
  REMOTES,
  RELEASE_USER,
  rewriteBuilt,
  snapshot,
  startReleaseServer,
  type ReleaseServer,
} from './release-env';

const NEW = '1.0.1-e2e';
const BANNER = `Release e2e build ${NEW}`;
let server: ReleaseServer;
let browser: Browser;
let changedDist: string;
let old: RegistryRemote;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  [changedDist, server, browser] = await Promise.all([buildChangedRealestate(BANNER, NEW), startReleaseServer(), launchBrowser()]);
  old = (await registry()).remotes.mfe_realestate;
});
test.afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function registry(): Promise<Registry> {
  return (await fetch(`${server.baseUrl}/remotes/registry.json`)).json() as Promise<Registry>;
}
const projects = (remote: RegistryRemote) => remote.pages.find((p) => p.menu && !p.path.includes(':'))!;
async function adminPage(): Promise<Page> {
  return newPage(browser, { baseUrl: server.baseUrl, storageState: await signedInState(server.baseUrl, 'admin') });
}
function cli(...args: string[]): string {
  const r = server.cli(...args);
  assert.equal(r.code, 0, `release ${args.join(' ')} failed:\n${r.out}`);
  return r.out;
}

test('a published and promoted remote reaches a signed-in user on reload; no other remote is rebuilt or touched', async () => {
  test.setTimeout(120_000);
  const page = await adminPage();
  const decl = projects(old);
  await page.goto(decl.path);
  await expectRemoteRendered(page, old, decl);
  await expectNoText(page, BANNER);

  const others = REMOTES.filter((r) => r !== 'mfe-realestate');
  const releasesBefore = snapshot(server.releasesDir, ['mfe-realestate', 'registry.json', 'audit.log']);
  const oldFolder = path.join(server.releasesDir, 'mfe-realestate', old.version);
  const oldBefore = snapshot(oldFolder);
  const distsBefore = [...others, 'shell'].map((r) => snapshot(path.join(ROOT, r, 'dist')));
  const registryBefore = await registry();

  assert.match(cli('publish', 'mfe-realestate', '--from', changedDist, '--version', NEW), new RegExp(`mfe-realestate@${NEW} published`));
  assert.match(cli('promote', 'mfe-realestate', NEW), new RegExp(`promoted ${old.version} -> ${NEW}`));

  const promoted = (await registry()).remotes.mfe_realestate;
  assert.equal(promoted.entry, `/remotes/mfe-realestate/${NEW}/remoteEntry.js`);
  await page.reload();
  await expectRemoteRendered(page, promoted, projects(promoted));
  // The new build's entry and exposed modules were fetched and rendered (above), and its pages carry its banner.
  await expectText(page, BANNER);

  const registryAfter = await registry();
  for (const r of others)
    assert.deepEqual(registryAfter.remotes[r.replace(/-/g, '_')], registryBefore.remotes[r.replace(/-/g, '_')], `${r} in the registry`);
  assert.deepEqual(
    changedFiles(releasesBefore, snapshot(server.releasesDir, ['mfe-realestate', 'registry.json', 'audit.log'])),
    [],
    'other releases untouched',
  );
  assert.deepEqual(changedFiles(oldBefore, snapshot(oldFolder)), [], `mfe-realestate ${old.version} is immutable`);
  [...others, 'shell'].forEach((r, i) =>
    assert.deepEqual(changedFiles(distsBefore[i], snapshot(path.join(ROOT, r, 'dist'))), [], `${r} was not rebuilt`),
  );
  const fetched = pageLog(page)
    .requests.map((u) => new URL(u).pathname)
    .filter((p) => p.startsWith('/remotes/mfe-realestate/'));
  assert.ok(fetched.some((p) => p.startsWith(`/remotes/mfe-realestate/${NEW}/`)));
  await page.context().close();
});

test('a rollback sends the user back to the old version on the next load', async () => {
  test.setTimeout(60_000);
  const page = await adminPage();
  await page.goto(projects(old).path);
  await expectText(page, BANNER);
  assert.match(cli('rollback', 'mfe-realestate'), new RegExp(`rolled back ${NEW} -> ${old.version}`));
  await page.reload();
  await expectRemoteRendered(page, old, projects(old));
  await expectNoText(page, BANNER);
  const audit = cli('audit', '--remote', 'mfe-realestate');
  assert.match(
    audit,
    new RegExp(`"user":"${RELEASE_USER}","via":"cli","action":"rollback","remote":"mfe-realestate","from":"${NEW}","to":"${old.version}"`),
  );
  await page.context().close();
});

test('the gate refuses a build against React 18, from the command line and from the Modules page', async () => {
  test.setTimeout(60_000);
  // A fabricated candidate: the published build with a manifest that asks for React 18.
  const fake = fs.mkdtempSync(path.join(os.tmpdir(), 'release-react18-'));
  fs.cpSync(path.join(server.releasesDir, 'mfe-realestate', old.version), fake, { recursive: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(fake, 'mf-manifest.json'), 'utf8'));
  for (const s of manifest.shared)
    if (/^react(-dom)?(\/|$)/.test(s.name)) Object.assign(s, { version: '18.3.1', requiredVersion: '^18.3.1' });
  rewriteBuilt(fake, 'mf-manifest.json', JSON.stringify(manifest));
  cli('publish', 'mfe-realestate', '--from', fake, '--version', '9.0.0-react18');
  fs.rmSync(fake, { recursive: true, force: true });

  const refused = server.cli('promote', 'mfe-realestate', '9.0.0-react18');
  assert.equal(refused.code, 1);
  assert.match(refused.out, /^mfe-realestate@9\.0\.0-react18 cannot be promoted:\n/);
  assert.match(
    refused.out,
    /\n\s+mfe-realestate@9\.0\.0-react18 needs react \^18\.3\.1, but the shell provides react 19\.\d+\.\d+: a different major/,
  );

  const page = await adminPage();
  await page.goto('/admin/modules');
  const card = page.getByRole('region', { name: 'mfe-realestate' });
  await card.getByRole('button', { name: 'Promote mfe-realestate 9.0.0-react18' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Promote' }).click();
  const popup = await expectPopup(page, 'Promotion refused', /needs react \^18\.3\.1, but the shell provides react 19/);
  await popup.getByRole('button', { name: 'OK' }).click();
  assert.equal((await registry()).remotes.mfe_realestate.version, old.version, 'nothing moved');

  // The page's own promote and rollback, audited under the signed-in user.
  await card.getByRole('button', { name: `Promote mfe-realestate ${NEW}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Promote' }).click();
  await expectToast(page, `mfe-realestate ${NEW} promoted.`);
  assert.equal((await registry()).remotes.mfe_realestate.version, NEW);
  await card.getByRole('button', { name: `Roll back to ${old.version}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Roll back' }).click();
  await expectToast(page, `mfe-realestate rolled back to ${old.version}.`);
  assert.equal((await registry()).remotes.mfe_realestate.version, old.version);
  const log = page.getByRole('table', { name: 'Release audit log' });
  await expectText(log, 'admin@example.com');
  await expectText(log, `${RELEASE_USER}`);
  await page.context().close();
});
