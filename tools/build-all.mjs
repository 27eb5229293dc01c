// Builds the shell and the given remotes (default: all, and the server bundle), one webpack process
// per core: webpack's JavaScript runs on one thread, so one process with eight compilers used one
// core of two (68.7 s for the eight apps; two processes halve it on an idle 2-core machine).
// Usage: node tools/build-all.mjs [--missing] [name ...]   (name `api`: the server bundle)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { buildServer, serverIsStale } from './build-server.mjs';
import { ROOT, REMOTES, HOST } from './workspaces.mjs';

const require = createRequire(import.meta.url);
const SELF = fileURLToPath(import.meta.url);
// A webpack process building a remote peaks near 1 GB: no more processes than memory holds.
const PROCESS_BYTES = 1.5 * 1024 ** 3;

/** Builds the apps in this process (webpack runs its compilers one after another here). */
async function buildHere(names, mode) {
  // The federation plugin looks for webpack by making webpack throw a schema error and reading its
  // stack (1-1.5 s of CPU for the full options schema) unless told where webpack is.
  process.env.FEDERATION_WEBPACK_PATH ??= require.resolve('webpack');
  const webpack = require('webpack');
  const configs = names.map((name) => {
    const factory = require(path.join(ROOT, name, 'webpack.config.js'));
    return { ...factory({}, { mode }), name };
  });
  configs.parallelism = 2;
  await new Promise((resolve, reject) => {
    const compiler = webpack(configs);
    // Each app is usable as soon as its own compiler is done (npm start publishes it then): say so
    // to the parent process that asked for it.
    if (process.send) {
      for (const c of compiler.compilers) {
        c.hooks.done.tap('build-all', (stats) => {
          if (!stats.hasErrors()) process.send({ built: c.name });
        });
      }
    }
    compiler.run((err, stats) => {
      if (err) return reject(err);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      resolve();
    });
  });
}

/** What an app's build costs, roughly: the libraries every app compiles, plus its own files. */
const LIBRARIES = 100;
const cost = (name) => LIBRARIES + fs.readdirSync(path.join(ROOT, name, 'src'), { recursive: true }).length;

/** The apps in `count` groups of about equal size (largest first, each to the lightest group). */
function share(names, count) {
  const groups = Array.from({ length: count }, () => ({ names: [], size: 0 }));
  for (const name of [...names].sort((a, b) => cost(b) - cost(a))) {
    const lightest = groups.reduce((a, b) => (b.size < a.size ? b : a));
    lightest.names.push(name);
    lightest.size += cost(name);
  }
  return groups.map((g) => g.names).filter((g) => g.length);
}

function buildInChild(names, mode, { onBuilt, signal }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SELF, '--here', `--mode=${mode}`, ...names], {
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
      signal,
    });
    child.on('message', (m) => m?.built && onBuilt?.(m.built));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`building ${names.join(', ')} failed (exit ${code})`))));
  });
}

/**
 * Builds `names`; `onBuilt(name)` is called as each app is done (before the others finish), and
 * `signal` stops the builds (their child processes) when aborted.
 */
export async function build(names, { mode = 'production', onBuilt, signal } = {}) {
  if (names.length === 0) return;
  const processes = Math.min(names.length, os.availableParallelism(), Math.max(1, Math.floor(os.totalmem() / PROCESS_BYTES)));
  const started = Date.now();
  // In a child process even when one is enough: it can be stopped, and it reports each app built.
  const groups = processes <= 1 ? [names] : share(names, processes);
  await Promise.all(groups.map((group) => buildInChild(group, mode, { onBuilt, signal })));
  console.log(
    `built ${names.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s (${processes} process${processes > 1 ? 'es' : ''})`,
  );
}

export const isBuilt = (name) => fs.existsSync(path.join(ROOT, name, 'dist', name === HOST ? 'index.html' : 'remoteEntry.js'));

if (process.argv[1] === SELF) {
  const args = process.argv.slice(2);
  let names = args.filter((a) => !a.startsWith('--'));
  if (args.includes('--here')) {
    const mode = args.find((a) => a.startsWith('--mode='))?.slice('--mode='.length) ?? 'production';
    buildHere(names, mode).catch((e) => {
      console.error(e.message ?? e);
      process.exit(1);
    });
  } else {
    const missing = args.includes('--missing');
    if (names.length === 0) names = [HOST, ...REMOTES, 'api'];
    const server = names.includes('api') && (!missing || serverIsStale());
    names = names.filter((n) => n !== 'api');
    if (missing) names = names.filter((n) => !isBuilt(n));
    Promise.all([build(names), server && buildServer()]).catch((e) => {
      console.error(e.message ?? e);
      process.exit(1);
    });
  }
}
