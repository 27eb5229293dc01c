/**
 * Background Sync for the visit queue, where the browser has it (issue 31). The page registers the
 * tag when it keeps an action it could not send; the browser fires `sync` in the service worker when
 * the network is back, even with the page in the background, and the worker asks this page to send
 * its queue (shell/sw-extras.cjs holds the other side: the same tag and message names). The queue
 * and its idempotency keys stay in the page: a sync only starts the one sender, so an action is
 * still sent once however many triggers fire. Without Background Sync the page's own triggers
 * (start, `online`, every 30 s, 'Send now') do the work.
 */
const TAG = 'site-visit-queue';
const MESSAGE = 'site-visit-sync';

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

export const hasBackgroundSync = () => 'serviceWorker' in navigator && 'SyncManager' in window;

/** Asks the browser for a sync once the network is there (at once when it already is). */
export function requestSync() {
  if (!hasBackgroundSync()) return;
  void navigator.serviceWorker.ready.then((r) => (r as SyncRegistration).sync?.register(TAG)).catch(() => undefined);
}

/**
 * Answers the worker's sync: `send` sends the queue and tells whether nothing is left waiting
 * ('done'); 'pending' fails the sync event, and the browser tries again later with its own back-off.
 */
export function answerSync(send: () => Promise<boolean>) {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (e: MessageEvent<{ type?: string } | undefined>) => {
    if (e.data?.type !== MESSAGE) return;
    const reply = (answer: 'done' | 'pending') => e.ports[0]?.postMessage(answer);
    send().then(
      (empty) => reply(empty ? 'done' : 'pending'),
      () => reply('pending'),
    );
  });
  navigator.serviceWorker.startMessages();
}
