import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDb, type Db, type DbHandle } from '../src/db/client';
import { filesFor } from '../src/files/index';
import { MIGRATIONS_DIR, listMigrations, migrate } from '../src/db/migrate';
import { seedDemo } from '../src/seed/seed-demo';
import { testDatabase, testServer } from './pg-databases';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');

/**
 * Changes when a migration, the code the seed runs or the Indian date changes, so a stale template
 * is never reused. The seed calls into the modules (their demo seeds and what those import, e.g. the
 * market's price model), so every module file counts, not only those named after the seed.
 */
function templateKey(): string {
  const h = crypto.createHash('sha256');
  for (const f of listMigrations()) h.update(f).update(fs.readFileSync(path.join(MIGRATIONS_DIR, f), 'utf8'));
  // And the domain models and shared resources they read (options, units, the considered area).
  const ROOT = path.resolve(SRC, '..', '..');
  const models = fs.readdirSync(ROOT).filter((d) => d.startsWith('mfe-') && fs.existsSync(path.join(ROOT, d, 'src/model')));
  for (const dir of ['api/src/seed', 'api/src/modules', 'api/src/lib', 'shared/src/resources', ...models.map((m) => `${m}/src/model`)]) {
    for (const f of (fs.readdirSync(path.join(ROOT, dir), { recursive: true }) as string[]).sort()) {
      const file = path.join(ROOT, dir, f);
      if (fs.statSync(file).isFile()) h.update(`${dir}/${f}`).update(fs.readFileSync(file, 'utf8'));
    }
  }
  // The demo data is dated from the day it is seeded ("expires in 20 days", today's cases).
  h.update(new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }));
  return h.digest('hex').slice(0, 16);
}

const templates = new Map<string, Promise<Blob>>();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The pid in a lock file; 0 when it is gone or not written yet. */
const lockHolder = (lock: string) => {
  try {
    return Number(fs.readFileSync(lock, 'utf8')) || 0;
  } catch {
    return 0;
  }
};

/**
 * Waits for this machine's turn to build `tarball`: answers false when another process built it
 * meanwhile. The test runner starts two files at once; without the turn both paid the seed.
 */
async function buildTurn(lock: string, tarball: string): Promise<boolean> {
  for (;;) {
    if (fs.existsSync(tarball)) return false;
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return true;
    } catch {
      const holder = lockHolder(lock);
      if (holder && !alive(holder)) fs.rmSync(lock, { force: true }); // its builder died
      await sleep(250);
    }
  }
}

/**
 * A migrated (and optionally seeded) database as a PGlite dumpDataDir() tarball, built once per
 * change of migrations/seed by one process (the others wait for it) and shared by every test
 * process. Each test app loads it into an in-memory PGlite: copying and deleting the ~190 MB
 * folder per app cost ~3 s of every test file.
 */
function template(seed: boolean): Promise<Blob> {
  const tarball = path.join(os.tmpdir(), `backoffice-api-template-${templateKey()}-${seed ? 'seeded' : 'bare'}.tar`);
  let p = templates.get(tarball);
  if (!p) {
    p = (async () => {
      // Read once per process: another run may remove an old template while this one still runs.
      const load = () => new Blob([new Uint8Array(fs.readFileSync(tarball))]);
      const lock = `${tarball}.lock`;
      if (!(await buildTurn(lock, tarball))) return load();
      const building = `${tarball}.building-${process.pid}`;
      try {
        const handle = await openDb({ dataDir: 'memory://' });
        try {
          await migrate(handle);
          if (seed) await seedDemo(handle.db);
          await handle.exec('VACUUM ANALYZE');
          await handle.exec('CHECKPOINT');
          const dump = await handle.dumpDataDir!();
          fs.writeFileSync(building, new Uint8Array(await dump.arrayBuffer()));
        } finally {
          await handle.close();
        }
        fs.renameSync(building, tarball);
      } finally {
        fs.rmSync(lock, { force: true });
      }
      // Older templates are dead weight (~200 MB each), once no run can still be reading them.
      const hourAgo = Date.now() - 3_600_000;
      for (const name of fs.readdirSync(os.tmpdir())) {
        const full = path.join(os.tmpdir(), name);
        if (name.startsWith('backoffice-api-template-') && full !== tarball && fs.statSync(full).mtimeMs < hourAgo) {
          fs.rmSync(full, { recursive: true, force: true });
        }
      }
      return load();
    })();
    templates.set(tarball, p);
  }
  return p;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  handle: DbHandle;
  config: Config;
  /** Folder of this app's data, uploads, outbox, releases and shell dist. */
  root: string;
  close(): Promise<void>;
}

/**
 * A fresh app on its own copy of the template database, with its own folders: on the PostgreSQL
 * server of the run when there is one (API_TEST_PG, see test/run.mjs), else on an in-memory PGlite.
 * `embedded: true` keeps PGlite for a test of what only the embedded database does (files under
 * UPLOAD_DIR, the release registry as files, the data folder's lock).
 */
export async function makeTestApp(options: { seed?: boolean; embedded?: boolean; config?: Partial<Config> } = {}): Promise<TestApp> {
  const seed = options.seed ?? true;
  const server = options.embedded ? undefined : testServer();
  const database = server ? await testDatabase(`${templateKey()}_${seed ? 'seeded' : 'bare'}`) : undefined;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-api-test-'));
  const dataDir = database ? path.join(root, 'data') : 'memory://';
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    databaseUrl: database?.url,
    uploadDir: path.join(root, 'uploads'),
    outboxDir: path.join(root, 'outbox'),
    releasesDir: path.join(root, 'releases'),
    shellDist: path.join(root, 'shell-dist'),
    publicUrl: 'http://localhost:8080',
    seedDemo: seed,
    logLevel: 'silent',
    checkResponses: true,
    ...options.config,
  };
  // No migrate() here: the template's key covers every migration file, so it is never behind.
  const handle = database
    ? await openDb({ databaseUrl: database.url, dataDir })
    : await openDb({ dataDir, loadDataDir: await template(seed) });
  const app = await buildApp({ handle, config, logger: false });
  await app.ready();
  return {
    app,
    db: handle.db,
    handle,
    config,
    root,
    async close() {
      try {
        await app.close();
        await handle.close();
      } finally {
        await database?.drop();
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

export const DEMO_PASSWORD = 'demo1234';

/** Signs in and answers the token. */
export async function login(
  app: FastifyInstance,
  email: string,
  path: '/api/login' | '/api/employeelogin' | '/api/branchlogin' = '/api/login',
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: path, payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A multipart/form-data body for app.inject. */
export function multipart(
  fields: Record<string, string>,
  files: { field: string; filename: string; type: string; content: Buffer }[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\n` +
          `Content-Type: ${f.type}\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks as unknown as Uint8Array[]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The newest message of the outbox (JSON sidecar). */
export function lastMail(outboxDir: string): { to: string; subject: string; text: string } | undefined {
  if (!fs.existsSync(outboxDir)) return undefined;
  const files = fs
    .readdirSync(outboxDir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const last = files.at(-1);
  return last ? JSON.parse(fs.readFileSync(path.join(outboxDir, last), 'utf8')) : undefined;
}

/**
 * Every file the app holds, as `key:size`, sorted: those under UPLOAD_DIR (the embedded database's
 * store; staging under `.incoming` on either database) and, on PostgreSQL, the rows of
 * `stored_files`. A refused or failed write must leave this list as it was.
 */
export async function storedFiles(t: TestApp, options: { staging?: boolean } = {}): Promise<string[]> {
  const dir = t.config.uploadDir;
  const onDisk = fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true }) as string[])
        .filter((f) => (options.staging ?? true) || !f.split(path.sep).includes('.incoming'))
        .filter((f) => fs.statSync(path.join(dir, f)).isFile())
        .map((f) => `${f.split(path.sep).join('/')}:${fs.statSync(path.join(dir, f)).size}`)
    : [];
  const inDb = t.handle.kind === 'pg' ? await t.handle.query<{ f: string }>(`SELECT path || ':' || size AS f FROM stored_files`) : [];
  return [...onDisk, ...inDb.map((r) => r.f)].sort();
}

export const storedFileCount = async (t: TestApp) => (await storedFiles(t)).length;

/** A stored file's bytes (`key` as the app records it), from whichever store the app runs on; null when absent. */
export const readStored = (t: TestApp, key: string) => filesFor(t.handle, t.config).read(key);
