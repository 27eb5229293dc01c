import { asc, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { companyBranches, users } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import { registerResource } from '../../kit/index';
import { LOOKUP_LIMIT, stateCodeOf } from 'shared/resources';
import { branchMasterResource } from 'mfe-masters/model';
import { searchWhere } from '../../kit/query';
import { choicesAnswer } from '../../http/answer-schemas';

/**
 * Branch master (spec: GET/POST branch-master, PUT/DELETE branch-master/{id}), right branch_master.
 * GET /api/branch-master?page=1&pageSize=10000 also fills the dashboard's branch selector.
 */
export const branchMasterRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  registerResource(app, db, {
    desc: branchMasterResource,
    table: companyBranches,
    beforeWrite: ({ body, columns }) => {
      if (typeof columns.code === 'string') columns.code = columns.code.toUpperCase();
      if ('state' in body) columns.state_code = stateCodeOf(body.state);
    },
    // Users keep their branch by foreign key with ON DELETE SET NULL: refuse rather than orphan them.
    beforeDelete: async ({ id, db: tx }) => {
      const [{ n }] = await tx.select({ n: count() }).from(users).where(eq(users.company_branch_id, id));
      if (n > 0) throw new HttpError(409, `This branch still has ${n} user${n === 1 ? '' : 's'}; move them to another branch first.`);
    },
  });

  // Any signed-in user may pick a branch in a form (HR assigns users to branches without branch_master).
  app.get<{ Querystring: { search?: string } }>(
    '/api/lookups/company-branches',
    {
      schema: {
        querystring: { type: 'object', properties: { search: { type: 'string', maxLength: 100 } } },
        response: choicesAnswer(),
      },
      config: { right: 'authenticated' },
    },
    async (req) => {
      const { branch_name, code, state, pincode } = companyBranches;
      const rows = await db
        .select({ id: companyBranches.id, name: companyBranches.branch_name })
        .from(companyBranches)
        .where(searchWhere([branch_name, code, state, pincode], req.query.search))
        .orderBy(asc(companyBranches.branch_name))
        .limit(LOOKUP_LIMIT);
      return { data: rows };
    },
  );
};
