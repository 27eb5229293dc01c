// Builds the shell and the given remotes (default: all, and the server bundle) in one webpack process.
// Usage: node tools/build-all.mjs [--missing] [name ...]   (name `api`: the server bundle)
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { buildServer, serverIsStale } from './build-server.mjs';
import { ROOT, REMOTES, HOST } from './workspaces.mjs';

const require = createRequire(import.meta.url);

export async function build(names, { mode = 'production' } = {}) {
  if (names.length === 0) return;
  const webpack = require('webpack');
  const configs = names.map((name) => {
    const factory = require(path.join(ROOT, name, 'webpack.config.js'));
    return { ...factory({}, { mode }), name };
  });
  configs.parallelism = 2;
  const started = Date.now();
  await new Promise((resolve, reject) => {
    webpack(configs, (err, stats) => {
      if (err) return reject(err);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      resolve();
    });
  });
  console.log(`built ${names.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export const isBuilt = (name) => fs.existsSync(path.join(ROOT, name, 'dist', name === HOST ? 'index.html' : 'remoteEntry.js'));

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const missing = args.includes('--missing');
  let names = args.filter((a) => !a.startsWith('--'));
  if (names.length === 0) names = [HOST, ...REMOTES, 'api'];
  const server = names.includes('api') && (!missing || serverIsStale());
  names = names.filter((n) => n !== 'api');
  if (missing) names = names.filter((n) => !isBuilt(n));
  Promise.all([build(names), server && buildServer()]).catch((e) => {
    console.error(e.message ?? e);
    process.exit(1);
  });
}
