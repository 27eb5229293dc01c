import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import type { FileStore } from '../../files/index';
import { principalOf } from '../../http/auth';
import { conflict, notFound } from '../../http/errors';
import { jsonBody } from '../../http/schemas';
import {
  idOf,
  idParamsSchema,
  kitValidatorCompiler,
  listQuerySchema,
  allowedSorts,
  registerResource,
  type ListParams,
} from '../../kit/index';
import { filterQuerySchema } from '../../kit/filters';
import { actorOf } from '../cases/actor';
import { DuplicateCaseError } from '../cases/create';
import { dto } from '../cases/sql';
import { one, rows } from '../../db/rows';
import * as answers from './answers';
import { branchOf } from './branch';
import { requestMessages, requestSchema } from './check';
import { acceptRequest, rejectRequest, type AcceptBody } from './decide';
import { checkSheet, readSheetUpload } from './sheet';
import { bankOfBranch, insertRequests } from './store';
import { submitRequest } from './submit';
import { onlineRequests } from '../../db/schema/index';
import { onlineRequestResource as desc, sheetNeedsConfirmMessage } from 'mfe-cases/model';
import { dispositionFor } from '../../http/content-disposition';

const route = { validatorCompiler: kitValidatorCompiler };
const ID = idParamsSchema.properties.id;
const docParams = { type: 'object', required: ['id', 'doc'], properties: { id: ID, doc: ID } };
const VERSION = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };
const acceptBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: { version: VERSION, company_branch_id: { ...VERSION }, ignore_duplicates: { type: 'boolean' } },
};
const rejectBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version', 'reason'],
  properties: { version: VERSION, reason: { type: 'string', maxLength: 500 } },
};
const decideMessages = {
  _: { default: 'Send the decision as a JSON object.' },
  version: { required: 'Version is required: reload the record and try again.', default: 'Version must be a whole number.' },
  company_branch_id: { default: 'Choose a valid Company Branch' },
  ignore_duplicates: { default: 'Ignore duplicates must be true or false.' },
  reason: { required: 'A reason is required to reject a request.', default: 'The reason must be text of at most 500 characters.' },
};

async function documentsOf(db: AppContext['db'], id: number) {
  const list = await rows(
    db,
    sql`SELECT id, doc_type, file_name, mime_type, size_bytes, uploaded_at FROM online_request_documents WHERE request_id = ${id} ORDER BY id`,
  );
  return list.map((r) => dto(r));
}

async function sendDocument(reply: FastifyReply, db: AppContext['db'], files: FileStore, id: number, doc: number) {
  const d = await one<{ stored_name: string; mime_type: string; file_name: string }>(
    db,
    sql`SELECT stored_name, mime_type, file_name FROM online_request_documents WHERE id = ${doc} AND request_id = ${id}`,
  );
  const body = d && (await files.open(d.stored_name));
  if (!d || !body) throw notFound('No such document.');
  return reply
    .header('content-type', d.mime_type)
    .header('content-disposition', dispositionFor(d.file_name, d.mime_type))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(body);
}

/**
 * Online valuation requests (issue 11). Staff (right cases_uploaded_online_field): the kit's list,
 * read and export under /api/online-requests, POST .../{id}/accept and .../{id}/reject, the
 * documents. A bank-branch login, under /api/online-requests/mine: its own branch's requests only
 * (another branch's answer 404), a request by form with documents, and an .xlsx of many, checked
 * row by row and imported only when every row is valid or the sender confirms the valid ones.
 */
export const onlineRequestRoutes: FastifyPluginAsync<AppContext> = async (app, { db, files: allFiles }) => {
  const files = allFiles.at('online-requests');
  const store = registerResource(app, db, {
    desc,
    table: onlineRequests,
    routes: { list: true, read: true, export: true, create: false, update: false, remove: false, bulk: false },
    // Qualified by hand: drizzle names a single table's columns bare, which a subquery's own table would capture.
    computed: {
      bank_name: sql`(SELECT b.name FROM banks b WHERE b.id = online_requests.bank_id)`,
      bank_branch_name: sql`(SELECT bb.branch_name FROM bank_branches bb WHERE bb.id = online_requests.bank_branch_id)`,
      case_no: sql`(SELECT c.case_no FROM cases c WHERE c.id = online_requests.case_id)`,
      documents: sql`(SELECT count(*)::int FROM online_request_documents d WHERE d.request_id = online_requests.id)`,
    },
    // The branch's own list runs on the same store, narrowed to its branch.
    scope: (req) => {
      const p = principalOf(req);
      return p.kind === 'branch' ? eq(onlineRequests.bank_branch_id, p.branch.bank_branch_id ?? 0) : undefined;
    },
  });
  const staff = { right: desc.right, messages: decideMessages };
  const branch = { right: 'authenticated' as const, messages: requestMessages };

  app.get<{ Params: { id: string } }>(
    '/api/online-requests/:id/documents',
    { ...route, schema: { params: idParamsSchema, response: answers.documents }, config: staff },
    async (req) => ({ data: await documentsOf(db, idOf(req.params.id)) }),
  );
  app.get<{ Params: { id: string; doc: string } }>(
    '/api/online-requests/:id/documents/:doc/file',
    { ...route, schema: { params: docParams, response: answers.documentFile }, config: staff },
    (req, reply) => sendDocument(reply, db, files, idOf(req.params.id), idOf(req.params.doc)),
  );
  app.post<{ Params: { id: string }; Body: AcceptBody }>(
    '/api/online-requests/:id/accept',
    { ...route, schema: { params: idParamsSchema, body: acceptBody, response: answers.accepted }, config: staff },
    async (req, reply) => {
      try {
        const made = await acceptRequest(db, { requests: files, cases: allFiles.at('cases') }, idOf(req.params.id), req.body, actorOf(req));
        return { data: await store.read(idOf(req.params.id)), case: made, message: `Request accepted as case ${made.case_no}.` };
      } catch (err) {
        // As on initiating a case: the possible duplicates go with the 409, and staff may accept anyway.
        if (err instanceof DuplicateCaseError) return reply.code(409).send({ ...err.toBody(), duplicates: err.duplicates });
        throw err;
      }
    },
  );
  app.post<{ Params: { id: string }; Body: { version: number; reason: string } }>(
    '/api/online-requests/:id/reject',
    { ...route, schema: { params: idParamsSchema, body: rejectBody, response: answers.decided }, config: staff },
    async (req) => {
      await rejectRequest(db, idOf(req.params.id), req.body, actorOf(req));
      return { data: await store.read(idOf(req.params.id)), message: 'Request rejected.' };
    },
  );

  const listSchema = listQuerySchema(desc, allowedSorts(desc));
  const querystring = { ...listSchema, properties: { ...(listSchema.properties as object), ...filterQuerySchema(desc, store.own) } };
  app.get<{ Querystring: ListParams }>(
    '/api/online-requests/mine',
    { ...route, schema: { querystring, response: answers.ownList }, config: branch },
    (req) => {
      branchOf(req);
      return store.list(req.query, req);
    },
  );
  /** One own request with its documents; another branch's is not found (never forbidden: its existence is not told). */
  const own = async (bankBranchId: number, id: number) => {
    const data = await store.read(id);
    if (!data || data.bank_branch_id !== bankBranchId) throw notFound('No such request.');
    return data;
  };
  app.get<{ Params: { id: string } }>(
    '/api/online-requests/mine/:id',
    { ...route, schema: { params: idParamsSchema, response: answers.ownRequest }, config: branch },
    async (req) => {
      const id = idOf(req.params.id);
      const data = await own(branchOf(req).bankBranchId, id);
      return { data: { ...data, document_list: await documentsOf(db, id) } };
    },
  );
  app.get<{ Params: { id: string; doc: string } }>(
    '/api/online-requests/mine/:id/documents/:doc/file',
    { ...route, schema: { params: docParams, response: answers.documentFile }, config: branch },
    async (req, reply) => {
      const id = idOf(req.params.id);
      await own(branchOf(req).bankBranchId, id);
      return sendDocument(reply, db, files, id, idOf(req.params.doc));
    },
  );
  app.post(
    '/api/online-requests/mine',
    { ...route, schema: { body: jsonBody(requestSchema), response: answers.submitted }, config: branch },
    async (req, reply) => {
      const id = await submitRequest(req, db, files);
      return reply.code(201).send({ data: await store.read(id), message: `Request ${id} sent.` });
    },
  );
  app.post(
    '/api/online-requests/mine/sheet/check',
    { ...route, schema: { response: answers.sheetChecked }, config: branch },
    async (req) => {
      branchOf(req);
      const { good: _good, ...checked } = await checkSheet((await readSheetUpload(req)).file);
      return { data: checked };
    },
  );
  app.post('/api/online-requests/mine/sheet/import', { ...route, schema: { response: answers.imported }, config: branch }, async (req) => {
    const who = branchOf(req);
    const upload = await readSheetUpload(req);
    const sheet = await checkSheet(upload.file);
    // A sheet with bad rows imports nothing until the sender confirms the valid ones.
    if (sheet.invalid && upload.confirm !== 'valid-only') throw conflict(sheetNeedsConfirmMessage(sheet.invalid));
    if (!sheet.valid) throw conflict('No row of the sheet is valid: nothing to import.');
    const bankId = await bankOfBranch(db, who.bankBranchId);
    const ids = await db.transaction((tx) => insertRequests(tx, { ...who, bankId }, sheet.good, 'XLSX'));
    return { count: ids.length, message: `Imported ${ids.length} request${ids.length === 1 ? '' : 's'}.` };
  });
};
