import { sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { RESEARCH_MONTHS, rrColumnFor, SQFT_IN, type ResearchMonth, type ResearchResult } from 'mfe-realestate/model';
import { PROPERTY_TYPE_OPTIONS } from 'shared/resources';
import type { AppContext } from '../../context';
import { dataOf, int, listOf, nullable, object, text } from '../../http/answer-schemas';
import { HttpError } from '../../http/errors';
import { unitFactor } from '../avm/comparables';
import { rows } from '../../db/rows';

const QUERY = {
  type: 'object',
  additionalProperties: false,
  required: ['property_type'],
  properties: {
    property_type: { type: 'string', enum: PROPERTY_TYPE_OPTIONS.map((o) => o.value) },
    pincode: { type: 'string', pattern: '^[1-9][0-9]{5}$' },
    locality: { type: 'string', minLength: 2, maxLength: 120 },
    months: { type: 'integer', enum: [...RESEARCH_MONTHS] },
  },
} as const;

const figure = nullable(int);
const rates = {
  200: dataOf(
    object({
      months: listOf(
        object({
          month: text,
          cases: figure,
          cases_n: int,
          brokers: figure,
          brokers_n: int,
          market: figure,
          market_n: int,
          ready_reckoner: figure,
        }),
      ),
    }),
  ),
};

interface Query {
  property_type: string;
  pincode?: string;
  locality?: string;
  months?: number;
}

/**
 * GET /api/research/rates (right real_resarch_page): per month, the median rate adopted in released
 * cases, the mean mid-point of broker quotes and the median market sale, per sq ft, for a pincode
 * (or a locality: its quotes and sales, and the cases in the pincodes those name), with the
 * ready-reckoner rate of each month's year.
 */
/** A month's figures from one source: its count and rate per sq ft. */
type Monthly = { month: string; n: number; rate: number };

export const researchRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get<{ Querystring: Query }>(
    '/api/research/rates',
    { schema: { querystring: QUERY, response: rates }, config: { right: 'real_resarch_page' } },
    async (req) => {
      const { property_type: type, pincode, locality } = req.query;
      if (!pincode && !locality) throw new HttpError(400, 'Give a pincode or a locality.');
      const months = req.query.months ?? 24;
      const from = sql`date_trunc('month', now() AT TIME ZONE 'Asia/Kolkata')::date - ${`${months - 1} months`}::interval`;
      const place = (pin: SQL, loc: SQL) => (pincode ? sql`${pin} = ${pincode}` : sql`lower(${loc}) = lower(${locality})`);
      // A locality names no case: the cases of the pincodes its sales and quotes are in stand for it.
      const casePlace = pincode
        ? sql`c.pincode = ${pincode}`
        : sql`c.pincode IN (SELECT pincode FROM market_transactions WHERE lower(locality) = lower(${locality})
                          UNION SELECT pincode FROM broker_quotes WHERE lower(locality) = lower(${locality}))`;
      const [cases, quotes, sales, rr] = await Promise.all([
        rows<Monthly>(
          db,
          sql`
        SELECT to_char(date_trunc('month', c.released_at AT TIME ZONE 'Asia/Kolkata'), 'YYYY-MM') AS month, count(*)::int AS n,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY c.rate_adopted / ${unitFactor(sql`c.area_unit`)})::float8 AS rate
        FROM cases c
        WHERE c.property_type = ${type} AND c.rate_adopted > 0 AND c.released_at >= ${from} AND ${casePlace}
        GROUP BY 1`,
        ),
        rows<Monthly>(
          db,
          sql`
        SELECT to_char(q.quoted_on, 'YYYY-MM') AS month, count(*)::int AS n,
               avg((q.rate_min + q.rate_max) / 2 / ${unitFactor(sql`q.unit`)})::float8 AS rate
        FROM broker_quotes q
        WHERE q.property_type = ${type} AND q.quoted_on >= ${from} AND ${place(sql`q.pincode`, sql`q.locality`)}
        GROUP BY 1`,
        ),
        rows<Monthly>(
          db,
          sql`
        SELECT to_char(m.registration_date, 'YYYY-MM') AS month, count(*)::int AS n,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY m.rate_sqft)::float8 AS rate
        FROM market_transactions m
        WHERE m.property_type = ${type} AND m.registration_date >= ${from} AND ${place(sql`m.pincode`, sql`m.locality`)}
        GROUP BY 1`,
        ),
        rrRates(type, pincode, locality),
      ]);
      const by = (found: Monthly[]) => new Map(found.map((r) => [r.month, r]));
      const [c, q, m] = [by(cases), by(quotes), by(sales)];
      const rrByYear = new Map(rr.map((r) => [r.year, r.rate]));
      const start = new Date();
      start.setUTCDate(1);
      start.setUTCMonth(start.getUTCMonth() - (months - 1));
      const out: ResearchMonth[] = [];
      for (let i = 0; i < months; i++) {
        const d = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1));
        const month = d.toISOString().slice(0, 7);
        const r2 = (v: number | undefined) => (v === undefined ? null : Math.round(v));
        const rrYear = [...rrByYear.keys()].filter((y) => y <= d.getUTCFullYear()).sort((a, b) => b - a)[0];
        out.push({
          month,
          cases: r2(c.get(month)?.rate),
          cases_n: c.get(month)?.n ?? 0,
          brokers: r2(q.get(month)?.rate),
          brokers_n: q.get(month)?.n ?? 0,
          market: r2(m.get(month)?.rate),
          market_n: m.get(month)?.n ?? 0,
          ready_reckoner: rrYear === undefined ? null : r2(rrByYear.get(rrYear)),
        });
      }
      return { data: { months: out } satisfies ResearchResult };
    },
  );

  /** The ready-reckoner rate per sq ft by year for the type, over the zones of the pincode(s). */
  function rrRates(type: string, pincode?: string, locality?: string) {
    const { column, perSqm } = rrColumnFor(type);
    const per = perSqm ? SQFT_IN.SQM : SQFT_IN.HECTARE;
    const pins = pincode
      ? sql`pincodes @> ${JSON.stringify([pincode])}::jsonb`
      : sql`pincodes ?| ARRAY(SELECT DISTINCT pincode FROM market_transactions WHERE lower(locality) = lower(${locality}))`;
    return rows<{ year: number; rate: number }>(
      db,
      sql`
      SELECT year, (avg(${sql.identifier(column)}) / ${per}::numeric)::float8 AS rate
      FROM ready_reckoner_rates WHERE ${pins} AND ${sql.identifier(column)} > 0 GROUP BY year`,
    );
  }
};
