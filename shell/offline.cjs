/**
 * What the service worker keeps for the site engineer's phone (issue 31). Every route answers from
 * the network first (online nothing changes) and falls back to the last answer kept, so the
 * engineer's page opens with no network: the shell's files and pages, the registry and the
 * remotes' files, and the API reads the page needs (settings, the engineer's visits, each visit).
 * Writes are never cached: the page keeps them in its own queue.
 */
const network = (cacheName, entries) => ({
  handler: 'NetworkFirst',
  options: {
    cacheName,
    matchOptions: { ignoreVary: true },
    expiration: { maxEntries: entries, purgeOnQuotaError: true },
    cacheableResponse: { statuses: [200] },
  },
});

const offlineRoutes = [
  {
    // Serialised into the worker: self-contained (no outer names). The API reads the engineer's page makes.
    urlPattern: ({ url, sameOrigin }) =>
      sameOrigin && /^\/api\/(settings|me|tasks\/count|tutorials\/for|site-visits\/\d+|cases(\/\d+)?)$/.test(url.pathname),
    method: 'GET',
    // The name is also in shared/src/core/store.ts, which drops this cache at sign-out.
    ...network('engineer-api', 300),
  },
  {
    urlPattern: ({ url, sameOrigin }) => sameOrigin && !url.pathname.startsWith('/api/') && url.pathname !== '/sw.js',
    method: 'GET',
    ...network('app-files', 400),
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
