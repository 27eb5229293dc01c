import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { dispatchHardCopies } from '../../db/schema/index';
import { registerResource } from '../../kit/index';
import { dispatchResource } from 'mfe-cases/model';
import { financialYear } from './fy';
import { rows } from '../../db/rows';

/**
 * Hard-copy dispatches (spec: GET dispatch-hard-copies?page&pageSize, POST, PUT/DELETE
 * dispatch-hard-copies/{id}), right courier_details. The status flow is enforced by the shared
 * description; the dispatch number is DSP/{financial year}/{id}.
 */
export const dispatchRoutes: FastifyPluginAsync<AppContext> = async (app, { db, files }) => {
  registerResource(app, db, {
    desc: dispatchResource,
    table: dispatchHardCopies,
    omit: ['created_by'],
    files: files.at('dispatch-hard-copies'),
    beforeWrite: async ({ mode, columns, req, db: tx }) => {
      if (mode !== 'create') return;
      const [{ id }] = await rows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('dispatch_hard_copies', 'id'))::int as id`);
      columns.id = id;
      columns.dispatch_no = `DSP/${financialYear(new Date())}/${String(id).padStart(6, '0')}`;
      if (req.principal?.kind === 'user') columns.created_by = req.principal.user.id;
    },
  });
};
