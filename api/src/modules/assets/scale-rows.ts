import { sql } from 'drizzle-orm';
import { countOf, peopleCtes, pick, type GenerateOptions } from '../hr-common/scale-rows';
import { type Runner } from '../../db/rows';

/** [category, tag prefix, make and model, cost in rupees (0: none recorded), warranty months]. */
export const ASSET_MODELS = [
  ['LAPTOP', 'LAP', 'Dell Latitude 3440', 62500, 36],
  ['LAPTOP', 'LAP', 'Lenovo ThinkPad E14', 68900, 36],
  ['LAPTOP', 'LAP', 'HP ProBook 440 G10', 71250, 12],
  ['MOBILE', 'MOB', 'Samsung Galaxy M34', 16999, 12],
  ['MOBILE', 'MOB', 'Redmi Note 13', 17499, 12],
  ['TABLET', 'TAB', 'Samsung Galaxy Tab A9+', 20999, 12],
  ['CAMERA', 'CAM', 'Canon EOS 1500D', 38990, 24],
  ['DISTANCE_METER', 'DM', 'Bosch GLM 50-27 CG', 14250, 24],
  ['DISTANCE_METER', 'DM', 'Leica DISTO D2', 17800, 36],
  ['VEHICLE', 'VEH', 'Honda Activa 6G', 82500, 60],
  ['SIM', 'SIM', 'Jio postpaid SIM', 0, 0],
  ['SIM', 'SIM', 'Airtel postpaid SIM', 0, 0],
] as const;

/**
 * Assets bought between `from` and `to` with their warranty, most issued to one of the people
 * (an open assignment), the rest in stock, under repair, retired or lost; every third one has an
 * earlier assignment returned in good or fair condition, and a retired or lost one was returned
 * or reported by its last holder. Answers how many assets it added.
 */
export async function insertAssets(db: Runner, o: GenerateOptions): Promise<number> {
  if (o.rows < 1) return 0;
  const before = await countOf(db, sql`SELECT coalesce(max(id), 0) AS n FROM assets`);
  const models = sql`${JSON.stringify(ASSET_MODELS)}::jsonb`;
  await db.execute(sql`
    WITH ${peopleCtes(o.people)},
    g AS (
      SELECT g.i, nextval(pg_get_serial_sequence('assets', 'id'))::int AS id, ${models} -> ${pick('g.i', 1, ASSET_MODELS.length)} AS m,
             ${o.from}::date + ((${o.to}::date - ${o.from}::date) * g.i / ${o.rows})::int AS bought,
             (ARRAY['ASSIGNED', 'ASSIGNED', 'ASSIGNED', 'ASSIGNED', 'ASSIGNED', 'ASSIGNED', 'IN_STOCK', 'IN_STOCK', 'UNDER_REPAIR', 'RETIRED', 'LOST', 'ASSIGNED'])[1 + ${pick('g.i', 2, 12)}] AS status,
             p.id AS holder
      FROM generate_series(0, ${o.rows - 1}::int) g(i) CROSS JOIN np JOIN p ON p.k = g.i % np.n
    )
    INSERT INTO assets (id, tag, category, make_model, serial_no, purchase_date, cost, warranty_to, status, assigned_to, created_at, updated_at)
    SELECT g.id, (g.m ->> 1) || '-' || lpad(g.id::text, 6, '0'), g.m ->> 0, g.m ->> 2, 'SN' || upper(to_hex(918273 + g.id * 7919)),
           g.bought, nullif((g.m ->> 3)::numeric, 0), CASE WHEN (g.m ->> 4)::int > 0 THEN g.bought + ((g.m ->> 4)::int * interval '1 month')::interval END,
           g.status, CASE WHEN g.status = 'ASSIGNED' THEN g.holder END, g.bought + time '12:00', g.bought + time '12:00'
    FROM g ORDER BY g.id`);
  // History: an earlier holder for every third asset, then the current holder, or the last one of a retired or lost asset.
  await db.execute(sql`
    WITH ${peopleCtes(o.people)}, adm AS (SELECT min(id) AS id FROM users WHERE kind = 'admin')
    INSERT INTO asset_assignments (asset_id, user_id, issued_on, issue_condition, returned_on, return_condition, note, issued_by, returned_by)
    SELECT a.id, p.id, a.purchase_date + 3, 'NEW', a.purchase_date + 3 + x.kept, (ARRAY['GOOD', 'FAIR'])[1 + a.id % 2],
           'Returned on transfer', adm.id, adm.id
    FROM assets a CROSS JOIN LATERAL (SELECT least(200, greatest(1, biz_day(now()) - a.purchase_date - 10) / 3) AS kept) x
    CROSS JOIN np JOIN p ON p.k = (a.id * 7) % np.n CROSS JOIN adm
    WHERE a.id > ${before} AND a.id % 3 = 0 AND a.purchase_date + 3 + x.kept < biz_day(now()) - 1
    ORDER BY a.id`);
  await db.execute(sql`
    WITH ${peopleCtes(o.people)}, adm AS (SELECT min(id) AS id FROM users WHERE kind = 'admin'),
    s AS (
      SELECT a.id, a.status, coalesce(a.assigned_to, p.id) AS holder,
             least(biz_day(now()), coalesce((SELECT max(x.returned_on) + 1 FROM asset_assignments x WHERE x.asset_id = a.id), a.purchase_date + 3)) AS start,
             EXISTS (SELECT 1 FROM asset_assignments x WHERE x.asset_id = a.id) AS reissued
      FROM assets a CROSS JOIN np JOIN p ON p.k = (a.id * 5 + 1) % np.n
      WHERE a.id > ${before} AND a.status <> 'IN_STOCK')
    INSERT INTO asset_assignments (asset_id, user_id, issued_on, issue_condition, returned_on, return_condition, note, issued_by, returned_by)
    SELECT s.id, s.holder, s.start, CASE WHEN s.reissued THEN 'GOOD' ELSE 'NEW' END,
           CASE WHEN s.status <> 'ASSIGNED' THEN least(biz_day(now()), s.start + 120) END,
           CASE s.status WHEN 'UNDER_REPAIR' THEN 'DAMAGED' WHEN 'RETIRED' THEN 'FAIR' END,
           CASE s.status WHEN 'LOST' THEN 'Reported lost by the holder' WHEN 'UNDER_REPAIR' THEN 'Sent for repair' END,
           adm.id, CASE WHEN s.status <> 'ASSIGNED' THEN adm.id END
    FROM s CROSS JOIN adm ORDER BY s.id`);
  return countOf(db, sql`SELECT count(*) AS n FROM assets WHERE id > ${before}`);
}
