import { sql, type SQL } from 'drizzle-orm';
import { AVM_MONTHS, AVM_RADIUS_KM, distanceKm, rrColumnFor, SQFT_IN, type Comparable } from 'mfe-realestate/model';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';

export interface Subject {
  property_type: string;
  pincode?: string;
  latitude?: number;
  longitude?: number;
  age_years?: number;
  /** YYYY-MM-DD: comparables up to this day (the backtest values a case as of its release). */
  as_of: string;
  /** A case left out of its own comparables (the backtest). */
  exclude_case?: number;
}

/** Per source, the most recent this many: enough for stable quartiles, bounded for speed. */
const PER_SOURCE = 150;
/** sq ft in one `col` unit, in SQL (the numbers typed: a bare parameter beside ELSE 1 would be read as an integer). */
export const unitFactor = (col: SQL) =>
  sql`CASE ${col} WHEN 'SQM' THEN ${SQFT_IN.SQM}::numeric WHEN 'ACRE' THEN ${SQFT_IN.ACRE}::numeric WHEN 'HECTARE' THEN ${SQFT_IN.HECTARE}::numeric ELSE 1 END`;

type Row = Omit<Comparable, 'distance_km'> & { lat: number | null; lng: number | null };

/** Where a comparable may be: the subject's pincode, and / or a box around its coordinates. */
function near(s: Subject, pin: SQL, lat: SQL, lng: SQL): SQL {
  const parts: SQL[] = [];
  if (s.pincode) parts.push(sql`${pin} = ${s.pincode}`);
  if (s.latitude !== undefined && s.longitude !== undefined) {
    const dLat = AVM_RADIUS_KM / 111;
    const dLng = AVM_RADIUS_KM / (111 * Math.cos((s.latitude * Math.PI) / 180));
    parts.push(
      sql`(${lat} BETWEEN ${s.latitude - dLat} AND ${s.latitude + dLat} AND ${lng} BETWEEN ${s.longitude - dLng} AND ${s.longitude + dLng})`,
    );
  }
  return sql`(${sql.join(parts, sql` OR `)})`;
}

/**
 * The comparables of a subject: released cases (the rate adopted, per sq ft) and market sales of the
 * same type in the AVM_MONTHS before `as_of`, in its pincode or within AVM_RADIUS_KM of its point.
 */
export async function findComparables(db: Db, s: Subject): Promise<Comparable[]> {
  // Nowhere given (a case without a valid pincode or point): nothing is near it.
  if (!s.pincode && (s.latitude === undefined || s.longitude === undefined)) return [];
  const from = sql`(${s.as_of}::date - ${`${AVM_MONTHS} months`}::interval)`;
  const age =
    s.age_years === undefined ? sql`` : sql`AND (c.age_years IS NULL OR c.age_years BETWEEN ${s.age_years - 10} AND ${s.age_years + 10})`;
  const cases = rows<Row>(
    db,
    sql`
    SELECT 'CASE' AS source, c.id, c.case_no AS label, c.pincode, c.latitude::float8 AS lat, c.longitude::float8 AS lng,
           to_char(c.released_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS date,
           (c.rate_adopted / ${unitFactor(sql`c.area_unit`)})::float8 AS rate
    FROM cases c
    WHERE c.property_type = ${s.property_type} AND c.rate_adopted > 0 AND c.released_at IS NOT NULL
      AND c.released_at >= ${from} AND c.released_at < ${s.as_of}::date + 1
      AND ${near(s, sql`c.pincode`, sql`c.latitude`, sql`c.longitude`)}
      ${s.exclude_case ? sql`AND c.id <> ${s.exclude_case}` : sql``} ${age}
    ORDER BY c.released_at DESC LIMIT ${PER_SOURCE}`,
  );
  const sales = rows<Row>(
    db,
    sql`
    SELECT 'MARKET' AS source, m.id, m.locality AS label, m.pincode, m.latitude::float8 AS lat, m.longitude::float8 AS lng,
           m.registration_date::text AS date, m.rate_sqft::float8 AS rate
    FROM market_transactions m
    WHERE m.property_type = ${s.property_type} AND m.registration_date >= ${from} AND m.registration_date <= ${s.as_of}::date
      AND ${near(s, sql`m.pincode`, sql`m.latitude`, sql`m.longitude`)}
    ORDER BY m.registration_date DESC LIMIT ${PER_SOURCE}`,
  );
  const found = [...(await cases), ...(await sales)];
  const point = s.latitude !== undefined && s.longitude !== undefined ? { lat: s.latitude, lng: s.longitude } : null;
  return found
    .map(({ lat, lng, ...r }) => ({
      ...r,
      id: Number(r.id),
      distance_km: point && lat != null && lng != null ? Math.round(distanceKm(point, { lat, lng }) * 100) / 100 : null,
    }))
    .filter((r) => r.pincode === s.pincode || r.distance_km === null || r.distance_km <= AVM_RADIUS_KM);
}

/** Where a ready-reckoner zone is looked up: its pincode first, else the district (and taluka) named. */
export interface RrPlace {
  pincode?: string | null;
  district?: string | null;
  taluka?: string | null;
}

export interface RrRate {
  rate_sqft: number;
  /** Per `per` (sq m, or hectare for agricultural land), as the master gives it. */
  rate: number;
  per: 'sq m' | 'hectare';
  year: number;
  zone: string;
  local_name: string;
}

/**
 * The ready-reckoner rate for the type at a place (the latest year): a zone listing the pincode,
 * else one of the district and taluka, else one of the district; null when the master has none.
 */
export async function readyReckonerRate(db: Pick<Db, 'execute'>, place: RrPlace, type: string): Promise<RrRate | null> {
  const { pincode, district, taluka } = place;
  if (!pincode && !district) return null;
  const { column, perSqm } = rrColumnFor(type);
  const listed = sql`pincodes @> ${JSON.stringify([pincode ?? ''])}::jsonb`;
  const rank = sql`CASE
      WHEN ${listed} THEN 1
      WHEN ${taluka ?? null}::text IS NOT NULL AND lower(district) = lower(${district ?? null}) AND lower(taluka) = lower(${taluka ?? null}) THEN 2
      ELSE 3 END`;
  const where = [...(pincode ? [listed] : []), ...(district ? [sql`lower(district) = lower(${district})`] : [])];
  const res = await rows<{ rate: number; year: number; zone: string; local_name: string }>(
    db,
    sql`
    SELECT ${sql.identifier(column)}::float8 AS rate, year, district || ' / ' || zone AS zone, local_name
    FROM ready_reckoner_rates
    WHERE (${sql.join(where, sql` OR `)}) AND ${sql.identifier(column)} > 0
    ORDER BY ${rank}, year DESC, id DESC LIMIT 1`,
  );
  const r = res[0];
  if (!r) return null;
  return { ...r, per: perSqm ? 'sq m' : 'hectare', rate_sqft: r.rate / (perSqm ? SQFT_IN.SQM : SQFT_IN.HECTARE) };
}
