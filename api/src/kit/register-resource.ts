import { PassThrough, Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../http/errors';
import type { FieldMessages } from '../http/validation';
import { stringify } from 'csv-stringify/sync';
import { CSV_OPTIONS, type ResourceDesc } from 'shared/resources';
import { businessToday } from './business-time';
import { csvValue } from './csv';
import { filterQuerySchema } from './filters';
import { writeXlsx } from './xlsx';
import type { ListParams } from './query';
import { resourceStore, type ResourceStore } from './resource-store';
import {
  allowedSorts,
  answerOnlyKeys,
  withoutAnswerOnly,
  BODY_MESSAGE,
  bodySchema,
  bulkSchema,
  fieldMessages,
  idOf,
  idParamsSchema,
  ID_PATTERN,
  listQuerySchema,
} from './schema';
import type { ResourceOptions, Row } from './types';
import { kitValidatorCompiler } from './validator';
import { kitAnswers } from './answers';
import { ensureResourceTable, kitTablesState, resourceTableIsReady, type KitTablesState } from './search-index';
import { jsonBody } from '../http/schemas';
import { fileFields, readMultipart, sendStoredFile, type StoredFile } from './uploads';

const BULK_MESSAGES: FieldMessages = {
  _: { default: BODY_MESSAGE },
  action: { required: 'Choose an action.', default: 'Choose a valid action.' },
  ids: {
    required: 'Select at least one record.',
    minItems: 'Select at least one record.',
    maxItems: 'Select at most 1000 records at once.',
    uniqueItems: 'The same record is selected twice.',
    default: 'Ids must be a list of record ids.',
  },
};

/**
 * Adds the routes of a described resource, each gated by the description's page right:
 *   GET    /api/{path}?page&pageSize&search&sort&order  -> { data, total, page, pageSize }
 *   GET    /api/{path}/count?search&filters              -> { total } (no rows)
 *   GET    /api/{path}/export.csv?search&sort&order     -> text/csv of the whole query
 *   GET    /api/{path}/export.xlsx?search&sort&order    -> the same as a spreadsheet (numbers, dates)
 *   GET    /api/{path}/{id}                             -> { data }
 *   POST   /api/{path}                                  -> 201 { data, message }
 *   PUT    /api/{path}/{id}   (version or If-Match)     -> { data, message } | 409 when stale | 428 without
 *   DELETE /api/{path}/{id}?version | If-Match          -> { data: { id }, message } | 409 when stale | 428 without
 * A record answered by GET / POST / PUT carries `ETag: "<version>"` (http/versions.ts), and a PUT
 * takes back the record as read: its answer-only keys (id, times, labels, computed) are ignored.
 *   POST   /api/{path}/bulk   { action, ids }           -> { count, message }
 * Bodies are validated by the JSON schema and then by the shared rules of the description.
 * Answers the store, so a module can add the spec's own paths (e.g. POST userSearch) on it.
 */
/** Every resource registered in this process, by name (the last registration wins): tests walk it. */
const registered = new Map<string, ResourceOptions>();
export const registeredResources = (): ResourceOptions[] => [...registered.values()];

/** One read of the kit's tables per started app (its encapsulated plugins share the one server). */
const states = new WeakMap<object, Promise<KitTablesState>>();
function tablesState(app: FastifyInstance, db: Db): Promise<KitTablesState> {
  let state = states.get(app.server);
  if (!state) states.set(app.server, (state = kitTablesState(db)));
  return state;
}

export function registerResource(app: FastifyInstance, db: Db, opts: ResourceOptions): ResourceStore {
  const { desc } = opts;
  registered.set(desc.name, opts);
  const store = resourceStore(db, opts);
  const base = opts.base ?? `/api/${desc.path}`;
  const ops = { create: true, update: true, delete: true, export: true, ...desc.operations };
  const on = {
    list: true,
    read: true,
    create: ops.create,
    update: ops.update,
    remove: ops.delete,
    bulk: !!desc.bulkActions?.length,
    export: ops.export,
    ...opts.routes,
  };
  const config = { right: desc.right, messages: fieldMessages(desc) };
  const sortable = allowedSorts(desc);
  const route = { validatorCompiler: kitValidatorCompiler };
  const answers = kitAnswers(desc);
  // The search index and the kept row count follow from the description (no hand-kept list). What
  // the database has is read once for all resources; only a resource missing something takes the lock.
  app.addHook('onReady', async () => {
    if (!resourceTableIsReady(await tablesState(app, db), desc, opts.table)) await ensureResourceTable(db, desc, opts.table);
  });
  // Paging, sort, search and the column filters of the description (filters.ts).
  const listSchema = listQuerySchema(desc, sortable);
  const querystring = { ...listSchema, properties: { ...(listSchema.properties as object), ...filterQuerySchema(desc, store.own) } };

  if (on.list) {
    app.get<{ Querystring: ListParams }>(base, { ...route, schema: { querystring, response: answers.list }, config }, (req) =>
      store.list(req.query, req),
    );
    app.get<{ Querystring: ListParams }>(
      `${base}/count`,
      { ...route, schema: { querystring, response: answers.count }, config },
      async (req) => ({
        total: await store.count(req.query, req),
      }),
    );
  }
  if (on.export) {
    app.get<{ Querystring: ListParams }>(
      `${base}/export.csv`,
      { ...route, schema: { querystring, response: answers.csv }, config },
      (req, reply) => sendCsv(store, req, reply),
    );
    app.get<{ Querystring: ListParams }>(
      `${base}/export.xlsx`,
      { ...route, schema: { querystring, response: answers.xlsx }, config },
      (req, reply) => sendXlsx(store, req, reply),
    );
  }
  if (on.read) {
    app.get<{ Params: { id: string } }>(
      `${base}/:id`,
      { ...route, schema: { params: idParamsSchema, response: answers.read }, config },
      async (req) => {
        const data = await store.read(idOf(req.params.id));
        if (!data) throw notFound(`No such ${desc.singular}.`);
        return { data };
      },
    );
  }
  // With file fields a write may come as multipart: its text parts pass the same schema.
  const withFiles = fileFields(desc).length > 0;
  if (withFiles && !opts.files) throw new Error(`${desc.name}: file fields need files`);
  const bodyOf = (mode: 'create' | 'update') => (withFiles ? jsonBody(bodySchema(desc, mode)) : bodySchema(desc, mode));
  const read = async (req: FastifyRequest<{ Body: Row }>, mode: 'create' | 'update') => {
    if (withFiles && req.isMultipart()) return readMultipart(req, desc, bodySchema(desc, mode), opts.files!);
    // Without a schema for its content type (e.g. text/plain) a body arrives unchecked.
    if (!req.body || typeof req.body !== 'object' || Array.isArray(req.body)) throw badRequest({ _: BODY_MESSAGE });
    return { body: req.body, staging: undefined };
  };

  if (on.create) {
    app.post<{ Body: Row }>(
      base,
      { ...route, schema: { body: bodyOf('create'), response: answers.created }, config },
      async (req, reply) => {
        const { body, staging } = await read(req, 'create');
        try {
          const data = await store.create(body, req, staging);
          return reply.code(201).send({ data, message: desc.messages.created });
        } finally {
          await staging?.cleanup();
        }
      },
    );
  }
  if (ops.update) {
    // A record sent back as read: also on a module's own PUT of this path (uploads checked first).
    const answerOnly = answerOnlyKeys(desc, Object.keys(store.selection));
    app.addHook('preValidation', async (req) => {
      if (req.method === 'PUT' && req.routeOptions.url === `${base}/:id`)
        withoutAnswerOnly(req, desc, (req.params as { id: string }).id, answerOnly);
    });
  }
  if (on.update) {
    app.put<{ Params: { id: string }; Body: Row }>(
      `${base}/:id`,
      { ...route, schema: { params: idParamsSchema, body: bodyOf('update'), response: answers.updated }, config },
      async (req) => {
        const { body, staging } = await read(req, 'update');
        try {
          return { data: await store.update(idOf(req.params.id), body, req, staging), message: desc.messages.updated };
        } finally {
          await staging?.cleanup();
        }
      },
    );
  }
  if (withFiles) {
    app.get<{ Params: { id: string; field: string } }>(
      `${base}/:id/files/:field`,
      {
        ...route,
        schema: {
          params: {
            type: 'object',
            required: ['id', 'field'],
            properties: {
              id: { type: 'string', pattern: ID_PATTERN },
              field: { type: 'string', enum: fileFields(desc).map((f) => f.name) },
            },
          },
          response: answers.file,
        },
        config,
      },
      async (req, reply) => {
        const row = await store.stored(idOf(req.params.id));
        if (!row) throw notFound(`No such ${desc.singular}.`);
        return sendStoredFile(reply, opts.files!, row[req.params.field] as StoredFile | null);
      },
    );
  }
  if (on.remove) {
    app.delete<{ Params: { id: string }; Querystring: { version?: number } }>(
      `${base}/:id`,
      {
        ...route,
        schema: {
          params: idParamsSchema,
          querystring: { type: 'object', properties: { version: { type: 'integer', minimum: 1 } } },
          response: answers.removed,
        },
        config,
      },
      async (req) => {
        const id = idOf(req.params.id);
        await store.remove(id, req, req.query.version);
        return { data: { id }, message: desc.messages.deleted };
      },
    );
  }
  if (on.bulk) {
    app.post<{ Body: { action: string; ids: number[] } }>(
      `${base}/bulk`,
      { ...route, schema: { body: bulkSchema(desc), response: answers.bulk }, config: { ...config, messages: BULK_MESSAGES } },
      async (req) => {
        const action = desc.bulkActions!.find((a) => a.id === req.body.action)!;
        const count = await store.bulk(action, req.body.ids, req);
        return { count, message: action.message };
      },
    );
  }
  return store;
}

function sendCsv(store: ResourceStore, req: FastifyRequest<{ Querystring: ListParams }>, reply: FastifyReply) {
  return csvReply(store.desc, store.exportRows(req.query, req), reply);
}

/** A list's rows, in batches, as the CSV download of the description's columns (also the case lists'). */
export async function csvReply(desc: ResourceDesc, batches: AsyncIterable<Row[]>, reply: FastifyReply) {
  async function* lines() {
    yield `\uFEFF${stringify([desc.columns.map((c) => c.label)], CSV_OPTIONS)}`;
    for await (const rows of batches) {
      yield stringify(
        rows.map((row) => desc.columns.map((c) => csvValue(desc, c, row[c.field]))),
        CSV_OPTIONS,
      );
    }
  }
  const date = businessToday();
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${desc.name}-${date}.csv"`)
    .send(Readable.from(lines()));
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function sendXlsx(store: ResourceStore, req: FastifyRequest<{ Querystring: ListParams }>, reply: FastifyReply) {
  return xlsxReply(store.desc, store.exportRows(req.query, req), reply);
}

/** The same as a spreadsheet. */
export async function xlsxReply(desc: ResourceDesc, batches: AsyncIterable<Row[]>, reply: FastifyReply) {
  const body = new PassThrough();
  writeXlsx(desc, batches, body).catch((err: unknown) => body.destroy(err as Error));
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${desc.name}-${businessToday()}.xlsx"`)
    .send(body);
}
