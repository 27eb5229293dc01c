/**
 * Makes the engineer's page work offline: registers the shell's service worker (/sw.js, scope /),
 * then, once it controls the page, asks for every same-origin file this page loaded (the shell,
 * the remote's chunks, the registry) through it, so that they are cached for the next start with
 * no network. The worker answers from the network first: online, nothing changes.
 */
import { http } from 'shared/core';

export function registerOffline() {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const warm = () => {
    const urls = performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((u) => u.startsWith(location.origin));
    const api = `${location.origin}/api/`;
    for (const u of new Set([location.href, ...urls])) {
      // The API's answers need the session's token: asked through the one client.
      if (u.startsWith(api)) void http.get(u.slice(api.length)).catch(() => undefined);
      else void fetch(u, { credentials: 'same-origin' }).catch(() => undefined);
    }
  };
  void navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then(() => navigator.serviceWorker.ready)
    .then(() => {
      if (navigator.serviceWorker.controller) warm();
      else navigator.serviceWorker.addEventListener('controllerchange', warm, { once: true });
    })
    .catch(() => undefined); // no worker (e.g. not built): the page still works online
}
