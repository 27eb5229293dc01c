import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documentTypes } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import { uploadRefusal } from 'mfe-masters/model';

/**
 * Every upload that names a document type goes through here: the sniffed type and the real size
 * against the document master's row (inactive or unknown types refuse). `field` names the form
 * field the message belongs under.
 */
export async function checkUploadAgainstMaster(db: Db, typeId: number, file: { mime: string; size: number }, field: string): Promise<void> {
  const [rule] = await db.select().from(documentTypes).where(eq(documentTypes.id, typeId)).limit(1);
  if (!rule || rule.status !== '1') {
    const message = 'Choose an active document type from the Document Master.';
    throw new HttpError(400, message, { document_type_id: message });
  }
  const message = uploadRefusal(rule, { type: file.mime, size: file.size });
  if (message) throw new HttpError(400, message, { [field]: message });
}

/**
 * A case document's type as the Document Master knows it (active, used for cases), or null: the
 * upload must then fit its file kinds and size. Returns the refusal, or null when it fits.
 */
export async function caseUploadRefusal(
  db: Db,
  code: string,
  file: { mime: string; size: number },
): Promise<{ known: boolean; refusal: string | null }> {
  const [rule] = await db
    .select()
    .from(documentTypes)
    .where(and(eq(documentTypes.code, code), eq(documentTypes.applies_to, 'CASE'), eq(documentTypes.status, '1')))
    .limit(1);
  if (!rule) return { known: false, refusal: null };
  return { known: true, refusal: uploadRefusal(rule, { type: file.mime, size: file.size }) };
}
