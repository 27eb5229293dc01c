/**
 * Bulk data for the Hr benchmark (tools/bench/hr.bench.mjs), never for the product:
 *   tsx api/src/seed/hr-bench-seed.ts <dataDir> <rows>
 * Migrates and loads the demo data, then adds <rows> leaves, tickets, assets, learning articles,
 * letters (offer and leaving, half each), tutorials, applicants and holidays with one
 * generate_series INSERT each, and refreshes the planner statistics.
 */
import { openDb } from '../db/client';
import { migrate, vacuumIfEmbedded } from '../db/migrate';
import { seedDemo } from './seed-demo';

export async function hrBenchSeed(dataDir: string, rows: number): Promise<void> {
  const handle = await openDb({ dataDir });
  try {
    await migrate(handle);
    await seedDemo(handle.db);
    await handle.exec(`
      INSERT INTO leaves (user_id, leave_type, from_date, to_date, half_days, days, reason, status, applied_by)
      SELECT u.id, (ARRAY['CL','SL','EL','LWP'])[1 + i % 4], d, d, 'NONE', 1, 'Bench leave ' || i,
             (ARRAY['PENDING','APPROVED','REJECTED','CANCELLED'])[1 + i % 4], u.id
      FROM generate_series(1, ${rows}) AS i
      CROSS JOIN LATERAL (SELECT date '2000-01-03' + (i / 40) AS d) dd
      JOIN LATERAL (SELECT id FROM users ORDER BY id OFFSET (i % 39) LIMIT 1) u ON true;
      INSERT INTO tickets (ticket_no, subject, type, priority, description, raised_by, assigned_to, sla_due, status)
      SELECT 'TKB-' || lpad(i::text, 7, '0'), 'Bench ticket about printer ' || i, (ARRAY['IT','HR'])[1 + i % 2],
             (ARRAY['LOW','MEDIUM','HIGH','URGENT'])[1 + i % 4], 'Bench', (SELECT min(id) FROM users) + i % 39,
             (SELECT min(id) FROM users), now() + (i % 72) * interval '1 hour', (ARRAY['OPEN','IN_PROGRESS','RESOLVED','CLOSED'])[1 + i % 4]
      FROM generate_series(1, ${rows}) AS i;
      INSERT INTO assets (tag, category, make_model, serial_no, purchase_date, cost, warranty_to, status)
      SELECT 'BNC-' || lpad(i::text, 7, '0'), (ARRAY['LAPTOP','MOBILE','TABLET','CAMERA','DISTANCE_METER','VEHICLE','SIM'])[1 + i % 7],
             'Bench model ' || (i % 50), 'SNB' || i, date '2018-01-01' + (i % 2500), 1000 + i % 90000, date '2021-01-01' + (i % 2500),
             (ARRAY['IN_STOCK','UNDER_REPAIR','RETIRED','LOST'])[1 + i % 4]
      FROM generate_series(1, ${rows}) AS i;
      INSERT INTO learnings (title, category, body, body_text, author_id)
      SELECT 'Bench article ' || i, 'VALUATION', '<p>Bench article text ' || i || ' about stamp duty</p>',
             'Bench article text ' || i || ' about stamp duty', (SELECT min(id) FROM users)
      FROM generate_series(1, ${rows}) AS i;
      INSERT INTO hr_letters (type, letter_no, user_id, designation, branch_name, joining_date, leaving_date, salary, issued_on, title, body_text)
      SELECT (ARRAY['OFFER','LEAVING'])[1 + i % 2], 'BL/' || lpad(i::text, 7, '0'), (SELECT min(id) FROM users) + i % 39, 'Site Engineer',
             'Mumbai', date '2010-01-04' + (i % 5000), CASE WHEN i % 2 = 1 THEN date '2016-01-04' + (i % 3000) END,
             CASE WHEN i % 2 = 0 THEN 300000 + i % 900000 END, date '2010-01-01' + (i % 5000), 'Bench letter', 'Bench letter ' || i
      FROM generate_series(1, ${rows}) AS i;
      INSERT INTO tutorials (title, page_path, steps, author_id)
      SELECT 'Bench guide ' || i || ' on printing', '/admin/bench' || (i % 500), 'Open the page.' || chr(10) || 'Step ' || i,
             (SELECT min(id) FROM users)
      FROM generate_series(1, ${rows}) AS i;
      -- Applicants last: the inserts above pick existing users by their position in id order.
      INSERT INTO users (name, surname, email, password_hash, kind, status, mobile_no, join_date)
      SELECT 'Bench applicant', 'No ' || i, 'applicant' || i || '@bench.example', 'x', 'employee', '0',
             '98' || lpad(i::text, 8, '0'), date '2020-01-01' + (i % 2000)
      FROM generate_series(1, ${rows}) AS i;
      -- Holidays before 2000: no leave or case date of the product falls on them.
      INSERT INTO holidays (day, name, kind)
      SELECT date '1999-12-31' - i, 'Bench holiday ' || i, (ARRAY['NATIONAL','FESTIVAL','REGIONAL'])[1 + i % 3]
      FROM generate_series(1, ${rows}) AS i;
    `);
    await vacuumIfEmbedded(handle);
  } finally {
    await handle.close();
  }
}

if (process.argv[1]?.endsWith('hr-bench-seed.ts')) {
  const [dataDir, rows = '100000'] = process.argv.slice(2);
  if (!dataDir) throw new Error('usage: hr-bench-seed.ts <dataDir> [rows]');
  const started = Date.now();
  await hrBenchSeed(dataDir, Number(rows));
  console.log(`seeded ${rows} rows per Hr table in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
