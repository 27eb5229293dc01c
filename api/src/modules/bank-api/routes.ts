import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { bankCaseStore } from './case-store';
import { docsRoutes } from './docs';
import { keyRoutes } from './key-routes';
import { portalRoutes } from './portal-routes';
import { v1Routes } from './v1-routes';

/**
 * Banks as clients (issue 27): the branch's portal (/api/portal/cases), the bank API for a bank's
 * systems (/api/v1/bank, API keys) with its OpenAPI description (/api/docs), and the keys'
 * administration in the bank master. Portal and API read through one scoped layer (scope.ts).
 */
export const bankApiRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const store = bankCaseStore(app, ctx.db);
  portalRoutes(app, ctx);
  v1Routes(app, ctx, store, ctx.files.at('online-requests'));
  keyRoutes(app, ctx.db);
  docsRoutes(app);
};
