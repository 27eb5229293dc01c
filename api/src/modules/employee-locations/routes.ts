import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { int, listOf, nullable, num, object, text, time } from '../../http/answer-schemas';
import { badRequest } from '../../http/errors';
import { bodySchema, fieldMessages, kitValidatorCompiler } from '../../kit/index';
import { validateRecord } from 'shared/resources';
import { actorOf } from '../hr-common/actor';
import { businessToday } from '../../kit/business-time';
import { checkInResource } from 'mfe-hr/model';
import { recordPosition } from './positions';

const listQuery = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    pageSize: { type: 'integer', minimum: 1, maximum: 1000 },
    search: { type: 'string', maxLength: 100 },
  },
} as const;

const checkedIn = { 201: object({ data: object({ id: int, at: time }), message: text }, { required: ['data'] }) };
/** Each person's last known position and their site visits today. */
const positions = {
  200: object(
    {
      data: listOf(
        object({
          user_id: int,
          name: nullable(text),
          designation: nullable(text),
          lat: num,
          lng: num,
          accuracy_m: nullable(num),
          source: text,
          note: nullable(text),
          at: time,
          visits_today: int,
        }),
      ),
      total: int,
      page: int,
      pageSize: int,
    },
    { required: ['data', 'total'] },
  ),
};

/**
 * Where the field staff are (right emp_loc_page): each person's last known position with the
 * time and source, and their site visits today: the distinct cases they recorded a position at
 * (a geotagged photo or a check-in on the visit), plus each check-in tied to no case. Several
 * photos of one site are one visit. Anyone signed in checks in for themselves.
 */
export const employeeLocationRoutes: FastifyPluginAsync<AppContext> = async (app, { db, handle }) => {
  app.post<{ Body: Record<string, unknown> }>(
    '/api/employee-locations/check-in',
    {
      validatorCompiler: kitValidatorCompiler,
      schema: { body: bodySchema(checkInResource, 'create'), response: checkedIn },
      config: { right: 'authenticated', messages: fieldMessages(checkInResource) },
    },
    async (req, reply) => {
      const me = actorOf(req);
      const errors = validateRecord(checkInResource, req.body, 'create');
      if (Object.keys(errors).length) throw badRequest(errors);
      const b = req.body as { lat: number; lng: number; accuracy_m?: number | null; note?: string | null };
      const row = await recordPosition(db, {
        userId: me.id,
        lat: b.lat,
        lng: b.lng,
        accuracy: b.accuracy_m,
        source: 'CHECK_IN',
        note: b.note?.trim() || null,
      });
      return reply.code(201).send({ data: { id: row.id, at: row.at.toISOString() }, message: checkInResource.messages.created });
    },
  );

  app.get<{ Querystring: { page?: number; pageSize?: number; search?: string } }>(
    '/api/employee-locations',
    { validatorCompiler: kitValidatorCompiler, schema: { querystring: listQuery, response: positions }, config: { right: 'emp_loc_page' } },
    async (req) => {
      const page = req.query.page ?? 1;
      const pageSize = Math.min(req.query.pageSize ?? 100, 500);
      const search = req.query.search?.trim()
        ? `${req.query.search
            .trim()
            .toLowerCase()
            .replace(/[\\%_]/g, '\\$&')}%`
        : null;
      const today = businessToday();
      // The people with a position, one index probe each (a skip scan of the (user_id, at DESC)
      // index), rather than a probe for every active user: most users never record a position.
      const seen = `WITH RECURSIVE seen AS (
          (SELECT user_id FROM employee_positions ORDER BY user_id LIMIT 1)
          UNION ALL
          SELECT (SELECT p.user_id FROM employee_positions p WHERE p.user_id > s.user_id ORDER BY p.user_id LIMIT 1)
          FROM seen s WHERE s.user_id IS NOT NULL)`;
      // Then the newest row per person through the same index.
      const base = `
        FROM seen JOIN users u ON u.id = seen.user_id
        CROSS JOIN LATERAL (SELECT p.lat, p.lng, p.accuracy_m, p.source, p.note, p.at FROM employee_positions p
                            WHERE p.user_id = u.id ORDER BY p.at DESC, p.id DESC LIMIT 1) last
        WHERE u.status = '1' AND ($1::text IS NULL OR lower(u.name) LIKE $1 OR lower(coalesce(u.surname, '')) LIKE $1)`;
      const [{ total }] = await handle.query<{ total: number }>(`${seen} SELECT count(*)::int AS total ${base}`, [search]);
      const rows = await handle.query<Record<string, unknown>>(
        `${seen} SELECT u.id AS user_id, u.name || coalesce(' ' || u.surname, '') AS name, u.designation,
                last.lat::float8 AS lat, last.lng::float8 AS lng, last.accuracy_m::float8 AS accuracy_m, last.source, last.note, last.at,
                (SELECT count(DISTINCT v.case_id)::int + count(*) FILTER (WHERE v.case_id IS NULL AND v.source = 'CHECK_IN')::int
                   FROM employee_positions v WHERE v.user_id = u.id
                   AND v.at >= ($2::date::timestamp AT TIME ZONE 'Asia/Kolkata') AND v.at < (($2::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')) AS visits_today
         ${base} ORDER BY last.at DESC, u.id LIMIT $3 OFFSET $4`,
        [search, today, pageSize, (page - 1) * pageSize],
      );
      return { data: rows.map((r) => ({ ...r, at: r.at instanceof Date ? r.at.toISOString() : r.at })), total, page, pageSize };
    },
  );
};
