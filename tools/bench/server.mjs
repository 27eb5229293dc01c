// Runs the real server (tsx api/src/main.ts, as `npm start` does) on a free port with throwaway
// data and release folders, and times a start from spawn to the first answered HTTP request.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build, isBuilt } from '../build-all.mjs';
import { ROOT, REMOTES, HOST } from '../workspaces.mjs';

const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
// A fresh demo database (migrations and seed) took over 2 minutes to answer on the shared 2-core
// machine under load; 10 minutes by default, BENCH_START_TIMEOUT_MS for other room.
const START_TIMEOUT_MS = Number(process.env.BENCH_START_TIMEOUT_MS) || 600_000;

import { freePort } from '../pg-cluster.mjs';

export { freePort };

/** Builds whatever is missing (everything with `rebuild`), then publishes every remote into `releasesDir`. */
export async function prepareReleases(releasesDir, log, { rebuild = false } = {}) {
  const missing = [HOST, ...REMOTES].filter((n) => rebuild || !isBuilt(n));
  if (missing.length) {
    log(`building ${missing.join(', ')} (${rebuild ? '--build' : 'missing'})…`);
    await build(missing);
  }
  const res = spawnSync(TSX, [path.join(ROOT, 'api/src/releases/cli.ts'), 'publish-existing', ...REMOTES], {
    env: { ...process.env, RELEASES_DIR: releasesDir },
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`publishing the remotes failed:\n${res.stderr}`);
}

/** Polls until any HTTP answer comes back; resolves the ms since `since`. */
async function firstAnswer(url, since, child) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    if (Date.now() - since > START_TIMEOUT_MS) throw new Error(`no answer from ${url} within ${START_TIMEOUT_MS} ms`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      return Date.now() - since;
    } catch {
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

/**
 * Starts the server; `dataDir` empty = a fresh database (initdb, migrations, demo seed).
 * Resolves { url, port, startupMs, stop() }.
 */
export async function startServer({ dataDir, releasesDir, scratch, log, env = {} }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(scratch, `server-${port}.log`);
  const out = fs.openSync(logFile, 'a');
  const started = Date.now();
  const child = spawn(TSX, [path.join(ROOT, 'api/src/main.ts')], {
    cwd: ROOT,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RELEASES_DIR: releasesDir,
      UPLOAD_DIR: path.join(scratch, 'uploads'),
      OUTBOX_DIR: path.join(scratch, 'outbox'),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  fs.closeSync(out);
  let startupMs;
  try {
    startupMs = await firstAnswer(`${url}/remotes/registry.json`, started, child);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${err.message}\n--- server log (${logFile}) ---\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`, { cause: err });
  }
  log(`server on ${url} answered after ${startupMs} ms`);
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode) return resolve();
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(killer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { url, port, startupMs, dataDir, releasesDir, env, stop };
}
