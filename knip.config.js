// knip: files nothing reaches and exports nothing imports. `npm run knip`.
// Entry points are what a runner or a bundler starts from: each remote's webpack exposes (read from
// its webpack.config.js, so a new page needs no edit here) and src/pages.ts, the shell's entry and
// federation runtime plugin, the API's main.ts and seed CLI (package.json scripts), the release CLI,
// tools/*.mjs, and every test.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = __dirname;
const REMOTES = fs.readdirSync(ROOT).filter((d) => d.startsWith('mfe-') && fs.existsSync(path.join(ROOT, d, 'webpack.config.js')));

/** The files a build's ModuleFederationPlugin exposes (remotes) or runs (the shell's runtime plugins). */
function federationEntries(dir) {
  const config = require(path.join(ROOT, dir, 'webpack.config.js'))({}, { mode: 'production' });
  const mf = config.plugins.find((p) => p && p._options && p._options.name && ('exposes' in p._options || 'runtimePlugins' in p._options));
  const exposes = Object.values(mf._options.exposes ?? {});
  const runtime = (mf._options.runtimePlugins ?? []).map((f) => path.relative(path.join(ROOT, dir), f)).filter((f) => !f.startsWith('..'));
  return [...exposes, ...runtime].map((f) => f.replace(/^\.\//, ''));
}

/** Jest tests beside the code, where a workspace has any (a pattern matching nothing is a config hint). */
const hasTests = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .some((d) => (d.isDirectory() ? hasTests(path.join(dir, d.name)) : /\.test\.tsx?$/.test(d.name)));
const jestTests = (ws) => (hasTests(path.join(ROOT, ws, 'src')) ? ['src/**/*.test.{ts,tsx}'] : []);

module.exports = {
  // Dead code and dependencies: each workspace's package.json lists what its own files import
  // (a remote gets the federation singletons it does not import itself through `shared`; their
  // versions come from the root install, tools/webpack/shared-modules.cjs). Namespace members are
  // left out: drizzle takes api/src/db/schema as a whole namespace.
  include: [
    'files',
    'exports',
    'types',
    'enumMembers',
    'duplicates',
    'dependencies',
    'devDependencies',
    'optionalPeerDependencies',
    'unlisted',
    'unresolved',
    'binaries',
  ],
  // System tools the bench runs (iproute2's socket list), not npm packages.
  ignoreBinaries: ['ss'],
  // An export its own file uses is not dead code; knip reports exports that nothing uses at all.
  ignoreExportsUsedInFile: true,
  workspaces: {
    '.': {
      entry: [
        'tools/*.mjs',
        'tools/bench/*.bench.mjs',
        'tools/lint/*.test.mjs',
        'tools/jest/*.{ts,tsx,cjs}',
        // Named by path, not imported: webpack aliases and runtime plugins, ESLint's resolver.
        'tools/webpack/*.{mjs,cjs}',
        'tools/lint/resolver.cjs',
      ],
      project: ['tools/**/*.{mjs,cjs,ts,tsx}'],
    },
    shared: {
      entry: jestTests('shared'),
      // Its package.json "exports" (core, ui, resources, kit) are entries: the public API every app
      // builds on. Files behind them are checked like any other.
      project: ['src/**/*.{ts,tsx}'],
    },
    shell: {
      // The service worker's own script: shell/webpack.config.js bundles it as /sw-extras.js.
      entry: [...federationEntries('shell'), 'src/service-worker/extras.ts', ...jestTests('shell')],
      project: ['src/**/*.{ts,tsx}'],
    },
    ...Object.fromEntries(
      REMOTES.map((r) => [r, { entry: ['src/pages.ts', ...federationEntries(r), ...jestTests(r)], project: ['src/**/*.{ts,tsx}'] }]),
    ),
    api: {
      // The release CLI runs through tools/release.mjs (tsx), bench seeds through tools/bench.
      entry: ['src/releases/cli*.ts', 'src/**/*bench-seed.ts', 'test/**/*.test.ts', 'test/*.scale.ts', 'test/*-writer.ts'],
      project: ['src/**/*.ts', 'test/**/*.ts'],
    },
    e2e: {
      // lib/index.ts is the harness API the test files are written against (e2e/README.md).
      entry: ['tests/**/*.test.ts', 'lib/index.ts', 'lib/make-data-template.ts'],
      project: ['lib/**/*.ts', 'tests/**/*.ts'],
    },
  },
};
