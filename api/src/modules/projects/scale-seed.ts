import { sql } from 'drizzle-orm';
import type { Runner } from '../../db/rows';

/**
 * Projects at scale for `npm run seed -- --cases N`: one project per 100 cases, in set-based
 * INSERTs (seconds for 10,000 projects): 2% listed negative and 1% NPA by a bank, an APF for
 * every project in that status, monthly stage visits (12) of the under-construction ones, and
 * 40 units for each APF project. Answers how many projects it added.
 */
export async function seedProjectsAtScale(db: Runner, cases: number): Promise<number> {
  const n = Math.max(10, Math.round(cases / 100));
  // A second run replaces the generated projects (their RERA numbers are unique).
  await db.execute(sql`DELETE FROM projects WHERE rera_no LIKE 'PSCALE%'`);
  const statuses = sql.raw(`(ARRAY['APF_APPROVED', 'UNDER_CONSTRUCTION', 'UNDER_CONSTRUCTION', 'COMPLETED', 'APF_APPROVED'])`);
  await db.execute(sql`
    INSERT INTO projects (name, developer, address, city, pincode, latitude, longitude, rera_no, towers, units, status)
    SELECT (ARRAY['Sai', 'Shree', 'Green', 'Royal', 'Silver', 'Lake', 'Palm', 'Sun'])[1 + i % 8] || ' ' ||
        (ARRAY['Residency', 'Heights', 'Enclave', 'Park', 'Towers', 'Gardens', 'Vista'])[1 + (i / 8) % 7] || ' ' || i,
      (ARRAY['Kalpataru', 'Godrej', 'Lodha', 'Prestige', 'Sobha', 'Puravankara', 'Local Buildcon'])[1 + i % 7] || ' Ltd',
      'Survey No. ' || (i % 400 + 1) || ', Sector ' || (i % 40 + 1),
      (ARRAY['Pune', 'Mumbai', 'Bengaluru', 'Hyderabad', 'Thane', 'Navi Mumbai'])[1 + i % 6],
      (400001 + (i * 37) % 160000)::text, 12 + (i % 1000) / 100.0, 72 + (i % 900) / 100.0,
      'PSCALE' || lpad(i::text, 8, '0'), 1 + i % 8, 40 + (i % 20) * 20,
      CASE WHEN i % 50 = 7 THEN 'NEGATIVE' WHEN i % 100 = 3 THEN 'NPA' ELSE ${statuses}[1 + i % 5] END
    FROM generate_series(1, ${n}) i`);
  const banks = sql`(SELECT array_agg(id ORDER BY id) FROM banks)`;
  await db.execute(sql`
    INSERT INTO project_negative_listings (project_id, bank_id, listed_on, reason)
    SELECT p.id, (${banks})[1 + p.id % cardinality(${banks})], current_date - (p.id % 700)::int, 'Deviation from the sanctioned plan'
    FROM projects p WHERE p.status = 'NEGATIVE' AND p.rera_no LIKE 'PSCALE%'`);
  await db.execute(sql`
    INSERT INTO project_npa_listings (project_id, bank_id, listed_on, reason)
    SELECT p.id, (${banks})[1 + p.id % cardinality(${banks})], current_date - (p.id % 500)::int, 'Construction finance account NPA'
    FROM projects p WHERE p.status = 'NPA' AND p.rera_no LIKE 'PSCALE%'`);
  await db.execute(sql`
    INSERT INTO project_apfs (project_id, bank_id, requested_on, status, apf_no, approved_on, valid_to)
    SELECT p.id, (${banks})[1 + p.id % cardinality(${banks})], current_date - 400 - (p.id % 300)::int, 'APPROVED',
      'APF/' || p.id, current_date - 380 - (p.id % 300)::int, current_date + 350 - (p.id % 300)::int
    FROM projects p WHERE p.status = 'APF_APPROVED' AND p.rera_no LIKE 'PSCALE%'`);
  await db.execute(sql`
    INSERT INTO project_stage_visits (project_id, visited_on, engineer_id, overall_pct, plinth_pct, rcc_pct, brickwork_pct, plaster_pct)
    SELECT p.id, current_date - (m * 30 + p.id % 28)::int, (SELECT min(id) FROM users), least(100, 10 + (11 - m) * 7),
      100, least(100, 30 + (11 - m) * 8), least(100, (11 - m) * 9), least(100, greatest(0, (11 - m) * 9 - 30))
    FROM projects p, generate_series(0, 11) m WHERE p.status = 'UNDER_CONSTRUCTION' AND p.rera_no LIKE 'PSCALE%'`);
  await db.execute(sql`
    INSERT INTO project_units (project_id, tower, floor, unit_no, area, area_unit, status, rate)
    SELECT p.id, t, f, t || '-' || (f * 100 + u), (ARRAY[645, 880, 1120, 1380])[u], 'SQFT',
      (ARRAY['SOLD', 'SOLD', 'MORTGAGED', 'UNSOLD', 'SOLD'])[1 + (f * 4 + u + p.id) % 5], 6000 + (p.id % 40) * 100 + f * 50
    FROM projects p, unnest(ARRAY['A', 'B']) t, generate_series(1, 5) f, generate_series(1, 4) u
    WHERE p.status = 'APF_APPROVED' AND p.rera_no LIKE 'PSCALE%'`);
  return n;
}
