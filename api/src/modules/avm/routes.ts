import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { AREA_UNIT_OPTIONS, PROPERTY_TYPE_OPTIONS } from 'shared/resources';
import { backtestFigures, type AvmBacktest, type AvmResult } from 'mfe-realestate/model';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { idOf, idParamsSchema, kitValidatorCompiler } from '../../kit/index';
import * as answers from './answers';
import { unitFactor } from './comparables';
import { caseValuationReference } from './for-case';
import { valuate, type EstimateQuery } from './valuate';
import { rows } from '../../db/rows';

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

/**
 * GET /api/avm/estimate (right avm_page): the automated valuation of a property given by type,
 * pincode and / or coordinates, area and unit, age. GET /api/avm/backtest: its accuracy on the
 * most recent released cases, each valued as of its release without itself.
 * GET /api/cases/{id}/valuation-reference (right work_in_progress_case_page): a case's
 * ready-reckoner rate and value and the AVM's estimate of it.
 */
export const avmRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get<{ Querystring: EstimateQuery }>(
    '/api/avm/estimate',
    { schema: { querystring: ESTIMATE_QUERY, response: answers.estimated }, config: { right: 'avm_page' } },
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

  // The case workbench's second opinion: the AVM and the ready-reckoner master on the saved case.
  app.get<{ Params: { id: string } }>(
    '/api/cases/:id/valuation-reference',
    {
      validatorCompiler: kitValidatorCompiler,
      schema: { params: idParamsSchema, response: answers.valuationReference },
      config: { right: 'work_in_progress_case_page' },
    },
    async (req) => ({ data: await caseValuationReference(db, idOf(req.params.id)) }),
  );

  app.get<{ Querystring: { limit?: number } }>(
    '/api/avm/backtest',
    {
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: { limit: { type: 'integer', minimum: 1, maximum: 1000 } } },
        response: answers.backtest,
      },
      config: { right: 'avm_page' },
    },
    async (req): Promise<{ data: AvmBacktest }> => {
      const res = await rows<{ id: number; property_type: string; pincode: string; rate: number; day: string }>(
        db,
        sql`
        SELECT id, property_type, pincode, latitude::float8 AS lat, longitude::float8 AS lng, area_unit,
               (rate_adopted / ${unitFactor(sql`area_unit`)})::float8 AS rate,
               to_char(released_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS day
        FROM cases WHERE released_at IS NOT NULL AND rate_adopted > 0 AND property_type IS NOT NULL AND pincode ~ '^[1-9][0-9]{5}$'
        ORDER BY released_at DESC, id DESC LIMIT ${req.query.limit ?? 1000}`,
      );
      const pairs: { estimated: number; actual: number }[] = [];
      const times: number[] = [];
      for (const c of res) {
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
          cases: res.length,
          estimated: pairs.length,
          ...backtestFigures(pairs),
          ms_p95: times.length ? Math.round(times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] * 10) / 10 : null,
        },
      };
    },
  );
};
