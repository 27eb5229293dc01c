/**
 * Makes the engineer's page work offline: registers the shell's service worker (/sw.js) for the
 * engineer's page only (its scope: staff pages are never controlled by it; a registration for the
 * whole site left by an older release is removed). A page the worker controls has what it loads
 * kept by the worker. A page it does not control yet (the engineer usually arrives here from the
 * sign-in page, outside the scope: the worker takes over at the next load) keeps them itself in the
 * worker's caches: every same-origin file it loads, and the API reads it makes while on this page.
 */
import { http } from 'shared/core';
import { whenIdle } from './when-idle';

/** The worker's scope: the engineer's page (the manifest's start_url, shell/offline.cjs). */
const SCOPE = '/admin/siteEngineer1';
/** The worker's caches (shell/offline.cjs; 'engineer-api' is dropped at sign-out, shared/src/core/store.ts). */
const FILES = 'app-files';
export const API_CACHE = 'engineer-api';

/** Every same-origin file the page loaded (and loads from now on) into the worker's file cache. */
function keepThePageFiles() {
  const files = caches.open(FILES);
  const kept = new Set<string>();
  const keepFile = (u: string) => {
    if (!u.startsWith(location.origin) || u.startsWith(`${location.origin}/api/`) || kept.has(u)) return;
    kept.add(u);
    // A file the worker kept while installing stays as it is: it carries V8's compiled code (shell/src/service-worker/start-scripts.ts).
    void files.then(async (c) => (await c.match(u)) ?? c.add(u)).catch(() => kept.delete(u));
  };
  keepFile(location.href);
  // Buffered: the files loaded before this call are listed too.
  new PerformanceObserver((list) => list.getEntries().forEach((e) => keepFile(e.name))).observe({ type: 'resource', buffered: true });
}

/** The API reads made on this page into the worker's API cache (from the first one: the day itself). */
function keepThePageReads() {
  const reads = caches.open(API_CACHE);
  http.interceptors.response.use((res) => {
    if (res.config.method === 'get' && location.pathname.startsWith(SCOPE)) {
      const url = new URL(http.getUri(res.config), location.origin).href;
      const copy = new Response(JSON.stringify(res.data), { headers: { 'content-type': 'application/json' } });
      void reads.then((c) => c.put(url, copy)).catch(() => undefined);
    }
    return res;
  });
}

const supported = () => 'serviceWorker' in navigator && window.isSecureContext;
const uncontrolled = () => !navigator.serviceWorker.controller;

let started = false;
/** At the page's start: the API reads are kept from the first one, and a whole-site worker of an older release is removed. */
export function keepOffline() {
  if (started || !supported()) return;
  started = true;
  void navigator.serviceWorker
    .getRegistrations()
    .then((all) => Promise.all(all.filter((r) => new URL(r.scope).pathname === '/').map((r) => r.unregister())))
    .catch(() => undefined);
  if (uncontrolled()) keepThePageReads();
}

let registered = false;
/**
 * Once the day is on screen and the phone is idle: keeps the page's files (the buffered resource
 * list names those loaded before) and registers (or checks for an update of) the worker. Its
 * install fetches the page and keeps the start scripts, which V8 compiles at once (shell/src/service-worker/start-scripts.ts),
 * and its update check fetches /sw.js; on a slow phone this work, done at the page's start, delayed
 * the day's first paint by seconds. None of it is needed to show the day.
 */
export function registerOfflineWhenIdle() {
  if (registered || !supported()) return;
  registered = true;
  const register = () => {
    if (uncontrolled()) keepThePageFiles();
    // updateViaCache 'none': a new release's worker (and its imported /sw-extras.js) is seen at once.
    void navigator.serviceWorker.register('/sw.js', { scope: SCOPE, updateViaCache: 'none' }).catch(() => undefined); // no worker (not built): online only
  };
  whenIdle(register);
}
