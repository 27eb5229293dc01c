import { asc, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { BROKER_LOOKUP, brokersResource } from 'mfe-realestate/model';
import { LOOKUP_LIMIT } from 'shared/resources';
import type { AppContext } from '../../context';
import { brokers } from '../../db/schema';
import { searchWhere } from '../../kit/index';
import { choicesAnswer, nullable, text } from '../../http/answer-schemas';

const lookupQuery = { type: 'object', properties: { search: { type: 'string', maxLength: 100 } } } as const;

/**
 * Real-estate intelligence beyond its plain resources (policy links, portals, brokers and quotes
 * are registered from their descriptions): the broker choice of the quote form.
 */
export const realEstateRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get<{ Querystring: { search?: string } }>(
    `/api/${BROKER_LOOKUP.path}`,
    {
      schema: { querystring: lookupQuery, response: choicesAnswer(nullable(text)) },
      config: { right: brokersResource.right },
    },
    async (req) => {
      const where: SQL | undefined = searchWhere([brokers.name, brokers.firm, brokers.mobile], req.query.search);
      const rows = await db
        .select({ id: brokers.id, name: brokers.name })
        .from(brokers)
        .where(where)
        .orderBy(asc(brokers.name), asc(brokers.id))
        .limit(LOOKUP_LIMIT);
      return { data: rows };
    },
  );
};
