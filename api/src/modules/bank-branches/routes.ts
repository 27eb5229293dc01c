import { count, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { bankBranches, branchUsers } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import { registerResource } from '../../kit/index';
import { guardBranchLogins, ownBankBranch } from '../banks/branch-login';
import { stateCodeOf } from 'shared/resources';
import { bankBranchesResource } from 'mfe-masters/model';
import { refuseIfReferenced } from '../banks/references';
import { checkBranchWrite } from './checks';

/** A branch login sees its own branch only. */
function branchScope(req: FastifyRequest): SQL | undefined {
  const own = ownBankBranch(req);
  if (own === undefined) return undefined;
  return own === null ? eq(bankBranches.id, -1) : eq(bankBranches.id, own);
}

/**
 * The clients' branches: GET/POST /api/bank-branches, GET/PUT/DELETE /api/bank-branches/{id},
 * GET /api/bank-branches/export.csv, all with right branch_page.
 */
export const bankBranchRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  guardBranchLogins(app, {
    recordUrl: '/api/bank-branches/:id',
    singular: 'bank branch',
    inScope: async (req, id) => ownBankBranch(req) === id,
  });

  registerResource(app, db, {
    desc: bankBranchesResource,
    table: bankBranches,
    scope: branchScope,
    beforeWrite: async (ctx) => {
      const { body, columns } = ctx;
      if (typeof columns.branch_code === 'string') columns.branch_code = columns.branch_code.toUpperCase();
      if ('state' in body) columns.state_code = stateCodeOf(body.state);
      await checkBranchWrite(ctx.db, ctx);
    },
    // A login keeps its branch by foreign key with ON DELETE SET NULL: refuse rather than orphan it.
    beforeDelete: async ({ id, db: tx }) => {
      const [{ n }] = await tx.select({ n: count() }).from(branchUsers).where(eq(branchUsers.bank_branch_id, id));
      if (n > 0) {
        throw new HttpError(409, `This bank branch still has ${n} bank-branch login${n === 1 ? '' : 's'}; move or remove them first.`);
      }
      await refuseIfReferenced(tx, 'bank_branches', id, 'bank branch');
    },
  });
};
