const fs = require('node:fs');
const path = require('node:path');
const { GenerateSW } = require('workbox-webpack-plugin');
const { sources } = require('webpack');
const host = require('../tools/webpack/make-config.cjs').hostConfig(__dirname, { name: 'shell' });
const { offlineRoutes, manifest } = require('./offline.cjs');
const { serviceWorkerExtras } = require('./sw-extras.cjs');

/** The shell, plus what the site engineer's phone needs offline: the service worker and the app manifest. */
module.exports = (env, argv) => {
  const config = host(env, argv);
  config.plugins.push(
    new GenerateSW({
      swDest: 'sw.js',
      // Nothing precached (a cache-first copy would outlive a new release): every file is answered
      // from the network first and kept for when there is none.
      exclude: [/./],
      inlineWorkboxRuntime: true,
      mode: 'production',
      sourcemap: false,
      clientsClaim: true,
      skipWaiting: true,
      cleanupOutdatedCaches: true,
      runtimeCaching: offlineRoutes,
      // Background Sync for the visit queue, and the removal of a whole-site registration (sw-extras.cjs).
      importScripts: ['sw-extras.js'],
    }),
    {
      apply(compiler) {
        compiler.hooks.thisCompilation.tap('AppManifest', (compilation) => {
          compilation.hooks.processAssets.tap(
            { name: 'AppManifest', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL },
            () => {
              compilation.emitAsset('manifest.webmanifest', new sources.RawSource(JSON.stringify(manifest, null, 2)));
              compilation.emitAsset('sw-extras.js', new sources.RawSource(`(${serviceWorkerExtras.toString()})();\n`));
              for (const n of [192, 512])
                compilation.emitAsset(
                  `icons/icon-${n}.png`,
                  new sources.RawSource(fs.readFileSync(path.join(__dirname, `src/icons/icon-${n}.png`))),
                );
            },
          );
        });
      },
    },
  );
  return config;
};
