// Bundles the API server (api/src/main.ts) and the release CLI (api/src/releases/cli.ts), with the
// shared package and the domain models they import, into api/dist/*.mjs, run by plain `node`.
// npm packages stay external (node_modules ships beside the bundle: PGlite loads its own wasm).
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

/** Workspace sources are bundled (TypeScript); every other bare import is an installed package. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (/^(shared|mfe-[a-z]+)(\/|$)/.test(args.path)) return undefined;
      return { path: args.path, external: true };
    });
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
  await esbuild.build({
    entryPoints: { main: path.join(ROOT, 'api/src/main.ts'), 'release-cli': path.join(ROOT, 'api/src/releases/cli.ts') },
    outdir: OUT,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [externalPackages],
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
