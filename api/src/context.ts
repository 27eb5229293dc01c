import type { FastifyPluginAsync } from 'fastify';
import type { Config } from './config';
import type { Db, DbHandle } from './db/client';
import type { Mailer } from './mail/mailer';
import type { RegistryStore } from './releases/store';

/** What every feature module receives. */
export interface AppContext {
  config: Config;
  handle: DbHandle;
  db: Db;
  mailer: Mailer;
  /** The release registry and audit log: PostgreSQL with DATABASE_URL, else files in RELEASES_DIR. */
  releases: RegistryStore;
}

/** A feature: a Fastify plugin registering its routes (each with `config.right`). */
export interface ApiModule {
  name: string;
  plugin: FastifyPluginAsync<AppContext>;
}
