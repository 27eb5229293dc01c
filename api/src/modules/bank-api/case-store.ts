import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { cases } from '../../db/schema/index';
import { registerResource } from '../../kit/index';
import { bankScopeOf, bankStageSql, engineerNameSql, onTimeSql, scopeWhere } from './scope';
import { branchCasesResource } from 'mfe-cases/model';

/**
 * The bank's case list, one store for both doors: the branch portal's kit routes (list, count,
 * CSV / .xlsx export under /api/portal/cases) and the bank API's GET /api/v1/bank/cases, each
 * narrowed by the caller's scope (scope.ts) on every query.
 */
export function bankCaseStore(app: FastifyInstance, db: Db) {
  return registerResource(app, db, {
    desc: branchCasesResource,
    table: cases,
    onlyDescribed: true,
    computed: { stage: bankStageSql, on_time: onTimeSql, engineer_name: engineerNameSql },
    routes: { list: true, export: true, read: false, create: false, update: false, remove: false, bulk: false },
    scope: (req) => scopeWhere(bankScopeOf(req)),
  });
}
