import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { NdmaHazard } from 'mfe-masters/model';
import type { AppContext } from '../../context';
import { ndmaHazards } from '../../db/schema/index';
import { HttpError, notFound } from '../../http/errors';
import { registerResource } from '../../kit/index';
import { ndmaHazardsResource } from 'mfe-masters/model';
import { openReads } from '../masters-reads';

/**
 * The hazard master: GET /api/ndma-hazards[/{id}] for any signed-in user (ungated page), writes and
 * export with user_master_page; GET /api/lookups/ndma?state&district fills a case's NDMA section.
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

  app.get<{ Querystring: { state: string; district: string } }>(
    '/api/lookups/ndma',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['state', 'district'],
          additionalProperties: false,
          properties: {
            state: { type: 'string', minLength: 1, maxLength: 100 },
            district: { type: 'string', minLength: 1, maxLength: 100 },
          },
        },
      },
      config: { right: 'authenticated', messages: { state: { default: 'Give the state.' }, district: { default: 'Give the district.' } } },
    },
    async (req): Promise<{ data: NdmaHazard }> => {
      const [row] = await db
        .select({
          state: ndmaHazards.state,
          district: ndmaHazards.district,
          seismic_zone: ndmaHazards.seismic_zone,
          basic_wind_speed: ndmaHazards.basic_wind_speed,
          flood_prone: ndmaHazards.flood_prone,
          cyclone_prone: ndmaHazards.cyclone_prone,
          landslide_prone: ndmaHazards.landslide_prone,
          coastal_regulation_zone: ndmaHazards.coastal_regulation_zone,
        })
        .from(ndmaHazards)
        .where(
          and(
            sql`lower(${ndmaHazards.state}) = lower(${req.query.state.trim()})`,
            sql`lower(${ndmaHazards.district}) = lower(${req.query.district.trim()})`,
          ),
        )
        .limit(1);
      if (!row) throw notFound(`The hazard master has no row for ${req.query.district}, ${req.query.state}.`);
      return { data: row };
    },
  );
};
