import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { requiredDocumentsResource, type MissingDocument } from 'mfe-masters/model';
import type { AppContext } from '../../context';
import { documentTypes, requiredDocuments } from '../../db/schema/index';
import { dataOf, int, listOf, nullable, object, text } from '../../http/answer-schemas';
import { HttpError, notFound } from '../../http/errors';
import { idOf, idParamsSchema, registerResource } from '../../kit/index';
import { rows } from '../../db/rows';

/**
 * The case document checklist (/admin/masterDocuments), right document_master:
 * /api/required-documents; and GET /api/cases/{id}/missing-documents (right case_master_page):
 * the checklist's documents that match the case's bank, purpose and property type and that no
 * uploaded document of the case covers yet (matched by the document master's code).
 */
export const requiredDocumentRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  registerResource(app, db, {
    desc: requiredDocumentsResource,
    table: requiredDocuments,
    beforeWrite: async ({ columns, current, db: tx }) => {
      const typeId = (columns.document_type_id ?? current?.document_type_id) as number;
      const [type] = await tx
        .select({ id: documentTypes.id })
        .from(documentTypes)
        .where(and(eq(documentTypes.id, typeId), eq(documentTypes.applies_to, 'CASE'), eq(documentTypes.status, '1')))
        .limit(1);
      if (!type) {
        const message = 'Choose an active case document type from the Document Master.';
        throw new HttpError(400, message, { document_type_id: message });
      }
    },
  });

  app.get<{ Params: { id: string } }>(
    '/api/cases/:id/missing-documents',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: dataOf(listOf(object({ document_type_id: int, code: text, name: text, note: nullable(text) }))) },
      },
      config: { right: 'case_master_page', messages: { id: { default: 'The id in the path must be a positive whole number.' } } },
    },
    async (req): Promise<{ data: MissingDocument[] }> => {
      const id = idOf(req.params.id);
      const missing = await rows<MissingDocument & { case_id: number; document_type_id: number | null }>(
        db,
        sql`
        SELECT c.id AS case_id, d.id AS document_type_id, d.code, d.name, min(r.note) AS note
        FROM cases c
        LEFT JOIN required_documents r
          ON r.status = '1'
         AND (r.bank_id IS NULL OR r.bank_id = c.bank_id)
         AND (r.purpose IS NULL OR r.purpose = c.purpose)
         AND (r.property_type IS NULL OR r.property_type = c.property_type)
        LEFT JOIN document_types d ON d.id = r.document_type_id AND d.status = '1'
        WHERE c.id = ${id}
          AND (d.id IS NULL OR NOT EXISTS (SELECT 1 FROM case_documents x WHERE x.case_id = c.id AND x.doc_type = d.code))
        GROUP BY c.id, d.id, d.code, d.name
        ORDER BY d.name`,
      );
      if (!missing.length) {
        // Either no such case, or every rule is met: tell them apart.
        if (!(await rows(db, sql`SELECT 1 FROM cases WHERE id = ${id}`)).length) throw notFound('No such case.');
        return { data: [] };
      }
      return {
        data: missing
          .filter((r) => r.document_type_id != null)
          .map((r) => ({ document_type_id: Number(r.document_type_id), code: r.code, name: r.name, note: r.note })),
      };
    },
  );
};
