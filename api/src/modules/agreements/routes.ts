import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { agreements, documentTypes } from '../../db/schema/index';
import { badRequest, HttpError } from '../../http/errors';
import {
  bodySchema,
  idOf,
  idParamsSchema,
  kitValidatorCompiler,
  registerResource,
  fieldMessages,
  BODY_MESSAGE,
  type Row,
} from '../../kit/index';
import { readMultipart } from '../../kit/uploads';
import { kitAnswers } from '../../kit/answers';
import { dataOf, day, int, listOf, object, text } from '../../http/answer-schemas';
import { jsonBody } from '../../http/schemas';
import { checkUploadAgainstMaster } from '../document-types/check';
import { AGREEMENT_DOCUMENT_CODE, agreementsResource as desc } from 'mfe-masters/model';
import { dueAgreements, raiseRenewalTasks, TODAY } from './renewals';

const SIX_HOURS = 6 * 3_600_000;

const dueAnswer = {
  200: dataOf(listOf(object({ id: int, bank_name: text, agreement_no: text, valid_to: day, days_left: int, window: int }))),
};

/**
 * Agreements: GET /api/agreements[/{id}], export, POST / PUT (JSON or multipart with the file,
 * checked against the Document Master's Empanelment Agreement type), DELETE, the stored file, and
 * GET /api/agreements/due; right aggreement_page. Renewal tasks are raised at start, after each
 * change, on every look at the due list and every six hours.
 */
export const agreementRoutes: FastifyPluginAsync<AppContext> = async (app, { db, files: allFiles }) => {
  const files = allFiles.at('agreements');
  const store = registerResource(app, db, {
    desc,
    table: agreements,
    files,
    routes: { create: false, update: false },
    computed: {
      renewal: sql<string>`CASE WHEN ${agreements.valid_to} < ${TODAY} THEN 'Expired'
        WHEN ${agreements.valid_to} <= ${TODAY} + 30 THEN 'Due in 30 days'
        WHEN ${agreements.valid_to} <= ${TODAY} + 60 THEN 'Due in 60 days'
        WHEN ${agreements.valid_to} <= ${TODAY} + 90 THEN 'Due in 90 days' ELSE 'Active' END`,
    },
    afterWrite: async ({ db: tx }) => {
      await raiseRenewalTasks(tx);
    },
  });

  /** The body, and the file checked against the document master before anything is stored. */
  async function read(req: FastifyRequest, mode: 'create' | 'update') {
    if (!req.isMultipart()) {
      if (!req.body || typeof req.body !== 'object' || Array.isArray(req.body)) throw badRequest({ _: BODY_MESSAGE });
      return { body: req.body as Row, staging: undefined };
    }
    const { body, staging } = await readMultipart(req, desc, bodySchema(desc, mode), files).catch((err: { statusCode?: number }) => {
      // A malformed multipart body (no boundary, cut short) is the sender's error, not ours.
      if (err instanceof HttpError || (err.statusCode && err.statusCode < 500)) throw err;
      throw new HttpError(400, 'Send the form as multipart/form-data with a boundary, or as JSON.');
    });
    const file = staging.files.find((f) => f.field === 'file');
    if (file) {
      const [type] = await db
        .select({ id: documentTypes.id })
        .from(documentTypes)
        .where(eq(documentTypes.code, AGREEMENT_DOCUMENT_CODE))
        .limit(1);
      try {
        if (!type)
          throw new HttpError(409, `The Document Master has no ${AGREEMENT_DOCUMENT_CODE} type: add it before uploading agreements.`);
        await checkUploadAgainstMaster(db, type.id, { mime: file.mime, size: file.size }, 'file');
      } catch (e) {
        await staging.cleanup();
        throw e;
      }
    }
    return { body, staging };
  }

  const route = { validatorCompiler: kitValidatorCompiler };
  const config_ = { right: desc.right, messages: fieldMessages(desc) };
  const answers = kitAnswers(desc);
  app.post(
    `/api/${desc.path}`,
    { ...route, schema: { body: jsonBody(bodySchema(desc, 'create')), response: answers.created }, config: config_ },
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
    {
      ...route,
      schema: { params: idParamsSchema, body: jsonBody(bodySchema(desc, 'update')), response: answers.updated },
      config: config_,
    },
    async (req) => {
      const { body, staging } = await read(req, 'update');
      try {
        return { data: await store.update(idOf(req.params.id), body, req, staging), message: desc.messages.updated };
      } finally {
        await staging?.cleanup();
      }
    },
  );

  app.get('/api/agreements/due', { config: { right: 'aggreement_page' }, schema: { response: dueAnswer } }, async () => {
    await raiseRenewalTasks(db);
    return { data: await dueAgreements(db) };
  });

  app.addHook('onReady', async () => {
    await raiseRenewalTasks(db).catch((err) => app.log.error({ err }, 'renewal tasks failed'));
  });
  const timer = setInterval(() => void raiseRenewalTasks(db).catch((err) => app.log.error({ err }, 'renewal tasks failed')), SIX_HOURS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
