/**
 * Makes the engineer's page work offline: registers the shell's service worker (/sw.js) for the
 * engineer's page only (its scope: staff pages are never controlled by it; a registration for the
 * whole site left by an older release is removed). A page the worker controls has what it loads
 * kept by the worker. A page it does not control yet (the engineer usually arrives here from the
 * sign-in page, outside the scope: the worker takes over at the next load) keeps them itself in the
 * worker's caches: every same-origin file it loads, and the API reads it makes while on this page.
 */
import { http } from 'shared/core';

/** The worker's scope: the engineer's page (the manifest's start_url, shell/offline.cjs). */
const SCOPE = '/admin/siteEngineer1';
/** The worker's caches (shell/offline.cjs; 'engineer-api' is dropped at sign-out, shared/src/core/store.ts). */
const FILES = 'app-files';
export const API_CACHE = 'engineer-api';

function keepWhatThisPageLoads() {
  const files = caches.open(FILES);
  const reads = caches.open(API_CACHE);
  const kept = new Set<string>();
  const keepFile = (u: string) => {
    if (!u.startsWith(location.origin) || u.startsWith(`${location.origin}/api/`) || kept.has(u)) return;
    kept.add(u);
    // A file the worker kept while installing stays as it is: it carries V8's compiled code (sw-extras.cjs).
    void files.then(async (c) => (await c.match(u)) ?? c.add(u)).catch(() => kept.delete(u));
  };
  keepFile(location.href);
  new PerformanceObserver((list) => list.getEntries().forEach((e) => keepFile(e.name))).observe({ type: 'resource', buffered: true });
  http.interceptors.response.use((res) => {
    if (res.config.method === 'get' && location.pathname.startsWith(SCOPE)) {
      const url = new URL(http.getUri(res.config), location.origin).href;
      const copy = new Response(JSON.stringify(res.data), { headers: { 'content-type': 'application/json' } });
      void reads.then((c) => c.put(url, copy)).catch(() => undefined);
    }
    return res;
  });
}

let registered = false;
export function registerOffline() {
  if (registered || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  registered = true;
  const sw = navigator.serviceWorker;
  void sw
    .getRegistrations()
    .then((all) => Promise.all(all.filter((r) => new URL(r.scope).pathname === '/').map((r) => r.unregister())))
    .catch(() => undefined);
  if (!sw.controller) keepWhatThisPageLoads();
  // updateViaCache 'none': a new release's worker (and its imported /sw-extras.js) is seen at once.
  void sw.register('/sw.js', { scope: SCOPE, updateViaCache: 'none' }).catch(() => undefined); // no worker (not built): online only
}
