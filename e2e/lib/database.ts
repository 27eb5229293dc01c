// The demo database under each worker's server. Where PostgreSQL is installed (CI installs it for
// the API tests), the run starts one throwaway cluster, makes the demo database there once (in a
// process of its own, as the PGlite template is made) and gives each server `CREATE DATABASE …
// TEMPLATE` of it: the server's queries then run natively in the cluster's processes, beside the
// server's event loop, instead of on it in WebAssembly (PGlite took 2.6 times the CPU of PostgreSQL
// for the same API tests). E2E_DB=pglite, or no PostgreSQL here: a copy of the PGlite template
// folder, as `npm start` runs. With DATABASE_URL the server keeps the release registry's pointers
// in its database (releases/pg-store.ts): the run publishes the remotes into the template, so every
// copy starts with them. Private suites (release tests publish their own) keep a PGlite folder.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import { pgAvailable, psql, startPostgres } from '../../tools/pg-cluster.mjs';
import { copyDataTemplate, ensureDataTemplate } from './data-template';

/** Set by prepareDatabases() for the workers: the run's cluster (its `postgres` database's URL). */
const CLUSTER = 'E2E_PG_ADMIN_URL';
const TEMPLATE = 'e2e_demo';

const urlOf = (admin: string, name: string) => {
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * Once per run (globalSetup): the demo database's template, on the run's PostgreSQL cluster or as a
 * PGlite folder. `env` is the servers' environment (the seed reads it). Answers a line for the log,
 * what the run's publishing adds to its environment (the template's DATABASE_URL, so the registry's
 * pointers land in it) and the teardown (the cluster stopped and removed).
 */
export async function prepareDatabases(
  root: string,
  env: NodeJS.ProcessEnv,
): Promise<{ note: string; publishEnv: Record<string, string>; teardown: () => Promise<void> }> {
  const why = process.env.E2E_DB === 'pglite' ? 'E2E_DB=pglite' : pgAvailable();
  // Private suites take the folder whatever the rest do: made here, not inside a test's time.
  const { built } = ensureDataTemplate(root, env);
  if (why !== true) {
    return {
      note: `PGlite template ${built ? 'built' : 'ready'} (${why === 'E2E_DB=pglite' ? why : `no PostgreSQL: ${why}`})`,
      publishEnv: {},
      teardown: async () => {},
    };
  }
  const cluster = await startPostgres((line) => console.log(`# e2e: ${line}`), { maxConnections: 200 });
  try {
    const building = `${TEMPLATE}_building`;
    psql(cluster.adminUrl, `CREATE DATABASE ${building}`);
    const res = spawnSync(process.execPath, ['--import', 'tsx', 'e2e/lib/make-data-template.ts', urlOf(cluster.adminUrl, building)], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    if (res.status !== 0) throw new Error(`building the demo database failed:\n${res.stdout}${res.stderr}`);
    psql(cluster.adminUrl, `ALTER DATABASE ${building} RENAME TO ${TEMPLATE}`);
  } catch (e) {
    await cluster.stop();
    throw e;
  }
  process.env[CLUSTER] = cluster.adminUrl;
  return {
    note: `PostgreSQL template built, PGlite template ${built ? 'built' : 'ready'} for private suites`,
    publishEnv: { DATABASE_URL: urlOf(cluster.adminUrl, TEMPLATE) },
    teardown: async () => {
      delete process.env[CLUSTER];
      await cluster.stop();
    },
  };
}

/**
 * A server's own copy of the demo database: a database made from the run's template (its URL in
 * `env.DATABASE_URL`; `drop` removes it) or, without the cluster, the PGlite template copied into
 * `dataDir` (`env` empty: the server opens DATA_DIR), as for a private suite (`embedded`).
 */
export function databaseCopy(
  root: string,
  dataDir: string,
  serverEnv: NodeJS.ProcessEnv,
  { embedded = false } = {},
): { env: Record<string, string>; note: string; drop: () => void } {
  const admin = process.env[CLUSTER];
  if (!admin || embedded) {
    const built = copyDataTemplate(root, dataDir, serverEnv);
    return { env: {}, note: `demo database ${built ? 'built' : 'copied from its template'}`, drop: () => {} };
  }
  const name = `e2e_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  psql(admin, `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE}`);
  return {
    env: { DATABASE_URL: urlOf(admin, name) },
    note: `demo database ${name} made from the PostgreSQL template`,
    // The server has stopped; FORCE ends a connection its pool was still closing.
    drop: () => void psql(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
