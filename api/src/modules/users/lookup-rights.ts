import type { FastifyRequest } from 'fastify';
import type { FieldDesc, PageName } from 'shared/resources';
import { principalCan, principalOf } from '../../http/auth';
import { forbidden } from '../../http/errors';
import { registeredResources } from '../../kit/index';
import * as bills from 'mfe-bills/model';
import * as cases from 'mfe-cases/model';
import * as hr from 'mfe-hr/model';
import * as masters from 'mfe-masters/model';
import * as realestate from 'mfe-realestate/model';

/** The rights of the case pages: who may see applicants' names (personal data, DPDP Act). */
export const CASE_RIGHTS: readonly PageName[] = [
  'case_master_page',
  'initiated_case_page',
  'work_in_progress_case_page',
  'completed_case_page',
  'case_allocation_page',
];

const usesLookup = (fields: readonly FieldDesc[], path: string) => fields.some((f) => f.optionsFrom?.path === path);

type Described = { fields?: readonly FieldDesc[]; right?: PageName };
const isDesc = (v: unknown): v is Described =>
  !!v && typeof v === 'object' && Array.isArray((v as Described).fields) && typeof (v as Described).right === 'string';

/**
 * The rights of every described form that chooses from the lookup at `path`: the resources the
 * kit serves and every description the domains' models export (forms of workflow moves too).
 */
function rightsUsing(path: string): PageName[] {
  const models = [bills, cases, hr, masters, realestate].flatMap((m) => Object.values(m as Record<string, unknown>)).filter(isDesc);
  const rights = [...registeredResources().map((o) => o.desc as Described), ...models]
    .filter((d) => usesLookup(d.fields ?? [], path))
    .map((d) => d.right)
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
