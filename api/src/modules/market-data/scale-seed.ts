import { sql } from 'drizzle-orm';
import { SQFT_IN } from 'mfe-realestate/model';
import { LOCAL_NAMES } from '../ready-reckoner/demo-seed';
import { cityRate, marketRate, marketTypes, pincodePremium } from './market-rate';
import { rows, type Runner } from '../../db/rows';

/**
 * Generated rows have ids from here: neither a sale nor a zone has a field that could say "made by
 * the seed", and a second run must replace its own rows without touching imported ones (whose ids
 * come from the sequence, far below).
 */
export const SCALE_ID_BASE = 1_000_000_000;

const json = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;
/** A fraction in [0, 1) from a case id and a salt: the same data on every run. */
const frac = (salt: number) => sql.raw(`(((c.id::bigint * 2654435761 + ${salt * 40503}) % 100003) / 100003.0)`);

/**
 * Ready-reckoner zones and market transactions for `npm run seed -- --cases N`, set-based from
 * the generated cases: a zone for this year and last for each pincode of the cases that no zone
 * lists yet, and one registered sale per case (about N): the case's pincode and place (70% with
 * coordinates), its type with a realistic area, registered in the month before the case came in,
 * priced by the market's one model (market-rate.ts: the city's rate, a pincode premium, the type,
 * age drift) with +-12% between sales; the generated cases' rate adopted follows the same model.
 * Replaces the rows of a previous run. Answers how many of each it added.
 */
export async function seedMarketAtScale(db: Runner): Promise<{ transactions: number; zones: number }> {
  await db.execute(sql`DELETE FROM market_transactions WHERE id >= ${SCALE_ID_BASE}`);
  await db.execute(sql`DELETE FROM ready_reckoner_rates WHERE id >= ${SCALE_ID_BASE}`);
  const year = new Date().getUTCFullYear();
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
    CROSS JOIN LATERAL (SELECT round(${cityRate(sql`c.city`)} * ${pincodePremium(sql`c.pincode`)} * ${SQFT_IN.SQM}::numeric * 0.7 * CASE WHEN y.year = ${year} THEN 1 ELSE 0.93 END / 10) * 10 AS res) r
    WHERE NOT EXISTS (SELECT 1 FROM ready_reckoner_rates z WHERE z.year = y.year AND z.pincodes @> jsonb_build_array(c.pincode))
    ON CONFLICT DO NOTHING`);

  const rate = marketRate({ city: sql`c.city`, pincode: sql`c.pincode`, type: sql`t.type`, unit: sql`t.unit`, day: sql`s.day` });
  await db.execute(sql`
    INSERT INTO market_transactions (id, registration_date, locality, pincode, latitude, longitude, property_type, area, area_unit,
      consideration)
    SELECT ${SCALE_ID_BASE} + c.id, s.day, coalesce(pn.locality, c.city || ' ' || right(c.pincode, 3)), c.pincode,
      CASE WHEN ${frac(1)} < 0.7 THEN round(c.latitude + (${frac(2)} - 0.5) * 0.01, 6) END,
      CASE WHEN ${frac(1)} < 0.7 THEN round(c.longitude + (${frac(3)} - 0.5) * 0.01, 6) END,
      t.type, s.area, t.unit, greatest(1000, round(${rate} * s.area * (0.88 + ${frac(4)} * 0.24) / 1000) * 1000)
    FROM cases c
    JOIN ${marketTypes} t ON t.type = c.property_type
    LEFT JOIN (SELECT pincode, min(locality) AS locality FROM pincodes GROUP BY pincode) pn ON pn.pincode = c.pincode
    CROSS JOIN LATERAL (SELECT greatest((c.received_at AT TIME ZONE 'Asia/Kolkata')::date - (c.id % 30)::int, biz_day(now()) - 730) AS day,
      round(t.lo + ${frac(5)} * (t.hi - t.lo), 2) AS area) s
    WHERE c.pincode ~ '^[1-9][0-9]{5}$' AND c.city IS NOT NULL
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`ANALYZE market_transactions`);
  await db.execute(sql`ANALYZE ready_reckoner_rates`);
  const res = await rows<{ transactions: number; zones: number }>(
    db,
    sql`
    SELECT (SELECT count(*) FROM market_transactions WHERE id >= ${SCALE_ID_BASE})::int AS transactions,
           (SELECT count(*) FROM ready_reckoner_rates WHERE id >= ${SCALE_ID_BASE})::int AS zones`,
  );
  return res[0];
}
