import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { bool, int, listOf, nullable, object, text, time } from '../../http/answer-schemas';
import { kitValidatorCompiler } from '../../kit/index';
import { dto } from '../cases/sql';
import { rows } from '../../db/rows';
import { SAME_DAY_LIMIT, type SameDayCase } from 'mfe-cases/model';

const OPEN = sql.raw(`c.status NOT IN ('RELEASED', 'DISPATCHED', 'CLOSED', 'CANCELLED')`);

const answer = object(
  {
    data: listOf(
      object({
        id: int,
        case_no: text,
        applicant_name: nullable(text),
        bank_name: text,
        status: text,
        review_level: nullable(int),
        priority: text,
        received_at: time,
        tat_due_at: time,
        same_day: bool,
        engineer_name: nullable(text),
      }),
    ),
    now: time,
  },
  { required: ['data'] },
);

/**
 * GET /api/same-day-cases (right case_master_page): open cases due today (India's day) or
 * promised for the day they came in (the latest such promises), soonest due first, with stage and
 * engineer. Each half reads one partial index of 0232, so the answer costs the day's rows, not the book's.
 */
export const sameDayRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get<{ Querystring: { company_branch_id?: number } }>(
    '/api/same-day-cases',
    {
      validatorCompiler: kitValidatorCompiler,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { company_branch_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
        },
        response: { 200: answer },
      },
      config: { right: 'case_master_page', messages: { company_branch_id: { default: 'Choose a valid branch.' } } },
    },
    async (req) => {
      const branch = req.query.company_branch_id;
      const mine = branch ? sql`AND c.company_branch_id = ${branch}` : sql``;
      // Each half is its own ordered, limited index scan (an OR would fetch every match first) and
      // carries the columns shown, so the picked rows are not looked up in cases a second time.
      const cols = sql.raw(
        'c.id, c.case_no, c.applicant_name, c.bank_id, c.site_engineer_id, c.status, c.review_level, c.priority, c.received_at, c.tat_due_at',
      );
      const list = await rows(
        db,
        sql`
        WITH day AS (SELECT (biz_day(now())::timestamp AT TIME ZONE 'Asia/Kolkata') AS starts),
        picked AS (
          (SELECT ${cols} FROM cases c CROSS JOIN day
           WHERE ${OPEN} AND c.tat_due_at >= day.starts AND c.tat_due_at < day.starts + interval '1 day' ${mine}
           ORDER BY c.tat_due_at LIMIT ${SAME_DAY_LIMIT})
          UNION
          (SELECT ${cols} FROM cases c
           WHERE ${OPEN} AND biz_day(c.tat_due_at) = biz_day(c.received_at) ${mine}
           ORDER BY c.tat_due_at DESC LIMIT ${SAME_DAY_LIMIT}))
        SELECT p.id, p.case_no, p.applicant_name, b.name AS bank_name, p.status, p.review_level, p.priority, p.received_at,
               p.tat_due_at, biz_day(p.tat_due_at) = biz_day(p.received_at) AS same_day,
               nullif(trim(u.name || ' ' || coalesce(u.surname, '')), '') AS engineer_name
        FROM picked p
        JOIN banks b ON b.id = p.bank_id
        LEFT JOIN users u ON u.id = p.site_engineer_id
        ORDER BY p.tat_due_at, p.id LIMIT ${SAME_DAY_LIMIT}`,
      );
      return { data: list.map((r) => dto<SameDayCase>(r)), now: new Date().toISOString() };
    },
  );
};
