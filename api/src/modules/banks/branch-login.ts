import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../../http/errors';

export const READ_ONLY_MESSAGE = 'A bank-branch login can only view its own bank and branch.';

/**
 * The bank branch a request is limited to: undefined for staff (no limit), the branch login's
 * bank_branch_id, or null for a branch login not linked to a branch (it sees nothing).
 */
export function ownBankBranch(req: FastifyRequest): number | null | undefined {
  const p = req.principal;
  if (p?.kind !== 'branch') return undefined;
  return p.branch.bank_branch_id ?? null;
}

/**
 * A bank-branch login reads its own records and changes nothing: writes are refused before the
 * body is validated, and a record outside its scope read by id answers 404 (not a hint that it exists).
 * Hooks of this plugin only, so add them before the routes.
 */
export function guardBranchLogins(
  app: FastifyInstance,
  opts: { recordUrl: string; singular: string; inScope(req: FastifyRequest, id: number): Promise<boolean> },
): void {
  app.addHook('preValidation', async (req) => {
    if (req.principal?.kind === 'branch' && req.method !== 'GET' && req.method !== 'HEAD') throw forbidden(READ_ONLY_MESSAGE);
  });
  app.addHook('preHandler', async (req) => {
    if (req.principal?.kind !== 'branch' || req.routeOptions.url !== opts.recordUrl) return;
    const id = Number((req.params as { id?: string }).id);
    if (!(await opts.inScope(req, id))) throw notFound(`No such ${opts.singular}.`);
  });
}
