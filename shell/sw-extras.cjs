/* global self, MessageChannel, caches -- this function runs in the service worker */
/**
 * What the service worker does beside caching (issue 31), emitted as /sw-extras.js and loaded by
 * the generated /sw.js (importScripts). Serialised with toString: self-contained, no outer names.
 *
 * - Background Sync: the engineer's page registers the tag 'site-visit-queue' when it keeps an
 *   action it could not send; the browser fires `sync` when the network is back (even with the
 *   page in the background). The queue, its session and its exactly-once keys live in the page, so
 *   the worker asks every open engineer page to send its queue ({ type: 'site-visit-sync' } with a
 *   reply port) and waits for the answer: 'done' (nothing waiting) or 'pending'. Pending, or no
 *   page open, fails the event, so the browser tries again later; the page also sends at its next
 *   start. The tag and message names are also in mfe-cases/src/features/site-visit/background-sync.ts.
 * - At install: keeps the scripts the engineer's page loads first, so that V8 keeps their compiled
 *   code (see the install listener).
 * - The worker was once registered for the whole site (scope /): such a registration removes
 *   itself, so staff pages are never routed through it (the engineer's page registers its own).
 */
function serviceWorkerExtras() {
  const ask = (client) =>
    new Promise((resolve) => {
      const channel = new MessageChannel();
      // A queue of ten photos on a slow network takes minutes; the browser ends the event first if it must.
      const timer = setTimeout(() => resolve('timeout'), 10 * 60_000);
      channel.port1.onmessage = (e) => {
        clearTimeout(timer);
        resolve(e.data);
      };
      client.postMessage({ type: 'site-visit-sync' }, [channel.port2]);
    });

  self.addEventListener('sync', (event) => {
    if (event.tag !== 'site-visit-queue') return;
    event.waitUntil(
      self.clients.matchAll({ type: 'window' }).then(async (pages) => {
        const answers = await Promise.all(pages.map(ask));
        if (!answers.includes('done')) throw new Error('the queue is still waiting: the browser will try again');
      }),
    );
  });

  // What the engineer's page loads first, kept while the worker installs: V8 compiles the scripts a
  // worker caches during its install event at once and keeps their code with them, so a repeat visit
  // runs them without compiling (~a third of the start's CPU on a slow phone); cached later, as the
  // page's other files are, their code is only kept after several loads. The list is the page's own
  // preload hints (its Link header: the shell's start chunks, the registry, the remote's entry and
  // chunks); the files come from the HTTP cache the first visit filled. Same cache as the runtime
  // rule for app files (shell/offline.cjs), so they are refreshed behind like any other.
  self.addEventListener('install', (event) => {
    const scope = new URL(self.registration.scope).pathname;
    if (scope === '/') return;
    event.waitUntil(
      fetch(scope, { credentials: 'same-origin' })
        .then(async (page) => {
          if (!page.ok) return;
          const urls = (page.headers.get('link') || '')
            .split(',')
            .filter((l) => /rel=preload/.test(l) && /as=script/.test(l))
            .map((l) => (/<([^>]+)>/.exec(l) || [])[1])
            .filter((u) => u && u.startsWith('/'));
          const files = await caches.open('app-files');
          await files.put(scope, page);
          await Promise.all(urls.map((u) => files.add(u).catch(() => undefined)));
        })
        .catch(() => undefined), // offline or not built: the runtime rules still keep what the page loads
    );
  });

  self.addEventListener('activate', (event) => {
    if (new URL(self.registration.scope).pathname === '/') event.waitUntil(self.registration.unregister());
  });
}

module.exports = { serviceWorkerExtras };
