import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../http/errors';
import { idOf, idParamsSchema, kitValidatorCompiler } from '../../kit/index';
import { recordPosition } from '../employee-locations/positions';
import { actorOf } from './actor';
import { checkedIn } from './lookup-answers';
import { one } from '../../db/rows';

/**
 * A site visit's positions, kept where the Hr remote's Employee Location page reads them: the
 * geotag of each site photo, and the engineer's "Check in at site" on the visit card.
 */
export async function recordSitePhoto(
  db: Db,
  p: { caseId: number; userId: number; lat: number | null; lng: number | null; takenAt: string | null },
): Promise<void> {
  if (p.lat === null || p.lng === null) return;
  const c = await one<{ case_no: string }>(db, sql`SELECT case_no FROM cases WHERE id = ${p.caseId}`);
  // A clock ahead on the phone must not make this the last known position for hours.
  const taken = p.takenAt ? new Date(p.takenAt) : null;
  const at = taken && taken.getTime() < Date.now() ? taken : undefined;
  await recordPosition(db, {
    userId: p.userId,
    lat: p.lat,
    lng: p.lng,
    source: 'PHOTO',
    caseId: p.caseId,
    note: `Site photo, ${c?.case_no}`,
    at,
  });
}

const checkInBody = {
  type: 'object',
  additionalProperties: false,
  required: ['lat', 'lng'],
  properties: {
    lat: { type: 'number', minimum: -90, maximum: 90 },
    lng: { type: 'number', minimum: -180, maximum: 180 },
    accuracy_m: { type: ['number', 'null'], minimum: 0, maximum: 100_000 },
  },
} as const;

const checkInMessages = {
  lat: { default: 'Latitude must be a number between -90 and 90.' },
  lng: { default: 'Longitude must be a number between -180 and 180.' },
  accuracy_m: { default: 'Accuracy must be a number of metres from 0 to 100000.' },
};

/** POST /api/cases/{id}/check-in {lat, lng, accuracy_m?}: the case's site engineer is at its site. */
export function siteCheckInRoutes(app: FastifyInstance, db: Db) {
  app.post<{ Params: { id: string }; Body: { lat: number; lng: number; accuracy_m?: number | null } }>(
    '/api/cases/:id/check-in',
    {
      validatorCompiler: kitValidatorCompiler,
      schema: { params: idParamsSchema, body: checkInBody, response: checkedIn },
      config: { right: 'case_master_page', messages: checkInMessages },
    },
    async (req, reply) => {
      const me = actorOf(req);
      const id = idOf(req.params.id);
      const c = await one<{ case_no: string; site_engineer_id: number | null }>(
        db,
        sql`SELECT case_no, site_engineer_id FROM cases WHERE id = ${id}`,
      );
      if (!c) throw notFound('No such case.');
      if (c.site_engineer_id !== me.id) throw forbidden('Only the site engineer of this case can check in at its site.');
      const { lat, lng, accuracy_m } = req.body;
      const row = await recordPosition(db, {
        userId: me.id,
        lat: Math.round(lat * 1e6) / 1e6,
        lng: Math.round(lng * 1e6) / 1e6,
        accuracy: accuracy_m ?? null,
        source: 'CHECK_IN',
        caseId: id,
        note: `At site, ${c.case_no}`,
      });
      return reply.code(201).send({ data: { id: row.id, at: row.at.toISOString() }, message: `Checked in at ${c.case_no}.` });
    },
  );
}
