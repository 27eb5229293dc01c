import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { RR_IMPORT_MAX_BYTES, readyReckonerResource } from 'mfe-realestate/model';
import type { AppContext } from '../../context';
import { importSheet } from './import-sheet';
import { importReportAnswer } from './import-answers';
import { acceptImportBodies, importBody, IMPORT_QUERY, type ImportQuery } from '../../lib/imports/index';

const lower = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : '');

/**
 * POST /api/ready-reckoner/import (right ready_reckner_master): a CSV or .xlsx schedule of rates,
 * read by the one import pipeline (lib/imports): ?check=true previews, ?confirm=valid-only imports
 * the valid rows of a file with refused ones; a zone already listed for that year is updated. The list, form and export come from the
 * description (plain resource).
 */
export const readyReckonerRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  acceptImportBodies(app, RR_IMPORT_MAX_BYTES);
  app.post<{ Querystring: ImportQuery }>(
    '/api/ready-reckoner/import',
    {
      schema: { querystring: IMPORT_QUERY, response: importReportAnswer },
      bodyLimit: RR_IMPORT_MAX_BYTES,
      config: { right: readyReckonerResource.right },
    },
    async (req) =>
      importSheet(db, importBody(req.headers['content-type'], req.body), req.query, {
        desc: readyReckonerResource as typeof readyReckonerResource & { table: string },
        maxRows: 20_000,
        keyOf: (v) => [v.state, lower(v.district), lower(v.taluka), lower(v.zone), lower(v.sub_zone), v.year].join('|'),
        conflict: sql`ON CONFLICT (state, lower(district), lower(coalesce(taluka, '')), lower(zone), lower(coalesce(sub_zone, '')), year)
          DO UPDATE SET local_body = excluded.local_body, survey_numbers = excluded.survey_numbers, pincodes = excluded.pincodes,
            rate_open_land = excluded.rate_open_land, rate_residential = excluded.rate_residential, rate_office = excluded.rate_office,
            rate_shop = excluded.rate_shop, rate_industrial = excluded.rate_industrial, rate_agricultural = excluded.rate_agricultural,
            local_name = excluded.local_name, updated_at = now(), version = ready_reckoner_rates.version + 1`,
        existingWord: 'updated',
      }),
  );
};
