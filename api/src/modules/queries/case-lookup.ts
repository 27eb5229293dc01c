import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { LOOKUP_LIMIT } from 'shared/resources';
import { rows } from '../../db/rows';
import { principalCan, principalOf } from '../../http/auth';
import { CASE_RIGHTS, lookupGuard } from '../users/lookup-rights';
import { CASE_LOOKUP } from 'mfe-cases/model';
import { choicesAnswer } from '../../http/answer-schemas';

/**
 * GET /api/lookups/cases?search= for the forms that link a case (queries, pickups, couriers; only
 * for a caller holding one of their rights; applicants' names only with a case right): by case-number prefix (its text_pattern_ops index) or, failing that, the newest cases.
 */
export function caseLookupRoute(app: FastifyInstance, db: Db) {
  app.get<{ Querystring: { search?: string } }>(
    '/api/lookups/cases',
    {
      schema: {
        querystring: { type: 'object', properties: { search: { type: 'string', maxLength: 100 } } },
        response: choicesAnswer(),
      },
      config: { right: 'staff' },
      onRequest: lookupGuard(CASE_LOOKUP.path),
    },
    async (req) => {
      const word = (req.query.search ?? '')
        .trim()
        .toUpperCase()
        .replace(/[\\%_]/g, '');
      // Applicants' names are personal data: only for a caller who works on cases.
      const principal = principalOf(req);
      const withNames = CASE_RIGHTS.some((r) => principalCan(principal, r));
      const found = await rows<{ id: number; name: string }>(
        db,
        sql`SELECT id, ${withNames ? sql`case_no || coalesce(' · ' || applicant_name, '')` : sql`case_no`} AS name FROM cases
            ${word ? sql`WHERE case_no LIKE ${`${word}%`}` : sql``}
            ORDER BY ${word ? sql`case_no` : sql`id DESC`} LIMIT ${LOOKUP_LIMIT}`,
      );
      return { data: found };
    },
  );
}
