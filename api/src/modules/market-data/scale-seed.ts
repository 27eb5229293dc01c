import { sql } from 'drizzle-orm';
import { SQFT_IN } from 'mfe-realestate/model';
import type { Db } from '../../db/client';
import { CITY_RATES, LOCAL_NAMES } from '../ready-reckoner/demo-seed';

type Runner = Pick<Db, 'execute'>;

/**
 * Generated rows have ids from here: neither a sale nor a zone has a field that could say "made by
 * the seed", and a second run must replace its own rows without touching imported ones (whose ids
 * come from the sequence, far below).
 */
export const SCALE_ID_BASE = 1_000_000_000;

/** [type, rate factor to a flat, smallest and largest area, unit]: the areas sales of each type have. */
const TYPES: [string, number, number, number, string][] = [
  ['RES_FLAT', 1, 450, 1400, 'SQFT'],
  ['ROW_HOUSE', 0.95, 900, 2000, 'SQFT'],
  ['INDEPENDENT_HOUSE', 0.9, 1200, 3000, 'SQFT'],
  ['COMMERCIAL_SHOP', 1.6, 150, 600, 'SQFT'],
  ['OFFICE', 1.3, 400, 2500, 'SQFT'],
  ['MIXED', 1.1, 1000, 4000, 'SQFT'],
  ['PLOT', 0.75, 100, 400, 'SQM'],
  ['INDUSTRIAL', 0.5, 2000, 20000, 'SQFT'],
  ['AGRI_LAND', 0.02, 0.5, 5, 'ACRE'],
];

const json = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;
/** A fraction in [0, 1) from a case id and a salt: the same data on every run. */
const frac = (salt: number) => sql.raw(`(((c.id::bigint * 2654435761 + ${salt * 40503}) % 100003) / 100003.0)`);

/**
 * Ready-reckoner zones and market transactions for `npm run seed -- --cases N`, set-based from
 * the generated cases: a zone for this year and last for each pincode of the cases that no zone
 * lists yet, and one registered sale per case (about N): the case's pincode and place (70% with
 * coordinates), its type with a realistic area, registered in the month before the case came in,
 * priced at the city's rate with a pincode premium, age drift and +-12% between sales. Replaces
 * the rows of a previous run. Answers how many of each it added.
 */
export async function seedMarketAtScale(db: Runner): Promise<{ transactions: number; zones: number }> {
  await db.execute(sql`DELETE FROM market_transactions WHERE id >= ${SCALE_ID_BASE}`);
  await db.execute(sql`DELETE FROM ready_reckoner_rates WHERE id >= ${SCALE_ID_BASE}`);
  const year = new Date().getUTCFullYear();
  const cityRate = sql`coalesce((${json(CITY_RATES)} ->> c.city)::numeric, 5000)`;
  // A pincode's premium or discount on its city's rate: 0.80 to 1.24.
  const premium = sql`(0.8 + (c.pincode::int % 45) / 100.0)`;
  await db.execute(sql`
    INSERT INTO ready_reckoner_rates (id, state, district, taluka, local_body, zone, sub_zone, pincodes, year, rate_open_land,
      rate_residential, rate_office, rate_shop, rate_industrial, rate_agricultural, local_name)
    SELECT ${SCALE_ID_BASE} + row_number() OVER (ORDER BY c.pincode, y.year), c.state, c.district, c.city,
      c.city || ' Municipal Corporation', 'P-' || c.pincode, coalesce(pn.locality, c.city || ' ' || right(c.pincode, 3)),
      jsonb_build_array(c.pincode), y.year, round(r.res * 0.45), r.res, round(r.res * 1.2), round(r.res * 1.5), round(r.res * 0.5),
      round(r.res * 90), coalesce(${json(LOCAL_NAMES)} ->> c.state, 'Guideline value')
    FROM (SELECT DISTINCT state, district, city, pincode FROM cases
          WHERE pincode ~ '^[1-9][0-9]{5}$' AND state IS NOT NULL AND district IS NOT NULL AND city IS NOT NULL) c
    CROSS JOIN (VALUES (${year}::int), (${year - 1}::int)) y(year)
    LEFT JOIN (SELECT pincode, min(locality) AS locality FROM pincodes GROUP BY pincode) pn ON pn.pincode = c.pincode
    CROSS JOIN LATERAL (SELECT round(${cityRate} * ${premium} * ${SQFT_IN.SQM}::numeric * 0.7 * CASE WHEN y.year = ${year} THEN 1 ELSE 0.93 END / 10) * 10 AS res) r
    WHERE NOT EXISTS (SELECT 1 FROM ready_reckoner_rates z WHERE z.year = y.year AND z.pincodes @> jsonb_build_array(c.pincode))
    ON CONFLICT DO NOTHING`);

  const types = sql`(SELECT * FROM jsonb_to_recordset(${json(TYPES.map(([type, factor, lo, hi, unit]) => ({ type, factor, lo, hi, unit })))})
    AS x(type text, factor numeric, lo numeric, hi numeric, unit text))`;
  await db.execute(sql`
    INSERT INTO market_transactions (id, registration_date, locality, pincode, latitude, longitude, property_type, area, area_unit,
      consideration)
    SELECT ${SCALE_ID_BASE} + c.id, s.day, coalesce(pn.locality, c.city || ' ' || right(c.pincode, 3)), c.pincode,
      CASE WHEN ${frac(1)} < 0.7 THEN round(c.latitude + (${frac(2)} - 0.5) * 0.01, 6) END,
      CASE WHEN ${frac(1)} < 0.7 THEN round(c.longitude + (${frac(3)} - 0.5) * 0.01, 6) END,
      t.type, s.area, t.unit,
      greatest(1000, round(${cityRate} * ${premium} * t.factor * s.area * CASE t.unit WHEN 'SQM' THEN ${SQFT_IN.SQM}::numeric
        WHEN 'ACRE' THEN ${SQFT_IN.ACRE}::numeric ELSE 1 END * (1 - (biz_day(now()) - s.day) / 365.0 * 0.06) * (0.88 + ${frac(4)} * 0.24) / 1000) * 1000)
    FROM cases c
    JOIN ${types} t ON t.type = c.property_type
    LEFT JOIN (SELECT pincode, min(locality) AS locality FROM pincodes GROUP BY pincode) pn ON pn.pincode = c.pincode
    CROSS JOIN LATERAL (SELECT greatest((c.received_at AT TIME ZONE 'Asia/Kolkata')::date - (c.id % 30)::int, biz_day(now()) - 730) AS day,
      round(t.lo + ${frac(5)} * (t.hi - t.lo), 2) AS area) s
    WHERE c.pincode ~ '^[1-9][0-9]{5}$' AND c.city IS NOT NULL
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`ANALYZE market_transactions`);
  await db.execute(sql`ANALYZE ready_reckoner_rates`);
  const res = (await db.execute(sql`
    SELECT (SELECT count(*) FROM market_transactions WHERE id >= ${SCALE_ID_BASE})::int AS transactions,
           (SELECT count(*) FROM ready_reckoner_rates WHERE id >= ${SCALE_ID_BASE})::int AS zones`)) as unknown as {
    rows: { transactions: number; zones: number }[];
  };
  return res.rows[0];
}
