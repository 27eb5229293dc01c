import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { idOf, idParamsSchema, kitValidatorCompiler } from '../../kit/index';
import { mails } from './lookup-answers';
import { dto } from './sql';
import { one, rows } from '../../db/rows';

/**
 * GET /api/cases/{id}/mails: the mails sent about a case (the released report, sent through the
 * milestone mail queue, listed once sent or failed for good), oldest first.
 */
export function caseMailRoutes(app: FastifyInstance, db: Db) {
  app.get<{ Params: { id: string } }>(
    '/api/cases/:id/mails',
    { validatorCompiler: kitValidatorCompiler, schema: { params: idParamsSchema, response: mails }, config: { right: 'case_master_page' } },
    async (req) => {
      const id = idOf(req.params.id);
      if (!(await one(db, sql`SELECT 1 FROM cases WHERE id = ${id}`))) throw notFound('No such case.');
      const list = await rows(
        db,
        sql`SELECT id, kind, to_email, subject, attachment, status, error, sent_at FROM case_mails WHERE case_id = ${id} ORDER BY sent_at, id`,
      );
      return { data: list.map((r) => dto(r)) };
    },
  );
}
