/**
 * Bulk data for the Hr benchmark (tools/bench/hr.bench.mjs), never for the product:
 *   tsx api/src/seed/hr-bench-seed.ts <dataDir> <rows>
 * Migrates and loads the demo data, then adds <rows> leaves, tickets, assets, learning articles,
 * letters (offer and leaving, half each), tutorials, applicants and holidays with the same
 * set-based generators as `npm run seed -- --cases N` (one per table), and refreshes the planner
 * statistics. The volumes are the bench's: the demo staff carry them all.
 */
import { sql } from 'drizzle-orm';
import { openDb } from '../db/client';
import { migrate, vacuumIfEmbedded } from '../db/migrate';
import { insertApplicants } from '../modules/applicants/scale-rows';
import { insertAssets } from '../modules/assets/scale-rows';
import { insertLearnings } from '../modules/learnings/scale-rows';
import { insertHolidays, insertLeaves } from '../modules/leave/scale-rows';
import { insertLetters } from '../modules/letters/scale-rows';
import { insertTickets } from '../modules/tickets/scale-rows';
import { insertTutorials } from '../modules/tutorials/scale-rows';
import { businessToday } from '../kit/business-time';
import { seedDemo } from './seed-demo';

export async function hrBenchSeed(dataDir: string, rows: number): Promise<void> {
  const handle = await openDb({ dataDir });
  try {
    await migrate(handle);
    await seedDemo(handle.db);
    const db = handle.db;
    const staff = sql`SELECT id FROM users WHERE status = '1' AND kind IN ('admin', 'employee')`;
    const today = businessToday();
    const recent = { people: staff, rows, from: '2019-04-01', to: today };
    // Ten gazetted days a year: years after 2100, where no leave or case date of the bench falls.
    await insertHolidays(db, 2101, 2100 + Math.ceil(rows / 10));
    // One leave a week per person from 2000 on (the weeks each person's leaves need).
    await insertLeaves(db, { ...recent, from: '2000-01-03', to: '2099-12-31' });
    await insertTickets(db, recent);
    await insertAssets(db, recent);
    await insertLearnings(db, recent);
    await insertLetters(db, { ...recent, leavingEvery: 2 });
    await insertTutorials(db, recent);
    await insertApplicants(db, { ...recent, people: sql`SELECT id FROM users WHERE status = '1' AND kind = 'admin'` });
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
