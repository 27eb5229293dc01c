import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { DocumentTypeRule } from 'mfe-masters/model';
import type { AppContext } from '../../context';
import { documentTypes } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import { registerResource } from '../../kit/index';
import { DOCUMENT_USE_OPTIONS, documentTypesResource } from 'mfe-masters/model';
import { openReads } from '../masters-reads';
import { dataOf, int, listOf, object, text } from '../../http/answer-schemas';

/** The active types of one use with their upload rules (DocumentTypeRule). */
const rulesAnswer = {
  200: dataOf(listOf(object({ id: int, code: text, name: text, applies_to: text, file_types: listOf(text), max_size_kb: int }))),
};

/**
 * The document master: GET /api/document-types[/{id}] for any signed-in user (the page is ungated),
 * POST / PUT / DELETE and export with right document_master; GET /api/lookups/document-types/{use}
 * answers the active types of one use with their rules (upload forms check files before sending).
 */
export const documentTypeRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  const store = registerResource(app, db, {
    desc: documentTypesResource,
    table: documentTypes,
    routes: { list: false, read: false },
    beforeWrite: async ({ columns, current, db: tx }) => {
      if (typeof columns.code === 'string') columns.code = columns.code.toUpperCase();
      if (typeof columns.name !== 'string') return;
      const [dup] = await tx
        .select({ id: documentTypes.id })
        .from(documentTypes)
        .where(
          and(sql`lower(${documentTypes.name}) = lower(${columns.name})`, current ? ne(documentTypes.id, current.id as number) : undefined),
        )
        .limit(1);
      if (dup) {
        const message = `A document type named ${columns.name} already exists.`;
        throw new HttpError(409, message, { name: message });
      }
    },
  });
  openReads(app, store, documentTypesResource);

  app.get<{ Params: { use: string } }>(
    '/api/lookups/document-types/:use',
    {
      schema: {
        params: {
          type: 'object',
          required: ['use'],
          properties: { use: { type: 'string', enum: DOCUMENT_USE_OPTIONS.map((o) => o.value) } },
        },
        response: rulesAnswer,
      },
      config: {
        right: 'authenticated',
        messages: { use: { default: `Use one of ${DOCUMENT_USE_OPTIONS.map((o) => o.value).join(', ')}.` } },
      },
    },
    async (req): Promise<{ data: DocumentTypeRule[] }> => {
      const data = await documentTypeRules(db, req.params.use);
      return { data };
    },
  );
};

/** The active document types of one use with their upload rules (also for other modules' upload checks). */
export async function documentTypeRules(db: AppContext['db'], use?: string): Promise<DocumentTypeRule[]> {
  return db
    .select({
      id: documentTypes.id,
      code: documentTypes.code,
      name: documentTypes.name,
      applies_to: documentTypes.applies_to,
      file_types: documentTypes.file_types,
      max_size_kb: documentTypes.max_size_kb,
    })
    .from(documentTypes)
    .where(and(eq(documentTypes.status, '1'), use ? eq(documentTypes.applies_to, use) : undefined))
    .orderBy(asc(documentTypes.name))
    .limit(500);
}
