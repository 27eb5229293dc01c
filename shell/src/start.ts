import { allPages, findPage, sessionApi, store } from 'shared/core';
import { setBusinessTimeZone } from 'shared/time';
import { fetchRegistry, preloadOpenedPage, registerAll } from './federation/registry';

// The business time zone (server's BUSINESS_TZ) decides "today" in every browser; until it arrives
// the default (Asia/Kolkata, the server's default too) applies.
void store.dispatch(sessionApi.endpoints.settings.initiate()).then((r) => setBusinessTimeZone(r.data?.timeZone));

/**
 * The shell's start: reads the registry first (the server's preload hint has it on its way beside
 * main.js), starts the opened page's module, then starts the layout the page asked for: a page
 * declared `start: 'light'` (the site engineer's phone, issue 31) without the UI kit, any other with
 * it. Each start is its own chunk group, so a light page never loads the kit's ~60 KB to begin.
 * A failed read starts the full layout, which shows the failure with a Retry.
 */
async function start() {
  const registry = await fetchRegistry().catch(() => null);
  if (registry) {
    registerAll(registry);
    preloadOpenedPage(registry, window.location.pathname);
  }
  const opened = registry && findPage(allPages(registry), window.location.pathname);
  if (registry && opened?.page.start === 'light') {
    const { bootLight } = await import(/* webpackChunkName: "start-light" */ './light/light-bootstrap');
    bootLight(opened);
  } else {
    const { boot } = await import(/* webpackChunkName: "start-full" */ './bootstrap');
    boot(registry);
  }
}

void start();
