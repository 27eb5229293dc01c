import type { FastifyPluginAsync } from 'fastify';
import type { Config } from './config';
import type { Db, DbHandle } from './db/client';
import type { FileStore } from './files/index';
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
  /** Uploaded and generated files: PostgreSQL with DATABASE_URL, else under UPLOAD_DIR. */
  files: FileStore;
}

/** A feature: a Fastify plugin registering its routes (each with `config.right`). */
export interface ApiModule {
  name: string;
  plugin: FastifyPluginAsync<AppContext>;
}
