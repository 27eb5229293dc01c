import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { FileStore } from '../../files/index';
import { badRequest } from '../../http/errors';
import { assertCleanText } from '../../http/input-guard';
import type { Row } from '../../kit/index';
import { UploadStaging } from '../../lib/upload-staging';
import { caseUploadRefusal } from '../document-types/check';
import { branchOf } from './branch';
import { requestErrors } from './check';
import { bankOfBranch, insertRequests } from './store';
import { DOCUMENT_TYPE_OPTIONS, ONLINE_REQUEST_MAX_DOCUMENTS, ONLINE_REQUEST_SHEET_FIELDS } from 'mfe-cases/model';

const DOC_TYPES = DOCUMENT_TYPE_OPTIONS.map((o) => o.value);
const TEXT_FIELDS: readonly string[] = ONLINE_REQUEST_SHEET_FIELDS;

/**
 * Reads a request form: multipart (its text parts, and each document as a file part named by its
 * document type, e.g. SALE_DEED) or plain JSON without documents. Files wait in staging until the
 * request exists; the caller cleans the staging up.
 */
async function readForm(req: FastifyRequest, db: Db, staging: UploadStaging): Promise<Row> {
  if (!req.isMultipart()) {
    if (!req.body || typeof req.body !== 'object' || Array.isArray(req.body)) throw badRequest({ _: 'Send the request as a JSON object.' });
    return req.body as Row;
  }
  const body: Row = {};
  for await (const part of req.parts(staging.partsOptions)) {
    if (part.type === 'file') {
      if (staging.files.length >= ONLINE_REQUEST_MAX_DOCUMENTS)
        throw badRequest({ documents: `Attach at most ${ONLINE_REQUEST_MAX_DOCUMENTS} documents.` });
      await staging.add(part);
      const staged = staging.files.at(-1)!;
      // The Document Master's case types (and their file rules) first; the case form's own list besides.
      const master = await caseUploadRefusal(db, part.fieldname, staged);
      if (!master.known && !DOC_TYPES.includes(part.fieldname)) throw badRequest({ documents: 'Choose a valid Document Type' });
      if (master.refusal) throw badRequest({ documents: master.refusal });
    } else {
      if (!TEXT_FIELDS.includes(part.fieldname)) throw badRequest({ [part.fieldname]: `${part.fieldname} is not an accepted field.` });
      if (part.fieldname in body) throw badRequest({ [part.fieldname]: `Send ${part.fieldname} once.` });
      const text = String(part.value);
      assertCleanText(part.fieldname, text);
      body[part.fieldname] = text === '' ? null : text;
    }
  }
  return body;
}

/**
 * A branch's request by form, with its documents, in one transaction: all of it is kept or none.
 * Sent by its branch login (the default `who`) or by its bank's system through the bank API
 * (no login: loginId null).
 */
export async function submitRequest(
  req: FastifyRequest,
  db: Db,
  files: FileStore,
  who: { bankBranchId: number; loginId: number | null } = branchOf(req),
): Promise<number> {
  const staging = new UploadStaging(files);
  const stored: string[] = [];
  try {
    const body = await readForm(req, db, staging);
    const errors = requestErrors(body);
    if (Object.keys(errors).length) throw badRequest(errors);
    const bankId = await bankOfBranch(db, who.bankBranchId);
    return await db.transaction(async (tx) => {
      const [id] = await insertRequests(tx, { ...who, bankId }, [body], 'FORM');
      const committed = await staging.commit(files, id, (f) => f.field.toLowerCase());
      stored.push(...committed.map((f) => f.storedPath));
      for (const f of committed) {
        await tx.execute(sql`
          INSERT INTO online_request_documents (request_id, doc_type, file_name, stored_name, mime_type, size_bytes)
          VALUES (${id}, ${f.field}, ${f.originalName}, ${f.storedPath}, ${f.mime}, ${f.size})`);
      }
      return id;
    });
  } catch (err) {
    await files.remove(stored);
    throw err;
  } finally {
    await staging.cleanup();
  }
}
