import { sql } from 'drizzle-orm';
import { BUILDINGS } from './data';
import { FIRST_NAMES, SURNAMES } from '../demo-data';
import { json } from './sql';
import { run, type Runner } from '../../db/rows';
import { MARKET_TYPES, marketRate, marketTypes } from '../../modules/market-data/market-rate';
import { consideredArea } from 'mfe-cases/model';

/** Financial year label of a date: 2025-11-20 -> '2526'. */
export const FY = (d: string) =>
  `(CASE WHEN extract(month FROM ${d}) >= 4 THEN to_char(${d}, 'YY') || to_char(${d} + interval '1 year', 'YY')
         ELSE to_char(${d} - interval '1 year', 'YY') || to_char(${d}, 'YY') END)`;

/** The types valued on their land area rather than a unit's carpet: the workbench's and the AVM's rule. */
const LAND_TYPES = MARKET_TYPES.map((t) => t.type).filter(
  (type) => consideredArea(type, { land_area_considered: 1, carpet_area: 1 })?.field === 'land_area_considered',
);

/**
 * The cases themselves, numbered per office and financial year in order of receipt. A case past the
 * site visit carries its valuation: the market's rate (market-rate.ts, as the sales are priced) for
 * its place and type on the day it was valued (released, else received), within +-4% of the
 * valuer's own judgement, times a realistic area in the field its type is valued on (land for
 * plots and farm land, else carpet), with the bank's realisable and distress percentages. Set here,
 * as the rows go in with indexes and triggers off: about 1 s more per 100,000 cases, where an
 * UPDATE of them afterwards (29 indexes, triggers) took 26 s.
 */
export async function insertCases(db: Runner): Promise<void> {
  const rate = marketRate({
    city: sql`pl.city`,
    pincode: sql`pl.pincode`,
    type: sql`t.type`,
    unit: sql`t.unit`,
    day: sql`biz_day(coalesce(p.tl, p.received_at))`,
  });
  await run(
    db,
    sql`
    INSERT INTO cases (id, case_no, report_no, bank_ref_no, application_no, bank_id, bank_branch_id, company_branch_id,
      received_at, channel, purpose, case_type, priority, tat_due_at, applicant_name, property_type, tenure,
      property_address, city, district, state, pincode, latitude, longitude, site_engineer_id, allocated_at,
      appointment_at, visited_at, released_at, dispatched_at, closed_at, status, review_level, status_changed_at,
      status_changed_by, status_comment, fee, billing_status, created_by, created_at, updated_at, area_unit, carpet_area,
      land_area_considered, rate_adopted, fair_market_value, realisable_pct, distress_pct, realisable_value, distress_value)
    SELECT p.id,
      cb.code || '/' || p.fy || '/' || lpad(p.seq::text, 6, '0'),
      CASE WHEN p.tl IS NOT NULL THEN cb.code || '/R/' || p.fy || '/' || lpad(p.seq::text, 6, '0') END,
      bk.short_name || '/' || to_char(p.received_at, 'YYYY') || '/' || lpad(((p.n::bigint * 7919) % 1000000)::text, 6, '0'),
      'APP' || lpad(((p.n::bigint * 104729) % 100000000)::text, 8, '0'),
      p.bank_id, p.bank_branch_id, p.cb, p.received_at,
      CASE WHEN pg_temp.su(p.n, 30) < 0.55 THEN 'EMAIL' WHEN pg_temp.su(p.n, 30) < 0.9 THEN 'PORTAL' ELSE 'PHONE' END,
      x.purpose,
      CASE x.purpose WHEN 'REVALUATION' THEN 'REVALUATION' WHEN 'STAGE_VISIT' THEN 'REVISIT'
                     ELSE CASE WHEN pg_temp.su(p.n, 32) < 0.03 THEN 'REVISIT' ELSE 'FRESH' END END,
      CASE WHEN pg_temp.su(p.n, 33) < 0.05 THEN 'URGENT' WHEN pg_temp.su(p.n, 33) < 0.2 THEN 'HIGH'
           WHEN pg_temp.su(p.n, 33) < 0.97 THEN 'NORMAL' ELSE 'LOW' END,
      p.tat_due_at,
      (${json(FIRST_NAMES)} ->> ((p.n::bigint * 13) % ${FIRST_NAMES.length})::int) || ' ' ||
        (${json(SURNAMES)} ->> ((p.n::bigint * 17 / 5) % ${SURNAMES.length})::int),
      p.property_type,
      CASE WHEN pg_temp.su(p.n, 34) < 0.85 THEN 'FREEHOLD' ELSE 'LEASEHOLD' END,
      CASE p.property_type
        WHEN 'RES_FLAT' THEN 'Flat ' || (101 + (p.n % 14) * 100 + p.n % 6) || ', ' || x.building
        WHEN 'COMMERCIAL_SHOP' THEN 'Shop No. ' || (1 + p.n % 40) || ', ' || x.building
        WHEN 'OFFICE' THEN 'Office ' || (201 + p.n % 9 * 100) || ', ' || x.building
        WHEN 'PLOT' THEN 'Plot No. ' || (1 + p.n % 250) || ', ' || x.building || ' Layout'
        WHEN 'INDUSTRIAL' THEN 'Gala No. ' || (1 + p.n % 60) || ', Industrial Estate'
        WHEN 'AGRI_LAND' THEN 'Survey No. ' || (10 + p.n % 400) || '/' || (1 + p.n % 9)
        ELSE 'House No. ' || (1 + p.n % 300) || ', ' || x.building END || ', ' || pl.city || ' ' || pl.pincode,
      pl.city, pl.district, pl.state, pl.pincode,
      round((pl.lat + (pg_temp.su(p.n, 35) - 0.5) * 0.03)::numeric, 6),
      round((pl.lng + (pg_temp.su(p.n, 36) - 0.5) * 0.03)::numeric, 6),
      CASE WHEN p.ta IS NOT NULL THEN p.engineer_id END,
      p.ta,
      CASE WHEN p.ta IS NOT NULL THEN coalesce(p.tv, p.ta + interval '1 day') - interval '1 hour' END,
      p.tv, p.tl, p.td, p.tc, p.status,
      CASE WHEN p.ts IS NOT NULL THEN 1 + p.n % 3 END,
      p.status_at, p.status_by,
      CASE WHEN p.cut_at IS NOT NULL THEN p.cut_comment WHEN p.status = 'REWORK' THEN p.rework_comment END,
      p.fee,
      CASE WHEN k.status IS NULL THEN 'UNBILLED' WHEN k.status IN ('PAID', 'PART_PAID') THEN k.status ELSE 'BILLED' END,
      p.coord_id, p.received_at, p.status_at, v.unit, CASE WHEN NOT v.land THEN v.area END, CASE WHEN v.land THEN v.area END,
      v.rate, w.fmv, bk.realisable_pct, bk.distress_pct, round(w.fmv * bk.realisable_pct / 100), round(w.fmv * bk.distress_pct / 100)
    FROM (
      SELECT q.*, row_number() OVER (PARTITION BY q.cb, q.fy ORDER BY q.id) AS seq
      FROM (SELECT sp.*, ${sql.raw(FY('biz_day(sp.received_at)'))} AS fy FROM seed_plan sp) q
    ) p
    JOIN company_branches cb ON cb.id = p.cb
    JOIN banks bk ON bk.id = p.bank_id
    JOIN seed_place pl ON pl.cb = p.cb AND pl.k = p.place_k
    LEFT JOIN seed_bill_keys k ON p.billable AND k.bank_branch_id = p.bank_branch_id AND k.bill_month = p.bill_month
    CROSS JOIN LATERAL (
      SELECT ${json(BUILDINGS)} ->> ((p.n::bigint * 7) % ${BUILDINGS.length})::int AS building,
             CASE WHEN pg_temp.su(p.n, 31) < 0.45 THEN 'HOME_LOAN' WHEN pg_temp.su(p.n, 31) < 0.65 THEN 'LAP'
                  WHEN pg_temp.su(p.n, 31) < 0.75 THEN 'BT_TOPUP' WHEN pg_temp.su(p.n, 31) < 0.81 THEN 'CONSTRUCTION'
                  WHEN pg_temp.su(p.n, 31) < 0.89 THEN 'RESALE' WHEN pg_temp.su(p.n, 31) < 0.93 THEN 'REVALUATION'
                  WHEN pg_temp.su(p.n, 31) < 0.97 THEN 'STAGE_VISIT' WHEN pg_temp.su(p.n, 31) < 0.99 THEN 'NPA_SARFAESI'
                  ELSE 'OTHER' END AS purpose
    ) x
    LEFT JOIN ${marketTypes} t
      ON t.type = p.property_type AND p.status IN ('WIP', 'STAGE_REVIEW', 'REWORK', 'RELEASED', 'DISPATCHED', 'CLOSED')
    -- OFFSET 0 keeps v and w subqueries: pulled up, the rate would be worked out again at each use (3 s per 100,000).
    CROSS JOIN LATERAL (
      SELECT t.unit, ${json(LAND_TYPES)} @> to_jsonb(t.type) AS land,
             round(t.lo + pg_temp.su(p.n, 37)::numeric * (t.hi - t.lo), CASE t.unit WHEN 'ACRE' THEN 2 ELSE 0 END) AS area,
             -- No type joined (a case before its report): no rate either, though the model has defaults for one.
             CASE WHEN t.type IS NOT NULL THEN round(${rate} * (0.96 + pg_temp.su(p.n, 38)::numeric * 0.08) / 10) * 10 END AS rate
      OFFSET 0
    ) v
    CROSS JOIN LATERAL (SELECT round(v.rate * v.area / 1000) * 1000 AS fmv OFFSET 0) w`,
  );
}
