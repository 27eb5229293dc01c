import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { csvReply, kitValidatorCompiler, xlsxReply } from '../../kit/index';
import type { Row } from '../../kit/types';
import { caseListResource, type Actor } from 'mfe-cases/model';
import { listActorOf } from './actor';
import { listCases, type CaseListQuery } from './list';
import { listQuery } from './schemas';
import { csvExport, xlsxExport } from './lookup-answers';

/** An export stops here (the whole case table at scale is not a spreadsheet). */
const EXPORT_MAX = 50_000;
const BATCH = 100;

/** The list's query page by page, as the list itself reads it (same view, rights, filters, search and order), each page from the last one's cursor. */
async function* pages(db: Db, q: CaseListQuery, actor: Actor): AsyncIterable<Row[]> {
  let cursor: string | undefined;
  for (let read = 0; read < EXPORT_MAX; read += BATCH) {
    const { data, next } = await listCases(db, { ...q, page: 1, cursor, pageSize: BATCH }, actor);
    // A Row is a plain record of the columns the description names: each case row, as such.
    if (data.length) yield data.map((row): Row => ({ ...row }));
    if (!next) return;
    cursor = next;
  }
}

/**
 * GET /api/cases/export.csv and export.xlsx: a case page's list (its `view`, search, sort and
 * filters, every page) with the columns the page shows (mfe-cases/model case-lists.ts).
 */
export function caseExportRoutes(app: FastifyInstance, db: Db) {
  for (const format of ['csv', 'xlsx'] as const)
    app.get<{ Querystring: CaseListQuery }>(
      `/api/cases/export.${format}`,
      {
        validatorCompiler: kitValidatorCompiler,
        schema: { querystring: listQuery, response: format === 'csv' ? csvExport : xlsxExport },
        config: { right: 'case_master_page' },
      },
      async (req, reply) => {
        const actor = listActorOf(req);
        const desc = caseListResource(req.query.view ?? 'all');
        // Refused (403) before the download starts when the view is not the caller's.
        await listCases(db, { ...req.query, page: 1, pageSize: 1 }, actor);
        const batches = pages(db, req.query, actor);
        return format === 'csv' ? csvReply(desc, batches, reply) : xlsxReply(desc, batches, reply);
      },
    );
}
