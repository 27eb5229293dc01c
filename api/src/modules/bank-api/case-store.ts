import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { cases } from '../../db/schema/index';
import { registerResource } from '../../kit/index';
import { bankCasePage } from './case-page';
import { bankScopeOf, bankStageSql, engineerNameSql, onTimeSql, scopeWhere } from './scope';
import { branchCasesResource } from 'mfe-cases/model';

/**
 * The bank's case list, one store for both doors: the branch portal's kit routes (list, count,
 * CSV / .xlsx export under /api/portal/cases) and the bank API's GET /api/v1/bank/cases, each
 * narrowed by the caller's scope (scope.ts) on every query. Its pages come from the staff case
 * list's engine (case-page.ts), the export from the kit.
 */
export function bankCaseStore(app: FastifyInstance, db: Db) {
  return registerResource(app, db, {
    desc: branchCasesResource,
    table: cases,
    onlyDescribed: true,
    computed: { stage: bankStageSql, on_time: onTimeSql, engineer_name: engineerNameSql },
    routes: { list: true, export: true, read: false, create: false, update: false, remove: false, bulk: false },
    scope: (req) => scopeWhere(bankScopeOf(req)),
    pageIds: (q, req) => bankCasePage(db, q, req),
  });
}
