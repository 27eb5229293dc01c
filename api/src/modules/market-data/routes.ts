import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { MARKET_IMPORT_MAX_BYTES, MARKET_IMPORT_MAX_ROWS, marketTransactionsResource } from 'mfe-realestate/model';
import type { AppContext } from '../../context';
import { importSheet } from '../ready-reckoner/import-sheet';
import { importReportAnswer } from '../ready-reckoner/import-answers';
import { acceptImportBodies, importBody, IMPORT_QUERY, type ImportQuery } from '../../lib/imports/index';

const lower = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : '');

/**
 * POST /api/market-transactions/import (right external_page): a CSV (or part of one) or an .xlsx
 * of sales, read by the one import pipeline (lib/imports: ?check=true previews, ?confirm=valid-only
 * imports the valid rows of a file with refused ones). A sale already stored (same natural key, the table's unique index) is left alone, so
 * the same file imported twice adds its rows once. Browse, filter and export come from the
 * description (plain resource).
 */
export const marketDataRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  acceptImportBodies(app, MARKET_IMPORT_MAX_BYTES);
  app.post<{ Querystring: ImportQuery }>(
    '/api/market-transactions/import',
    {
      schema: { querystring: IMPORT_QUERY, response: importReportAnswer },
      bodyLimit: MARKET_IMPORT_MAX_BYTES,
      config: { right: marketTransactionsResource.right },
    },
    async (req) =>
      importSheet(db, importBody(req.headers['content-type'], req.body), req.query, {
        desc: marketTransactionsResource as typeof marketTransactionsResource & { table: string },
        maxRows: MARKET_IMPORT_MAX_ROWS,
        keyOf: (v) =>
          [v.registration_date, lower(v.locality), v.pincode, v.property_type, Number(v.area), v.area_unit, Number(v.consideration)].join(
            '|',
          ),
        conflict: sql`ON CONFLICT DO NOTHING`,
        existingWord: 'already listed',
      }),
  );
};
