/** The database of the sessions a service worker sends outboxes with (outbox-store.ts). */
export const SENDERS = 'outbox-senders';

/**
 * At sign-out: no session of this device's users is left for a worker to send with. Plain
 * IndexedDB, in a file of its own: the session code that calls it loads on every page, idb does not.
 */
export function forgetSenders() {
  globalThis.indexedDB?.deleteDatabase(SENDERS);
}
