import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResourceDesc } from 'shared/resources';
import type { Db } from '../../db/client';
import type { FileStore } from '../../files/index';
import { badRequest, HttpError } from '../../http/errors';
import { jsonBody } from '../../http/schemas';
import {
  BODY_MESSAGE,
  bodySchema,
  fieldMessages,
  idOf,
  idParamsSchema,
  kitValidatorCompiler,
  type ResourceStore,
  type Row,
} from '../../kit/index';
import { readMultipart } from '../../kit/uploads';
import { kitAnswers } from '../../kit/answers';
import { checkUploadAgainstMaster } from './check';

/**
 * POST /api/{path} and PUT /api/{path}/{id} for a resource whose file field is checked against the
 * Document Master: `typeOf` names the document type (from the body, or the stored record on update)
 * and every staged file must fit it before anything is stored. Register the resource with
 * `routes: { create: false, update: false }` and call this after it.
 */
export function documentCheckedWrites(
  app: FastifyInstance,
  db: Db,
  store: ResourceStore,
  desc: ResourceDesc,
  files: FileStore,
  typeOf: (body: Row, id?: number) => Promise<number | null>,
): void {
  async function read(req: FastifyRequest, mode: 'create' | 'update', id?: number) {
    if (!req.isMultipart()) {
      if (!req.body || typeof req.body !== 'object' || Array.isArray(req.body)) throw badRequest({ _: BODY_MESSAGE });
      return { body: req.body as Row, staging: undefined };
    }
    const { body, staging } = await readMultipart(req, desc, bodySchema(desc, mode), files).catch((err: { statusCode?: number }) => {
      if (err instanceof HttpError || (err.statusCode && err.statusCode < 500)) throw err;
      throw new HttpError(400, 'Send the form as multipart/form-data with a boundary, or as JSON.');
    });
    try {
      for (const file of staging.files) {
        const type = await typeOf(body, id);
        if (type == null)
          throw new HttpError(400, 'Choose the document type before uploading.', {
            document_type_id: 'Choose the document type before uploading.',
          });
        await checkUploadAgainstMaster(db, type, { mime: file.mime, size: file.size }, file.field);
      }
    } catch (e) {
      await staging.cleanup();
      throw e;
    }
    return { body, staging };
  }
  const route = { validatorCompiler: kitValidatorCompiler };
  const config = { right: desc.right, messages: fieldMessages(desc) };
  const answers = kitAnswers(desc);
  app.post(
    `/api/${desc.path}`,
    { ...route, schema: { body: jsonBody(bodySchema(desc, 'create')), response: answers.created }, config },
    async (req, reply) => {
      const { body, staging } = await read(req, 'create');
      try {
        return reply.code(201).send({ data: await store.create(body, req, staging), message: desc.messages.created });
      } finally {
        await staging?.cleanup();
      }
    },
  );
  app.put<{ Params: { id: string } }>(
    `/api/${desc.path}/:id`,
    { ...route, schema: { params: idParamsSchema, body: jsonBody(bodySchema(desc, 'update')), response: answers.updated }, config },
    async (req) => {
      const id = idOf(req.params.id);
      const { body, staging } = await read(req, 'update', id);
      try {
        return { data: await store.update(id, body, req, staging), message: desc.messages.updated };
      } finally {
        await staging?.cleanup();
      }
    },
  );
}
