import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { companyDocuments, documentTypes } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import { registerResource } from '../../kit/index';
import { TODAY } from '../agreements/renewals';
import { documentCheckedWrites } from '../document-types/checked-writes';
import { companyDocumentsResource as desc, EXPIRY_WARNING_DAYS } from 'mfe-masters/model';
import { FORMAT_MESSAGES, isGstin, isPan, normaliseCode } from 'shared/resources';

/**
 * The firm's certificates: GET /api/company-documents[/{id}], export, POST / PUT (the file checked
 * against the chosen Document Master type; a GST number checked as a GSTIN, a PAN as a PAN),
 * DELETE, the stored file; right company_document. `expiry` flags those ending within 30 days.
 */
export const companyDocumentRoutes: FastifyPluginAsync<AppContext> = async (app, { db, files: allFiles }) => {
  const files = allFiles.at('company-documents');
  const store = registerResource(app, db, {
    desc,
    table: companyDocuments,
    files,
    routes: { create: false, update: false },
    computed: {
      expiry: sql<string>`CASE WHEN ${companyDocuments.valid_to} IS NULL THEN 'No expiry'
        WHEN ${companyDocuments.valid_to} < ${TODAY} THEN 'Expired'
        WHEN ${companyDocuments.valid_to} <= ${TODAY} + ${EXPIRY_WARNING_DAYS}::int THEN 'Expires in ' || (${companyDocuments.valid_to} - ${TODAY}) || ' days'
        ELSE 'Valid' END`,
    },
    beforeWrite: async ({ columns, current, db: tx }) => {
      const typeId = (columns.document_type_id ?? current?.document_type_id) as number;
      const number = ('number' in columns ? columns.number : current?.number) as string | null;
      const [type] = await tx
        .select({ code: documentTypes.code, applies_to: documentTypes.applies_to })
        .from(documentTypes)
        .where(eq(documentTypes.id, typeId))
        .limit(1);
      if (type && type.applies_to !== 'COMPANY')
        throw new HttpError(400, 'Choose a company document type.', { document_type_id: 'Choose a company document type.' });
      if (!type || !number) return;
      const code = normaliseCode(number);
      if (type.code.startsWith('GST')) {
        if (!isGstin(code)) throw new HttpError(400, FORMAT_MESSAGES.gstin, { number: FORMAT_MESSAGES.gstin });
        columns.number = code;
      } else if (type.code.startsWith('PAN')) {
        if (!isPan(code)) throw new HttpError(400, FORMAT_MESSAGES.pan, { number: FORMAT_MESSAGES.pan });
        columns.number = code;
      }
    },
  });
  documentCheckedWrites(app, db, store, desc, files, async (body, id) => {
    if (typeof body.document_type_id === 'number') return body.document_type_id;
    if (!id) return null;
    const [row] = await db
      .select({ t: companyDocuments.document_type_id })
      .from(companyDocuments)
      .where(eq(companyDocuments.id, id))
      .limit(1);
    return row?.t ?? null;
  });
};
