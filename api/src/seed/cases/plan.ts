import { sql } from 'drizzle-orm';
import { CANCEL_REASONS, HOLD_REASONS, QUERY_REASONS, REWORK_REASONS } from './data';
import { json } from './sql';
import { run, type Runner } from '../../db/rows';

/** How many of `total` generated cases arrive today (so a fresh dashboard shows figures for today). */
export const todayShare = (total: number) => Math.min(total, 20 + Math.floor(total / 2000));

/**
 * Deterministic uniform draws in [0, 1): su(n, salt) hashes the case number, so every query that
 * needs a case's random choice recomputes the same value and the data does not depend on plans.
 */
export async function createDrawFunction(db: Runner, seed: number): Promise<void> {
  await run(
    db,
    `
    CREATE FUNCTION pg_temp.su(n bigint, salt integer) RETURNS float8 LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT (hashint8extended(n, salt + ${Math.trunc(seed) * 1000}) & 4294967295)::float8 / 4294967296 $$`,
  );
}

const pick = (list: string[]) => json(list);

/**
 * seed_plan: one row per case to create, with everything later inserts need. The life of a case
 * (hours between stages) is drawn per case; a stage that lies in the future, or after the case was
 * put on hold or cancelled, is NULL, so the current status is the last stage reached.
 * Received times grow monotonically with n (two years, volume rising ~50%), then today's share.
 */
export async function createPlan(db: Runner, total: number, idOffset: number): Promise<void> {
  const today = todayShare(total);
  const hist = Math.max(1, total - today);
  const n = (v: number) => sql.raw(String(Math.trunc(v)));
  await run(
    db,
    sql`
    CREATE TEMP TABLE seed_plan ON COMMIT DROP AS
    WITH base AS (
      SELECT g AS n,
        CASE WHEN g > ${n(hist)} THEN t.t0 + (now() - t.t0) * ((g - ${n(hist)} - 0.5) / ${n(Math.max(1, today))}::float8)
             ELSE t.t0 - interval '730 days' + make_interval(days => floor(q.x)::int) + interval '9 hours 30 minutes'
                  + (q.x - floor(q.x)) * interval '9 hours'
        END AS received_at
      FROM generate_series(1, ${n(total)}) g
      CROSS JOIN (SELECT (biz_day(now())::timestamp AT TIME ZONE 'Asia/Kolkata') AS t0) t
      CROSS JOIN LATERAL (SELECT 730 * (sqrt(1 + 1.25 * least(1, (g - 0.5) / ${n(hist)}::float8)) - 1) / 0.5 AS x) q
    ),
    picked AS (
      SELECT b.n, b.received_at, bb.bank_branch_id, bb.bank_id, bb.cb, bb.tat, pl.k AS place_k, pl.pin_idx,
             o.engineers, o.staff, o.eng, o.staff_ids
      FROM base b
      JOIN seed_bb bb ON bb.k = 1 + floor(pg_temp.su(b.n, 1) * (SELECT count(*) FROM seed_bb))::int
      JOIN seed_office o ON o.cb = bb.cb
      JOIN seed_place pl ON pl.cb = bb.cb AND pl.k = 1 + floor(pg_temp.su(b.n, 2) * o.places)::int
    )
    SELECT ${n(idOffset)} + p.n AS id, p.n, p.received_at, p.bank_branch_id, p.bank_id, p.cb, p.place_k,
           add_business_days(p.received_at, p.tat) AS tat_due_at,
           e.engineer_id, e.coord_id, e.maker_id, e.approver_id,
           f.property_type, f.fee, f.exp, r.ta, r.tv, r.tw, r.ts, r.tr, r.tw2, r.ts2, r.tl, r.td, r.tc,
           r.cut_at, CASE WHEN r.cut_at IS NOT NULL THEN c.cut_status END AS cut_status,
           st.stage, st.stage_at,
           coalesce(CASE WHEN r.cut_at IS NOT NULL THEN c.cut_status END, st.stage) AS status,
           coalesce(r.cut_at, st.stage_at) AS status_at,
           CASE WHEN r.cut_at IS NOT NULL THEN e.coord_id
                WHEN st.stage IN ('RELEASED', 'REWORK') THEN e.approver_id
                WHEN st.stage IN ('WIP', 'STAGE_REVIEW') THEN e.maker_id
                WHEN st.stage = 'SITE_VISIT' THEN e.engineer_id
                ELSE e.coord_id END AS status_by,
           CASE c.cut_status WHEN 'CANCELLED' THEN ${pick(CANCEL_REASONS)} ->> (p.n % ${n(CANCEL_REASONS.length)})::int
                             WHEN 'ON_HOLD' THEN ${pick(HOLD_REASONS)} ->> (p.n % ${n(HOLD_REASONS.length)})::int
                             ELSE ${pick(QUERY_REASONS)} ->> (p.n % ${n(QUERY_REASONS.length)})::int END AS cut_comment,
           ${pick(REWORK_REASONS)} ->> (p.n % ${n(REWORK_REASONS.length)})::int AS rework_comment,
           r.tl IS NOT NULL AND biz_day(r.tl) < date_trunc('month', biz_day(now()))::date
             AND pg_temp.su(p.n, 27) >= 0.01 AS billable,
           date_trunc('month', biz_day(r.tl))::date AS bill_month
    FROM picked p
    CROSS JOIN LATERAL (
      SELECT p.eng[1 + CASE WHEN pg_temp.su(p.n, 3) < 0.8 THEN p.pin_idx % p.engineers
                            ELSE floor(pg_temp.su(p.n, 4) * p.engineers)::int END] AS engineer_id,
             p.staff_ids[1 + p.n % p.staff] AS coord_id, p.staff_ids[1 + (p.n / 3) % p.staff] AS maker_id,
             p.staff_ids[1 + (p.n / 7) % p.staff] AS approver_id
      OFFSET 0
    ) e
    CROSS JOIN LATERAL (
      SELECT CASE WHEN pg_temp.su(p.n, 5) < 0.85 THEN 1 + pg_temp.su(p.n, 6) * 8 ELSE 8 + pg_temp.su(p.n, 6) * 40 END AS h1,
             12 + pg_temp.su(p.n, 7) * 60 AS h2, 2 + pg_temp.su(p.n, 8) * 22 AS h3, 6 + pg_temp.su(p.n, 9) * 42 AS h4,
             1 + pg_temp.su(p.n, 10) * 30 AS h5, 12 + pg_temp.su(p.n, 11) * 48 AS h6, 72 + pg_temp.su(p.n, 12) * 400 AS h7,
             pg_temp.su(p.n, 13) < 0.06 AS rework
      OFFSET 0
    ) h
    CROSS JOIN LATERAL (
      SELECT p.received_at + h.h1 * interval '1 hour' AS ta,
             p.received_at + (h.h1 + h.h2) * interval '1 hour' AS tv,
             p.received_at + (h.h1 + h.h2 + h.h3) * interval '1 hour' AS tw,
             p.received_at + (h.h1 + h.h2 + h.h3 + h.h4) * interval '1 hour' AS ts,
             CASE WHEN h.rework THEN 4 + pg_temp.su(p.n, 14) * 24 END AS r1,
             CASE WHEN h.rework THEN 8 + pg_temp.su(p.n, 14) * 24 + pg_temp.su(p.n, 15) * 20 END AS r2,
             CASE WHEN h.rework THEN 14 + pg_temp.su(p.n, 14) * 24 + pg_temp.su(p.n, 15) * 20
                                     + pg_temp.su(p.n, 16) * 30 END AS r3
      OFFSET 0
    ) a
    CROSS JOIN LATERAL (
      SELECT a.ts + a.r1 * interval '1 hour' AS tr, a.ts + a.r2 * interval '1 hour' AS tw2,
             a.ts + a.r3 * interval '1 hour' AS ts2,
             a.ts + (coalesce(a.r3, 0) + h.h5) * interval '1 hour' AS tl
      OFFSET 0
    ) b
    CROSS JOIN LATERAL (
      SELECT CASE WHEN pg_temp.su(p.n, 17) < 0.02 THEN
               (ARRAY[p.received_at, a.ta, a.tv, a.tw])[k.i] + pg_temp.su(p.n, 19)
               * ((ARRAY[a.ta, a.tv, a.tw, a.ts])[k.i] - (ARRAY[p.received_at, a.ta, a.tv, a.tw])[k.i]) END AS cancel_at,
             CASE WHEN pg_temp.su(p.n, 20) < CASE WHEN now() - p.received_at < interval '20 days' THEN 0.05 ELSE 0.0015 END
               THEN p.received_at + pg_temp.su(p.n, 21) * (b.tl - p.received_at) END AS hold_at,
             pg_temp.su(p.n, 22) < 0.6 AS on_hold
      FROM (SELECT 1 + floor(pg_temp.su(p.n, 18) * 4)::int AS i) k
      OFFSET 0
    ) x
    CROSS JOIN LATERAL (
      SELECT least(x.cancel_at, x.hold_at) AS cut0,
             CASE WHEN x.cancel_at IS NOT NULL AND (x.hold_at IS NULL OR x.cancel_at <= x.hold_at) THEN 'CANCELLED'
                  WHEN x.on_hold THEN 'ON_HOLD' ELSE 'QUERY_PENDING' END AS cut_status
      OFFSET 0
    ) c
    CROSS JOIN LATERAL (
      SELECT CASE WHEN c.cut0 <= now() THEN c.cut0 END AS cut_at,
             CASE WHEN a.ta <= now() AND (c.cut0 IS NULL OR a.ta < c.cut0) THEN a.ta END AS ta,
             CASE WHEN a.tv <= now() AND (c.cut0 IS NULL OR a.tv < c.cut0) THEN a.tv END AS tv,
             CASE WHEN a.tw <= now() AND (c.cut0 IS NULL OR a.tw < c.cut0) THEN a.tw END AS tw,
             CASE WHEN a.ts <= now() AND (c.cut0 IS NULL OR a.ts < c.cut0) THEN a.ts END AS ts,
             CASE WHEN b.tr <= now() AND (c.cut0 IS NULL OR b.tr < c.cut0) THEN b.tr END AS tr,
             CASE WHEN b.tw2 <= now() AND (c.cut0 IS NULL OR b.tw2 < c.cut0) THEN b.tw2 END AS tw2,
             CASE WHEN b.ts2 <= now() AND (c.cut0 IS NULL OR b.ts2 < c.cut0) THEN b.ts2 END AS ts2,
             CASE WHEN b.tl <= now() AND (c.cut0 IS NULL OR b.tl < c.cut0) THEN b.tl END AS tl,
             CASE WHEN b.tl + h.h6 * interval '1 hour' <= now() AND c.cut0 IS NULL
                  THEN b.tl + h.h6 * interval '1 hour' END AS td,
             CASE WHEN b.tl + (h.h6 + h.h7) * interval '1 hour' <= now() AND c.cut0 IS NULL
                  THEN b.tl + (h.h6 + h.h7) * interval '1 hour' END AS tc
      OFFSET 0
    ) r
    CROSS JOIN LATERAL (
      SELECT CASE WHEN r.tc IS NOT NULL THEN 'CLOSED' WHEN r.td IS NOT NULL THEN 'DISPATCHED'
                  WHEN r.tl IS NOT NULL THEN 'RELEASED' WHEN r.ts2 IS NOT NULL THEN 'STAGE_REVIEW'
                  WHEN r.tw2 IS NOT NULL THEN 'WIP' WHEN r.tr IS NOT NULL THEN 'REWORK'
                  WHEN r.ts IS NOT NULL THEN 'STAGE_REVIEW' WHEN r.tw IS NOT NULL THEN 'WIP'
                  WHEN r.tv IS NOT NULL THEN 'SITE_VISIT' WHEN r.ta IS NOT NULL THEN 'ALLOCATED'
                  ELSE 'INITIATED' END AS stage,
             coalesce(r.tc, r.td, r.tl, r.ts2, r.tw2, r.tr, r.ts, r.tw, r.tv, r.ta, p.received_at) AS stage_at
      OFFSET 0
    ) st
    CROSS JOIN LATERAL (
      SELECT q.t AS property_type,
             (round((CASE q.t WHEN 'RES_FLAT' THEN 2500 + q.v * 1000 WHEN 'INDEPENDENT_HOUSE' THEN 3500 + q.v * 1500
                              WHEN 'ROW_HOUSE' THEN 3000 + q.v * 1000 WHEN 'PLOT' THEN 2500 + q.v * 1000
                              WHEN 'COMMERCIAL_SHOP' THEN 4000 + q.v * 2000 WHEN 'INDUSTRIAL' THEN 9000 + q.v * 6000
                              ELSE 4500 + q.v * 2000 END) / 50) * 50)::numeric(12,2) AS fee,
             (CASE WHEN pg_temp.su(p.n, 25) < 0.1 THEN round((300 + pg_temp.su(p.n, 26) * 900) / 50) * 50
                   ELSE 0 END)::numeric(12,2) AS exp
      FROM (
        SELECT CASE WHEN u < 0.55 THEN 'RES_FLAT' WHEN u < 0.67 THEN 'INDEPENDENT_HOUSE' WHEN u < 0.72 THEN 'ROW_HOUSE'
                    WHEN u < 0.82 THEN 'PLOT' WHEN u < 0.89 THEN 'COMMERCIAL_SHOP' WHEN u < 0.94 THEN 'OFFICE'
                    WHEN u < 0.97 THEN 'INDUSTRIAL' WHEN u < 0.98 THEN 'AGRI_LAND' ELSE 'MIXED' END AS t, v
        FROM (SELECT pg_temp.su(p.n, 23) AS u, pg_temp.su(p.n, 24) AS v OFFSET 0) w
        OFFSET 0
      ) q
    ) f`,
  );
  await run(db, 'ANALYZE seed_plan');
}
