import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { NdmaHazard } from 'mfe-masters/model';
import type { AppContext } from '../../context';
import { ndmaHazards } from '../../db/schema/index';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { registerResource } from '../../kit/index';
import { ndmaHazardsResource } from 'mfe-masters/model';
import { openReads } from '../masters-reads';
import { hazardFor, noHazardMessage } from './for-case';
import { dataOf, object, text } from '../../http/answer-schemas';

/** The hazard parameters of a place (NdmaHazard). */
const hazardAnswer = {
  200: dataOf(
    object({
      state: text,
      district: text,
      seismic_zone: text,
      basic_wind_speed: text,
      flood_prone: text,
      cyclone_prone: text,
      landslide_prone: text,
      coastal_regulation_zone: text,
    }),
  ),
};

/**
 * The hazard master: GET /api/ndma-hazards[/{id}] for any signed-in user (ungated page), writes and
 * export with user_master_page; GET /api/lookups/ndma?state&district|city or ?pincode fills a case's NDMA section.
 */
export const ndmaHazardRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  const store = registerResource(app, db, {
    desc: ndmaHazardsResource,
    table: ndmaHazards,
    routes: { list: false, read: false },
    beforeWrite: async ({ columns, current, db: tx }) => {
      const state = (columns.state ?? current?.state) as string;
      const district = (columns.district ?? current?.district) as string;
      const [dup] = await tx
        .select({ id: ndmaHazards.id })
        .from(ndmaHazards)
        .where(
          and(
            eq(ndmaHazards.state, state),
            sql`lower(${ndmaHazards.district}) = lower(${district})`,
            current ? ne(ndmaHazards.id, current.id as number) : undefined,
          ),
        )
        .limit(1);
      if (dup) {
        const message = `${district}, ${state} already has its hazard parameters.`;
        throw new HttpError(409, message, { district: message });
      }
    },
  });
  openReads(app, store, ndmaHazardsResource);

  app.get<{ Querystring: { state?: string; district?: string; city?: string; pincode?: string } }>(
    '/api/lookups/ndma',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            state: { type: 'string', minLength: 1, maxLength: 100 },
            district: { type: 'string', minLength: 1, maxLength: 100 },
            city: { type: 'string', minLength: 1, maxLength: 100 },
            pincode: { type: 'string', pattern: '^[1-9][0-9]{5}$' },
          },
        },
        response: hazardAnswer,
      },
      config: {
        right: 'authenticated',
        messages: {
          state: { default: 'Give the state.' },
          district: { default: 'Give the district.' },
          city: { default: 'Give the city.' },
          pincode: { default: 'A pincode is 6 digits and does not start with 0.' },
        },
      },
    },
    async (req): Promise<{ data: NdmaHazard }> => {
      const q = req.query;
      // A pincode alone, or a state with its district or city (a case's address gives one of them).
      if (!q.pincode && !(q.state && (q.district || q.city)))
        throw badRequest({ district: 'Give the pincode, or the state with the district or city.' });
      const row = await hazardFor(db, q);
      if (!row) throw notFound(noHazardMessage(q));
      return { data: row };
    },
  );
};
