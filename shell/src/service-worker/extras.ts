/**
 * What the service worker does beside caching (issue 31), bundled on its own as /sw-extras.js
 * (shell/webpack.config.js) and loaded by the generated /sw.js (importScripts).
 * - Background Sync of the outboxes (shared/offline): ask the open pages to send, or send with none open.
 * - At install: keep the scripts the engineer's page loads first, so that V8 keeps their compiled code.
 * - A registration for the whole site (scope /, an older release's) removes itself, so staff
 *   pages are never routed through it (the engineer's page registers its own).
 */
import { sendQueued, syncedOutbox } from './outbox-sync';
import { keepStartScripts } from './start-scripts';

type ExtendableEvent = Event & { waitUntil(p: Promise<unknown>): void };
type SyncEvent = ExtendableEvent & { tag: string };
declare const self: {
  registration: { scope: string; unregister(): Promise<boolean> };
  addEventListener(type: 'sync', l: (e: SyncEvent) => void): void;
  addEventListener(type: 'install' | 'activate', l: (e: ExtendableEvent) => void): void;
};

self.addEventListener('sync', (event) => {
  const outbox = syncedOutbox(event.tag);
  if (outbox) event.waitUntil(sendQueued(outbox));
});

self.addEventListener('install', (event) => {
  const scope = new URL(self.registration.scope).pathname;
  if (scope !== '/') event.waitUntil(keepStartScripts(scope));
});

self.addEventListener('activate', (event) => {
  if (new URL(self.registration.scope).pathname === '/') event.waitUntil(self.registration.unregister());
});
