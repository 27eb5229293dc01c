import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { tutorials } from '../../db/schema/index';
import { registerResource, userFullName } from '../../kit/index';
import { dataOf, int, listOf, object, text } from '../../http/answer-schemas';
import { actorOf } from '../hr-common/actor';
import { tutorialsResource } from 'mfe-hr/model';

/**
 * How-to guides of the suite (right tutorial_page), per page path, with a screenshot or PDF.
 * GET tutorials/for?path= answers the guides of one page (for a "how to" link by its title).
 */
export const tutorialRoutes: FastifyPluginAsync<AppContext> = async (app, { db, files }) => {
  registerResource(app, db, {
    desc: tutorialsResource,
    table: tutorials,
    computed: { author_name: userFullName(tutorials.author_id) },
    files: files.at('tutorials'),
    beforeWrite: ({ mode, columns, req }) => {
      if (mode === 'create') columns.author_id = actorOf(req).id;
    },
  });

  app.get<{ Querystring: { path: string } }>(
    '/api/tutorials/for',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['path'],
          properties: { path: { type: 'string', minLength: 2, maxLength: 120, pattern: '^/' } },
        },
        response: { 200: dataOf(listOf(object({ id: int, title: text }))) },
      },
      config: { right: 'authenticated' },
    },
    async (req) => {
      const data = await db
        .select({ id: tutorials.id, title: tutorials.title })
        .from(tutorials)
        .where(sql`lower(${tutorials.page_path}) = lower(${req.query.path})`)
        .orderBy(tutorials.id)
        .limit(10);
      return { data };
    },
  );
};
