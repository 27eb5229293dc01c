import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { FileStore } from '../../files/index';
import { users } from '../../db/schema/index';
import { badRequest, notFound } from '../../http/errors';
import { jsonBody } from '../../http/schemas';
import { bodySchema, fieldMessages, idOf, idParamsSchema, ID_PATTERN, kitValidatorCompiler, type Row } from '../../kit/index';
import { commitFiles, fileDto, readMultipart, sendStoredFile, type StoredFile } from '../../kit/uploads';
import { validateRecord } from 'shared/resources';
import { actorOf } from '../cases/actor';
import { queryCommentsResource as commentDesc } from 'mfe-cases/model';
import { caseQueries, caseQueryComments } from './table';

const route = { validatorCompiler: kitValidatorCompiler };
const commentParams = {
  type: 'object',
  required: ['id', 'cid'],
  properties: { id: { type: 'string', pattern: ID_PATTERN }, cid: { type: 'string', pattern: ID_PATTERN } },
};

/** A query's thread: GET and POST (JSON, or multipart with one attachment) and the attachment's download. */
export function queryCommentRoutes(app: FastifyInstance, db: Db, stored: FileStore) {
  async function exists(id: number) {
    const [q] = await db.select({ id: caseQueries.id }).from(caseQueries).where(eq(caseQueries.id, id));
    if (!q) throw notFound('Query not found. It may have been deleted; reload the list.');
  }

  app.get<{ Params: { id: string } }>(
    '/api/queries/:id/comments',
    { ...route, schema: { params: idParamsSchema }, config: { right: commentDesc.right } },
    async (req) => {
      const id = idOf(req.params.id);
      await exists(id);
      const list = await db
        .select({
          id: caseQueryComments.id,
          body: caseQueryComments.body,
          move: caseQueryComments.move,
          attachment: caseQueryComments.attachment,
          author_name: users.name,
          created_at: caseQueryComments.created_at,
        })
        .from(caseQueryComments)
        .leftJoin(users, eq(users.id, caseQueryComments.author_id))
        .where(eq(caseQueryComments.query_id, id))
        .orderBy(asc(caseQueryComments.id));
      return {
        data: list.map((r) => ({
          ...r,
          created_at: r.created_at.toISOString(),
          attachment: fileDto(r.attachment, `queries/${id}/comments/${r.id}/attachment`),
        })),
      };
    },
  );

  app.post<{ Params: { id: string }; Body: Row }>(
    '/api/queries/:id/comments',
    {
      ...route,
      schema: { params: idParamsSchema, body: jsonBody(bodySchema(commentDesc, 'create')) },
      config: { right: commentDesc.right, messages: fieldMessages(commentDesc) },
    },
    async (req, reply) => {
      const me = actorOf(req);
      const id = idOf(req.params.id);
      await exists(id);
      let body: Row;
      let staging;
      if (req.isMultipart()) ({ body, staging } = await readMultipart(req, commentDesc, bodySchema(commentDesc, 'create'), stored));
      else if (!req.body || typeof req.body !== 'object' || Array.isArray(req.body))
        throw badRequest({ _: 'Send a JSON object or a form.' });
      else body = req.body;
      try {
        const errors = validateRecord(commentDesc, body, 'create');
        if (Object.keys(errors).length) throw badRequest(errors);
        const [row] = await db
          .insert(caseQueryComments)
          .values({ query_id: id, author_id: me.id, body: String(body.body).trim() })
          .returning({ id: caseQueryComments.id });
        if (staging?.files.length) {
          const columns = await commitFiles(staging, stored, row.id);
          await db.update(caseQueryComments).set({ attachment: columns.attachment }).where(eq(caseQueryComments.id, row.id));
        }
        return reply.code(201).send({ data: { id: row.id }, message: commentDesc.messages.created });
      } finally {
        await staging?.cleanup();
      }
    },
  );

  app.get<{ Params: { id: string; cid: string } }>(
    '/api/queries/:id/comments/:cid/attachment',
    { ...route, schema: { params: commentParams }, config: { right: commentDesc.right } },
    async (req, reply) => {
      const [c] = await db
        .select({ attachment: caseQueryComments.attachment })
        .from(caseQueryComments)
        .where(and(eq(caseQueryComments.id, idOf(req.params.cid)), eq(caseQueryComments.query_id, idOf(req.params.id))));
      return sendStoredFile(reply, stored, c?.attachment as StoredFile | null);
    },
  );
}
