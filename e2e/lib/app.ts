// Knowledge of the app the tests share: the registry, client-side navigation, the side menu.
import { expect } from '@playwright/test';
import type { Locator, Page } from 'playwright-core';
import { pageLog } from './browser';

export interface PageDecl {
  path: string;
  title: string;
  module: string;
  right?: string;
  layout?: 'admin' | 'auth' | 'public';
  aliases?: string[];
  menu?: { group: string | null; order?: number; label?: string };
  branchMenu?: boolean | 'only';
}
export interface RegistryRemote {
  name: string;
  package: string;
  version: string;
  entry: string;
  pages: PageDecl[];
}
export interface Registry {
  remotes: Record<string, RegistryRemote>;
}

/** The registry the server hands the shell (as an anonymous visitor). */
export async function fetchRegistry(baseUrl: string): Promise<Registry> {
  const res = await fetch(`${baseUrl}/remotes/registry.json`);
  if (!res.ok) throw new Error(`GET /remotes/registry.json answered ${res.status}`);
  return (await res.json()) as Registry;
}

/** A remote of the registry by package name (mfe-hr) or federation name (mfe_hr). */
export function remoteOf(registry: Registry, name: string): RegistryRemote {
  const remote = Object.values(registry.remotes).find((r) => r.package === name || r.name === name);
  if (!remote) throw new Error(`the registry has no remote ${name}; it has ${Object.keys(registry.remotes).join(', ')}`);
  return remote;
}

/** The declared page at `path` (letter case ignored), with its remote. */
export function pageAt(registry: Registry, path: string): { remote: RegistryRemote; page: PageDecl } | undefined {
  for (const remote of Object.values(registry.remotes)) {
    const page = remote.pages.find((p) => [p.path, ...(p.aliases ?? [])].some((x) => x.toLowerCase() === path.toLowerCase()));
    if (page) return { remote, page };
  }
  return undefined;
}

/**
 * Moves the single-page app to `path` without reloading (as a menu link does), so modules already
 * loaded stay loaded.
 */
export async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

/** The side menu. */
export const sideMenu = (page: Page): Locator => page.getByRole('navigation', { name: 'Main menu' });

/** A group header of the side menu (a toggle button named after the group). */
export const menuGroup = (page: Page, label: string): Locator => sideMenu(page).getByRole('button', { name: label, exact: true });

/**
 * Opens a side-menu group (if closed) and clicks its entry. The shell opens the current page's
 * group by itself, possibly just after the check: the group is clicked only while it reads
 * closed (aria-expanded), and the whole step is retried until the entry shows, so a click never
 * toggles an already opened group shut.
 */
export async function openFromMenu(page: Page, group: string, entry: string): Promise<void> {
  const link = sideMenu(page).getByRole('link', { name: entry, exact: true });
  const toggle = menuGroup(page, group);
  // The shell also opens the group of the current page; a click of ours racing it may close the
  // group again while the link is being clicked, so the whole step is retried.
  await expect(async () => {
    if (!(await link.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click({ timeout: 2_000 });
    await expect(link).toBeVisible({ timeout: 2_000 });
    await link.click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** The panel the shell shows when a remote cannot load. */
export const moduleUnavailable = (page: Page): Locator => page.getByRole('alert').filter({ hasText: 'Module unavailable' });

/**
 * Waits until the shell has rendered `decl` of `remote`: its entry and an exposed module came from
 * the remote's versioned folder, the loading spinner is gone and no error panel shows.
 */
export async function expectRemoteRendered(page: Page, remote: RegistryRemote, decl: PageDecl, timeout = 15_000): Promise<void> {
  const main = page.locator('main');
  const deadline = Date.now() + timeout;
  const folder = `/remotes/${remote.package}/${remote.version}/`;
  for (;;) {
    const urls = pageLog(page).requests.map((u) => new URL(u).pathname);
    const fetched = urls.includes(remote.entry) && urls.some((u) => u.startsWith(`${folder}__federation_expose_`));
    const loading = await main.locator(`[aria-label="Loading ${decl.title}"]`).count();
    const failed = await moduleUnavailable(page).count();
    const denied = await main.getByText('You do not have access to this page.').count();
    const text = (await main.innerText().catch(() => '')).trim();
    if (failed || denied) throw new Error(`${decl.path} of ${remote.package} shows: ${text.slice(0, 300)}`);
    if (fetched && !loading && text) return;
    if (Date.now() > deadline) {
      throw new Error(
        `${decl.path} of ${remote.package} did not render within ${timeout} ms (entry fetched: ${urls.includes(remote.entry)}, ` +
          `exposed module fetched: ${fetched}, still loading: ${!!loading}); main shows: ${text.slice(0, 300)}`,
      );
    }
    await page.waitForTimeout(100);
  }
}
