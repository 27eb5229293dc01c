import type { FastifyPluginAsync } from 'fastify';
import { technicalPoliciesResource } from 'mfe-realestate/model';
import type { AppContext } from '../../context';
import { technicalPolicies } from '../../db/schema';
import { registerResource } from '../../kit/index';

/**
 * /api/technical-policies (right technical_policy_page): the kit's routes over the table the
 * description makes, with the policy document kept by the file store (multipart writes).
 */
export const technicalPolicyRoutes: FastifyPluginAsync<AppContext> = async (app, { db, files }) => {
  registerResource(app, db, {
    desc: technicalPoliciesResource,
    table: technicalPolicies,
    files: files.at('technical-policies'),
  });
};
