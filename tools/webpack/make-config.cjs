// One webpack configuration for every federated build; the shell and each remote call it with
// their own name and exposes. Keeps the federation settings (shared singletons, loaded-first,
// public paths, hashing) identical across teams.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { sharedModules, root } = require('./shared-modules.cjs');
const { PagesPlugin } = require('./pages-plugin.cjs');
const { ModelPlugin } = require('./model-plugin.cjs');
const { InitialChunksPlugin, SharedNeedsPlugin } = require('./initial-chunks-plugin.cjs');
const fs = require('node:fs');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const { routerAlias, RouterSubsetCheckPlugin } = require('./router-subset.cjs');

// Remotes are loaded from their remoteEntry.js (never from mf-manifest.json) and only in
// browsers: the runtime's snapshot (manifest) handling and Node loaders are dead weight.
const RUNTIME_OPTIMIZATION = { disableSnapshot: true, target: 'web' };

// One minimizer for every build of a process: the plugin checks its options against a JSON schema
// in its constructor (0.1-0.2 s each time).
let sharedMinimizer;
const minimizer = () =>
  (sharedMinimizer ??= new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } }));

// The server sends a file's `.br` / `.gz` sibling when there is one (@fastify/static preCompressed,
// api/src/static/routes.ts): compressed once here (smaller on a phone's network than the quick brotli
// a server can afford per request, and no compression work per page load). Brotli 10, not 11: of the
// 14.3 MB of text files of all apps, 4.77 MB in 12 CPU-s against 4.68 MB in 32 (every CI run and a
// fresh clone's first start build them).
// Text files over 1 KB that shrink to 80% or less; the originals stay (Range requests, old browsers).
const COMPRESSED = { test: /\.(m?js|css|html|json|svg|webmanifest)$/, threshold: 1024, minRatio: 0.8 };
const precompress = () => [
  new CompressionPlugin({
    ...COMPRESSED,
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10 } },
  }),
  new CompressionPlugin({ ...COMPRESSED, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
];

function common(dir, argv) {
  const production = (argv && argv.mode) !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], alias: routerAlias(production) },
    module: {
      rules: [
        {
          // ts-loader (one of the product's named packages) in transpile-only mode: the typecheck is
          // tsc's job (`npm run typecheck`). swc-loader was measured ~15% cheaper per build and kept
          // out for that reason.
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'ts-loader',
          options: {
            transpileOnly: true,
            configFile: path.join(root, 'tsconfig.json'),
            compilerOptions: { module: 'esnext', sourceMap: !production },
          },
        },
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        { test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/, loader: require.resolve('./pure-theme-loader.cjs') },
      ],
    },
    optimization: { minimize: production, minimizer: [minimizer()] },
    plugins: [new RouterSubsetCheckPlugin(), ...(production ? precompress() : [])],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/** A domain remote: container entry + pages.json, loadable from any versioned folder. */
function remoteConfig(dir, { name, exposes }) {
  return (env, argv) => {
    const base = common(dir, argv);
    return {
      ...base,
      entry: {},
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        filename: '[name].[contenthash:8].js',
        chunkFilename: '[name].[contenthash:8].js',
        clean: true,
      },
      plugins: [
        ...base.plugins,
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedModules(),
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          dev: false,
          getPublicPath: undefined,
          // The federation runtime core comes from the shell (provide-runtime-core.mjs) instead of
          // being bundled again in every remoteEntry.js (27 -> 9 KB gzip each). Such a remote
          // needs a shell that provides it: any shell built with this file.
          experiments: { externalRuntime: true, optimization: RUNTIME_OPTIMIZATION },
        }),
        new PagesPlugin({ file: path.join(dir, 'src/pages.ts'), exposes }),
        new SharedNeedsPlugin(),
        ...(fs.existsSync(path.join(dir, 'src/model/index.ts')) ? [new ModelPlugin({ dir })] : []),
      ],
    };
  };
}

/** The host: no static remotes; they come from the registry at runtime. */
function hostConfig(dir, { name }) {
  return (env, argv) => {
    const base = common(dir, argv);
    return {
      ...base,
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(dir, 'dist'),
        publicPath: '/',
        uniqueName: name,
        // The entry keeps a fixed name (MF's runtime chunk cannot take [contenthash]); it is served
        // no-cache with an ETag, while hashed chunks are immutable.
        filename: '[name].js',
        chunkFilename: 'assets/[name].[contenthash:8].js',
        clean: true,
      },
      plugins: [
        ...base.plugins,
        new ModuleFederationPlugin({
          name,
          remotes: {},
          shared: sharedModules(),
          shareStrategy: 'loaded-first',
          runtimePlugins: [path.join(dir, 'src/federation/runtime-plugin.ts'), path.join(__dirname, 'provide-runtime-core.mjs')],
          dts: false,
          dev: false,
          experiments: { optimization: RUNTIME_OPTIMIZATION },
        }),
        new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
        new InitialChunksPlugin(),
      ],
    };
  };
}

module.exports = { remoteConfig, hostConfig };
