import type { FastifyRequest } from 'fastify';
import type { FieldDesc, PageName } from 'shared/resources';
import { principalCan, principalOf } from '../../http/auth';
import { forbidden } from '../../http/errors';
import { registeredResources } from '../../kit/index';

/** The rights of the case pages: who may see applicants' names (personal data, DPDP Act). */
export const CASE_RIGHTS: readonly PageName[] = [
  'case_master_page',
  'initiated_case_page',
  'work_in_progress_case_page',
  'completed_case_page',
  'case_allocation_page',
];

const usesLookup = (fields: readonly FieldDesc[], path: string) => fields.some((f) => f.optionsFrom?.path === path);

/** The rights of every described page whose form or filters choose from the lookup at `path`. */
function rightsUsing(path: string): PageName[] {
  const rights = registeredResources()
    .filter((o) => usesLookup(o.desc.fields, path))
    .map((o) => o.desc.right)
    .filter((r): r is PageName => !!r);
  return [...new Set(rights)];
}

/**
 * An onRequest hook for a lookup route (issue 24, point 6): answers only a caller holding a right
 * of a page that uses the lookup, derived from the descriptions registered with the kit (computed
 * once, at the first call, when every route is registered).
 */
export function lookupGuard(path: string) {
  let rights: PageName[] | null = null;
  return async (req: FastifyRequest) => {
    rights ??= rightsUsing(path);
    const principal = principalOf(req);
    if (!rights.some((r) => principalCan(principal, r))) throw forbidden();
  };
}
