import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { approvalMatrixResource } from 'mfe-masters/model';
import type { AppContext } from '../../context';
import { approvalMatrix, banks } from '../../db/schema/index';
import { registerResource } from '../../kit/index';

/**
 * The approval matrix (review levels by bank and value slab): GET/POST /api/approval-matrix,
 * GET/PUT/DELETE /api/approval-matrix/{id}, right matrix_management. Read by the cases API on submit.
 */
export const approvalMatrixRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  registerResource(app, db, {
    desc: approvalMatrixResource,
    table: approvalMatrix,
    columns: {
      id: approvalMatrix.id,
      bank_id: approvalMatrix.bank_id,
      bank_name: sql<string>`coalesce(${banks.name}, 'Any bank')`,
      slab: sql<string>`${approvalMatrix.value_from}::text || ' - ' || coalesce(${approvalMatrix.value_to}::text, '')`,
      value_from: approvalMatrix.value_from,
      value_to: approvalMatrix.value_to,
      levels: approvalMatrix.levels,
      remarks: approvalMatrix.remarks,
      status: approvalMatrix.status,
      created_at: approvalMatrix.created_at,
      updated_at: approvalMatrix.updated_at,
      version: approvalMatrix.version,
    },
    join: (q) => q.leftJoin(banks, eq(banks.id, approvalMatrix.bank_id)),
  });
};
