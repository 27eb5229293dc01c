import { count } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { companyProfile } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import { registerResource } from '../../kit/index';
import { companyProfileResource } from 'mfe-masters/model';

/**
 * The firm's profile (Company Master), right company_master: GET /api/company-profile (a list of
 * at most one), POST once, GET/PUT /api/company-profile/{id}. No delete.
 */
export const companyProfileRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  registerResource(app, db, {
    desc: companyProfileResource,
    table: companyProfile,
    beforeWrite: async ({ mode, columns, db: tx }) => {
      for (const key of ['cin', 'pan'] as const)
        if (typeof columns[key] === 'string') columns[key] = (columns[key] as string).toUpperCase();
      if (mode !== 'create') return;
      const [{ n }] = await tx.select({ n: count() }).from(companyProfile);
      if (n > 0) throw new HttpError(409, 'The company profile already exists; edit it instead.');
    },
  });
};
