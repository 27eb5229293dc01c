/**
 * Background Sync for an outbox, where the browser has it. The page asks for the outbox's tag when
 * it keeps an entry it could not send; the browser fires `sync` in the service worker when the
 * network is back, even with the page in the background or closed. The worker (shell's
 * src/service-worker) asks the open pages it controls to send (they show the progress), or, with
 * none open, sends the outbox itself with the session the page kept (outbox-store.ts). Either way
 * one sender runs at a time (outbox.ts). Without Background Sync the page's own triggers do the work.
 */
export const syncTag = (outbox: string) => `outbox:${outbox}`;
/** The worker's message to a page: send this outbox and answer 'done' (nothing waits) or 'pending'. */
export const SYNC_MESSAGE = 'outbox-sync';

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

const hasBackgroundSync = () => 'serviceWorker' in navigator && 'SyncManager' in window;

/**
 * Asks the browser for a sync once the network is there (at once when it already is). Where the
 * browser has no Background Sync, has no service worker ready within 5 s, or refuses (a user may
 * turn Background Sync off for a site in Chrome's settings; Chromium's headless shell refuses every
 * request), nothing is asked: whoever asked retries by its own means as well.
 */
export async function requestSync(outbox: string): Promise<void> {
  if (!hasBackgroundSync()) return;
  let waited: ReturnType<typeof setTimeout> | undefined;
  const none = new Promise<undefined>((resolve) => (waited = setTimeout(resolve, 5000, undefined)));
  try {
    const registration = await Promise.race([navigator.serviceWorker.ready as Promise<SyncRegistration>, none]);
    await registration?.sync?.register(syncTag(outbox));
  } catch {
    // Refused: the page's own try sends.
  } finally {
    clearTimeout(waited);
  }
}

/**
 * Answers the worker's sync of `outbox`: `send` sends it and tells whether nothing is left waiting
 * ('done'); 'pending' fails the sync event, and the browser tries again later with its own back-off.
 */
export function answerSync(outbox: string, send: () => Promise<boolean>) {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (e: MessageEvent<{ type?: string; outbox?: string } | undefined>) => {
    if (e.data?.type !== SYNC_MESSAGE || e.data.outbox !== outbox) return;
    const reply = (answer: 'done' | 'pending') => e.ports[0]?.postMessage(answer);
    send().then(
      (empty) => reply(empty ? 'done' : 'pending'),
      () => reply('pending'),
    );
  });
  navigator.serviceWorker.startMessages();
}
