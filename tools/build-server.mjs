// Bundles the API server (api/src/main.ts) and the release CLI (api/src/releases/cli.ts), with the
// shared package and the domain models they import, into api/dist/*.mjs, run by plain `node`.
// npm packages are bundled too, except EXTERNAL_PACKAGES (node_modules ships beside the bundle).
// Each entry first turns on Node's compile cache, then imports the code (split into shared
// chunks), so a restart reuses the compiled code.
// Usage: node tools/build-server.mjs [--if-stale]
import fs from 'node:fs';
import path from 'node:path';
import esbuild from 'esbuild';
import { ROOT } from './workspaces.mjs';

const OUT = path.join(ROOT, 'api/dist');
export const SERVER_BUNDLE = path.join(OUT, 'main.mjs');
export const RELEASE_CLI_BUNDLE = path.join(OUT, 'release-cli.mjs');
/** What the bundles are made of: any newer file here makes them stale. */
const SOURCES = [
  'api/src',
  'shared/src',
  ...fs
    .readdirSync(ROOT)
    .filter((d) => d.startsWith('mfe-'))
    .map((d) => `${d}/src/model`),
];

/**
 * Installed packages left to Node at run time: those that read files of their own beside their
 * code (PGlite its wasm and data, sharp its native library, pdfkit and pdfmake their fonts,
 * thread-stream its worker), and those loaded only on first use, which would only make the bundle
 * bigger (exceljs, nodemailer, pg, qrcode). Every other package is bundled: loading some 900 files
 * of 140 packages one by one (resolving each against its package.json, reading, checking the
 * compile cache) cost 0.6-0.8 s of a restart's CPU; drizzle-orm alone is some 400 files under a
 * package.json of 180 KB of `exports`. A bundled package that asks for a file by __dirname gets a
 * ReferenceError (the bundle is ESM): @fastify/swagger's optional read of its own package.json
 * catches it, and pino's only use is its transports, which the server does not use.
 */
export const EXTERNAL_PACKAGES = [
  '@electric-sql/pglite',
  'sharp',
  'pdfkit',
  'pdfmake',
  'thread-stream',
  'exceljs',
  'nodemailer',
  'pg',
  'qrcode',
];
const external = new RegExp(`^(${EXTERNAL_PACKAGES.join('|')})(/|$)`);

const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (external.test(args.path) ? { path: args.path, external: true } : undefined));
  },
};

/**
 * find-my-way (Fastify's router) compiles each static node's prefix check with `new Function`: one
 * compilation per node of the route tree, some 0.5 s of a restart's CPU for the API's ~1,000
 * routes (measured with --cpu-prof: compilePrefixMatch was the largest single cost of a restart).
 * The bundle checks the prefix with String#startsWith instead: the node's first character is
 * already matched by its caller, so checking the whole prefix from the same index answers the
 * same. The exact text is required: a find-my-way that changed it fails the build here.
 */
const FIND_MY_WAY_NODE = /[\\/]node_modules[\\/]find-my-way[\\/]lib[\\/]node\.js$/;
const PREFIX_MATCH_BY_FUNCTION =
  /\n {2}const lines = \[\]\n {2}for \(let i = 1; i < prefix\.length; i\+\+\) \{\n[\s\S]*?\n {2}\}\n {2}return new Function\('path', 'i', [^\n]*\n/;
const PREFIX_MATCH_BY_STARTS_WITH = `
  return function matchPrefix (path, i) {
    return path.startsWith(prefix, i)
  }
`;

const routerPrefixMatch = {
  name: 'router-prefix-match',
  setup(build) {
    build.onLoad({ filter: FIND_MY_WAY_NODE }, (args) => {
      const code = fs.readFileSync(args.path, 'utf8');
      if (!PREFIX_MATCH_BY_FUNCTION.test(code)) {
        throw new Error(`${args.path}: compilePrefixMatch changed; update routerPrefixMatch in tools/build-server.mjs`);
      }
      return { contents: code.replace(PREFIX_MATCH_BY_FUNCTION, PREFIX_MATCH_BY_STARTS_WITH), loader: 'js' };
    });
  },
};

/** Bundled CommonJS packages `require` Node's modules: the ESM bundle gives them a require of its own. */
const REQUIRE_BANNER = "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);";

const ENTRIES = { main: 'api/src/main.ts', 'release-cli': 'api/src/releases/cli.ts' };

/**
 * Each entry point: Node's compile cache (module.enableCompileCache, Node >= 22.1; NODE_COMPILE_CACHE
 * or the system's temporary folder) must be on before the code and the packages it imports load,
 * hence an entry that turns it on and then imports the rest. A restart then skips compiling them
 * (measured: module loading 2.3 -> 1.3 s of CPU).
 */
const compileCacheEntries = {
  name: 'compile-cache-entries',
  setup(build) {
    build.onResolve({ filter: /^entry:/ }, (args) => ({ path: args.path.slice('entry:'.length), namespace: 'entry' }));
    build.onLoad({ filter: /.*/, namespace: 'entry' }, (args) => ({
      contents: `import module from 'node:module';\nmodule.enableCompileCache?.();\nawait import(${JSON.stringify(path.join(ROOT, args.path))});\n`,
      loader: 'js',
      resolveDir: ROOT,
    }));
  },
};

function newestSource() {
  let newest = 0;
  for (const dir of SOURCES) {
    const abs = path.join(ROOT, dir);
    if (!fs.existsSync(abs)) continue;
    for (const f of fs.readdirSync(abs, { recursive: true })) newest = Math.max(newest, fs.statSync(path.join(abs, f)).mtimeMs);
  }
  return newest;
}

export function serverIsStale() {
  if (!fs.existsSync(SERVER_BUNDLE) || !fs.existsSync(RELEASE_CLI_BUNDLE)) return true;
  const built = Math.min(fs.statSync(SERVER_BUNDLE).mtimeMs, fs.statSync(RELEASE_CLI_BUNDLE).mtimeMs);
  return newestSource() > built;
}

export async function buildServer() {
  const started = Date.now();
  // Chunks are content-hashed: clear the old ones.
  fs.rmSync(OUT, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, `entry:${file}`])),
    outdir: OUT,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // Stack traces need positions only; the sources are on disk beside the bundle (a third of the build's time).
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [compileCacheEntries, externalPackages, routerPrefixMatch],
    banner: { js: REQUIRE_BANNER },
  });
  console.log(`built the server (api/dist) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ifStale = process.argv.includes('--if-stale');
  (ifStale && !serverIsStale() ? Promise.resolve() : buildServer()).catch((e) => {
    console.error(e.message ?? e);
    process.exit(1);
  });
}
