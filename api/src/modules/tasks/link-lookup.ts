import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { LOOKUP_LIMIT } from 'shared/resources';
import { TASK_LINK_LOOKUP } from 'mfe-hr/model';
import { rows } from '../../db/rows';
import { lookupGuard } from '../users/lookup-rights';
import { dataOf, listOf, object, text } from '../../http/answer-schemas';

/**
 * GET /api/lookups/task-links?search=: what a task can be linked to, picked from a search instead
 * of typed as 'case:…' (issue 29): cases by case-number prefix and bills by invoice-number prefix
 * (their unique indexes), numbers only (no applicant: a task's reader may not see cases). The value
 * is the stored link ('case:<case no.>', 'bill:<invoice no.>'), the label what people read.
 */
export function taskLinkLookupRoute(app: FastifyInstance, db: Db) {
  app.get<{ Querystring: { search?: string } }>(
    `/api/${TASK_LINK_LOOKUP.path}`,
    {
      schema: {
        querystring: { type: 'object', properties: { search: { type: 'string', maxLength: 100 } } },
        // id: the stored link ('case:<case no.>', 'bill:<invoice no.>').
        response: { 200: dataOf(listOf(object({ id: text, name: text }))) },
      },
      config: { right: 'staff' },
      onRequest: lookupGuard(TASK_LINK_LOOKUP.path),
    },
    async (req) => {
      const word = (req.query.search ?? '')
        .trim()
        .toUpperCase()
        .replace(/^(CASE|BILL)\s+/, '')
        .replace(/[\\%_]/g, '');
      const half = Math.ceil(LOOKUP_LIMIT / 2);
      const found = await rows<{ id: string; name: string }>(
        db,
        sql`(SELECT 'case:' || case_no AS id, 'Case ' || case_no AS name FROM cases
              ${word ? sql`WHERE case_no LIKE ${`${word}%`}` : sql``} ORDER BY ${word ? sql`case_no` : sql`id DESC`} LIMIT ${half})
            UNION ALL
            (SELECT 'bill:' || invoice_no, 'Bill ' || invoice_no FROM bills
              WHERE invoice_no IS NOT NULL ${word ? sql`AND upper(invoice_no) LIKE ${`${word}%`}` : sql``}
              ORDER BY ${word ? sql`invoice_no` : sql`id DESC`} LIMIT ${half})`,
      );
      return { data: found };
    },
  );
}
