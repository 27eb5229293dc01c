import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { AREA_UNIT_OPTIONS, PROPERTY_TYPE_OPTIONS } from 'shared/resources';
import { backtestFigures, estimateValue, type AvmBacktest, type AvmResult } from 'mfe-realestate/model';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { findComparables, readyReckonerRate, unitFactor, type Subject } from './comparables';

const ESTIMATE_QUERY = {
  type: 'object',
  additionalProperties: false,
  required: ['property_type', 'area', 'area_unit'],
  properties: {
    property_type: { type: 'string', enum: PROPERTY_TYPE_OPTIONS.map((o) => o.value) },
    pincode: { type: 'string', pattern: '^[1-9][0-9]{5}$' },
    latitude: { type: 'number', minimum: 6, maximum: 37.5 },
    longitude: { type: 'number', minimum: 68, maximum: 97.5 },
    area: { type: 'number', exclusiveMinimum: 0, maximum: 100_000_000 },
    area_unit: { type: 'string', enum: AREA_UNIT_OPTIONS.map((o) => o.value) },
    age_years: { type: 'integer', minimum: 0, maximum: 200 },
  },
} as const;

type EstimateQuery = Omit<Subject, 'as_of'> & { area: number; area_unit: string };

const today = () => new Date().toISOString().slice(0, 10);

/** One valuation: comparables, the ready-reckoner floor, and the estimate of the model's one function. */
export async function valuate(db: Db, q: EstimateQuery & { as_of?: string }): Promise<AvmResult> {
  const subject: Subject = { ...q, as_of: q.as_of ?? today() };
  const comparables = await findComparables(db, subject);
  // Only a point given: the pincode most comparables share decides the ready-reckoner zone.
  const counts = new Map<string, number>();
  for (const c of comparables) if (c.pincode) counts.set(c.pincode, (counts.get(c.pincode) ?? 0) + 1);
  const pincode = q.pincode ?? [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const rr = await readyReckonerRate(db, pincode, q.property_type);
  const estimate = estimateValue(comparables, { area: q.area, unit: q.area_unit, rrRateSqft: rr?.rate_sqft ?? null, today: subject.as_of });
  return { estimate, comparables, ready_reckoner: rr, as_of: subject.as_of };
}

/**
 * GET /api/avm/estimate (right avm_page): the automated valuation of a property given by type,
 * pincode and / or coordinates, area and unit, age. GET /api/avm/backtest: its accuracy on the
 * most recent released cases, each valued as of its release without itself.
 */
export const avmRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get<{ Querystring: EstimateQuery }>(
    '/api/avm/estimate',
    { schema: { querystring: ESTIMATE_QUERY }, config: { right: 'avm_page' } },
    async (req): Promise<{ data: AvmResult }> => {
      const q = req.query;
      if (![q.area, q.latitude ?? 0, q.longitude ?? 0].every(Number.isFinite))
        throw new HttpError(400, 'Area and coordinates must be numbers.');
      if (!q.pincode && (q.latitude === undefined || q.longitude === undefined)) {
        throw new HttpError(400, 'Give a pincode, or both latitude and longitude.');
      }
      if ((q.latitude === undefined) !== (q.longitude === undefined))
        throw new HttpError(400, 'Give both latitude and longitude, or neither.');
      return { data: await valuate(db, q) };
    },
  );

  app.get<{ Querystring: { limit?: number } }>(
    '/api/avm/backtest',
    {
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: { limit: { type: 'integer', minimum: 1, maximum: 1000 } } },
      },
      config: { right: 'avm_page' },
    },
    async (req): Promise<{ data: AvmBacktest }> => {
      const res = (await db.execute(sql`
        SELECT id, property_type, pincode, latitude::float8 AS lat, longitude::float8 AS lng, area_unit,
               (rate_adopted / ${unitFactor(sql`area_unit`)})::float8 AS rate,
               to_char(released_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS day
        FROM cases WHERE released_at IS NOT NULL AND rate_adopted > 0 AND property_type IS NOT NULL AND pincode ~ '^[1-9][0-9]{5}$'
        ORDER BY released_at DESC, id DESC LIMIT ${req.query.limit ?? 1000}`)) as unknown as {
        rows: { id: number; property_type: string; pincode: string; rate: number; day: string }[];
      };
      const pairs: { estimated: number; actual: number }[] = [];
      const times: number[] = [];
      for (const c of res.rows) {
        const started = performance.now();
        const v = await valuate(db, {
          property_type: c.property_type,
          pincode: c.pincode,
          area: 1000,
          area_unit: 'SQFT',
          as_of: c.day,
          exclude_case: c.id,
        });
        times.push(performance.now() - started);
        if (v.estimate.estimate !== null) pairs.push({ estimated: v.estimate.estimate / 1000, actual: c.rate });
      }
      times.sort((a, b) => a - b);
      return {
        data: {
          cases: res.rows.length,
          estimated: pairs.length,
          ...backtestFigures(pairs),
          ms_p95: times.length ? Math.round(times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] * 10) / 10 : null,
        },
      };
    },
  );
};
