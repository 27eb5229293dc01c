import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { PageOfIds, PageQuery } from '../../kit/types';
import { businessTimeZone } from '../../kit/business-time';
import { casePage, type CaseListQuery } from '../cases/list';
import { SORTS } from '../cases/list-order';
import { bankScopeOf } from './scope';
import type { Actor } from 'mfe-cases/model';

/** The case list's own filters that a bank's column filters are (whole days in India, as the case list reads them). */
const DAY_FILTERS: Record<string, ['from', 'to'] | ['appointment_from', 'appointment_to']> = {
  received_at: ['from', 'to'],
  appointment_at: ['appointment_from', 'appointment_to'],
};

/** Reads view 'all' only, which asks nothing of the reader; a bank holds no staff right. */
const bankReader: Actor = { id: null as unknown as number, role: '', can: () => false };

/**
 * A bank's page of its cases from the staff case list's engine (cases/list.ts): its sort indexes,
 * its count up to the cap and its case word search. A sort or filter that engine has no
 * counterpart for (TAT due dates; date filters in another BUSINESS_TZ) leaves the page to the kit.
 * The scope is the caller's own (scope.ts), as in every other read of the bank's cases.
 */
export async function bankCasePage(db: Db, q: PageQuery, req: FastifyRequest): Promise<PageOfIds | undefined> {
  const scope = bankScopeOf(req);
  if (scope.bankId === null && scope.bankBranchId === null) return { ids: [], total: 0, capped: false };
  if (!SORTS[q.sort]) return undefined;
  const query: CaseListQuery = {
    view: 'all',
    page: q.page,
    cursor: q.cursor,
    pageSize: q.pageSize,
    search: q.search,
    sort: q.sort,
    order: q.order,
    ...(scope.bankId !== null ? { bank_id: scope.bankId } : {}),
    ...(scope.bankBranchId !== null ? { bank_branch_id: scope.bankBranchId } : {}),
  };
  for (const f of q.filters) {
    const names = DAY_FILTERS[f.spec.field];
    if (!names || businessTimeZone() !== 'Asia/Kolkata') return undefined;
    if (f.from) query[names[0]] = f.from;
    if (f.to) query[names[1]] = f.to;
  }
  return casePage(db, query, bankReader);
}
