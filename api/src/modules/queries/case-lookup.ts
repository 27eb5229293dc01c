import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { LOOKUP_LIMIT } from 'shared/resources';
import { rows } from '../cases/sql';

/**
 * GET /api/lookups/cases?search= for any staff member's form (queries, pickups, couriers link a
 * case): by case-number prefix (its text_pattern_ops index) or, failing that, the newest cases.
 */
export function caseLookupRoute(app: FastifyInstance, db: Db) {
  app.get<{ Querystring: { search?: string } }>(
    '/api/lookups/cases',
    {
      schema: { querystring: { type: 'object', properties: { search: { type: 'string', maxLength: 100 } } } },
      config: { right: 'staff' },
    },
    async (req) => {
      const word = (req.query.search ?? '')
        .trim()
        .toUpperCase()
        .replace(/[\\%_]/g, '');
      const found = await rows<{ id: number; name: string }>(
        db,
        sql`SELECT id, case_no || coalesce(' · ' || applicant_name, '') AS name FROM cases
            ${word ? sql`WHERE case_no LIKE ${`${word}%`}` : sql``}
            ORDER BY ${word ? sql`case_no` : sql`id DESC`} LIMIT ${LOOKUP_LIMIT}`,
      );
      return { data: found };
    },
  );
}
