// The e2e run's database server: where PostgreSQL is installed (CI installs it), one throwaway
// cluster for the run (tools/pg-cluster.mjs) holding the demo database's template, and each worker's
// server runs on its own `CREATE DATABASE … TEMPLATE` copy; else, or with E2E_DB=pglite, each
// server runs on a copy of the PGlite template folder (data-template.ts). E2E_PG names a server to
// use instead (a superuser URL of its `postgres` database). The release tests keep their private
// PGlite servers: their registry and releases are files of that server's folders.
import { spawnSync } from 'node:child_process';
import { pgAvailable, startPostgres } from '../../tools/pg-cluster.mjs';
import { copyDatabase, urlOf } from '../../api/test/pg-admin';
import { templateKey } from './data-template';

export interface RunDatabase {
  /** Superuser URL of the server's `postgres` database. */
  server: string;
  /** The migrated, seeded, analysed demo database every worker's copy is made from. */
  template: string;
  /** Its URL (the run publishes the remotes' pointers into it before any copy is made). */
  templateUrl: string;
  /** Stops the cluster this run started (nothing for E2E_PG). */
  stop: () => Promise<void>;
}

/** Set by globalSetup for the workers: `<server URL> <template name>`. */
const RUN_DATABASE = 'E2E_RUN_DATABASE';

/** Starts the run's PostgreSQL and makes the template; undefined when the run uses PGlite (and why is printed). */
export async function startRunDatabase(root: string, env: NodeJS.ProcessEnv): Promise<RunDatabase | undefined> {
  if (process.env.E2E_DB === 'pglite') return undefined;
  let server = process.env.E2E_PG ?? '';
  let stop = async () => {};
  if (!server) {
    const why = pgAvailable();
    if (why !== true) {
      console.log(`# e2e: no PostgreSQL (${why}): every server on a PGlite copy`);
      return undefined;
    }
    const cluster = await startPostgres((line: string) => console.log(`# e2e: ${line}`));
    server = cluster.adminUrl;
    stop = async () => {
      console.log(`# e2e: the run's PostgreSQL used ${cluster.cpuSeconds()?.toFixed(1) ?? 'unknown'} CPU-seconds`);
      await cluster.stop();
    };
  }
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'e2e/lib/make-pg-template.ts', server, `${templateKey(root)}_seeded`], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (res.status !== 0) {
    await stop();
    throw new Error(`building the demo database on PostgreSQL failed:\n${res.stdout}${res.stderr}`);
  }
  const template = res.stdout.trim().split('\n').pop()!;
  process.env[RUN_DATABASE] = `${server} ${template}`;
  return {
    server,
    template,
    templateUrl: urlOf(server, template),
    stop: async () => {
      delete process.env[RUN_DATABASE];
      await stop();
    },
  };
}

/** In a worker: a copy of the run's template for one server (its DATABASE_URL), or undefined on PGlite. */
export async function workerDatabase(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const run = process.env[RUN_DATABASE];
  if (!run) return undefined;
  const [server, template] = run.split(' ');
  return copyDatabase(server, template);
}
