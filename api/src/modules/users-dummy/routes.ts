import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { usersDummy } from '../../db/schema/index';
import { registerResource } from '../../kit/index';
import { usersDummyResource } from 'mfe-hr/model';

/**
 * Dummy users (spec: GET users_dummy, POST users_dummy, DELETE users_dummy/{id}), right
 * user_creation_page: provisional people an admin later turns into real users.
 */
export const usersDummyRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  registerResource(app, db, {
    desc: usersDummyResource,
    table: usersDummy,
    omit: ['created_by'],
    beforeWrite: ({ mode, columns, req }) => {
      if (mode === 'create' && req.principal?.kind === 'user') columns.created_by = req.principal.user.id;
    },
  });
};
