// API processes (tsx api/src/main.ts) on a free port each, for tests of several instances on one
// throwaway PostgreSQL cluster (tools/pg-cluster.mjs).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../tools/pg-cluster.mjs';
import { fakeShell } from './release-fixtures';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

export interface Instance {
  url: string;
  proc: ChildProcess;
}

/** What every instance on `databaseUrl` shares, with its folders under `root` (demo data seeded once). */
export function instanceEnv(root: string, databaseUrl: string, releasesDir = path.join(root, 'releases')): NodeJS.ProcessEnv {
  return {
    DATABASE_URL: databaseUrl,
    RELEASES_DIR: releasesDir,
    SHELL_DIST: fakeShell(root),
    UPLOAD_DIR: path.join(root, 'uploads'),
    OUTBOX_DIR: path.join(root, 'outbox'),
    DATA_DIR: path.join(root, 'unused-pglite'),
    SEED_DEMO: '1', // a real PostgreSQL gets demo data only when asked
    CHECK_RESPONSES: '1',
  };
}

/** Starts one API process; resolves once it answers HTTP (at most 120 s), its output going to `logFile`. */
export async function startInstance(env: NodeJS.ProcessEnv, name: string, logFile: string): Promise<Instance> {
  const port = await freePort();
  const out = fs.openSync(logFile, 'a');
  const proc = spawn(TSX, [path.join(ROOT, 'api/src/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const log = () => fs.readFileSync(logFile, 'utf8');
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (proc.exitCode !== null) throw new Error(`${name} exited: ${log()}`);
    try {
      if ((await fetch(`${url}/remotes/registry.json`)).ok) return { url, proc };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  proc.kill('SIGKILL');
  throw new Error(`${name} did not answer within 120 s: ${log()}`);
}

export async function signIn(base: string, email = 'admin@example.com', password = 'demo1234') {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, body: (await res.json()) as { token?: string } };
}
