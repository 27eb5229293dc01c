import Ajv from 'ajv';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FieldDesc, ResourceDesc } from 'shared/resources';
import type { FileStore } from '../files/index';
import { badRequest, notFound } from '../http/errors';
import { validationFields } from '../http/validation';
import { attachment, nameForType } from '../http/content-disposition';
import { assertCleanText } from '../http/input-guard';
import { MAX_FILE_BYTES, UploadStaging } from '../lib/upload-staging';
import { fieldMessages } from './schema';
import { fileError } from 'shared/resources';
import type { Row } from './types';

/** What a record keeps about an upload (a jsonb column named like the field). */
export interface StoredFile {
  name: string;
  stored: string;
  mime: string;
  size: number;
}

export const fileFields = (desc: ResourceDesc) => desc.fields.filter((f) => f.type === 'file');

/** A multipart text value -> the wire value the JSON body would carry. */
function fromText(field: FieldDesc | undefined, text: string): unknown {
  if (!field || text === '') return text === '' ? null : text;
  switch (field.type) {
    case 'number':
    case 'money':
      return /^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text;
    case 'select':
      return field.valueType === 'integer' && /^\d+$/.test(text) ? Number(text) : text;
    case 'multiselect':
    case 'tags':
    case 'json':
      try {
        return JSON.parse(text);
      } catch {
        return text;
      }
    default:
      return text;
  }
}

const strict = new Ajv({ allErrors: true, coerceTypes: false, removeAdditional: false, strict: false });

/**
 * Reads a multipart create / update: text parts become the same body a JSON request carries (and
 * pass the same schema), files are staged (sniffed by their first bytes, size-limited) until the
 * record is written.
 */
export async function readMultipart(req: FastifyRequest, desc: ResourceDesc, schema: object, files: FileStore) {
  const fields = fileFields(desc);
  // The largest any field allows (each field's own limit is checked below, by fileError).
  const staging = new UploadStaging(files, {
    maxBytes: Math.max(MAX_FILE_BYTES, ...fields.map((f) => f.maxBytes ?? 0)),
    video: fields.some((f) => f.accept?.some((t) => t.startsWith('video/'))),
  });
  const body: Row = {};
  const uploads = new Map(fields.map((f) => [f.name, f]));
  try {
    for await (const part of req.parts(staging.partsOptions)) {
      if (part.type === 'file') {
        const field = uploads.get(part.fieldname);
        if (!field) throw badRequest({ [part.fieldname]: `${part.fieldname} is not an accepted file.` });
        // One file per field: a second part would be stored and never linked.
        if (staging.files.some((f) => f.field === part.fieldname))
          throw badRequest({ [part.fieldname]: `Send one file for ${field.label}.` });
        await staging.add(part);
        const staged = staging.files.at(-1)!;
        const message = fileError(field, { size: staged.size, type: staged.mime });
        if (message) throw badRequest({ [field.name]: message });
      } else {
        assertCleanText(part.fieldname, String(part.value));
        const name = part.fieldname === 'version' ? undefined : desc.fields.find((f) => f.name === part.fieldname);
        body[part.fieldname] = part.fieldname === 'version' ? Number(part.value) : fromText(name, String(part.value));
      }
    }
    const validate = strict.compile(schema);
    if (!validate(body)) throw badRequest(validationFields(validate.errors as never, fieldMessages(desc)));
  } catch (err) {
    await staging.cleanup();
    throw err;
  }
  return { body, staging };
}

/** Stores staged files under `<id>/` in the store and answers the column values to keep. */
export async function commitFiles(staging: UploadStaging, files: FileStore, id: number): Promise<Row> {
  const committed = await staging.commit(files, id);
  await staging.cleanup();
  return Object.fromEntries(
    committed.map((f) => [f.field, { name: f.originalName, stored: f.storedPath, mime: f.mime, size: f.size } satisfies StoredFile]),
  );
}

/** Sends a stored file to a signed-in user holding the resource's right (the route checks it). */
export async function sendStoredFile(reply: FastifyReply, files: FileStore, file: StoredFile | null | undefined) {
  if (!file) throw notFound('No file is stored here.');
  const body = await files.open(file.stored);
  if (!body) throw notFound('The stored file is missing.');
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', attachment(nameForType(file.name, file.mime)))
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

/** The answer's view of a stored file: its name, size and where to fetch it. */
export function fileDto(file: unknown, url: string): { name: string; size: number; url: string } | null {
  const f = file as StoredFile | null | undefined;
  return f ? { name: f.name, size: f.size, url } : null;
}

/** Removes stored files (replaced or of deleted records), and their record's folder once empty. */
export async function removeStoredFiles(files: FileStore, stored: (StoredFile | null | undefined)[]): Promise<void> {
  await files.remove(stored.flatMap((f) => (f?.stored ? [f.stored] : [])));
}
