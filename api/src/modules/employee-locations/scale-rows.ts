import { sql } from 'drizzle-orm';
import { countOf, type GenerateOptions } from '../hr-common/scale-rows';
import { type Runner } from '../../db/rows';

/**
 * Positions of the people from their site visits between `from` and `to`, as the cases' visit
 * card and photo upload record them: a check-in at the site a few minutes before the visit,
 * then the geotag of the site photo at the visit time, both with the case. Answers how many.
 */
export async function insertPositions(db: Runner, o: Omit<GenerateOptions, 'rows'>): Promise<number> {
  const before = await countOf(db, sql`SELECT coalesce(max(id), 0) AS n FROM employee_positions`);
  await db.execute(sql`
    INSERT INTO employee_positions (user_id, lat, lng, accuracy_m, source, case_id, note, at)
    SELECT c.site_engineer_id, round(c.latitude + s.d * ((c.id % 7) - 3) / 10000.0, 6), round(c.longitude + s.d * ((c.id % 5) - 2) / 10000.0, 6),
           s.acc + c.id % 9, s.source, c.id, CASE WHEN s.source = 'PHOTO' THEN 'Site photo for ' || c.case_no ELSE 'Checked in for ' || c.case_no END,
           c.visited_at - s.before * interval '1 minute'
    FROM cases c
    CROSS JOIN (VALUES ('CHECK_IN', 1, 15, 8), ('PHOTO', 0, 0, 4)) AS s(source, d, before, acc)
    WHERE c.visited_at >= ${o.from}::date AND c.visited_at < ${o.to}::date + 1 AND c.visited_at <= now()
      AND c.latitude IS NOT NULL AND c.longitude IS NOT NULL AND c.site_engineer_id IN (${o.people})
    ORDER BY c.visited_at, c.id, s.d DESC`);
  return countOf(db, sql`SELECT count(*) AS n FROM employee_positions WHERE id > ${before}`);
}
