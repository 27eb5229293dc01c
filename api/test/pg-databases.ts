// Test databases on a PostgreSQL server (API_TEST_PG: a superuser URL of its `postgres` database;
// test/run.mjs starts a throwaway cluster and sets it). The migrated (and seeded) database is made
// once per server and template key, and each test app gets `CREATE DATABASE … TEMPLATE` of it (a
// copy made by the server, not timed separately), where PGlite loads a ~190 MB tarball into WebAssembly
// and runs every query there (2.6 times the CPU of the same tests on PostgreSQL, measured).
import crypto from 'node:crypto';
import pg from 'pg';
import { openDb } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seedDemo } from '../src/seed/seed-demo';
import { pgAvailable, startPostgres } from '../../tools/pg-cluster.mjs';

/** Every process building a template takes this lock, so a template is made exactly once. */
const TEMPLATE_LOCK = 35_0035;

export const testServer = () => process.env.API_TEST_PG || undefined;

const urlOf = (name: string) => {
  const url = new URL(testServer()!);
  url.pathname = `/${name}`;
  return url.toString();
};

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: testServer() });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

const templates = new Map<string, Promise<string>>();

/** The template database's name for this key, made (migrated, seeded, analysed) by the first asker. */
function template(key: string): Promise<string> {
  const name = `template_${key}`;
  let made = templates.get(name);
  if (!made) {
    made = admin(async (c) => {
      await c.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      try {
        if ((await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount) return name;
        // Built under another name and renamed when whole: a builder that dies leaves no half template.
        const building = `${name}_building_${process.pid}`;
        await c.query(`DROP DATABASE IF EXISTS ${building}`);
        await c.query(`CREATE DATABASE ${building}`);
        const handle = await openDb({ databaseUrl: urlOf(building), dataDir: '' });
        try {
          await migrate(handle);
          if (key.endsWith('seeded')) await seedDemo(handle.db);
          await handle.exec('VACUUM ANALYZE');
        } finally {
          await handle.close();
        }
        await c.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
        return name;
      } finally {
        await c.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
      }
    });
    templates.set(name, made);
  }
  return made;
}

/**
 * How the server copies a template: PostgreSQL 15 and later WAL-log every block of the copy by
 * default; FILE_COPY copies the files (one checkpoint each side, cheap with fsync off): 1.35 -> 0.55 s
 * per test app and about 1 core-second less each, measured on 2026-12-02 on PostgreSQL 15.
 */
let strategy: Promise<string> | undefined;
const copyStrategy = () =>
  (strategy ??= admin(async (c) => {
    const { rows } = await c.query<{ v: string }>('SHOW server_version_num');
    return Number(rows[0].v) >= 150000 ? ' STRATEGY FILE_COPY' : '';
  }));

/** A new database copied from the template of `key` (e.g. `<hash>_seeded`); answers its URL and its removal. */
export async function testDatabase(key: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const from = await template(key);
  const name = `test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const how = await copyStrategy();
  await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${from}${how}`));
  return { url: urlOf(name), drop: () => drop(name) };
}

/**
 * Drops a test database once its app's connections have gone: pg's pool.end() resolves while its
 * connections are still closing, and a forced drop would end them under the client (an uncaught
 * 'terminating connection' error in the test process). FORCE only for a connection still there after 5 s.
 */
async function drop(name: string): Promise<void> {
  await admin(async (c) => {
    for (let i = 0; i < 100; i++) {
      const { rows } = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

/**
 * An empty PostgreSQL database for tests that start API processes on it (migrations from nothing,
 * two instances on one database): on the run's server when there is one, else on a cluster of its
 * own. Answers its URL and stop() (drops it, or stops that cluster).
 */
export async function emptyPostgres(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (testServer()) {
    const name = `empty_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
    await admin((c) => c.query(`CREATE DATABASE ${name}`));
    return { url: urlOf(name), stop: () => drop(name) };
  }
  const why = pgAvailable();
  if (why !== true) throw new Error(`This test needs PostgreSQL: ${why}`);
  return startPostgres(() => {});
}
