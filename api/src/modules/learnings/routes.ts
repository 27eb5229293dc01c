import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { learnings } from '../../db/schema/index';
import { badRequest, forbidden } from '../../http/errors';
import { registerResource, type WriteContext, userFullName } from '../../kit/index';
import { actorOf, holds } from '../hr-common/actor';
import { learningsResource } from 'mfe-hr/model';
import { articleText, cleanArticle } from './sanitize';

/**
 * The knowledge base (right learning_page): anyone with the right writes articles; only the author
 * or an administrator changes or removes one. Bodies are sanitised before they are stored.
 */
export const learningRoutes: FastifyPluginAsync<AppContext> = async (app, { db, files }) => {
  const onlyAuthor = (req: WriteContext['req'], current: Record<string, unknown>) => {
    const me = actorOf(req);
    if (current.author_id !== me.id && !holds(me, 'learning_edit_all'))
      throw forbidden('Only the author or a holder of learning_edit_all can change this article.');
  };
  registerResource(app, db, {
    desc: learningsResource,
    table: learnings,
    omit: ['body_text'],
    computed: { author_name: userFullName(learnings.author_id) },
    files: files.at('learnings'),
    beforeWrite: ({ mode, columns, current, req }) => {
      if (mode === 'update') onlyAuthor(req, current!);
      else columns.author_id = actorOf(req).id;
      if (typeof columns.body === 'string') {
        columns.body = cleanArticle(columns.body);
        columns.body_text = articleText(columns.body as string);
        if (!columns.body_text) throw badRequest({ body: 'The article has no text left once scripts and unsafe markup are removed.' });
      }
    },
    beforeDelete: ({ current, req }) => onlyAuthor(req, current),
  });
};
