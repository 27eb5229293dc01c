// Databases made and dropped on a PostgreSQL server, given a superuser URL of its `postgres`
// database. Only `pg` here: the e2e workers import it to copy their server's database, without
// loading the API (the templates themselves are made by pg-databases.ts).
import crypto from 'node:crypto';
import pg from 'pg';

/** The URL of database `name` on the server whose admin URL is `server`. */
export const urlOf = (server: string, name: string) => {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
};

export async function admin<T>(server: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: server });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

const uniqueName = (prefix: string) => `${prefix}_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;

/** A new database on `server` copied from the database `from` (made by the server, in about a second or less); answers its URL and its removal. */
export async function copyDatabase(server: string, from: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = uniqueName('test');
  await admin(server, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${from}`));
  return { url: urlOf(server, name), drop: () => dropDatabase(server, name) };
}

/** A new, empty database on `server`; answers its URL and its removal. */
export async function newDatabase(server: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = uniqueName('empty');
  await admin(server, (c) => c.query(`CREATE DATABASE ${name}`));
  return { url: urlOf(server, name), drop: () => dropDatabase(server, name) };
}

/**
 * Drops a database once its app's connections have gone: pg's pool.end() resolves while its
 * connections are still closing, and a forced drop would end them under the client (an uncaught
 * 'terminating connection' error in the test process). FORCE only for a connection still there after 5 s.
 */
async function dropDatabase(server: string, name: string): Promise<void> {
  await admin(server, async (c) => {
    for (let i = 0; i < 100; i++) {
      const { rows } = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}
