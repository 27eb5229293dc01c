import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { approvalMatrixResource } from 'mfe-masters/model';
import type { AppContext } from '../../context';
import { approvalMatrix } from '../../db/schema/index';
import { registerResource } from '../../kit/index';

/**
 * The approval matrix (review levels by bank and value slab): GET/POST /api/approval-matrix,
 * GET/PUT/DELETE /api/approval-matrix/{id}, right matrix_management. Read by the cases API on submit.
 */
export const approvalMatrixRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  registerResource(app, db, {
    desc: approvalMatrixResource,
    table: approvalMatrix,
    computed: {
      slab: sql<string>`${approvalMatrix.value_from}::text || ' - ' || coalesce(${approvalMatrix.value_to}::text, '')`,
    },
  });
};
