// One back-office server per Playwright worker: globalSetup (prepareRun) builds what is missing,
// publishes the remotes once into the run's releases folder and makes the demo database's template;
// each worker then runs the API (which serves the shell and the remotes) on a free port, on its own
// copies of both, so no file sees another worker's writes.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVER_BUNDLE } from '../../tools/build-server.mjs';
import { copyDataTemplate, ensureDataTemplate } from './data-template';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The server as `npm start` runs it: tools/build-server.mjs's bundle, which prepareRun() builds
 * when its sources are newer. Plain node on the bundle takes 0.7 s of CPU to load the app where
 * tsx on the sources took 3.5 s, for every server a test starts.
 */
export { SERVER_BUNDLE };

export interface Suite {
  baseUrl: string;
  /** The environment the server runs with (PORT, DATA_DIR, RELEASES_DIR, UPLOAD_DIR, OUTBOX_DIR...). */
  env: Record<string, string>;
  /** The throwaway folder holding every folder below. */
  workDir: string;
  dataDir: string;
  releasesDir: string;
  uploadDir: string;
  outboxDir: string;
  /** Stops the server and removes its folders; a no-op for a suite this process did not start. */
  stop: () => Promise<void>;
}

/** Variables that make startSuite() answer a server started elsewhere (E2E_BASE_URL...). */
const SHARED_KEYS = {
  baseUrl: 'E2E_BASE_URL',
  workDir: 'E2E_WORK_DIR',
  dataDir: 'DATA_DIR',
  releasesDir: 'RELEASES_DIR',
  uploadDir: 'UPLOAD_DIR',
  outboxDir: 'OUTBOX_DIR',
} as const;

/** Set by globalSetup (prepareRun): the run's published remotes, copied for each worker's server. */
const RELEASES_TEMPLATE = 'E2E_RELEASES_TEMPLATE';

let preparing: Promise<void> = Promise.resolve();

/**
 * tools/start.mjs prepare(): builds what is missing and publishes the remotes, as `npm start` does.
 * It reads process.env, so calls take turns.
 */
function prepareReleases(env: Record<string, string>): Promise<void> {
  const turn = preparing.then(() => prepareWith(env));
  preparing = turn.catch(() => {});
  return turn;
}

async function prepareWith(env: Record<string, string>): Promise<void> {
  const start = await import(pathToFileURL(path.join(ROOT, 'tools/start.mjs')).href);
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    // Each worker's server copies the demo database's template: no database of npm start's here.
    await start.prepare();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * How long a server may take to answer: seconds on a quiet machine, but two workers' servers start
 * together, and a shared 2-core machine under load took over 90 s.
 */
export const SERVER_START_MS = Number(process.env.E2E_SERVER_START_S ?? 240) * 1000;

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitReady(baseUrl: string, child: ChildProcess, logFile: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with code ${child.exitCode}:\n${tail(logFile)}`);
    }
    try {
      const [registry, shell] = await Promise.all([fetch(`${baseUrl}/remotes/registry.json`), fetch(`${baseUrl}/`)]);
      if (registry.ok && shell.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  throw new Error(`the server was not ready after ${timeoutMs / 1000} s:\n${tail(logFile)}`);
}

const tail = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').slice(-30).join('\n') : '');

function fromEnv(): Suite | undefined {
  const baseUrl = process.env.E2E_BASE_URL;
  if (!baseUrl) return undefined;
  const get = (k: string) => process.env[k] ?? '';
  return {
    baseUrl,
    env: Object.fromEntries(Object.values(SHARED_KEYS).map((k) => [k, get(k)])),
    workDir: get(SHARED_KEYS.workDir),
    dataDir: get(SHARED_KEYS.dataDir),
    releasesDir: get(SHARED_KEYS.releasesDir),
    uploadDir: get(SHARED_KEYS.uploadDir),
    outboxDir: get(SHARED_KEYS.outboxDir),
    stop: async () => {},
  };
}

/**
 * A server of its own (own port, database, releases folder), for tests that change what every
 * other test would see (registry pointers...). `env` adds variables (e.g. RELEASE_USER). Stop it in `after`.
 */
export async function startPrivateSuite(env: Record<string, string> = {}): Promise<Suite> {
  return launch(env);
}

/**
 * The server's environment: the test run's, less what would point it at another database or address,
 * plus `vars` (which may set those: PUBLIC_URL of its port).
 */
function serverEnv(vars: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of ['E2E_BASE_URL', 'DATABASE_URL', 'SMTP_URL', 'SHELL_DIST', 'PUBLIC_URL', 'TRUST_PROXY']) delete env[k];
  return { ...env, ...vars };
}

/**
 * Playwright's globalSetup: what every worker's server starts from, paid once per run: the builds
 * (made when missing) published into one releases folder, and the demo database's template, built
 * side by side (71.7 -> 66.3 s for the two alone; 66.6-86.3 s inside six quiet clean runs, 2026-12-03).
 * Answers the teardown that removes that folder.
 */
export async function prepareRun(): Promise<() => Promise<void>> {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-e2e-run-'));
  const releases = path.join(runDir, 'releases');
  const t = Date.now();
  const [, { built }] = await Promise.all([
    prepareReleases({ RELEASES_DIR: releases }).then(() =>
      console.log(`# e2e: builds published once for the run in ${secs(Date.now() - t)}`),
    ),
    ensureDataTemplate(ROOT, serverEnv({ SEED_DEMO: '1' })),
  ]);
  console.log(`# e2e: demo database template ${built ? 'built' : 'ready'} in ${secs(Date.now() - t)} (beside the builds)`);
  process.env[RELEASES_TEMPLATE] = releases;
  return async () => {
    delete process.env[RELEASES_TEMPLATE];
    fs.rmSync(runDir, { recursive: true, force: true });
  };
}

async function launch(extraEnv: Record<string, string> = {}): Promise<Suite> {
  const started = Date.now();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-e2e-'));
  const dirs = {
    dataDir: path.join(workDir, 'data'),
    releasesDir: path.join(workDir, 'releases'),
    uploadDir: path.join(workDir, 'uploads'),
    outboxDir: path.join(workDir, 'outbox'),
  };
  const baseEnv: Record<string, string> = {
    DATA_DIR: dirs.dataDir,
    RELEASES_DIR: dirs.releasesDir,
    UPLOAD_DIR: dirs.uploadDir,
    OUTBOX_DIR: dirs.outboxDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    SEED_DEMO: '1',
    // Every test browser signs in, resets and registers from 127.0.0.1: raise the per-address limits.
    LIMIT_SCALE: '20',
    // An answer its route's response schema would change fails the request (api/src/http/responses.ts).
    CHECK_RESPONSES: '1',
    ...extraEnv,
  };
  const childEnv = (extra: Record<string, string>) => serverEnv({ ...baseEnv, ...extra });

  try {
    let t = Date.now();
    // A private suite's variables (RELEASE_USER...) may shape the publishing: it publishes its own.
    const published = Object.keys(extraEnv).length ? undefined : process.env[RELEASES_TEMPLATE];
    if (published && fs.existsSync(published)) {
      fs.cpSync(published, dirs.releasesDir, { recursive: true });
      console.log(`# e2e: the run's published builds copied in ${secs(Date.now() - t)}`);
    } else {
      await prepareReleases({ ...extraEnv, RELEASES_DIR: dirs.releasesDir });
      console.log(`# e2e: builds published in ${secs(Date.now() - t)}`);
    }
    t = Date.now();
    const built = await copyDataTemplate(ROOT, dirs.dataDir, childEnv({}));
    console.log(`# e2e: demo database ${built ? 'built' : 'copied from its template'} in ${secs(Date.now() - t)}`);
    return await serve(workDir, dirs, baseEnv, childEnv, started);
  } catch (e) {
    if (!process.env.E2E_KEEP) fs.rmSync(workDir, { recursive: true, force: true });
    throw e;
  }
}

async function serve(
  workDir: string,
  dirs: Pick<Suite, 'dataDir' | 'releasesDir' | 'uploadDir' | 'outboxDir'>,
  baseEnv: Record<string, string>,
  childEnv: (extra: Record<string, string>) => NodeJS.ProcessEnv,
  started: number,
): Promise<Suite> {
  const logFile = path.join(workDir, 'server.log');
  // A port taken between freePort() and listen() makes the server exit: try another.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env = { ...baseEnv, PORT: String(port), PUBLIC_URL: baseUrl };
    const log = fs.openSync(logFile, 'a');
    const child = spawn(process.execPath, [SERVER_BUNDLE], {
      cwd: ROOT,
      env: childEnv(env),
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    const kill = () => child.exitCode === null && child.kill('SIGKILL');
    process.once('exit', kill);
    try {
      await waitReady(baseUrl, child, logFile, SERVER_START_MS);
    } catch (e) {
      kill();
      if (attempt < 3 && /EADDRINUSE/.test(tail(logFile))) continue;
      throw e;
    }
    console.log(`# e2e: server ready at ${baseUrl} in ${secs(Date.now() - started)} (log ${logFile})`);
    const stop = async () => {
      process.removeListener('exit', kill);
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, sleep(5000)]);
        kill();
      }
      if (!process.env.E2E_KEEP) fs.rmSync(workDir, { recursive: true, force: true });
    };
    return { baseUrl, env, workDir, ...dirs, stop };
  }
}

let current: Promise<Suite> | undefined;

/**
 * This process's server (in a Playwright worker: the worker's own, started by the `suite` fixture
 * of suite.ts and stopped when the worker ends), started on first use; with E2E_BASE_URL set,
 * the server running there instead.
 */
export function startSuite(): Promise<Suite> {
  const shared = fromEnv();
  if (shared) return Promise.resolve(shared);
  current ??= launch();
  return current;
}
