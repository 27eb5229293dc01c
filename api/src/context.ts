import type { FastifyPluginAsync } from 'fastify';
import type { Config } from './config';
import type { Db, DbHandle } from './db/client';
import type { Mailer } from './mail/mailer';

/** What every feature module receives. */
export interface AppContext {
  config: Config;
  handle: DbHandle;
  db: Db;
  mailer: Mailer;
}

/** A feature: a Fastify plugin registering its routes (each with `config.right`). */
export interface ApiModule {
  name: string;
  plugin: FastifyPluginAsync<AppContext>;
}
