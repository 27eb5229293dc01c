// Each remote owns its model (issue 8): a change to a description in mfe-hr's model reaches users
// by publishing and promoting mfe-hr alone; the shell and every other remote stay as they are.
// On a private server (the test moves a registry pointer).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';
import type { Browser } from 'playwright-core';
import {
  apiToken,
  DEMO_USERS,
  expectPopup,
  expectRemoteRendered,
  expectText,
  field,
  launchBrowser,
  newPage,
  ROOT,
  signedInState,
  type Registry,
} from '../lib/index';
import { changedFiles, REMOTES, rewriteBuilt, snapshot, startReleaseServer, type ReleaseServer } from './release-env';

const NEW = '1.0.1-model-e2e';
const PATH = '/admin/task-management';
let server: ReleaseServer;
let browser: Browser;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  [server, browser] = await Promise.all([startReleaseServer(), launchBrowser()]);
});
test.afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function registry(): Promise<Registry> {
  return (await fetch(`${server.baseUrl}/remotes/registry.json`)).json() as Promise<Registry>;
}

/**
 * mfe-hr's published build with the tasks description's Title label changed to 'Task Heading',
 * as a rebuild after that one-word edit of mfe-hr/src/model/tasks.ts would ship it: the label is
 * edited in the bundled model itself (no webpack run). Had the description stayed in `shared`,
 * the remote would carry only a fallback copy that the shell's singleton overrides, and the page
 * would keep showing 'Title'.
 */
function changedHrBuild(from: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'model-e2e-hr-'));
  fs.cpSync(from, dir, { recursive: true });
  let edits = 0;
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    if (!text.includes('"task_management"')) continue;
    const changed = text.replace(/label:"Title"/g, () => (edits++, 'label:"Task Heading"'));
    rewriteBuilt(dir, file, changed);
  }
  assert.ok(edits > 0, 'the tasks description is bundled into mfe-hr');
  return dir;
}

test('a label changed in mfe-hr/model reaches the page by releasing mfe-hr alone', async () => {
  test.setTimeout(120_000);
  const old = (await registry()).remotes.mfe_hr;
  const page = await newPage(browser, { baseUrl: server.baseUrl, storageState: await signedInState(server.baseUrl, 'admin') });
  await page.goto(PATH);
  const header = (label: string) => page.getByRole('columnheader', { name: label });
  await header('Title').waitFor({ timeout: 30_000 });

  const others = REMOTES.filter((r) => r !== 'mfe-hr');
  const skip = ['mfe-hr', 'registry.json', 'audit.log'];
  const releasesBefore = snapshot(server.releasesDir, skip);
  const shellBefore = snapshot(path.join(ROOT, 'shell', 'dist'));
  const registryBefore = await registry();

  const build = changedHrBuild(path.join(server.releasesDir, 'mfe-hr', old.version));
  try {
    const published = server.cli('publish', 'mfe-hr', '--from', build, '--version', NEW);
    assert.equal(published.code, 0, published.out);
    const promoted = server.cli('promote', 'mfe-hr', NEW);
    assert.equal(promoted.code, 0, promoted.out);
  } finally {
    fs.rmSync(build, { recursive: true, force: true });
  }

  const hr = (await registry()).remotes.mfe_hr;
  assert.equal(hr.version, NEW);
  await page.reload();
  await expectRemoteRendered(
    page,
    hr,
    hr.pages.find((p) => p.path === PATH)!,
  );
  await header('Task Heading').waitFor({ timeout: 30_000 });
  assert.equal(await header('Title').count(), 0, 'the old label is gone');
  await page.getByRole('button', { name: 'Add' }).click();
  await expectText(page.getByRole('dialog'), 'Task Heading');

  const registryAfter = await registry();
  for (const r of others) {
    const key = r.replace(/-/g, '_');
    assert.deepEqual(registryAfter.remotes[key], registryBefore.remotes[key], `${r} in the registry`);
  }
  assert.deepEqual(changedFiles(releasesBefore, snapshot(server.releasesDir, skip)), [], 'every other remote serves the same files');
  assert.deepEqual(changedFiles(shellBefore, snapshot(path.join(ROOT, 'shell', 'dist'))), [], 'the shell serves the same files');
  await page.context().close();
});

test('a plain resource declared in one line of pages.ts (Designations) is a working list and form', async () => {
  const page = await newPage(browser, { baseUrl: server.baseUrl, storageState: await signedInState(server.baseUrl, 'admin') });
  await page.goto('/admin/designations');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Designations', exact: true })
    .waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectText(dialog, 'Designation is required');
  const name = `Panel Valuer ${Date.now()}`;
  await field(dialog, 'Designation').fill(name);
  await field(dialog, 'Department').selectOption('VALUATION');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectText(page.getByRole('row').filter({ hasText: name }), 'Valuation');
  // The harness's popup notes (lib/browser.ts): a success popup that closed itself (after 1.5 s)
  // before the test looked still counts, and answers one wait only.
  await page.waitForFunction(
    () => {
      const noted = (window as unknown as { __popups: { text: string }[] }).__popups.some((p) =>
        p.text.includes('Added The New Designation!'),
      );
      const shown = document.querySelector('[data-testid="popup"]');
      return noted && (!shown || !shown.checkVisibility());
    },
    null,
    { polling: 100, timeout: 10_000 },
  );
  await expectPopup(page, 'Added The New Designation!');
  const again = await expectPopup(page, 'Added The New Designation!', undefined, { timeout: 300 }).then(
    () => true,
    () => false,
  );
  assert.equal(again, false, 'a popup answers one wait');
  await page.context().close();
});

test('a build whose model the running API would refuse is not promoted, and the gate names the fields', async () => {
  test.setTimeout(120_000);
  const before = (await registry()).remotes.mfe_hr;
  const token = await apiToken(server.baseUrl, DEMO_USERS.admin.email);
  const models = (await (await fetch(`${server.baseUrl}/api/models`, { headers: { authorization: `Bearer ${token}` } })).json()) as Record<
    string,
    { resources: Record<string, Record<string, { type: string; required?: boolean }>> }
  >;
  // mfe-hr rebuilt with a new required field on tasks, before the API accepts it.
  const model = structuredClone(models['mfe-hr']);
  model.resources.tasks.estimate_hours = { type: 'number', required: true };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'model-e2e-refused-'));
  const version = `1.0.2-model-refused-${Date.now()}`;
  try {
    fs.cpSync(path.join(server.releasesDir, 'mfe-hr', before.version), dir, { recursive: true });
    rewriteBuilt(dir, 'model.json', JSON.stringify(model));
    rewriteBuilt(dir, 'remoteEntry.js', `${fs.readFileSync(path.join(dir, 'remoteEntry.js'), 'utf8')}\n// ${version}\n`);
    assert.equal(server.cli('publish', 'mfe-hr', '--from', dir, '--version', version).code, 0);
    const promoted = server.cli('promote', 'mfe-hr', version);
    assert.equal(promoted.code, 1, promoted.out);
    assert.match(
      promoted.out,
      new RegExp(`mfe-hr@${version.replace(/\./g, '\\.')} sends tasks\\.estimate_hours, a field the running API does not accept`),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  assert.deepEqual((await registry()).remotes.mfe_hr, before, 'the promoted version stays');
});
