// Test databases on a PostgreSQL server (API_TEST_PG: a superuser URL of its `postgres` database;
// test/run.mjs starts a throwaway cluster and sets it; the e2e servers use the same functions with
// their run's cluster, e2e/lib/server.ts). The migrated (and seeded) database is made
// once per server and template key, and each test app gets `CREATE DATABASE … TEMPLATE` of it (a
// copy made by the server, not timed separately), where PGlite loads a ~190 MB tarball into WebAssembly
// and runs every query there (2.6 times the CPU of the same tests on PostgreSQL, measured).
import { openDb } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seedDemo } from '../src/seed/seed-demo';
import { pgAvailable, startPostgres } from '../../tools/pg-cluster.mjs';
import { admin, copyDatabase, newDatabase, urlOf } from './pg-admin';

/** Every process building a template takes this lock, so a template is made exactly once. */
const TEMPLATE_LOCK = 35_0035;

export const testServer = () => process.env.API_TEST_PG || undefined;

const templates = new Map<string, Promise<string>>();

/**
 * The template database's name for this key on `server`, made (migrated, seeded when the key ends in
 * `seeded`, analysed) by the first asker of any process.
 */
export function templateDatabase(server: string, key: string): Promise<string> {
  const name = `template_${key}`;
  let made = templates.get(`${server} ${name}`);
  if (!made) {
    made = admin(server, async (c) => {
      await c.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      try {
        if ((await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount) return name;
        // Built under another name and renamed when whole: a builder that dies leaves no half template.
        const building = `${name}_building_${process.pid}`;
        await c.query(`DROP DATABASE IF EXISTS ${building}`);
        await c.query(`CREATE DATABASE ${building}`);
        const handle = await openDb({ databaseUrl: urlOf(server, building), dataDir: '' });
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
    templates.set(`${server} ${name}`, made);
  }
  return made;
}

/** A new database on the run's server copied from the template of `key` (e.g. `<hash>_seeded`). */
export async function testDatabase(key: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = testServer()!;
  return copyDatabase(server, await templateDatabase(server, key));
}

/**
 * An empty PostgreSQL database for tests that start API processes on it (migrations from nothing,
 * two instances on one database): on the run's server when there is one, else on a cluster of its
 * own. Answers its URL and stop() (drops it, or stops that cluster).
 */
export async function emptyPostgres(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = testServer();
  if (server) {
    const { url, drop } = await newDatabase(server);
    return { url, stop: drop };
  }
  const why = pgAvailable();
  if (why !== true) throw new Error(`This test needs PostgreSQL: ${why}`);
  return startPostgres(() => {});
}
