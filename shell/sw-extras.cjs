/* global self, MessageChannel -- this function runs in the service worker */
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

  self.addEventListener('activate', (event) => {
    if (new URL(self.registration.scope).pathname === '/') event.waitUntil(self.registration.unregister());
  });
}

module.exports = { serviceWorkerExtras };
