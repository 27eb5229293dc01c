import type { FastifyRequest } from 'fastify';
import { principalOf } from '../../http/auth';
import { forbidden } from '../../http/errors';

/** The bank branch of a signed-in branch login: its requests are the only ones it may send or see. */
export function branchOf(req: FastifyRequest): { loginId: number; bankBranchId: number; name: string } {
  const p = principalOf(req);
  if (p.kind !== 'branch' || !p.branch.bank_branch_id) throw forbidden();
  return { loginId: p.branch.id, bankBranchId: p.branch.bank_branch_id, name: p.branch.name };
}
