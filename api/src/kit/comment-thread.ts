import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import type { FileStore } from '../files/index';
import { principalOf } from '../http/auth';
import { badRequest, forbidden } from '../http/errors';
import { jsonBody } from '../http/schemas';
import { validateRecord, type ResourceDesc } from 'shared/resources';
import { bodySchema, fieldMessages, ID_PATTERN, idOf, idParamsSchema } from './schema';
import type { Row } from './types';
import { commitFiles, fileDto, readMultipart, sendStoredFile, type StoredFile } from './uploads';
import { binary, dataOf, int, listOf, nullable, object, text, time } from '../http/answer-schemas';
import { kitValidatorCompiler } from './validator';

/** A thread's comments table: every thread (tickets, queries) keeps the same columns. */
export interface ThreadTable {
  table: PgTable;
  id: PgColumn;
  /** The thread's owner (ticket_id, query_id); its property name is its column name. */
  parent: PgColumn;
  author_id: PgColumn;
  body: PgColumn;
  move: PgColumn;
  attachment: PgColumn;
  created_at: PgColumn;
  /** Who wrote a comment that has no staff author (a bank branch on a query): shown as its author. */
  author_label?: PgColumn;
}

export interface CommentThreadOptions {
  /** e.g. `tickets`: the routes are /api/{path}/:id/comments and /api/{path}/:id/comments/:cid/attachment. */
  path: string;
  /** The comment's description: body and attachment fields, messages; its right gates the routes. */
  desc: ResourceDesc;
  comments: ThreadTable;
  /** Where attachments are stored (one folder per thread). */
  stored: FileStore;
  /** Throws (404) when the thread's owner does not exist or the caller may not see it. */
  visible(req: FastifyRequest, id: number): Promise<void>;
}

const commentParams = {
  type: 'object',
  required: ['id', 'cid'],
  properties: { id: { type: 'string', pattern: ID_PATTERN }, cid: { type: 'string', pattern: ID_PATTERN } },
};

/**
 * A comment thread with attachments under a record: GET the comments (oldest first, with the
 * author's name and the attachment's download path), POST one (JSON, or multipart with the
 * attachment) and GET an attachment. Moves write their own comments (with `move` set) elsewhere.
 */

const attachment = nullable(object({ name: text, size: int, url: text }));
const comment = object({ id: int, body: text, move: nullable(text), attachment, author_name: nullable(text), created_at: time });
const comments = { 200: dataOf(listOf(comment)) };
const commented = { 201: dataOf(object({ id: int })) };

export function registerCommentThread(app: FastifyInstance, db: Db, o: CommentThreadOptions) {
  const c = o.comments;
  const route = { validatorCompiler: kitValidatorCompiler, config: { right: o.desc.right } };
  const create = bodySchema(o.desc, 'create');

  app.get<{ Params: { id: string } }>(
    `/api/${o.path}/:id/comments`,
    { ...route, schema: { params: idParamsSchema, response: comments } },
    async (req) => {
      const id = idOf(req.params.id);
      await o.visible(req, id);
      const list = (await db
        .select({
          id: c.id,
          body: c.body,
          move: c.move,
          attachment: c.attachment,
          author_name: c.author_label ? sql<string>`coalesce(${users.name}, ${c.author_label})` : users.name,
          created_at: c.created_at,
        })
        .from(c.table)
        .leftJoin(users, eq(users.id, c.author_id))
        .where(eq(c.parent, id))
        .orderBy(asc(c.id))) as { id: number; attachment: unknown; created_at: Date }[];
      return {
        data: list.map((r) => ({
          ...r,
          created_at: r.created_at.toISOString(),
          attachment: fileDto(r.attachment, `${o.path}/${id}/comments/${r.id}/attachment`),
        })),
      };
    },
  );

  app.post<{ Params: { id: string }; Body: Row }>(
    `/api/${o.path}/:id/comments`,
    {
      validatorCompiler: kitValidatorCompiler,
      schema: { params: idParamsSchema, body: jsonBody(create), response: commented },
      config: { right: o.desc.right, messages: fieldMessages(o.desc) },
    },
    async (req, reply) => {
      const who = principalOf(req);
      if (who.kind !== 'user') throw forbidden();
      const id = idOf(req.params.id);
      await o.visible(req, id);
      let body: Row;
      let staging;
      if (req.isMultipart()) ({ body, staging } = await readMultipart(req, o.desc, create, o.stored));
      else if (!req.body || typeof req.body !== 'object' || Array.isArray(req.body))
        throw badRequest({ _: 'Send a JSON object or a form.' });
      else body = req.body;
      try {
        const errors = validateRecord(o.desc, body, 'create');
        if (Object.keys(errors).length) throw badRequest(errors);
        const values = { [c.parent.name]: id, author_id: who.user.id, body: String(body.body).trim() };
        const [row] = (await db
          .insert(c.table)
          .values(values as never)
          .returning({ id: c.id })) as { id: number }[];
        if (staging?.files.length) {
          const { attachment } = await commitFiles(staging, o.stored, id);
          await db
            .update(c.table)
            .set({ attachment } as never)
            .where(eq(c.id, row.id));
        }
        return reply.code(201).send({ data: { id: row.id }, message: o.desc.messages.created });
      } finally {
        await staging?.cleanup();
      }
    },
  );

  app.get<{ Params: { id: string; cid: string } }>(
    `/api/${o.path}/:id/comments/:cid/attachment`,
    { ...route, schema: { params: commentParams, response: { 200: binary('The comment’s attachment, as uploaded') } } },
    async (req, reply) => {
      const id = idOf(req.params.id);
      await o.visible(req, id);
      const [row] = (await db
        .select({ attachment: c.attachment })
        .from(c.table)
        .where(and(eq(c.id, idOf(req.params.cid)), eq(c.parent, id)))) as { attachment: unknown }[];
      return sendStoredFile(reply, o.stored, row?.attachment as StoredFile | null);
    },
  );
}
