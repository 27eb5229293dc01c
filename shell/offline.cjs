/**
 * What the service worker keeps for the site engineer's phone (issue 31). It is registered for the
 * engineer's page only (scope /admin/siteEngineer1, see mfe-cases' site-visit/offline.ts), so these
 * routes serve that page alone; staff pages are not controlled by it.
 * - The API reads the page makes (settings, the engineer's visits, each visit): from the network
 *   first (always fresh when there is one), the last answer kept when there is none or it takes
 *   more than 4 s (a basement's half-network).
 * - The app's files (the page, the shell, the registry, the remote's chunks): from the cache at
 *   once (a phone opens the page without waiting on the network); those without a content hash in
 *   their name (the page, the shell's entry, the registry, remote entries) are refreshed from the
 *   network behind, so a new release shows at the load after it arrives.
 * Writes are never cached: the page keeps them in its own queue.
 */
const options = (cacheName, entries) => ({
  cacheName,
  matchOptions: { ignoreVary: true },
  expiration: { maxEntries: entries, purgeOnQuotaError: true },
  cacheableResponse: { statuses: [200] },
});

const offlineRoutes = [
  {
    // Serialised into the worker: self-contained (no outer names). The API reads the engineer's page makes.
    urlPattern: ({ url, sameOrigin }) =>
      sameOrigin && /^\/api\/(settings|me|tasks\/count|tutorials\/for|site-visits\/\d+|cases(\/\d+)?)$/.test(url.pathname),
    method: 'GET',
    handler: 'NetworkFirst',
    // The name is also in shared/src/core/store.ts, which drops this cache at sign-out.
    options: { ...options('engineer-api', 300), networkTimeoutSeconds: 4 },
  },
  {
    // A file named by its content's hash never changes: the kept copy is used and the network left
    // alone (revalidating them resent ~300 KB on every start over a phone's network, and replacing
    // an entry drops the compiled code V8 keeps with it).
    urlPattern: ({ url, sameOrigin }) => sameOrigin && /\.[0-9a-f]{8}\.js$/.test(url.pathname),
    method: 'GET',
    handler: 'CacheFirst',
    options: options('app-files', 400),
  },
  {
    urlPattern: ({ url, sameOrigin }) => sameOrigin && !url.pathname.startsWith('/api/') && !/^\/sw(-extras)?\.js$/.test(url.pathname),
    method: 'GET',
    handler: 'StaleWhileRevalidate',
    options: options('app-files', 400),
  },
];

/** The installable app: it opens on the engineer's page. */
const manifest = {
  name: 'Valuation Back Office',
  short_name: 'Site visits',
  start_url: '/admin/siteEngineer1',
  scope: '/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: '#2b6cb0',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
  ],
};

module.exports = { offlineRoutes, manifest };
