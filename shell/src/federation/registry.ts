import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { allPages, canViewIn, findPage, REGISTRY_URL, selectLogin, store } from 'shared/core';
import type { PageDecl, Registry, RegistryRemote } from 'shared/resources';

/**
 * The registry is served `no-cache` (revalidated on every use), so the default cache mode is as
 * fresh; it also lets this fetch take the copy the server's preload hint on the page already asked
 * for (api/src/static/preload-hints.ts), which a `no-cache` request mode would fetch again.
 */
export async function fetchRegistry(signal?: AbortSignal): Promise<Registry> {
  const res = await fetch(REGISTRY_URL, { signal, credentials: 'same-origin' });
  if (!res.ok) throw new Error(`Error:${res.status}Error Text: ${res.statusText}`);
  const registry = (await res.json()) as Registry;
  const etag = res.headers.get('etag');
  if (etag) etags.set(registry, etag);
  return registry;
}

const etags = new WeakMap<Registry, string>();

/**
 * The ETag `registry` came with (null if none): the release notice's polls start from it, so even
 * the first poll of an unchanged registry costs a 304, and a poll sent before the previous one's
 * answer was read still carries a tag.
 */
export const etagOf = (registry: Registry): string | null => etags.get(registry) ?? null;

/** Registers every remote with the federation runtime; nothing is fetched until a page needs it. */
export function registerAll(registry: Registry) {
  registerRemotes(
    Object.values(registry.remotes).map((r) => ({ name: r.name, entry: r.entry, type: 'global' as const })),
    { force: true },
  );
}

const RETRY_DELAY_MS = 400;

/** Loads one exposed page module, retrying once: a flaky network should not cost a page. */
export async function loadPageModule(remote: RegistryRemote, module: string): Promise<{ default: React.ComponentType }> {
  const id = `${remote.name}/${module.replace(/^\.\//, '')}`;
  const attempt = async () => {
    const mod = await loadRemote<{ default: React.ComponentType }>(id);
    if (!mod?.default) throw new Error(`${id} did not export a page component`);
    return mod;
  };
  try {
    return await attempt();
  } catch {
    await new Promise((r) => setTimeout(r, RETRY_DELAY_MS));
    return attempt();
  }
}

type PageModule = { default: React.ComponentType };
const preloaded = new Map<string, Promise<PageModule>>();

/** A page module's first load, shared by a preload and the page's first render (one request). */
export function firstLoadOf(remote: RegistryRemote, module: string): Promise<PageModule> {
  const key = `${remote.name}@${remote.version}/${module}`;
  let pending = preloaded.get(key);
  if (!pending) {
    pending = loadPageModule(remote, module);
    // A failed preload is reported by the page that renders it (its boundary), not as unhandled.
    pending.catch(() => undefined);
    preloaded.set(key, pending);
  }
  return pending;
}

/** What the layouts will allow, on the session now: a page outside the admin layout, or one the signed-in user may view. */
function mayOpenNow(page: PageDecl): boolean {
  const state = store.getState();
  return (page.layout ?? 'admin') !== 'admin' || (!!selectLogin(state) && canViewIn(state)(page.right));
}

/**
 * Starts loading the module of the page the browser opened as soon as the registry is in, rather
 * than once the layout around it has rendered: on a slow phone that render takes a second or more,
 * and the page's code and the reads it starts with are on their way meanwhile (issue 31). Only a
 * page the user may open now (`mayOpenNow`); an unknown path loads nothing.
 */
export function preloadOpenedPage(registry: Registry, pathname: string) {
  const opened = findPage(allPages(registry), pathname);
  if (!opened || !mayOpenNow(opened.page)) return;
  void firstLoadOf(opened.remote, opened.page.module);
}
