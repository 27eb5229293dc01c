const fs = require('node:fs');
const path = require('node:path');
const { GenerateSW } = require('workbox-webpack-plugin');
const { sources } = require('webpack');
const esbuild = require('esbuild');
const host = require('../tools/webpack/make-config.cjs').hostConfig(__dirname, { name: 'shell' });
const { offlineRoutes, manifest } = require('./offline.cjs');

/**
 * The worker's own code (src/service-worker) as one classic script: importScripts cannot load a
 * module or a webpack chunk. esbuild bundles it (with shared/offline and idb) in the same build.
 */
function workerExtras(compilation, argv) {
  const entry = path.join(__dirname, 'src/service-worker/extras.ts');
  const out = esbuild.buildSync({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    minify: argv?.mode !== 'development',
    metafile: true,
    logLevel: 'silent',
  });
  // Rebuilt in watch mode when any of its sources changes.
  for (const f of Object.keys(out.metafile.inputs)) compilation.fileDependencies.add(path.resolve(f));
  return out.outputFiles[0].text;
}

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
      // Background Sync of the outboxes, the start scripts kept at install, and the removal of a
      // whole-site registration (src/service-worker, bundled below).
      importScripts: ['sw-extras.js'],
    }),
    {
      apply(compiler) {
        compiler.hooks.thisCompilation.tap('AppManifest', (compilation) => {
          compilation.hooks.processAssets.tap(
            { name: 'AppManifest', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL },
            () => {
              compilation.emitAsset('manifest.webmanifest', new sources.RawSource(JSON.stringify(manifest, null, 2)));
              compilation.emitAsset('sw-extras.js', new sources.RawSource(workerExtras(compilation, argv)));
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
