import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import { u8 } from '../../lib/bytes';
import { printCopyKey } from './report-data';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import type { FileStore } from '../../files/index';
import { badRequest, notFound } from '../../http/errors';
import { idOf, idParamsSchema, kitValidatorCompiler } from '../../kit/index';
import { UploadStaging } from '../../lib/upload-staging';
import { caseUploadRefusal } from '../document-types/check';
import { actorOf } from './actor';
import * as answers from './answers';
import { dto } from './sql';
import { one, rows } from '../../db/rows';
import { DOCUMENT_TYPE_OPTIONS } from 'mfe-cases/model';
import { recordSitePhoto } from './site-positions';
import { dispositionFor } from '../../http/content-disposition';

const docParams = {
  type: 'object',
  required: ['id', 'doc'],
  properties: { id: idParamsSchema.properties.id, doc: idParamsSchema.properties.id },
};
const DOC_TYPES = DOCUMENT_TYPE_OPTIONS.map((o) => o.value);

export function textPart(fields: Record<string, string>, name: string, max = 40): string | null {
  const v = fields[name];
  if (v === undefined || v === '') return null;
  if (v.length > max) throw badRequest({ [name]: `${name} is too long.` });
  return v;
}

/** A latitude or longitude field (its name ends with one or the other) of a multipart upload. */
export function coordinate(fields: Record<string, string>, name: string): number | null {
  const v = textPart(fields, name);
  if (v === null) return null;
  const n = Number(v);
  const lat = name.endsWith('latitude');
  const limit = lat ? 90 : 180;
  if (!/^-?\d{1,3}(\.\d{1,8})?$/.test(v) || Math.abs(n) > limit)
    throw badRequest({ [name]: `${lat ? 'Latitude' : 'Longitude'} must be a number between -${limit} and ${limit}.` });
  return Math.round(n * 1e6) / 1e6;
}

/**
 * A case's documents and site photos: GET/POST /api/cases/{id}/documents (multipart: doc_type,
 * file, and for photos latitude, longitude, taken_at), GET .../documents/{doc}/file, DELETE
 * .../documents/{doc}. Files are sniffed (PDF, JPEG, PNG, WebP), at most 5 MB, kept under
 * `cases/{id}/` of the file store and served only to signed-in users with a case right.
 */
export function documentRoutes(app: FastifyInstance, db: Db, files: FileStore) {
  const route = { validatorCompiler: kitValidatorCompiler };

  const caseExists = async (id: number) => {
    if (!(await one(db, sql`SELECT 1 FROM cases WHERE id = ${id}`))) throw notFound('No such case.');
  };

  app.get<{ Params: { id: string } }>(
    '/api/cases/:id/documents',
    { ...route, schema: { params: idParamsSchema, response: answers.documents }, config: { right: 'case_master_page' } },
    async (req) => {
      const id = idOf(req.params.id);
      await caseExists(id);
      const list = await rows(
        db,
        sql`
      SELECT d.id, d.doc_type, d.file_name, d.mime_type, d.size_bytes, d.latitude, d.longitude, d.taken_at, d.uploaded_at,
             u.name AS uploaded_by_name
      FROM case_documents d LEFT JOIN users u ON u.id = d.uploaded_by WHERE d.case_id = ${id} ORDER BY d.uploaded_at, d.id`,
      );
      return { data: list.map((r) => dto(r)) };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/cases/:id/documents',
    { ...route, schema: { params: idParamsSchema, response: answers.documentUploaded }, config: { right: 'case_master_page' } },
    async (req, reply) => {
      const actor = actorOf(req);
      const id = idOf(req.params.id);
      if (!req.isMultipart()) throw badRequest({ file: 'Send the document as multipart/form-data with a file.' });
      await caseExists(id);
      const staging = new UploadStaging(files);
      const fields: Record<string, string> = {};
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file' || staging.files.length) throw badRequest({ file: 'Send one file in the field "file".' });
            await staging.add(part);
          } else {
            if (!['doc_type', 'latitude', 'longitude', 'taken_at'].includes(part.fieldname))
              throw badRequest({ [part.fieldname]: `${part.fieldname} is not an accepted field.` });
            fields[part.fieldname] = String(part.value);
          }
        }
        const staged = staging.files[0];
        if (!staged) throw badRequest({ file: 'Choose a file to upload.' });
        const docType = fields.doc_type ?? '';
        // The Document Master's case types (and their file rules) first; the case form's own list besides.
        const master = await caseUploadRefusal(db, docType, staged);
        if (!master.known && !DOC_TYPES.includes(docType)) throw badRequest({ doc_type: 'Choose a valid Document Type' });
        if (master.refusal) throw badRequest({ file: master.refusal });
        const latitude = coordinate(fields, 'latitude');
        const longitude = coordinate(fields, 'longitude');
        const takenText = textPart(fields, 'taken_at');
        if (takenText !== null && Number.isNaN(Date.parse(takenText))) throw badRequest({ taken_at: 'Taken at must be a date and time.' });
        // What was received, hashed before it is stored: the report and the reviewer can prove the file unchanged.
        const sha256 = crypto
          .createHash('sha256')
          .update(u8(await fsp.readFile(staged.tempPath)))
          .digest('hex');
        const [{ storedPath }] = await staging.commit(files, id, () => docType.toLowerCase());
        const [row] = await rows(
          db,
          sql`
        INSERT INTO case_documents (case_id, doc_type, file_name, stored_name, mime_type, size_bytes, latitude, longitude, taken_at, uploaded_by, sha256)
        VALUES (${id}, ${docType}, ${staged.originalName}, ${storedPath}, ${staged.mime}, ${staged.size}, ${latitude}, ${longitude},
                ${takenText}, ${actor.id}, ${sha256})
        RETURNING id, doc_type, file_name, mime_type, size_bytes, latitude, longitude, taken_at, uploaded_at`,
        );
        if (docType === 'PHOTO')
          await recordSitePhoto(db, { caseId: id, userId: actor.id, lat: latitude, lng: longitude, takenAt: takenText });
        return reply.code(201).send({ data: dto(row), message: 'Document uploaded.' });
      } finally {
        await staging.cleanup();
      }
    },
  );

  app.get<{ Params: { id: string; doc: string } }>(
    '/api/cases/:id/documents/:doc/file',
    { ...route, schema: { params: docParams, response: answers.documentFile }, config: { right: 'case_master_page' } },
    async (req, reply) => {
      const doc = await one<{ stored_name: string; mime_type: string; file_name: string }>(
        db,
        sql`
      SELECT stored_name, mime_type, file_name FROM case_documents WHERE id = ${idOf(req.params.doc)} AND case_id = ${idOf(req.params.id)}`,
      );
      if (!doc) throw notFound('No such document.');
      return sendFile(reply, files, doc);
    },
  );

  // No version here (no 428): an uploaded document is never edited, so there is no later state a
  // stale screen could overwrite; case_documents has no version column.
  app.delete<{ Params: { id: string; doc: string } }>(
    '/api/cases/:id/documents/:doc',
    { ...route, schema: { params: docParams, response: answers.documentRemoved }, config: { right: 'work_in_progress_case_page' } },
    async (req) => {
      const doc = await one<{ stored_name: string }>(
        db,
        sql`
      DELETE FROM case_documents WHERE id = ${idOf(req.params.doc)} AND case_id = ${idOf(req.params.id)} RETURNING stored_name`,
      );
      if (!doc) throw notFound('No such document.');
      await files.remove([doc.stored_name, printCopyKey(doc.stored_name)]);
      return { data: { id: Number(req.params.doc) }, message: 'Document deleted.' };
    },
  );
}

async function sendFile(reply: FastifyReply, files: FileStore, doc: { stored_name: string; mime_type: string; file_name: string }) {
  const body = await files.open(doc.stored_name);
  if (!body) throw notFound('The stored file is missing.');
  return reply
    .header('content-type', doc.mime_type)
    .header('content-disposition', dispositionFor(doc.file_name, doc.mime_type))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(body);
}
