import type { FastifyPluginAsync } from 'fastify';
import { TECHNICAL_POLICIES_TABLE, technicalPoliciesResource } from 'mfe-realestate/model';
import type { AppContext } from '../../context';
import { describedTable } from '../../kit/described-table';
import { registerResource } from '../../kit/index';

/**
 * /api/technical-policies (right technical_policy_page): the kit's routes over the table the
 * description makes, with the policy document kept by the file store (multipart writes).
 */
export const technicalPolicyRoutes: FastifyPluginAsync<AppContext> = async (app, { db, files }) => {
  registerResource(app, db, {
    desc: technicalPoliciesResource,
    table: describedTable({ ...technicalPoliciesResource, table: TECHNICAL_POLICIES_TABLE }),
    files: files.at('technical-policies'),
  });
};
