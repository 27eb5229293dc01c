import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient } from 'pg';
import * as schema from './schema/index';
import { acquireLock } from './lock';
import { pgliteRaw } from './pglite-raw';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is underneath. Inside `db.transaction(tx => ...)` use `tx` only. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Raw SQL access, used by migrations and the few queries drizzle does not express well. */
export interface RawSql {
  /** Several statements, no parameters. */
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface DbHandle extends RawSql {
  db: Db;
  kind: 'pglite' | 'pg';
  /** PGlite only: the whole data folder as a tarball (loadDataDir's input). */
  dumpDataDir?: () => Promise<Blob>;
  /** Runs fn in one transaction on one connection. */
  transaction<T>(fn: (tx: RawSql) => Promise<T>): Promise<T>;
  /**
   * LISTENs on a channel (PostgreSQL: on a connection of its own, outside the pool); each
   * committed NOTIFY's payload reaches `onPayload`. Answers the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string;
  /** PGlite folder, or `memory://`. */
  dataDir: string;
  /** For `memory://`: the data folder to start from, as PGlite's dumpDataDir() tarball. */
  loadDataDir?: Blob;
}

/**
 * Planner costs for a database whose pages are in memory or on SSD, set for every session (never
 * per request): at the default random_page_cost (4, for spinning disks) a filter's own index looked
 * dearer than walking the received order and testing each case ('suresh' within CLOSED read 20,000
 * cases, 19 ms, where the status index reads 700, 0.8 ms, at 1M cases on the embedded database).
 */
const SESSION_SETTINGS = { random_page_cost: '1.1' };

export async function openDb(options: DbOptions): Promise<DbHandle> {
  return options.databaseUrl ? openPg(options.databaseUrl) : openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<DbHandle> {
  const inMemory = dataDir.startsWith('memory://');
  let release = () => {};
  if (!inMemory) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = acquireLock(dataDir);
  }
  let client: PGlite;
  try {
    client = inMemory ? await PGlite.create({ loadDataDir }) : await PGlite.create(dataDir);
    for (const [name, value] of Object.entries(SESSION_SETTINGS)) await client.query('SELECT set_config($1, $2, false)', [name, value]);
  } catch (err) {
    release();
    throw err;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    ...pgliteRaw(client),
    dumpDataDir: () => client.dumpDataDir('none'),
    transaction: (fn) => client.transaction((tx) => fn(pgliteRaw(tx))),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

async function openPg(url: string): Promise<DbHandle> {
  // Loaded only for a real PostgreSQL: the embedded database's start does not pay for them.
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
  const options = Object.entries(SESSION_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX ?? 10), options });
  // An idle connection the server ends (a restart, a failover, pg_terminate_backend) is an 'error'
  // on the pool, which would crash the process without a listener; the pool drops that connection
  // and the next query opens another.
  pool.on('error', () => undefined);
  await pool.query('select 1'); // fail fast with a clear error when the server is unreachable
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const raw = (c: Pool | PoolClient): RawSql => ({
    exec: async (sql) => {
      await c.query(sql);
    },
    query: async <T>(sql: string, params?: unknown[]) => (await c.query(sql, params)).rows as T[],
  });
  return {
    db,
    kind: 'pg',
    ...raw(pool),
    transaction: async (fn) => {
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        const result = await fn(raw(conn));
        await conn.query('COMMIT');
        return result;
      } catch (err) {
        await conn.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        conn.release();
      }
    },
    listen: async (channel, onPayload) => {
      const listener = new pg.Client({ connectionString: url });
      await listener.connect();
      listener.on('notification', (n) => n.channel === channel && onPayload(n.payload ?? ''));
      // A lost connection is logged by whoever listens through their own error path; no crash.
      listener.on('error', () => undefined);
      await listener.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
      return () => listener.end();
    },
    close: () => pool.end(),
  };
}
