import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../http/errors';
import { idOf, idParamsSchema, kitValidatorCompiler } from '../../kit/index';
import { UploadStaging } from '../../lib/upload-staging';
import { u8 } from '../../lib/bytes';
import { actorOf } from '../cases/actor';
import { coordinate, textPart } from '../cases/documents';
import { recordSitePhoto } from '../cases/site-positions';
import { one, type Runner } from '../../db/rows';
import { completionRefusal, siteAreas, type Measurement, type MeasureUnit } from 'mfe-cases/model';
import * as answers from './answers';
import { keyOf, once } from './idempotency';
import { readVisit } from './read';
import { guard, markStarted } from './guard';
import { measurementsBody, measurementsMessages } from './schemas';

const route = { validatorCompiler: kitValidatorCompiler };
const PHOTO_FIELDS = ['item_id', 'latitude', 'longitude', 'taken_at', 'exif_latitude', 'exif_longitude', 'exif_taken_at'];
const HASH = /^[0-9a-f]{64}$/;

/** The phone's time of the action (header X-Action-At), never later than now: when the engineer did it, offline or not. */
function actionAt(req: FastifyRequest): Date {
  const v = req.headers['x-action-at'];
  const t = typeof v === 'string' ? Date.parse(v) : NaN;
  return Number.isNaN(t) ? new Date() : new Date(Math.min(t, Date.now()));
}

const sha256 = async (file: string) =>
  crypto
    .createHash('sha256')
    .update(u8(await fsp.readFile(file)))
    .digest('hex');

function dateField(fields: Record<string, string>, name: string): string | null {
  const v = textPart(fields, name);
  if (v !== null && Number.isNaN(Date.parse(v))) throw badRequest({ [name]: 'Taken at must be a date and time.' });
  return v;
}

/**
 * The engineer's guided visit, each write an action queued on the phone and sent with an
 * Idempotency-Key (a replay changes nothing): GET /api/site-visits/{id}; POST .../photos
 * (multipart: a checklist item's photo with its position, time, EXIF and the original's SHA-256);
 * PUT .../measurements; POST .../sketch (a PNG); POST .../complete {reason?}. A write for a case
 * reassigned or moved on meanwhile is refused with 409 and what happened (the phone shows it).
 */
export const siteVisitRoutes: FastifyPluginAsync<AppContext> = async (app, { db, files: root }) => {
  const files = root.at('cases');

  app.get<{ Params: { id: string } }>(
    '/api/site-visits/:id',
    { ...route, schema: { params: idParamsSchema, response: answers.visitRead }, config: { right: 'case_master_page' } },
    async (req) => ({ data: await readVisit(db, idOf(req.params.id)) }),
  );

  /** Stages one multipart file and its text fields (only `allowed` ones). */
  async function staged(req: FastifyRequest, allowed: string[]) {
    if (!req.isMultipart()) throw badRequest({ file: 'Send the photo as multipart/form-data with a file.' });
    const staging = new UploadStaging(files);
    const fields: Record<string, string> = {};
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || staging.files.length) throw badRequest({ file: 'Send one file in the field "file".' });
        await staging.add(part);
      } else {
        if (!allowed.includes(part.fieldname)) throw badRequest({ [part.fieldname]: `${part.fieldname} is not an accepted field.` });
        fields[part.fieldname] = String(part.value);
      }
    }
    const file = staging.files[0];
    if (!file) throw badRequest({ file: 'Choose a file to upload.' });
    return { staging, file, fields };
  }

  app.post<{ Params: { id: string } }>(
    '/api/site-visits/:id/photos',
    { ...route, schema: { params: idParamsSchema, response: answers.photoSaved }, config: { right: 'case_master_page' } },
    async (req, reply) => {
      const me = actorOf(req);
      const id = idOf(req.params.id);
      const key = keyOf(req);
      const at = actionAt(req);
      const { staging, file, fields } = await staged(req, [...PHOTO_FIELDS, 'original_sha256', 'original_bytes']);
      try {
        if (!file.mime.startsWith('image/')) throw badRequest({ file: 'Upload a JPEG, PNG or WebP photo.' });
        const itemId = fields.item_id ? idOf(fields.item_id) : null;
        const lat = coordinate(fields, 'latitude');
        const lng = coordinate(fields, 'longitude');
        const exifLat = coordinate(fields, 'exif_latitude');
        const exifLng = coordinate(fields, 'exif_longitude');
        const takenAt = dateField(fields, 'taken_at');
        const exifTakenAt = dateField(fields, 'exif_taken_at');
        const hash = await sha256(file.tempPath);
        const originalBytes = fields.original_bytes ? Number(fields.original_bytes) : file.size;
        if (!Number.isInteger(originalBytes) || originalBytes <= 0)
          throw badRequest({ original_bytes: 'Original bytes must be a whole number.' });
        const original = textPart(fields, 'original_sha256', 64) ?? hash;
        if (!HASH.test(original)) throw badRequest({ original_sha256: 'The original’s SHA-256 must be 64 hexadecimal characters.' });
        // The file as it left the phone unresized must be the one hashed there.
        if (originalBytes === file.size && original !== hash)
          throw badRequest({ original_sha256: 'The photo received is not the one hashed on the phone; take it again.' });
        let stored: string | null = null;
        return await once(
          db,
          req,
          reply,
          {
            key,
            userId: me.id,
            caseId: id,
            kind: 'photo',
            undo: async () => {
              if (stored) await files.remove([stored]);
            },
          },
          async (tx) => {
            const c = await guard(tx, id, me.id, 'photo');
            if (itemId !== null && !(await one(tx, sql`SELECT 1 FROM visit_checklist_items WHERE id = ${itemId}`)))
              throw badRequest({ item_id: 'No such checklist item.' });
            await markStarted(tx, id, me.id, at);
            [{ storedPath: stored }] = await staging.commit(files, id, () => 'photo');
            const row = await one<{ id: number }>(
              tx,
              sql`INSERT INTO case_documents (case_id, doc_type, file_name, stored_name, mime_type, size_bytes, latitude, longitude, taken_at,
                    uploaded_by, checklist_item_id, sha256, original_sha256, original_bytes, exif_latitude, exif_longitude, exif_taken_at)
                  VALUES (${id}, 'PHOTO', ${file.originalName}, ${stored}, ${file.mime}, ${file.size}, ${lat}, ${lng}, ${takenAt}, ${me.id},
                    ${itemId}, ${hash}, ${original}, ${originalBytes}, ${exifLat}, ${exifLng}, ${exifTakenAt})
                  RETURNING id`,
            );
            await recordSitePhoto(tx as never, { caseId: id, userId: me.id, lat, lng, takenAt });
            return {
              status: 201,
              answer: { data: { id: row!.id, sha256: hash, original_sha256: original }, message: `Photo saved to ${c.case_no}.` },
            };
          },
        );
      } finally {
        await staging.cleanup();
      }
    },
  );

  app.put<{ Params: { id: string }; Body: { unit: MeasureUnit; rows: Measurement[] } }>(
    '/api/site-visits/:id/measurements',
    {
      ...route,
      schema: { params: idParamsSchema, body: measurementsBody, response: answers.measured },
      config: { right: 'case_master_page', messages: measurementsMessages },
    },
    async (req, reply) => {
      const me = actorOf(req);
      const id = idOf(req.params.id);
      const at = actionAt(req);
      return once(db, req, reply, { key: keyOf(req), userId: me.id, caseId: id, kind: 'measurements' }, async (tx) => {
        const c = await guard(tx, id, me.id, 'measurement');
        const a = siteAreas(req.body.rows, req.body.unit, c.area_unit ?? 'SQFT');
        await markStarted(tx, id, me.id, at);
        await tx.execute(
          sql`UPDATE site_visits SET measurements = ${JSON.stringify(req.body.rows)}::jsonb, measure_unit = ${req.body.unit},
                carpet_area = ${a.carpet_area}, built_up_area = ${a.built_up_area}, land_area = ${a.land_area}, updated_at = now()
              WHERE case_id = ${id}`,
        );
        return { status: 200, answer: { data: a, message: `Measurements saved to ${c.case_no}.` } };
      });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/site-visits/:id/sketch',
    { ...route, schema: { params: idParamsSchema, response: answers.sketchSaved }, config: { right: 'case_master_page' } },
    async (req, reply) => {
      const me = actorOf(req);
      const id = idOf(req.params.id);
      const key = keyOf(req);
      const at = actionAt(req);
      const { staging, file } = await staged(req, []);
      try {
        if (file.mime !== 'image/png') throw badRequest({ file: 'The sketch must be a PNG image.' });
        const hash = await sha256(file.tempPath);
        let stored: string | null = null;
        return await once(
          db,
          req,
          reply,
          {
            key,
            userId: me.id,
            caseId: id,
            kind: 'sketch',
            undo: async () => {
              if (stored) await files.remove([stored]);
            },
          },
          async (tx) => {
            const c = await guard(tx, id, me.id, 'sketch');
            await markStarted(tx, id, me.id, at);
            [{ storedPath: stored }] = await staging.commit(files, id, () => 'sketch');
            // The latest sketch is the case's: an earlier one is replaced.
            const old = await one<{ names: string[] | null }>(
              tx,
              sql`WITH gone AS (DELETE FROM case_documents WHERE case_id = ${id} AND doc_type = 'SITE_SKETCH' RETURNING stored_name)
                  SELECT array_agg(stored_name) AS names FROM gone`,
            );
            const row = await one<{ id: number }>(
              tx,
              sql`INSERT INTO case_documents (case_id, doc_type, file_name, stored_name, mime_type, size_bytes, uploaded_by, sha256)
                  VALUES (${id}, 'SITE_SKETCH', ${`sketch-${c.case_no}.png`}, ${stored}, 'image/png', ${file.size}, ${me.id}, ${hash})
                  RETURNING id`,
            );
            if (old?.names?.length) await files.remove(old.names);
            return { status: 201, answer: { data: { id: row!.id }, message: `Sketch saved to ${c.case_no}.` } };
          },
        );
      } finally {
        await staging.cleanup();
      }
    },
  );

  app.post<{ Params: { id: string }; Body: { reason?: string | null } }>(
    '/api/site-visits/:id/complete',
    {
      ...route,
      schema: {
        params: idParamsSchema,
        body: { type: 'object', additionalProperties: false, properties: { reason: { type: ['string', 'null'], maxLength: 500 } } },
        response: answers.completed,
      },
      config: { right: 'case_master_page', messages: { reason: { default: 'The reason may have at most 500 characters.' } } },
    },
    async (req, reply) => {
      const me = actorOf(req);
      const id = idOf(req.params.id);
      const at = actionAt(req);
      return once(db, req, reply, { key: keyOf(req), userId: me.id, caseId: id, kind: 'complete' }, async (tx) => {
        const c = await guard(tx, id, me.id, 'completion');
        const visit = await readVisit(tx as Runner, id);
        const ticked = new Set(visit.photos.map((p) => p.checklist_item_id).filter((n): n is number => n != null));
        const reason = req.body.reason?.trim() || null;
        const refusal = completionRefusal(visit.checklist, ticked, reason);
        if (refusal) throw badRequest({ reason: refusal });
        await markStarted(tx, id, me.id, at);
        await tx.execute(
          sql`UPDATE site_visits SET completed_at = ${at.toISOString()}, missing_reason = ${reason}, updated_at = now() WHERE case_id = ${id}`,
        );
        return { status: 200, answer: { data: { completed_at: at.toISOString() }, message: `Visit to ${c.case_no} completed.` } };
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/site-visits/:id/sketch',
    { ...route, schema: { params: idParamsSchema, response: answers.sketch }, config: { right: 'case_master_page' } },
    async (req, reply) => {
      const doc = await one<{ stored_name: string }>(
        db,
        sql`SELECT stored_name FROM case_documents WHERE case_id = ${idOf(req.params.id)} AND doc_type = 'SITE_SKETCH' ORDER BY id DESC LIMIT 1`,
      );
      const body = doc && (await files.open(doc.stored_name));
      if (!body) throw notFound('No sketch for this case.');
      return reply.header('content-type', 'image/png').header('cache-control', 'private, no-store').send(body);
    },
  );
};
