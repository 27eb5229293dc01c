import type { FastifyPluginAsync } from 'fastify';
import type { ResourceDesc } from 'shared/resources';
import * as cases from 'mfe-cases/model';
import * as hr from 'mfe-hr/model';
import * as masters from 'mfe-masters/model';
import * as realestate from 'mfe-realestate/model';
import type { AppContext } from '../../context';
import { registerResource } from '../../kit/index';
import { tableNamed } from '../../kit/derive';

const isPlain = (v: unknown): v is ResourceDesc & { table: string } =>
  !!v && typeof v === 'object' && typeof (v as ResourceDesc).table === 'string' && Array.isArray((v as ResourceDesc).fields);

/** Every plain resource of the domain models: a description that names its `table`. */
export const plainResources = (): (ResourceDesc & { table: string })[] =>
  [hr, cases, masters, realestate].flatMap((model) => Object.values(model).filter(isPlain));

/**
 * The routes of every plain resource (a description with `table` and no hooks): adding one takes
 * its description, its migration and a line in the remote's pages.ts; nothing here changes.
 */
export const describedRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  // The table is the one the migrations made (api/src/db/schema, generated from them).
  for (const desc of plainResources()) registerResource(app, db, { desc, table: tableNamed(desc.table) });
};
